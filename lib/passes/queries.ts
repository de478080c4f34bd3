import 'server-only';
import { db as appDb, type Db } from '@/lib/db';
import { hostableTeamWhere } from '@/lib/access/event-visibility';
import { payoutStatus } from '@/lib/billing/rules';
import { MEMBERSHIP_GRACE_MS } from '@/lib/events/punches';
import type { PassKind } from '@/lib/generated/prisma/client';
import { membershipRefund } from './membership';
import { proRataRefund, refundLeft, seasonGames, seasonRefund } from './service';

// What the team page's Passes tab and the billing page's "Your passes" show (issue 34 §1).

const PAID = ['ACTIVE', 'DISPUTED', 'REFUNDING', 'REFUNDED', 'LAPSED'] as const;

const pastDue = (p: { status: string; subscriptionStatus: string | null }) =>
  p.status === 'ACTIVE' && p.subscriptionStatus === 'past_due';

const passView = (p: {
  id: string;
  remaining: number;
  games: number;
  status: string;
  expiresAt: Date | null;
  priceCents: number;
  currency: string;
  partRefundedCents: number;
  periodEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  subscriptionStatus: string | null;
  card: { name: string; kind: PassKind; team: { id: string; name: string } };
  _count: { punches: number };
}) => ({
  id: p.id,
  name: p.card.name,
  kind: p.card.kind,
  team: p.card.team,
  remaining: p.remaining,
  games: p.games,
  /** Games joined with it (uses not given back). */
  played: p._count.punches,
  status: p.status,
  expiresAt: p.expiresAt,
  priceCents: p.priceCents,
  currency: p.currency,
  /** Refunded at Stripe while the card stays in use (a partial refund); 0 once it has ended. */
  partRefundedCents: p.status === 'ACTIVE' || p.status === 'DISPUTED' ? p.partRefundedCents : 0,
  /** A membership: the paid period's end (it renews then, or ends when cancelled), and when it ended. */
  periodEndsAt: p.periodEndsAt,
  cancelAtPeriodEnd: p.cancelAtPeriodEnd,
  endedAt: p.endedAt,
  /** A membership whose renewal failed and Stripe is retrying (past_due): it still covers games. */
  pastDue: pastDue(p),
  /** A membership covers games starting before this (its paid period's end and the grace, none once set to end). */
  coveredUntil:
    p.periodEndsAt && new Date(p.periodEndsAt.getTime() + (p.cancelAtPeriodEnd ? 0 : MEMBERSHIP_GRACE_MS)),
});

/** The viewer's own passes (paid ones: active first, then ended), optionally of one team. */
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
      priceCents: true,
      currency: true,
      partRefundedCents: true,
      periodEndsAt: true,
      cancelAtPeriodEnd: true,
      endedAt: true,
      subscriptionStatus: true,
      card: { select: { name: true, kind: true, team: { select: { id: true, name: true } } } },
      _count: { select: { punches: { where: { returnedAt: null } } } },
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
  const now = new Date();
  const [team, seriesRows, sports] = await Promise.all([
    db.team.findUnique({ where: { id: teamId }, select: { name: true, ownerId: true } }),
    // What a new pass may cover (organizers only): the series the team hosts dates of, and the sports.
    canManage
      ? db.event.findMany({
          where: { hostingTeamId: teamId, seriesId: { not: null } },
          distinct: ['seriesId'],
          orderBy: [{ seriesId: 'asc' }, { dateStart: 'desc' }],
          select: { seriesId: true, title: true },
          take: 50,
        })
      : [],
    canManage ? db.gameType.findMany({ orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }] }) : [],
  ]);
  // Organizers see every card of the team (a withdrawn one too: its holders are still theirs to refund); players
  // see the cards for sale (below: not withdrawn, sold by someone still an organizer of the team).
  const cardRows = await db.punchCard.findMany({
    where: { teamId, ...(canManage ? {} : { archived: false }) },
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
      kind: true,
      seasonEndsAt: true,
      interval: true,
      coverage: true,
      teamId: true,
      seriesId: true,
      gameTypeId: true,
      archived: true,
      series: { select: { events: { orderBy: { dateStart: 'desc' }, take: 1, select: { title: true } } } },
      gameType: { select: { label: true } },
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
          partRefundedCents: true,
          priorRefundCents: true,
          expiresAt: true,
          paidAt: true,
          periodsPaid: true,
          periodStartsAt: true,
          periodEndsAt: true,
          cancelAtPeriodEnd: true,
          subscriptionStatus: true,
          user: { select: { displayName: true, fullName: true } },
          _count: { select: { punches: { where: { returnedAt: null } } } },
        },
      },
    },
  });
  // A seller who is no longer an organizer of the team sells nothing more (docs/passes.md "Withdrawing a pass").
  const sellers = [...new Set(cardRows.map((c) => c.sellerId))];
  const selling = new Set(
    (
      await Promise.all(
        sellers.map(async (id) =>
          (await db.team.count({ where: { id: teamId, ...hostableTeamWhere(id) } })) > 0 ? id : null,
        ),
      )
    ).filter((id) => id !== null),
  );
  const cards = cardRows.filter((c) => canManage || selling.has(c.sellerId));
  // A punch card's refund counts the games booked with it that have not started as unused (their spots are
  // released first, lib/passes/service.ts refundPass).
  const booked = new Map(
    canManage
      ? (
          await db.passPunch.groupBy({
            by: ['passId'],
            where: {
              passId: { in: cards.flatMap((c) => c.passes.map((p) => p.id)) },
              returnedAt: null,
              event: { dateStart: { gte: now }, cancelled: false },
            },
            _count: { _all: true },
          })
        ).map((r) => [r.passId, r._count._all])
      : [],
  );
  return {
    canManage,
    payoutsActive: payoutStatus(viewer) === 'active',
    mine: await passesOf(viewerId, teamId, db),
    covers: {
      series: seriesRows.flatMap((r) => (r.seriesId ? [{ id: r.seriesId, title: r.title }] : [])),
      sports: sports.map((g) => ({ id: g.id, label: g.label })),
    },
    cards: await Promise.all(
      cards.map(async (card) => {
        const passes = card.passes;
        // A membership sells one price per paid period (periodsPaid; 1 for the other kinds).
        const sold = passes.reduce((s, p) => s + p.priceCents * p.periodsPaid, 0);
        // Every refund of every period: the current period's (refundCents) and earlier periods' (a membership).
        const refundedOf = (p: (typeof passes)[number]) => (p.refundCents ?? 0) + p.priorRefundCents;
        // A refund returns the platform's fee in the same proportion (refund_application_fee).
        const fee = passes.reduce(
          (s, p) => s + p.feeCents * p.periodsPaid - Math.round((p.feeCents * refundedOf(p)) / p.priceCents),
          0,
        );
        const refunded = passes.reduce((s, p) => s + refundedOf(p), 0);
        const season = card.kind === 'SEASON';
        /** What refunding an active pass gives back now (a season pass: by its remaining dated games). */
        const refundOf = async (p: (typeof passes)[number]) => {
          if (p.status === 'REFUNDING') return { cents: p.refundCents ?? 0, left: 0, total: 0 };
          if (p.status !== 'ACTIVE') return { cents: 0, left: 0, total: 0 };
          if (card.kind === 'MEMBERSHIP')
            return { cents: refundLeft(p, membershipRefund(p, now)), left: 0, total: 0 };
          if (!season) {
            const unused = Math.min(p.games, p.remaining + (booked.get(p.id) ?? 0));
            return {
              cents: refundLeft(p, proRataRefund({ ...p, remaining: unused })),
              left: unused,
              total: p.games,
            };
          }
          const dated = await seasonGames(db, { ...p, card }, now);
          return { cents: refundLeft(p, seasonRefund(p.priceCents, dated)), ...dated };
        };
        return {
          id: card.id,
          name: card.name,
          kind: card.kind,
          games: card.games,
          priceCents: card.priceCents,
          currency: card.currency,
          expiryDays: card.expiryDays,
          seasonEndsAt: card.seasonEndsAt,
          interval: card.interval,
          /** A season pass past its end is no longer sold. */
          ended: card.seasonEndsAt !== null && card.seasonEndsAt <= now,
          maxGamePriceCents: card.maxGamePriceCents,
          scope: {
            coverage: card.coverage,
            series: card.series?.events[0]?.title ?? null,
            sport: card.gameType?.label ?? null,
            team: team?.name ?? '',
          },
          ownCard: card.sellerId === viewerId,
          /** Withdrawn by its seller or the team's owner, or its seller is no longer an organizer: not sold. */
          withdrawn: card.archived || !selling.has(card.sellerId),
          /** The seller and the team's owner may withdraw the card and refund its holders. */
          canWithdraw: !card.archived && (card.sellerId === viewerId || team?.ownerId === viewerId),
          canRefund: card.sellerId === viewerId || team?.ownerId === viewerId,
          organizer: canManage
            ? {
                holders: passes.length,
                used: passes.reduce((s, p) => s + p._count.punches, 0),
                sold,
                fee,
                refunded,
                net: sold - fee - refunded,
                passes: await Promise.all(
                  passes.map(async (p) => {
                    const refund = await refundOf(p);
                    return {
                      id: p.id,
                      holder: p.user.displayName || p.user.fullName || '—',
                      remaining: p.remaining,
                      games: p.games,
                      played: p._count.punches,
                      status: p.status,
                      periodsPaid: p.periodsPaid,
                      periodEndsAt: p.periodEndsAt,
                      cancelAtPeriodEnd: p.cancelAtPeriodEnd,
                      pastDue: pastDue(p),
                      refundCents: refund.cents,
                      /** Refunded at Stripe while the card stays in use (a partial refund). */
                      partRefundedCents:
                        p.status === 'ACTIVE' || p.status === 'DISPUTED' ? p.partRefundedCents : 0,
                      refundLeft: refund.left,
                      refundTotal: refund.total,
                    };
                  }),
                ),
              }
            : null,
        };
      }),
    ),
  };
}
export type TeamPasses = Awaited<ReturnType<typeof teamPasses>>;
