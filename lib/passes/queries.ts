import 'server-only';
import { db as appDb, type Db } from '@/lib/db';
import { hostableTeamWhere } from '@/lib/access/event-visibility';
import { payoutStatus } from '@/lib/billing/rules';
import { proRataRefund } from './service';

// What the team page's Passes tab and the billing page's "Your passes" show (issue 34 §1).

const PAID = ['ACTIVE', 'DISPUTED', 'REFUNDING', 'REFUNDED'] as const;

const passView = (p: {
  id: string;
  remaining: number;
  games: number;
  status: string;
  expiresAt: Date | null;
  card: { name: string; team: { id: string; name: string } };
}) => ({
  id: p.id,
  name: p.card.name,
  team: p.card.team,
  remaining: p.remaining,
  games: p.games,
  status: p.status,
  expiresAt: p.expiresAt,
});

/** The viewer's own punch cards (paid ones: active first, then ended), optionally of one team. */
export async function passesOf(userId: string, teamId?: string, db: Db = appDb) {
  const rows = await db.punchCardPass.findMany({
    where: { userId, status: { in: [...PAID] }, ...(teamId ? { card: { teamId } } : {}) },
    orderBy: [{ status: 'asc' }, { paidAt: 'desc' }],
    take: 50,
    select: {
      id: true,
      remaining: true,
      games: true,
      status: true,
      expiresAt: true,
      card: { select: { name: true, team: { select: { id: true, name: true } } } },
    },
  });
  return rows.map(passView);
}
export type PassView = Awaited<ReturnType<typeof passesOf>>[number];

/**
 * The team's cards for sale and, for its organizers (owner, admin, manager), each card's holders, games played
 * and revenue (sold, the platform's fee, refunded). Answers null for a team the viewer cannot see.
 */
export async function teamPasses(viewerId: string, teamId: string, db: Db = appDb) {
  const [manager, viewer] = await Promise.all([
    db.team.findFirst({ where: { id: teamId, ...hostableTeamWhere(viewerId) }, select: { id: true } }),
    db.user.findUniqueOrThrow({
      where: { id: viewerId },
      select: { stripeAccountId: true, stripeChargesEnabled: true, stripeDetailsSubmitted: true },
    }),
  ]);
  const canManage = manager !== null;
  const cards = await db.punchCard.findMany({
    where: { teamId, archived: false },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      sellerId: true,
      name: true,
      games: true,
      priceCents: true,
      currency: true,
      expiryDays: true,
      maxGamePriceCents: true,
      // Holders only for the team's organizers (none read otherwise).
      passes: {
        where: { status: { in: [...PAID] }, ...(canManage ? {} : { id: { in: [] } }) },
        orderBy: { paidAt: 'desc' },
        select: {
          id: true,
          remaining: true,
          games: true,
          priceCents: true,
          feeCents: true,
          status: true,
          refundCents: true,
          expiresAt: true,
          user: { select: { displayName: true, fullName: true } },
          _count: { select: { punches: { where: { returnedAt: null } } } },
        },
      },
    },
  });
  return {
    canManage,
    payoutsActive: payoutStatus(viewer) === 'active',
    mine: await passesOf(viewerId, teamId, db),
    cards: cards.map((card) => {
      const passes = card.passes;
      const sold = passes.reduce((s, p) => s + p.priceCents, 0);
      // A refund returns the platform's fee in the same proportion (refund_application_fee).
      const fee = passes.reduce(
        (s, p) => s + p.feeCents - Math.round((p.feeCents * (p.refundCents ?? 0)) / p.priceCents),
        0,
      );
      const refunded = passes.reduce((s, p) => s + (p.refundCents ?? 0), 0);
      return {
        id: card.id,
        name: card.name,
        games: card.games,
        priceCents: card.priceCents,
        currency: card.currency,
        expiryDays: card.expiryDays,
        maxGamePriceCents: card.maxGamePriceCents,
        ownCard: card.sellerId === viewerId,
        organizer: canManage
          ? {
              holders: passes.length,
              used: passes.reduce((s, p) => s + p._count.punches, 0),
              sold,
              fee,
              refunded,
              net: sold - fee - refunded,
              passes: passes.map((p) => ({
                id: p.id,
                holder: p.user.displayName || p.user.fullName || '—',
                remaining: p.remaining,
                games: p.games,
                status: p.status,
                refundCents:
                  p.status === 'ACTIVE'
                    ? proRataRefund(p)
                    : p.status === 'REFUNDING'
                      ? (p.refundCents ?? 0)
                      : 0,
              })),
            }
          : null,
      };
    }),
  };
}
export type TeamPasses = Awaited<ReturnType<typeof teamPasses>>;
