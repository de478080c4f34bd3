import 'server-only';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isBlockedBetween } from '@/lib/access/blocks';
import { hostableTeamWhere } from '@/lib/access/event-visibility';
import { payoutStatus } from '@/lib/billing/rules';

// One open purchase per buyer and card (two "Buy" clicks at once), for every kind of pass (punch cards and season
// passes in service.ts, memberships in membership.ts): under an advisory lock of the pair, an open PENDING pass is
// answered (its Checkout, once it has one) or a new one is written; Stripe is called after, with no lock held.

/** The seller's fields a purchase needs: who they are and whether their payout account takes charges. */
export const sellerSelect = {
  id: true,
  stripeAccountId: true,
  stripeChargesEnabled: true,
  stripeDetailsSubmitted: true,
};

type Seller = {
  id: string;
  stripeAccountId: string | null;
  stripeChargesEnabled: boolean;
  stripeDetailsSubmitted: boolean;
};

/**
 * Whether the buyer can buy from this seller (any kind of pass): the seller's connected account, or why not — a
 * block either way hides the card, a seller who is no longer an organizer (owner, admin, manager) of the card's
 * team sells nothing more (docs/passes.md "Withdrawing a pass"), one's own card is not for sale, and the payout
 * account must take charges.
 */
export async function sellerAccount(db: Db, userId: string, seller: Seller, teamId: string) {
  if (await isBlockedBetween(db, userId, seller.id)) return { status: 'not-found' } as const;
  const organizer = await db.team.count({ where: { id: teamId, ...hostableTeamWhere(seller.id) } });
  if (organizer === 0) return { status: 'not-found' } as const;
  if (seller.id === userId) return { status: 'own-card' } as const;
  if (!seller.stripeAccountId || payoutStatus(seller) !== 'active')
    return { status: 'payments-unavailable' } as const;
  return { status: 'ok', account: seller.stripeAccountId } as const;
}

/** How long an unpaid Checkout of a pass stays open (Stripe's shortest lifetime). */
export const CHECKOUT_MINUTES = 30;

/** How long a purchase being opened (a PENDING pass without its Checkout yet) is waited for by a second click. */
const OPENING_MS = 30_000;

/**
 * Reserves the buyer's purchase of a card: `{ url }` of the open purchase's Checkout (waiting for one being
 * opened by a concurrent click), or `{ passId }` of the PENDING pass `create` wrote (the caller opens its
 * Checkout). Throws when an open purchase's Checkout did not open.
 */
export async function reservePurchase(
  db: Db,
  userId: string,
  cardId: string,
  create: (tx: Prisma.TransactionClient) => Promise<{ id: string }>,
  now: Date = new Date(),
): Promise<{ status: 'open'; url: string } | { status: 'new'; passId: string }> {
  const reserved = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`pass-buy:${userId}:${cardId}`}, 0))`;
    const open = await tx.punchCardPass.findFirst({
      where: {
        cardId,
        userId,
        status: 'PENDING',
        OR: [
          {
            checkoutUrl: { not: null },
            createdAt: { gt: new Date(now.getTime() - (CHECKOUT_MINUTES - 1) * 60_000) },
          },
          { checkoutSessionId: null, createdAt: { gt: new Date(Date.now() - OPENING_MS) } },
        ],
      },
      orderBy: { createdAt: 'desc' },
      select: { id: true, checkoutUrl: true },
    });
    if (open) return { open, pass: null };
    return { open: null, pass: await create(tx) };
  });
  if (reserved.open) {
    const url = reserved.open.checkoutUrl ?? (await checkoutOpened(db, reserved.open.id));
    if (url) return { status: 'open', url };
    throw new Error(`pass ${reserved.open.id}: its Checkout did not open`);
  }
  return { status: 'new', passId: reserved.pass.id };
}

/** Waits (no transaction open) for a purchase being opened to get its Checkout URL; null when it failed or is late. */
async function checkoutOpened(db: Db, passId: string): Promise<string | null> {
  const until = Date.now() + OPENING_MS;
  while (Date.now() < until) {
    const row = await db.punchCardPass.findUnique({
      where: { id: passId },
      select: { status: true, checkoutUrl: true },
    });
    if (!row || row.status !== 'PENDING') return null;
    if (row.checkoutUrl) return row.checkoutUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}
