import 'server-only';
import type Stripe from 'stripe';
import { db as appDb, type Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { hostableTeamWhere } from '@/lib/access/event-visibility';
import { openCheckout, PAYMENT_KIND } from '@/lib/billing/checkout';
import { writeLedger } from '@/lib/billing/ledger';
import { CLOSED_DISPUTES, createRefund, disputeAdvances, disputeClosed } from '@/lib/billing/refunds';
import { passMessages as pm } from '@/lib/messages/passes';
import { refundMessages as rm } from '@/lib/messages/refunds';
import { notify } from '@/lib/notifications/notify';
import { payoutStatus } from '@/lib/billing/rules';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { stripeSubscriptionBilling } from '@/lib/billing/subscriptions';
import type { PaymentHandler } from '@/lib/billing/webhook';
import { platformFee, type FeeConfig } from '@/lib/events/payments';
import { releasePassSpots } from '@/lib/events/pass-spots';
import { coveredGamesWhere } from '@/lib/events/punches';
import { addDays, zonedToInstant } from '@/lib/time';
import { endRefundedMembership, membershipRefund } from './membership';
import { CHECKOUT_MINUTES, reservePurchase, sellerAccount, sellerSelect } from './reserve';
import { moneyToCents, parseCovers, SEASON_DAYS_MAX, type CreatePunchCardInput } from './schema';

// Punch cards (issue 34 §1, docs/passes.md): an organizer creates a card for their team; a player buys it through
// Checkout, a destination charge to the organizer's connected account with the platform's fee (as for a paid
// game); the webhook (or the return from Checkout) settles it once, re-reading the session from Stripe; the
// organizer refunds a card pro rata: unused games × price / games, nothing else taken off.

type Tx = Prisma.TransactionClient;

export type CreateCardResult =
  | { status: 'created'; id: string }
  | { status: 'not-found' | 'payouts-needed' | 'covers-not-found' | 'season-end-invalid' };

/** A team-wide season pass ends at the end of its last day wherever the game is (the latest zone, UTC−12). */
const LATEST_ZONE = 'Etc/GMT+12';

/**
 * A team's owner, admin or manager with Active payouts creates a pass of the team: a punch card or a season pass,
 * covering the team's paid games, one series the team hosts, or one sport.
 */
export async function createPunchCard(
  db: Db,
  viewerId: string,
  input: CreatePunchCardInput,
  now: Date = new Date(),
): Promise<CreateCardResult> {
  const team = await db.team.findFirst({
    where: { id: input.teamId, isExternal: false, ...hostableTeamWhere(viewerId) },
    select: { id: true },
  });
  if (!team) return { status: 'not-found' };
  const seller = await db.user.findUniqueOrThrow({ where: { id: viewerId }, select: sellerSelect });
  if (payoutStatus(seller) !== 'active') return { status: 'payouts-needed' };
  const covers = parseCovers(input.covers);
  // A series is one the team hosts dates of; a sport is any known sport.
  let zone = LATEST_ZONE;
  if (covers.coverage === 'SERIES') {
    const series = await db.eventSeries.findFirst({
      where: { id: covers.id, events: { some: { hostingTeamId: team.id } } },
      select: { timeZone: true },
    });
    if (!series) return { status: 'covers-not-found' };
    zone = series.timeZone;
  }
  if (covers.coverage === 'SPORT' && !(await db.gameType.count({ where: { id: covers.id } })))
    return { status: 'covers-not-found' };
  let seasonEndsAt: Date | null = null;
  if (input.kind === 'SEASON') {
    // Covers games starting up to the end of the end date (in the series' zone); from tomorrow to ~13 months.
    seasonEndsAt = zonedToInstant(addDays(input.seasonEnds, 1), '00:00', zone);
    if (
      seasonEndsAt <= new Date(now.getTime() + 86_400_000) ||
      seasonEndsAt > new Date(now.getTime() + SEASON_DAYS_MAX * 86_400_000)
    )
      return { status: 'season-end-invalid' };
  }
  const card = await db.punchCard.create({
    data: {
      teamId: team.id,
      sellerId: viewerId,
      kind: input.kind,
      name: input.name,
      games: input.kind === 'PUNCH_CARD' ? Number(input.games) : 0,
      priceCents: moneyToCents(input.price),
      expiryDays: input.kind !== 'PUNCH_CARD' || input.expiryDays === '' ? null : Number(input.expiryDays),
      seasonEndsAt,
      interval: input.kind === 'MEMBERSHIP' ? input.interval : null,
      coverage: covers.coverage,
      seriesId: covers.coverage === 'SERIES' ? covers.id : null,
      gameTypeId: covers.coverage === 'SPORT' ? covers.id : null,
      maxGamePriceCents: input.maxGamePrice === '' ? null : moneyToCents(input.maxGamePrice),
    },
    select: { id: true },
  });
  return { status: 'created', id: card.id };
}

export type WithdrawCardResult = { status: 'withdrawn' | 'already' | 'not-found' };

/**
 * The card's seller or the team's owner withdraws a card (docs/passes.md "Withdrawing a pass"): it is archived, so
 * it is sold no more (Buy refuses it, the team page lists it only to organizers, marked withdrawn); holders keep
 * what they bought (their passes cover games as before, and can still be refunded). Anyone else: not found.
 */
export async function withdrawPunchCard(
  db: Db,
  viewerId: string,
  cardId: string,
): Promise<WithdrawCardResult> {
  const card = await db.punchCard.findFirst({
    where: { id: cardId, OR: [{ sellerId: viewerId }, { team: { ownerId: viewerId } }] },
    select: { id: true },
  });
  if (!card) return { status: 'not-found' };
  const changed = await db.punchCard.updateMany({
    where: { id: card.id, archived: false },
    data: { archived: true },
  });
  return { status: changed.count > 0 ? 'withdrawn' : 'already' };
}

export type BuyResult =
  { status: 'checkout'; url: string } | { status: 'not-found' | 'own-card' | 'payments-unavailable' };

/**
 * The viewer buys a card: a PENDING pass is written, then Checkout opens for it (a second click within the
 * Checkout's life resumes the same one). The pass becomes ACTIVE when the payment settles.
 */
export async function startPassPurchase(
  db: Db,
  stripe: Stripe,
  userId: string,
  cardId: string,
  config: { appUrl: string; fee: FeeConfig },
  now: Date = new Date(),
): Promise<BuyResult> {
  const card = await db.punchCard.findFirst({
    where: {
      id: cardId,
      archived: false,
      kind: { not: 'MEMBERSHIP' }, // bought by subscription (lib/passes/membership.ts)
      team: { isExternal: false },
      OR: [{ seasonEndsAt: null }, { seasonEndsAt: { gt: now } }],
    },
    select: {
      id: true,
      teamId: true,
      name: true,
      games: true,
      priceCents: true,
      currency: true,
      seller: { select: sellerSelect },
    },
  });
  if (!card) return { status: 'not-found' };
  const sale = await sellerAccount(db, userId, card.seller, card.teamId);
  if (sale.status !== 'ok') return sale;
  const { account } = sale;
  const buyer = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const fee = platformFee(card.priceCents, config.fee);
  // One open purchase per buyer and card (two "Buy" clicks at once): lib/passes/reserve.ts.
  const reserved = await reservePurchase(
    db,
    userId,
    card.id,
    (tx) =>
      tx.punchCardPass.create({
        data: {
          cardId: card.id,
          userId,
          games: card.games,
          remaining: card.games,
          priceCents: card.priceCents,
          feeCents: fee,
          currency: card.currency,
          hostAccountId: account,
        },
        select: { id: true },
      }),
    now,
  );
  if (reserved.status === 'open') return { status: 'checkout', url: reserved.url };
  const pass = { id: reserved.passId };
  const back = `${config.appUrl}/team/${card.teamId}?tab=passes`;
  try {
    const session = await openCheckout(stripe, {
      kind: PAYMENT_KIND.pass,
      reference: pass.id,
      customer: { email: buyer.email },
      lines: [{ name: card.name, unitAmount: card.priceCents, currency: card.currency, quantity: 1 }],
      metadata: { passId: pass.id },
      destination: { account, feeCents: fee },
      expiresAt: Math.floor(now.getTime() / 1000) + CHECKOUT_MINUTES * 60,
      successUrl: `${back}&pass_session={CHECKOUT_SESSION_ID}`,
      cancelUrl: back,
      idempotencyKey: `pass-checkout-${pass.id}`,
    });
    await db.punchCardPass.update({
      where: { id: pass.id },
      data: { checkoutSessionId: session.id, checkoutUrl: session.url },
    });
    return { status: 'checkout', url: session.url };
  } catch (error) {
    await db.punchCardPass.update({ where: { id: pass.id }, data: { status: 'EXPIRED' } });
    throw error;
  }
}

export type SettlePassResult = 'paid' | 'already' | 'pending' | 'expired' | 'unknown';

/**
 * Brings a card's purchase in line with its Checkout session, re-read from Stripe: paid → the card is ACTIVE
 * (its expiry counted from now) and the payment is on the buyer's transactions. The change is one conditional
 * UPDATE from PENDING (or EXPIRED, a payment that landed late), so any number of deliveries grant one card.
 */
export async function settlePassPurchase(
  db: Db,
  stripe: Stripe,
  sessionId: string,
  now: Date = new Date(),
): Promise<SettlePassResult> {
  const found = await db.punchCardPass.findUnique({
    where: { checkoutSessionId: sessionId },
    select: { id: true },
  });
  if (!found) return 'unknown';
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.payment_status !== 'paid') {
    if (session.status !== 'expired') return 'pending';
    await db.punchCardPass.updateMany({
      where: { id: found.id, status: 'PENDING' },
      data: { status: 'EXPIRED' },
    });
    return 'expired';
  }
  const intentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intentId) return 'pending';
  return db.$transaction(async (tx): Promise<SettlePassResult> => {
    const pass = await tx.punchCardPass.findUniqueOrThrow({
      where: { id: found.id },
      select: {
        userId: true,
        priceCents: true,
        currency: true,
        card: { select: { name: true, expiryDays: true, seasonEndsAt: true } },
      },
    });
    // A punch card's expiry counts from now; a season pass lapses at the season's end.
    const expiresAt =
      pass.card.seasonEndsAt ??
      (pass.card.expiryDays === null ? null : new Date(now.getTime() + pass.card.expiryDays * 86_400_000));
    const granted = await tx.punchCardPass.updateMany({
      where: { id: found.id, status: { in: ['PENDING', 'EXPIRED'] } },
      data: { status: 'ACTIVE', paymentIntentId: intentId, paidAt: now, expiresAt, checkoutUrl: null },
    });
    if (granted.count === 0) return 'already';
    await writeLedger(tx, [
      {
        userId: pass.userId,
        kind: 'PASS_PAYMENT',
        amountCents: pass.priceCents,
        currency: pass.currency,
        description: pass.card.name,
        stripePaymentIntentId: intentId,
      },
    ]);
    return 'paid';
  });
}

/** Back from Checkout on the team page: the viewer's own purchase settled now (the webhook does the same later). */
export async function settlePassForViewer(db: Db, stripe: Stripe, viewerId: string, sessionId: string) {
  if (!/^cs_\w+$/.test(sessionId)) return 'unknown' as const;
  const mine = await db.punchCardPass.count({ where: { checkoutSessionId: sessionId, userId: viewerId } });
  if (mine === 0) return 'unknown' as const;
  return settlePassPurchase(db, stripe, sessionId);
}

/**
 * The webhook's handler of punch cards (lib/payments/kinds.ts): settling re-reads Stripe; refunds re-read the
 * charge's refunds, disputes keep their closed outcome. Null: not a punch card's charge.
 */
export const passPaymentHandler: PaymentHandler = {
  settle: (db, stripe, { session }) => settlePassPurchase(db, stripe, session.id),
  charge: async (db, stripe, change) => {
    if (change.type !== 'dispute') return syncPassRefunds(db, stripe, change.paymentIntentId);
    const result = await recordPassDispute(db, change.paymentIntentId, change.dispute);
    // A membership whose dispute was lost has ended (REFUNDED): its subscription must not bill again.
    if (result !== null && change.dispute.status === 'lost') {
      const pass = await db.punchCardPass.findFirst({
        where: {
          OR: [
            { paymentIntentId: change.paymentIntentId },
            { payments: { some: { paymentIntentId: change.paymentIntentId } } },
          ],
        },
        select: { id: true },
      });
      if (pass) await endRefundedMembership(db, stripe, pass.id);
    }
    return result;
  },
};

const passForCharge = (tx: Tx, id: string) =>
  tx.punchCardPass.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      userId: true,
      status: true,
      priceCents: true,
      currency: true,
      paymentIntentId: true,
      refundCents: true,
      partRefundedCents: true,
      disputeStatus: true,
      user: { select: { displayName: true, fullName: true } },
      card: { select: { name: true, teamId: true, sellerId: true, kind: true } },
    },
  });

/** What Stripe has refunded of a charge: its succeeded refunds (partial ones included), re-read. */
async function succeededRefunds(stripe: Stripe, paymentIntentId: string) {
  let cents = 0;
  for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
    if (refund.status === 'succeeded') cents += refund.amount;
  }
  return cents;
}

/**
 * A refund of a card's charge, from its webhook (Stripe re-read with no transaction open): a charge refunded in
 * full (the dashboard, or the organizer's refund of an unused card) ends the card — REFUNDED, no punches left —
 * with one ledger row of what Stripe refunded, once under the card's row lock whatever the repeats; the seller is
 * told when the refund was not their own. A partial refund made at Stripe while the card is in use (ACTIVE or
 * DISPUTED) keeps the card and its punches: what Stripe refunded is recorded on the card (`partRefundedCents`,
 * shown to the organizer and the holder) and the difference goes to the holder's ledger once (what is recorded
 * only grows, so repeats and older reads change nothing); the seller is told. While our refund is in flight
 * (REFUNDING) refundPass records every refund of the charge when it completes; a refund seen after the card ended
 * refunded is added to it. A membership's older period's charge (found through pass_payments, or made older by a
 * renewal committed since the read: re-checked under the lock) is recorded on that payment and the ledger once,
 * and the membership goes on (docs/passes.md).
 */
export async function syncPassRefunds(
  db: Db,
  stripe: Stripe,
  paymentIntentId: string,
): Promise<string | null> {
  const found = await db.punchCardPass.findFirst({
    where: { OR: [{ paymentIntentId }, { payments: { some: { paymentIntentId } } }] },
    select: { id: true },
  });
  if (!found) return null;
  const refundedCents = await succeededRefunds(stripe, paymentIntentId);
  const result = await db.$transaction(async (tx) => {
    await lockPass(tx, found.id);
    const pass = await passForCharge(tx, found.id);
    // The pass's current charge is re-read under the lock: a renewal may have made this one an older period's.
    if (pass.paymentIntentId !== paymentIntentId)
      return recordOlderPeriodRefund(tx, pass, paymentIntentId, refundedCents);
    if (pass.status === 'REFUNDED') return recordLateRefund(tx, pass, refundedCents);
    const inUse = pass.status === 'ACTIVE' || pass.status === 'DISPUTED';
    if (refundedCents < pass.priceCents) {
      if (!inUse || refundedCents <= pass.partRefundedCents) return 'unchanged';
      return recordPartialPassRefund(tx, pass, refundedCents);
    }
    if (!inUse && pass.status !== 'REFUNDING') return 'unchanged';
    await tx.punchCardPass.update({
      where: { id: pass.id },
      data: { status: 'REFUNDED', remaining: 0, refundCents: refundedCents },
    });
    // Refunded in full, the pass pays for nothing more: its spots in games not started yet go (every kind).
    await releasePassSpots(tx, pass.id, new Date());
    // A partial refund recorded before is on the ledger already.
    await writeLedger(tx, [
      {
        userId: pass.userId,
        kind: 'REFUND',
        amountCents: refundedCents - pass.partRefundedCents,
        currency: pass.currency,
        description: pass.card.name,
      },
    ]);
    if (pass.status !== 'REFUNDING') {
      await notify(tx, pass.card.sellerId, {
        type: 'PASS_REFUNDED',
        title: rm.passRefundedTitle,
        message: rm.passRefundedMessage(
          holderName(pass.user),
          rm.money(refundedCents, pass.currency),
          pass.card.name,
        ),
        data: { passId: pass.id },
        url: `/team/${pass.card.teamId}?tab=passes`,
      });
    }
    return 'refunded';
  });
  // A membership refunded in full (e.g. from the dashboard) stops billing too (on every delivery until done).
  await endRefundedMembership(db, stripe, found.id);
  return result;
}

type ChargedPass = Awaited<ReturnType<typeof passForCharge>>;

/**
 * A refund of a membership's older period's charge (its pass_payments row): the money back goes to the holder's
 * ledger once (what the payment records only grows) and counts in the organizer's refunded total
 * (`priorRefundCents`); the current period, its coverage and its `partRefundedCents` are untouched, in full or in
 * part. The seller is told.
 */
async function recordOlderPeriodRefund(
  tx: Tx,
  pass: ChargedPass,
  paymentIntentId: string,
  refundedCents: number,
) {
  const payment = await tx.passPayment.findUnique({ where: { paymentIntentId } });
  if (!payment || payment.passId !== pass.id || refundedCents <= payment.refundedCents) return 'unchanged';
  const delta = refundedCents - payment.refundedCents;
  await tx.passPayment.update({ where: { id: payment.id }, data: { refundedCents } });
  await tx.punchCardPass.update({
    where: { id: pass.id },
    data: { priorRefundCents: { increment: delta } },
  });
  await writeLedger(tx, [
    {
      userId: pass.userId,
      kind: 'REFUND',
      amountCents: delta,
      currency: pass.currency,
      description: pass.card.name,
    },
  ]);
  await notifyPartlyRefunded(tx, pass, refundedCents);
  return 'older-period-refunded';
}

/**
 * A refund of the charge of a card that has ended refunded, beyond what was recorded (e.g. a dashboard refund made
 * just after ours): the difference goes to the card and the holder's ledger, once. A lost dispute's card is left.
 */
async function recordLateRefund(tx: Tx, pass: ChargedPass, refundedCents: number) {
  const recorded = pass.refundCents ?? 0;
  if (pass.disputeStatus === 'lost' || refundedCents <= recorded) return 'unchanged';
  await tx.punchCardPass.update({ where: { id: pass.id }, data: { refundCents: refundedCents } });
  await writeLedger(tx, [
    {
      userId: pass.userId,
      kind: 'REFUND',
      amountCents: refundedCents - recorded,
      currency: pass.currency,
      description: pass.card.name,
    },
  ]);
  return 'refunded';
}

/** A partial refund made at Stripe on a card in use: recorded on the card and the ledger (the new part), once. */
async function recordPartialPassRefund(tx: Tx, pass: ChargedPass, refundedCents: number) {
  await tx.punchCardPass.update({
    where: { id: pass.id },
    data: { partRefundedCents: refundedCents, refundCents: refundedCents },
  });
  await writeLedger(tx, [
    {
      userId: pass.userId,
      kind: 'REFUND',
      amountCents: refundedCents - pass.partRefundedCents,
      currency: pass.currency,
      description: pass.card.name,
    },
  ]);
  await notifyPartlyRefunded(tx, pass, refundedCents);
  return 'partly-refunded';
}

/** The seller is told a charge of the card was partly refunded at Stripe (what of the price). */
async function notifyPartlyRefunded(tx: Tx, pass: ChargedPass, refundedCents: number) {
  await notify(tx, pass.card.sellerId, {
    type: 'PASS_REFUNDED',
    title: rm.passPartlyRefundedTitle,
    message: rm.passPartlyRefundedMessage(
      holderName(pass.user),
      rm.money(refundedCents, pass.currency),
      rm.money(pass.priceCents, pass.currency),
      pass.card.name,
    ),
    data: { passId: pass.id },
    url: `/team/${pass.card.teamId}?tab=passes`,
  });
}

const holderName = (user: { displayName: string | null; fullName: string | null }) =>
  user.displayName || user.fullName || '';

/**
 * A dispute (chargeback) of a card's charge, from its event: while it is open the card is DISPUTED (no punch can
 * be used); lost, the card ends (REFUNDED, no punches left) and the holder's ledger gets the money back once (on
 * the change to lost); won or closed without loss (warning_closed), it is ACTIVE again. A closed outcome is final,
 * so events in any order end the same. The seller is told when it opens and when it closes.
 */
export async function recordPassDispute(
  db: Db,
  paymentIntentId: string,
  dispute: Pick<Stripe.Dispute, 'id' | 'status' | 'amount'>,
  now: Date = new Date(),
): Promise<string | null> {
  return db.$transaction(async (tx) => {
    // A membership's older period: its payment is kept in pass_payments (the pass has the latest only).
    const found = await tx.punchCardPass.findFirst({
      where: { OR: [{ paymentIntentId }, { payments: { some: { paymentIntentId } } }] },
      select: { id: true },
    });
    if (!found) return null;
    await lockPass(tx, found.id);
    const pass = await passForCharge(tx, found.id);
    // Each charge's dispute on its own: a membership's charges (one per period) have their pass_payments row; a
    // punch card's single charge (or a membership's without a row) is the pass's.
    const payment = await tx.passPayment.findUnique({
      where: { paymentIntentId },
      select: { id: true, disputeStatus: true },
    });
    const recorded = payment ? payment.disputeStatus : pass.disputeStatus;
    if (!disputeAdvances(recorded, dispute.status)) return 'unchanged';
    const closed = disputeClosed(dispute.status);
    const lost = dispute.status === 'lost';
    const live = pass.status === 'ACTIVE' || pass.status === 'DISPUTED' || pass.status === 'REFUNDING';
    if (payment)
      await tx.passPayment.update({ where: { id: payment.id }, data: { disputeStatus: dispute.status } });
    // Another charge of the membership still disputed keeps it DISPUTED when this one closes won.
    const otherOpen =
      closed && payment
        ? (await tx.passPayment.count({
            where: {
              passId: pass.id,
              id: { not: payment.id },
              disputeStatus: { not: null, notIn: [...CLOSED_DISPUTES] },
            },
          })) > 0
        : false;
    await tx.punchCardPass.update({
      where: { id: pass.id },
      data: {
        disputeStatus: dispute.status,
        ...(lost
          ? {
              ...(live ? { status: 'REFUNDED', remaining: 0 } : {}),
              refundCents: (pass.refundCents ?? 0) + dispute.amount,
            }
          : closed
            ? pass.status === 'DISPUTED' && !otherOpen
              ? { status: 'ACTIVE' }
              : {}
            : pass.status === 'ACTIVE'
              ? { status: 'DISPUTED' }
              : {}),
      },
    });
    // A pass lost to a dispute covers nothing more: its spots in games not started yet are released.
    if (lost && live) await releasePassSpots(tx, pass.id, now, now);
    if (lost) {
      await writeLedger(tx, [
        {
          userId: pass.userId,
          kind: 'REFUND',
          amountCents: dispute.amount,
          currency: pass.currency,
          description: rm.disputeLedger(pass.card.name),
        },
      ]);
    }
    const amount = rm.money(dispute.amount, pass.currency);
    const common = {
      data: { passId: pass.id, disputeId: dispute.id },
      url: `/team/${pass.card.teamId}?tab=passes`,
    };
    if (closed) {
      await notify(tx, pass.card.sellerId, {
        type: 'PASS_DISPUTE_CLOSED',
        title: rm.disputeClosedTitle,
        message: rm.passDisputeClosedMessage(lost, amount, pass.card.name),
        ...common,
      });
    } else if (recorded === null) {
      await notify(tx, pass.card.sellerId, {
        type: 'PASS_DISPUTED',
        title: rm.passDisputeTitle,
        message: rm.passDisputeMessage(holderName(pass.user), amount, pass.card.name),
        ...common,
      });
    }
    return `dispute-${dispute.status}`;
  });
}

/** What the organizer's refund gives: the pro-rata amount, at most what Stripe has not refunded yet (a partial
 * refund made at Stripe before counts). */
export const refundLeft = (pass: { priceCents: number; partRefundedCents: number }, amount: number) =>
  Math.max(0, Math.min(amount, pass.priceCents - pass.partRefundedCents));

/** The pro-rata refund of a card: unused games × price / games, in whole cents (rounded down), nothing else off. */
export const proRataRefund = (pass: { remaining: number; games: number; priceCents: number }) =>
  Math.floor((pass.remaining * pass.priceCents) / pass.games);

const coverageSelect = {
  teamId: true,
  sellerId: true,
  currency: true,
  maxGamePriceCents: true,
  coverage: true,
  seriesId: true,
  gameTypeId: true,
} as const;

/**
 * A season pass's dated games: the covered, not cancelled games starting in its season (from its purchase to its
 * end), and those of them still to start. Only dates already created count (a series' dates exist 12 weeks ahead).
 */
export async function seasonGames(
  db: Pick<Db, 'event'>,
  pass: {
    paidAt: Date | null;
    expiresAt: Date | null;
    card: Parameters<typeof coveredGamesWhere>[0];
  },
  now: Date,
) {
  const from = pass.paidAt ?? now;
  const until = pass.expiresAt ?? now;
  const where = coveredGamesWhere(pass.card);
  const [total, left] = await Promise.all([
    db.event.count({ where: { ...where, dateStart: { gte: from, lt: until } } }),
    db.event.count({ where: { ...where, dateStart: { gt: now > from ? now : from, lt: until } } }),
  ]);
  return { total, left };
}

/** A season pass's pro-rata refund: price × remaining dated games ÷ all its dated games, rounded down (all of it
 * when the season has no dated games). */
export const seasonRefund = (priceCents: number, games: { total: number; left: number }) =>
  games.total === 0 ? priceCents : Math.floor((priceCents * games.left) / games.total);

export type RefundPassResult =
  | { status: 'refunded'; amountCents: number; currency: string }
  | { status: 'not-found' | 'nothing' | 'failed' };

async function lockPass(tx: Tx, passId: string) {
  await tx.$queryRaw`SELECT "id" FROM "punch_card_passes" WHERE "id" = ${passId} FOR UPDATE`;
}

/** Thrown in the refund's claim to undo what it did (spots released) when nothing is left to refund. */
class NothingToRefund extends Error {}

/**
 * The card's seller (or the team's owner, and then the seller is told) refunds a holder's card pro rata
 * (docs/passes.md "Refund rule"). First the holder's spots in games not started yet are released (a punch goes
 * back on the card, so it is refunded as unused), the amount is fixed and the card ended under its row lock
 * (REFUNDING, no games left, so no punch races the refund); then Stripe refunds it with a key of the card (the
 * transfer reversed, the platform's fee returned in proportion); then it is recorded once (REFUNDED and the ledger
 * row). Should Stripe fail, the card stays REFUNDING and a retry refunds the same amount.
 */
export async function refundPass(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  passId: string,
  now: Date = new Date(),
): Promise<RefundPassResult> {
  const claim = await db
    .$transaction(async (tx) => {
      // The money is the seller's (the transfer is reversed from their account): only they, or the team's owner.
      const visible = await tx.punchCardPass.findFirst({
        where: { id: passId, card: { OR: [{ sellerId: viewerId }, { team: { ownerId: viewerId } }] } },
        select: { id: true },
      });
      if (!visible) return { status: 'not-found' } as const;
      await lockPass(tx, passId);
      const before = await tx.punchCardPass.findUniqueOrThrow({ where: { id: passId } });
      const subscription = before.stripeSubscriptionId;
      if (before.status === 'REFUNDING' && before.refundCents && before.paymentIntentId)
        return {
          status: 'claimed',
          amount: before.refundCents,
          price: before.priceCents,
          intent: before.paymentIntentId,
          subscription,
        } as const;
      if (before.status !== 'ACTIVE' || !before.paymentIntentId) return { status: 'nothing' } as const;
      // Refunded from now: the spots taken with it in games not started yet go (the player told); a punch card's
      // punches for them come back to it, so they count as unused below.
      await releasePassSpots(tx, passId, now, now);
      const pass = await tx.punchCardPass.findUniqueOrThrow({
        where: { id: passId },
        include: {
          card: { select: { ...coverageSelect, kind: true, name: true } },
          user: { select: { displayName: true, fullName: true } },
        },
      });
      // At most what Stripe has not refunded yet of the charge (a membership: of the current period's).
      const amount = refundLeft(
        pass,
        pass.card.kind === 'MEMBERSHIP'
          ? membershipRefund(pass, now)
          : pass.card.kind === 'SEASON'
            ? seasonRefund(pass.priceCents, await seasonGames(tx, pass, now))
            : proRataRefund(pass),
      );
      if (amount <= 0) throw new NothingToRefund();
      await tx.punchCardPass.update({
        where: { id: pass.id },
        data: { status: 'REFUNDING', refundCents: amount, remaining: 0 },
      });
      // The team's owner refunding someone else's pass: the seller, whose payouts pay it back, is told (once: the
      // claim is made once).
      if (pass.card.sellerId !== viewerId) {
        const owner = await tx.user.findUniqueOrThrow({
          where: { id: viewerId },
          select: { displayName: true, fullName: true },
        });
        await notify(tx, pass.card.sellerId, {
          type: 'PASS_REFUNDED_BY_OWNER',
          title: pm.refundedByOwnerTitle,
          message: pm.refundedByOwner(
            holderName(owner),
            holderName(pass.user),
            pass.card.name,
            rm.money(amount, pass.currency),
          ),
          data: { passId: pass.id },
          url: `/team/${pass.card.teamId}?tab=passes`,
        });
      }
      return {
        status: 'claimed',
        amount,
        price: pass.priceCents,
        intent: before.paymentIntentId,
        subscription,
      } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof NothingToRefund) return { status: 'nothing' } as const;
      throw error;
    });
  if (claim.status !== 'claimed') return claim;
  let needed = false;
  try {
    // A membership stops billing first (before, and whatever becomes of, the refund): a refund that fails and
    // waits for a retry must not leave Stripe renewing it (cancelling a cancelled one is done already).
    if (claim.subscription) await stripeSubscriptionBilling(stripe).cancelSubscription(claim.subscription);
    // A retry may come after Stripe has forgotten the key (more than 24 h after an answer that was lost): the
    // charge's refunds say whether this card's refund was already made (succeeded or on its way), and Stripe's
    // "already refunded" is done too. A failed refund of ours is tried again under a new key. The amount is at
    // most what Stripe can still refund (a refund made in the dashboard since the claim counts): nothing left,
    // no refund is asked for.
    const ours: Stripe.Refund[] = [];
    let taken = 0;
    for await (const refund of stripe.refunds.list({ payment_intent: claim.intent, limit: 100 })) {
      if (refund.metadata?.passId === passId) ours.push(refund);
      if (refund.status === 'succeeded' || refund.status === 'pending') taken += refund.amount;
    }
    const made = ours.some((r) => r.status === 'succeeded' || r.status === 'pending');
    const amount = Math.min(claim.amount, claim.price - taken);
    needed = !made && amount > 0;
    if (needed) {
      const failedBefore = ours.length;
      const key = failedBefore === 0 ? `pass-refund-${passId}` : `pass-refund-${passId}-${failedBefore}`;
      await createRefund(
        stripe,
        {
          payment_intent: claim.intent,
          amount,
          reverse_transfer: true,
          refund_application_fee: true,
          metadata: { passId },
        },
        // A capped amount is another request than the claim's: its own key.
        amount === claim.amount ? key : `${key}-cap${amount}`,
      );
    }
  } catch (error) {
    console.error('[passes] refund failed; the card stays REFUNDING until a retry succeeds', passId, error);
    return { status: 'failed' };
  }
  // What Stripe has refunded of the charge in all, re-read now (ours, and a dashboard refund made while ours was
  // in flight, which the webhook left to this): written as the card's total, the ledger getting what it lacks.
  let refundedCents = 0;
  let ourCents = 0;
  for await (const refund of stripe.refunds.list({ payment_intent: claim.intent, limit: 100 })) {
    const mine = refund.metadata?.passId === passId;
    if (mine && (refund.status === 'succeeded' || refund.status === 'pending')) ourCents += refund.amount;
    if (refund.status === 'succeeded' || (mine && refund.status === 'pending'))
      refundedCents += refund.amount;
  }
  if (needed && ourCents === 0 && refundedCents < claim.price) {
    // Accepted, then failed at once (e.g. the card can no longer take money back): a retry asks again.
    console.error('[passes] refund failed; the card stays REFUNDING until a retry succeeds', passId);
    return { status: 'failed' };
  }
  return db.$transaction(async (tx): Promise<RefundPassResult> => {
    await lockPass(tx, passId);
    const pass = await tx.punchCardPass.findUniqueOrThrow({
      where: { id: passId },
      select: {
        status: true,
        userId: true,
        currency: true,
        partRefundedCents: true,
        card: { select: { name: true } },
      },
    });
    if (pass.status === 'REFUNDING') {
      // The card's refunds in all: this one, a partial one made at Stripe before, and one made meanwhile.
      const total = Math.max(refundedCents, pass.partRefundedCents);
      await tx.punchCardPass.update({
        where: { id: passId },
        data: {
          status: 'REFUNDED',
          refundCents: total,
          ...(claim.subscription ? { endedAt: now } : {}),
        },
      });
      if (total > pass.partRefundedCents)
        await writeLedger(tx, [
          {
            userId: pass.userId,
            kind: 'REFUND',
            amountCents: total - pass.partRefundedCents,
            currency: pass.currency,
            description: pass.card.name,
          },
        ]);
    }
    return { status: 'refunded', amountCents: ourCents, currency: pass.currency };
  });
}

/** Back from buying a card: the viewer's purchase settled now (the webhook would do the same a moment later). */
export async function settleReturnedPass(viewerId: string, sessionId: string) {
  if (stripeMode() === 'off') return 'unknown' as const;
  return settlePassForViewer(appDb, stripeClient(), viewerId, sessionId).catch((error: unknown) => {
    console.error('[passes] settling a returned purchase failed', error);
    return 'unknown' as const;
  });
}
