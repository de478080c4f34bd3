import 'server-only';
import type Stripe from 'stripe';
import { db as appDb, type Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { openCheckout } from '@/lib/billing/checkout';
import { writeLedger } from '@/lib/billing/ledger';
import { createRefund } from '@/lib/billing/refunds';
import { freshRead, readStarted } from '@/lib/billing/sync-marks';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { stripeSubscriptionBilling, type SubscriptionBilling } from '@/lib/billing/subscriptions';
import type { PaymentHandler, SubscriptionRef } from '@/lib/billing/webhook';
import { releasePassSpots } from '@/lib/events/pass-spots';
import { platformFee, type FeeConfig } from '@/lib/events/payments';
import { passMessages as pm } from '@/lib/messages/passes';
import { notify } from '@/lib/notifications/notify';
import { CHECKOUT_MINUTES, reservePurchase, sellerAccount, sellerSelect } from './reserve';

// Memberships (issue 34 §1, docs/passes.md): a pass of kind MEMBERSHIP is billed by a Stripe subscription on the
// organizer's behalf (a destination subscription: every invoice's payment is transferred to the seller's connected
// account less the platform's application_fee_percent). It covers the card's games while the subscription lives:
// Stripe is the truth, re-read on every webhook (and on the return from Checkout) by syncMembership, which grants
// the pass once, counts each renewal once (a ledger row per paid period) and lapses it when the subscription ends
// (LAPSED, the row kept as history).

type Tx = Prisma.TransactionClient;

/** Subscription statuses that end the membership (Stripe has stopped trying to collect). */
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);
/** Statuses that keep it covering games (past_due: Stripe is still retrying the renewal). */
const LIVE = new Set(['active', 'trialing', 'past_due']);

export const MEMBERSHIP_KIND = 'membership';

/** The platform's fee as Stripe's application_fee_percent (two decimals), and the cents it takes of a price. */
export function membershipFee(priceCents: number, fee: FeeConfig) {
  const percent = Math.min(100, Math.round((platformFee(priceCents, fee) * 10_000) / priceCents) / 100);
  return { percent, cents: Math.round((priceCents * percent) / 100) };
}

/** What buying answers (startPassPurchase's answers, and "already a member"). */
export type MembershipBuyResult =
  | { status: 'checkout'; url: string }
  | { status: 'not-found' | 'own-card' | 'payments-unavailable' | 'already-member' };

/**
 * The viewer buys a membership: a PENDING pass, then Checkout in subscription mode (a click again within the
 * Checkout's life resumes the same one). Null: the card is not a membership (punch cards and season passes are
 * bought by startPassPurchase).
 */
export async function startMembershipPurchase(
  db: Db,
  stripe: Stripe,
  userId: string,
  cardId: string,
  config: { appUrl: string; fee: FeeConfig },
  now: Date = new Date(),
): Promise<MembershipBuyResult | null> {
  const card = await db.punchCard.findFirst({
    where: { id: cardId, archived: false, kind: 'MEMBERSHIP', team: { isExternal: false } },
    select: {
      id: true,
      teamId: true,
      name: true,
      interval: true,
      priceCents: true,
      currency: true,
      seller: { select: sellerSelect },
    },
  });
  if (!card) return null;
  const sale = await sellerAccount(db, userId, card.seller, card.teamId);
  if (sale.status !== 'ok') return sale;
  const member = await db.punchCardPass.count({
    where: { cardId: card.id, userId, status: { in: ['ACTIVE', 'DISPUTED', 'REFUNDING'] } },
  });
  if (member > 0) return { status: 'already-member' };
  const { account } = sale;
  const buyer = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const fee = membershipFee(card.priceCents, config.fee);
  // One open purchase per buyer and card (two "Buy" clicks at once), as for every pass (lib/passes/reserve.ts).
  const reserved = await reservePurchase(
    db,
    userId,
    card.id,
    (tx) =>
      tx.punchCardPass.create({
        data: {
          cardId: card.id,
          userId,
          games: 0,
          remaining: 0,
          priceCents: card.priceCents,
          feeCents: fee.cents,
          currency: card.currency,
          hostAccountId: account,
          periodsPaid: 0,
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
      kind: 'subscription',
      reference: pass.id,
      customer: { email: buyer.email },
      lines: [
        {
          name: card.name,
          unitAmount: card.priceCents,
          currency: card.currency,
          quantity: 1,
          interval: card.interval === 'YEAR' ? 'year' : 'month',
        },
      ],
      metadata: { beansKind: MEMBERSHIP_KIND, passId: pass.id },
      destination: { account, feePercent: fee.percent },
      expiresAt: Math.floor(now.getTime() / 1000) + CHECKOUT_MINUTES * 60,
      successUrl: `${back}&pass_session={CHECKOUT_SESSION_ID}`,
      cancelUrl: back,
      idempotencyKey: `membership-checkout-${pass.id}`,
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

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The payment intent of a subscription's latest invoice, when that invoice is paid. */
async function latestPayment(stripe: Stripe, subscription: Stripe.Subscription) {
  const invoiceId = idOf(subscription.latest_invoice);
  if (!invoiceId) return null;
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
  if (invoice.status !== 'paid') return null;
  const paid = invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
  return idOf(paid?.payment.payment_intent);
}

async function lockPass(tx: Tx, passId: string) {
  await tx.$queryRaw`SELECT "id" FROM "punch_card_passes" WHERE "id" = ${passId} FOR UPDATE`;
}

export type MembershipSync =
  'granted' | 'renewed' | 'lapsed' | 'synced' | 'pending' | 'expired' | 'duplicate';

/**
 * Brings a membership in line with Stripe (its Checkout session, its subscription and the latest invoice's
 * payment, all re-read): the first paid period grants it (PENDING → ACTIVE, one ledger row), a later paid period
 * renews it (period moved on, one ledger row per invoice payment), an ended subscription (canceled, unpaid)
 * lapses it (LAPSED, kept). Every change is decided under the pass's row lock from what is stored, so replays and
 * events in any order change nothing twice. Null: neither the session nor the subscription is a membership's.
 */
export async function syncMembership(
  db: Db,
  stripe: Stripe,
  ref: SubscriptionRef,
  now: Date = new Date(),
): Promise<MembershipSync | null> {
  const keys: Prisma.PunchCardPassWhereInput[] = [];
  if (ref.sessionId) keys.push({ checkoutSessionId: ref.sessionId });
  if (ref.subscriptionId) keys.push({ stripeSubscriptionId: ref.subscriptionId });
  if (keys.length === 0) return null;
  const found = await db.punchCardPass.findFirst({
    where: { OR: keys, card: { kind: 'MEMBERSHIP' } },
    select: { id: true, checkoutSessionId: true, stripeSubscriptionId: true },
  });
  if (!found) return null;
  let subscriptionId = found.stripeSubscriptionId;
  if (!subscriptionId) {
    if (!found.checkoutSessionId) return 'pending';
    const session = await stripe.checkout.sessions.retrieve(found.checkoutSessionId);
    if (session.status === 'expired') {
      await db.punchCardPass.updateMany({
        where: { id: found.id, status: 'PENDING' },
        data: { status: 'EXPIRED', checkoutUrl: null },
      });
      return 'expired';
    }
    subscriptionId = idOf(session.subscription);
    if (!subscriptionId || session.status !== 'complete') return 'pending';
  }
  const readAt = await readStarted(db);
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const intentId = await latestPayment(stripe, subscription);
  const item = subscription.items.data[0];
  const periodStartsAt = item ? new Date(item.current_period_start * 1000) : null;
  const periodEndsAt = item ? new Date(item.current_period_end * 1000) : null;
  const mirror = {
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
  const synced = await db.$transaction(async (tx): Promise<MembershipSync> => {
    await lockPass(tx, found.id);
    // A read of Stripe older than one already written changes nothing (lib/billing/sync-marks.ts).
    if (!(await freshRead(tx, `membership:${found.id}`, readAt))) return 'synced';
    const pass = await tx.punchCardPass.findUniqueOrThrow({
      where: { id: found.id },
      select: {
        status: true,
        userId: true,
        priceCents: true,
        currency: true,
        paymentIntentId: true,
        refundCents: true,
        periodEndsAt: true,
        partRefundedCents: true,
        user: { select: { displayName: true, fullName: true } },
        card: { select: { name: true, teamId: true, sellerId: true, team: { select: { name: true } } } },
      },
    });
    const ledger = async (paymentIntentId: string) => {
      // Each period's payment is kept with the pass (a dispute of an older period's charge finds it).
      await tx.passPayment.createMany({
        data: [{ passId: found.id, paymentIntentId }],
        skipDuplicates: true,
      });
      await writeLedger(tx, [
        {
          userId: pass.userId,
          kind: 'PASS_PAYMENT',
          amountCents: pass.priceCents,
          currency: pass.currency,
          description: pass.card.name,
          stripePaymentIntentId: paymentIntentId,
        },
      ]);
    };
    const ended = ENDED.has(subscription.status);
    if (pass.status === 'PENDING' || pass.status === 'EXPIRED') {
      if (ended) {
        await tx.punchCardPass.update({ where: { id: found.id }, data: { ...mirror, status: 'EXPIRED' } });
        // A duplicate whose refund did not go through (Stripe failed, or the process died after cancelling):
        // its subscription reads ended now, and its payment is still to be given back (settled again below).
        if (pass.status === 'EXPIRED' && pass.paymentIntentId && pass.refundCents === null)
          return 'duplicate';
        return 'expired';
      }
      if (!LIVE.has(subscription.status) || !intentId) return 'pending';
      if (await holdsAnother(tx, found.id)) {
        // A second subscription of a card the buyer already holds (two Checkouts paid): it is not granted; its
        // subscription is cancelled and its payment refunded after the commit (settleDuplicateMembership).
        await tx.punchCardPass.update({
          where: { id: found.id },
          data: { ...mirror, status: 'EXPIRED', paymentIntentId: intentId, checkoutUrl: null },
        });
        return 'duplicate';
      }
      await tx.punchCardPass.update({
        where: { id: found.id },
        data: {
          ...mirror,
          status: 'ACTIVE',
          paymentIntentId: intentId,
          paidAt: now,
          periodStartsAt,
          periodEndsAt,
          periodsPaid: 1,
          checkoutUrl: null,
        },
      });
      await ledger(intentId);
      return 'granted';
    }
    let result: MembershipSync = 'synced';
    const data: Prisma.PunchCardPassUpdateInput = { ...mirror };
    const live = pass.status === 'ACTIVE' || pass.status === 'DISPUTED';
    // A new paid period: a later period end with another invoice's payment (each payment is counted once).
    if (
      live &&
      !ended &&
      intentId &&
      intentId !== pass.paymentIntentId &&
      periodEndsAt &&
      (!pass.periodEndsAt || periodEndsAt > pass.periodEndsAt)
    ) {
      Object.assign(data, {
        paymentIntentId: intentId,
        periodStartsAt,
        periodEndsAt,
        periodsPaid: { increment: 1 },
        // A partial refund at Stripe was of the previous period's charge (already on the ledger): it moves to
        // that period's payment (a later refund of it records only the rest) and to the refunded total.
        partRefundedCents: 0,
        refundCents: null,
        priorRefundCents: { increment: pass.partRefundedCents },
      });
      if (pass.paymentIntentId)
        await tx.passPayment.updateMany({
          where: { passId: found.id, paymentIntentId: pass.paymentIntentId },
          data: { refundedCents: pass.partRefundedCents },
        });
      await ledger(intentId);
      result = 'renewed';
    }
    if (ended) {
      data.endedAt = subscription.ended_at ? new Date(subscription.ended_at * 1000) : now;
      if (live) {
        data.status = 'LAPSED';
        result = 'lapsed';
        // Games after the paid period are no longer covered: their spots go (the player told).
        await releasePassSpots(tx, found.id, pass.periodEndsAt ?? now, now);
      }
    }
    await tx.punchCardPass.update({ where: { id: found.id }, data });
    // The lapse (once: the status changed under the row lock) is told to the holder and the seller.
    if (result === 'lapsed') await notifyLapse(tx, found.id, pass);
    return result;
  });
  await settleRefundedMembership(db, stripe, found.id, subscription, intentId);
  if (synced === 'duplicate') await settleDuplicateMembership(db, stripe, found.id, subscription);
  return synced;
}

/** A membership has ended (its subscription canceled, unpaid or expired): the holder and the seller are told. */
async function notifyLapse(
  tx: Tx,
  passId: string,
  pass: {
    userId: string;
    user: { displayName: string | null; fullName: string | null };
    card: { name: string; teamId: string; sellerId: string; team: { name: string } };
  },
) {
  const common = { data: { passId }, url: `/team/${pass.card.teamId}?tab=passes` };
  await notify(tx, pass.userId, {
    type: 'MEMBERSHIP_ENDED',
    title: pm.membershipEndedTitle,
    message: pm.membershipEndedMessage(pass.card.name, pass.card.team.name),
    ...common,
  });
  await notify(tx, pass.card.sellerId, {
    type: 'MEMBERSHIP_MEMBER_ENDED',
    title: pm.memberEndedTitle,
    message: pm.memberEndedMessage(pass.user.displayName || pass.user.fullName || '', pass.card.name),
    ...common,
  });
}

/** Back from Checkout: the viewer's own membership settled now (the webhook does the same later). */
export async function settleMembershipForViewer(db: Db, stripe: Stripe, viewerId: string, sessionId: string) {
  const mine = await db.punchCardPass.count({
    where: { checkoutSessionId: sessionId, userId: viewerId, card: { kind: 'MEMBERSHIP' } },
  });
  if (mine === 0) return null;
  return syncMembership(db, stripe, { sessionId, subscriptionId: null });
}

/** The holder's own membership (someone else's, or another kind of pass: null, "not found"), for cancel/resume. */
const ownMembership = (db: Db, viewerId: string, passId: string) =>
  db.punchCardPass.findFirst({
    where: { id: passId, userId: viewerId, card: { kind: 'MEMBERSHIP' } },
    select: {
      id: true,
      status: true,
      stripeSubscriptionId: true,
      cancelAtPeriodEnd: true,
      periodEndsAt: true,
    },
  });

export type CancelMembershipResult =
  { status: 'cancelled'; endsAt: Date | null } | { status: 'not-found' | 'nothing' };

/**
 * The holder cancels their membership at the end of the paid period: Stripe's subscription is set to
 * cancel_at_period_end (it ends then, and its deletion lapses the pass); games stay covered until then.
 */
export async function cancelMembership(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  passId: string,
): Promise<CancelMembershipResult> {
  const pass = await ownMembership(db, viewerId, passId);
  if (!pass) return { status: 'not-found' };
  if (pass.status !== 'ACTIVE' || !pass.stripeSubscriptionId) return { status: 'nothing' };
  if (!pass.cancelAtPeriodEnd) {
    // No key of ours: setting the flag is idempotent, and a cancel after a resume must reach Stripe again.
    await stripe.subscriptions.update(pass.stripeSubscriptionId, { cancel_at_period_end: true });
    await db.punchCardPass.update({ where: { id: pass.id }, data: { cancelAtPeriodEnd: true } });
  }
  return { status: 'cancelled', endsAt: pass.periodEndsAt };
}

export type ResumeMembershipResult =
  { status: 'resumed'; renewsAt: Date | null } | { status: 'not-found' | 'nothing' };

/**
 * The holder takes back their cancellation before the paid period ends: Stripe's subscription is set to renew
 * again (cancel_at_period_end false). Only the holder's own active membership set to end and not ended yet.
 */
export async function resumeMembership(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  passId: string,
  now: Date = new Date(),
): Promise<ResumeMembershipResult> {
  const pass = await ownMembership(db, viewerId, passId);
  if (!pass) return { status: 'not-found' };
  if (
    pass.status !== 'ACTIVE' ||
    !pass.stripeSubscriptionId ||
    !pass.cancelAtPeriodEnd ||
    (pass.periodEndsAt !== null && pass.periodEndsAt <= now)
  )
    return { status: 'nothing' };
  await stripe.subscriptions.update(pass.stripeSubscriptionId, { cancel_at_period_end: false });
  await db.punchCardPass.update({ where: { id: pass.id }, data: { cancelAtPeriodEnd: false } });
  return { status: 'resumed', renewsAt: pass.periodEndsAt };
}

/**
 * A membership's pro-rata refund (docs/passes.md): the unused part of the current paid period, price × time left ÷
 * the period's length, rounded down to the cent; nothing for a period already over.
 */
export function membershipRefund(
  pass: { priceCents: number; periodStartsAt: Date | null; periodEndsAt: Date | null },
  now: Date,
) {
  if (!pass.periodStartsAt || !pass.periodEndsAt) return 0;
  // In whole seconds (a year × $10,000 in cents stays well inside a double's integers).
  const end = Math.floor(pass.periodEndsAt.getTime() / 1000);
  const length = end - Math.floor(pass.periodStartsAt.getTime() / 1000);
  const left = Math.min(length, Math.max(0, end - Math.floor(now.getTime() / 1000)));
  return length <= 0 ? 0 : Math.floor((pass.priceCents * left) / length);
}

/**
 * The webhook's handler of memberships (lib/payments/kinds.ts): every subscription event of a membership (its
 * Checkout session, the subscription, its invoices) re-syncs it from Stripe; others answer null.
 */
export const membershipPaymentHandler: PaymentHandler = {
  settle: async (db, stripe, { session }) =>
    (await syncMembership(db, stripe, { sessionId: session.id, subscriptionId: null })) ?? 'unknown',
  subscription: (db, stripe, ref) => syncMembership(db, stripe, ref),
};

/**
 * Back from subscribing on the team page: the viewer's membership settled now, in the words of settleReturnedPass
 * ('paid' granted now, 'already' granted before, 'pending'); null when the session is not a membership's.
 */
export async function settleReturnedMembership(
  viewerId: string,
  sessionId: string,
): Promise<'paid' | 'already' | 'pending' | 'unknown' | null> {
  if (stripeMode() === 'off' || !/^cs_\w+$/.test(sessionId)) return null;
  try {
    const result = await settleMembershipForViewer(appDb, stripeClient(), viewerId, sessionId);
    if (result === null) return null;
    return result === 'granted'
      ? 'paid'
      : result === 'pending' || result === 'expired'
        ? 'pending'
        : 'already';
  } catch (error) {
    console.error('[passes] settling a returned membership failed', error);
    return 'unknown';
  }
}

/**
 * A membership that ended refunded (its charge refunded in full, e.g. from Stripe's dashboard) must not bill
 * again: its subscription is cancelled (idempotent: an already cancelled one is fine).
 */
export async function endRefundedMembership(db: Db, stripe: Stripe, passId: string) {
  const pass = await db.punchCardPass.findUnique({
    where: { id: passId },
    select: { status: true, stripeSubscriptionId: true, subscriptionStatus: true },
  });
  if (!pass?.stripeSubscriptionId || !REFUNDED.has(pass.status) || pass.subscriptionStatus === 'canceled')
    return;
  await stripeSubscriptionBilling(stripe).cancelSubscription(pass.stripeSubscriptionId);
}

/**
 * Whether the pass's buyer already holds another live membership of its card: decided under the advisory lock of
 * the buyer and card (reservePurchase's), so two grants at once cannot both see none.
 */
async function holdsAnother(tx: Tx, passId: string) {
  const pass = await tx.punchCardPass.findUniqueOrThrow({
    where: { id: passId },
    select: { userId: true, cardId: true },
  });
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`pass-buy:${pass.userId}:${pass.cardId}`}, 0))`;
  const live = await tx.punchCardPass.count({
    where: {
      cardId: pass.cardId,
      userId: pass.userId,
      id: { not: passId },
      status: { in: ['ACTIVE', 'DISPUTED', 'REFUNDING'] },
    },
  });
  return live > 0;
}

/**
 * A duplicate membership (holdsAnother) bills no more and gives its payment back: its subscription is cancelled
 * and its payment refunded in full (key of the payment; the transfer reversed, the fee returned). Never granted,
 * it is not on the ledger. Repeated on every delivery until the refund is made (refundCents set), also once the
 * subscription reads ended (a refund that failed after the cancel is retried then).
 */
async function settleDuplicateMembership(
  db: Db,
  stripe: Stripe,
  passId: string,
  subscription: Stripe.Subscription,
) {
  if (!ENDED.has(subscription.status))
    await stripeSubscriptionBilling(stripe).cancelSubscription(subscription.id);
  const pass = await db.punchCardPass.findUniqueOrThrow({
    where: { id: passId },
    select: { paymentIntentId: true, priceCents: true, refundCents: true },
  });
  if (!pass.paymentIntentId || pass.refundCents !== null) return;
  // One refund per payment: the key is the payment's, and a charge already refunded answers null.
  await createRefund(
    stripe,
    { payment_intent: pass.paymentIntentId, reverse_transfer: true, refund_application_fee: true },
    `membership-duplicate-${pass.paymentIntentId}`,
  );
  // Given back: later deliveries of its ended subscription settle nothing more.
  await db.punchCardPass.updateMany({
    where: { id: passId, status: 'EXPIRED', refundCents: null },
    data: { refundCents: pass.priceCents },
  });
}

/** A membership being refunded (refundPass's claim, until Stripe's refund is made) or refunded: it bills no more. */
const REFUNDED = new Set(['REFUNDING', 'REFUNDED']);

/**
 * After a sync, a membership being or already refunded whose subscription still lives (refundPass's cancel
 * failed) is cancelled; and a period Stripe charged anyway (a renewal paid after the refund was claimed: the
 * latest invoice's payment is not the refunded one) covers nothing, so its payment is refunded in full at once
 * (key of the payment) and both are written on the holder's ledger, once (the payment's row is unique).
 */
async function settleRefundedMembership(
  db: Db,
  stripe: Stripe,
  passId: string,
  subscription: Stripe.Subscription,
  intentId: string | null,
) {
  const pass = await db.punchCardPass.findUniqueOrThrow({
    where: { id: passId },
    select: { status: true, paymentIntentId: true },
  });
  if (!REFUNDED.has(pass.status)) return;
  if (!ENDED.has(subscription.status))
    await stripeSubscriptionBilling(stripe).cancelSubscription(subscription.id);
  if (!intentId || intentId === pass.paymentIntentId) return;
  await createRefund(
    stripe,
    { payment_intent: intentId, reverse_transfer: true, refund_application_fee: true, metadata: { passId } },
    `membership-unwanted-period-${intentId}`,
  );
  await db.$transaction(async (tx) => {
    await lockPass(tx, passId);
    if ((await tx.transaction.count({ where: { stripePaymentIntentId: intentId } })) > 0) return;
    const row = await tx.punchCardPass.findUniqueOrThrow({
      where: { id: passId },
      select: { userId: true, priceCents: true, currency: true, card: { select: { name: true } } },
    });
    const entry = { userId: row.userId, amountCents: row.priceCents, currency: row.currency };
    await writeLedger(tx, [
      { ...entry, kind: 'PASS_PAYMENT', description: row.card.name, stripePaymentIntentId: intentId },
      { ...entry, kind: 'REFUND', description: row.card.name },
    ]);
  });
}

/**
 * Account deletion (lib/account/service.ts, docs/passes.md "Memberships"): the memberships the account holds, and
 * those it sells, stop billing before their rows go with it (a pass's row cascades with its holder, a card's with
 * its seller; a subscription left at Stripe would keep charging). Each live subscription is cancelled at once
 * (idempotent), in the deletion's transaction (a provider failure rolls the deletion back), and the other side is
 * told: the seller that a member's membership ended, the holder that the membership they paid for ended.
 */
export async function cancelMembershipsOfDeletedAccount(
  tx: Tx,
  userId: string,
  billing: SubscriptionBilling,
) {
  const passes = await tx.punchCardPass.findMany({
    where: {
      card: { kind: 'MEMBERSHIP' },
      stripeSubscriptionId: { not: null },
      status: { in: ['PENDING', 'ACTIVE', 'DISPUTED', 'REFUNDING'] },
      OR: [{ userId }, { card: { sellerId: userId } }],
    },
    select: {
      id: true,
      userId: true,
      status: true,
      stripeSubscriptionId: true,
      subscriptionStatus: true,
      card: { select: { name: true, sellerId: true, team: { select: { id: true, name: true } } } },
    },
  });
  for (const pass of passes) {
    if (pass.subscriptionStatus !== 'canceled') await billing.cancelSubscription(pass.stripeSubscriptionId!);
    if (pass.status === 'PENDING') continue;
    const url = `/team/${pass.card.team.id}?tab=passes`;
    if (pass.userId === userId && pass.card.sellerId !== userId)
      await notify(tx, pass.card.sellerId, {
        type: 'MEMBERSHIP_MEMBER_ENDED',
        title: pm.memberEndedTitle,
        message: pm.memberDeletedMessage(pass.card.name),
        data: { cardName: pass.card.name },
        url,
      });
    else if (pass.userId !== userId)
      await notify(tx, pass.userId, {
        type: 'MEMBERSHIP_ENDED',
        title: pm.membershipEndedTitle,
        message: pm.sellerDeletedMessage(pass.card.name, pass.card.team.name),
        data: { cardName: pass.card.name },
        url,
      });
  }
}
