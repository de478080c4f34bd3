import 'server-only';
import type Stripe from 'stripe';
import { db as appDb, type Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { openCheckout, PAYMENT_KIND } from '@/lib/billing/checkout';
import { writeLedger } from '@/lib/billing/ledger';
import {
  applicationFeeReturned,
  createRefund,
  disputeAdvances,
  disputeBlocksRefund,
  disputeClosed,
  failedRefund,
  refundKey,
  refundTruth,
} from '@/lib/billing/refunds';
import { refundMessages as rm } from '@/lib/messages/refunds';
import { freshRead, readStarted } from '@/lib/billing/sync-marks';
import { MAX_REFUND_ATTEMPTS } from './payment-state';
import { notify } from '@/lib/notifications/notify';
import type { PaymentHandler } from '@/lib/billing/webhook';
import { payoutStatus } from '@/lib/billing/rules';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { env } from '@/lib/env';
import { visibleEventWhere } from '@/lib/access/event-visibility';
import { EVENTS_QUEUE, sendInTransaction } from '@/lib/notifications/queue';
import type { EventJob } from './minimum';
import { announceGameOn } from './minimum';
import { joinDecision, refundDeadlineOf } from './rules';
import type { PaidSpotRefunds } from './refund-queue';
import { returnPunches } from './punch-returns';
import { joinedWithPass, lockEvent, paidJoinRefusal } from './paid-join';
import { joinEvent, releaseSpots, rsvpFacts, takeSpots, type JoinResult } from './service';

// Paid events (issue 12 §4). Joining a game with a price goes through Stripe Checkout as a destination charge to
// the host's connected account, with the platform's fee. The spot is taken at once through the RSVP service's
// capacity rule (takeSpots: one conditional UPDATE) and held by a PENDING payment; paying makes the joiner GOING
// (paid), and a payment that does not complete (checkout.session.expired, or the hold's timeout job) gives the
// spot back. When the host cancels, paid spots are refunded (transfer reversed, platform fee returned).

type Tx = Prisma.TransactionClient;

/** How long a spot is held while its joiner pays (Stripe's shortest Checkout lifetime is 30 minutes). */
export const PAYMENT_HOLD_MINUTES = 30;

export type FeeConfig = { bps: number; fixedCents: number };

/** The platform's fee on a price: a percentage (basis points) plus a fixed part, never more than the price. */
export function platformFee(priceCents: number, fee: FeeConfig) {
  return Math.min(priceCents, Math.round((priceCents * fee.bps) / 10_000) + fee.fixedCents);
}

export type PaidJoinResult =
  | { status: 'checkout'; url: string }
  | { status: 'free' }
  | {
      status:
        | 'not-found'
        | 'already'
        | 'full'
        | 'closed'
        | 'cancelled'
        | 'choose-group'
        | 'payments-unavailable'
        | 'guests-not-allowed'
        | 'no-room-for-guests';
    }
  | { status: 'too-many-guests'; limit: number };

const eventSelect = {
  id: true,
  title: true,
  creatorId: true,
  priceCents: true,
  currency: true,
  cancelled: true,
  dateStart: true,
  durationMinutes: true,
  capacity: true,
  goingCount: true,
  allowWaitlist: true,
  creatorApprovalNeeded: true,
  allowLateRsvp: true,
  hoursToCancelBefore: true,
  allowParticipantGuests: true,
  guestLimit: true,
  chargeGuests: true,
  creator: { select: { stripeAccountId: true, stripeChargesEnabled: true, stripeDetailsSubmitted: true } },
} as const satisfies Prisma.EventSelect;

/**
 * The viewer joins a paid game: the spot is taken and held, and Checkout is opened for it. A second click while
 * paying resumes the same Checkout. A free game answers `free` (the ordinary RSVP applies).
 */
export async function startEventPayment(
  db: Db,
  stripe: Stripe,
  userId: string,
  input: { eventId: string; slotGroupId: string | null; guestNames?: string[] },
  config: { appUrl: string; fee: FeeConfig },
  now: Date = new Date(),
): Promise<PaidJoinResult> {
  type Held =
    | { kind: 'resume'; url: string }
    | { kind: 'wait' }
    | {
        kind: 'new';
        paymentId: string;
        title: string;
        price: number;
        quantity: number;
        fee: number;
        currency: string;
        account: string;
        email: string;
      }
    | Exclude<PaidJoinResult, { status: 'checkout' }>;
  let held: Held;
  try {
    held = await db.$transaction(async (tx): Promise<Held> => {
      // The game's row lock before any check, as joining with a pass takes it (joinWithPunch): the two never
      // both see "not in the game yet" (docs/payments.md "One spot per player").
      await lockEvent(tx, input.eventId);
      const event = await tx.event.findFirst({
        where: { id: input.eventId, ...visibleEventWhere(userId, now) },
        select: eventSelect,
      });
      const refusal = await paidJoinRefusal(tx, userId, event);
      if (refusal || !event) return refusal ?? { status: 'not-found' };
      const open = await tx.eventPayment.findFirst({
        where: { eventId: event.id, userId, status: 'PENDING' },
        select: { checkoutUrl: true, expiresAt: true },
      });
      if (open?.checkoutUrl && open.expiresAt > now) return { kind: 'resume', url: open.checkoutUrl };
      if (open && open.expiresAt > now) return { kind: 'wait' }; // the first click is opening Checkout
      if (open) return { status: 'already' }; // being released right now
      const decision = joinDecision(rsvpFacts(event), now);
      if (decision === 'cancelled' || decision === 'closed') return { status: decision };
      if (!event.creator.stripeAccountId || payoutStatus(event.creator) !== 'active')
        return { status: 'payments-unavailable' };
      // Guests come with the joiner: their spots are held with theirs and released together; when guests pay
      // (chargeGuests) the Checkout is for all of them (quantity), otherwise for the joiner alone.
      const guestNames = input.guestNames ?? [];
      if (guestNames.length > 0 && !event.allowParticipantGuests) return { status: 'guests-not-allowed' };
      if (guestNames.length > (event.guestLimit ?? 0))
        return { status: 'too-many-guests', limit: event.guestLimit ?? 0 };
      const spots = 1 + guestNames.length;
      const quantity = event.chargeGuests ? spots : 1;
      const amount = event.priceCents * quantity;
      const groups = await tx.eventSlotGroup.findMany({ where: { eventId: event.id }, select: { id: true } });
      const group = groups.length > 0 ? (groups.find((g) => g.id === input.slotGroupId)?.id ?? null) : null;
      if (groups.length > 0 && group === null) return { status: 'choose-group' };
      if (!(await takeSpots(tx, event.id, spots, group)))
        return { status: guestNames.length > 0 ? 'no-room-for-guests' : 'full' };
      const expiresAt = new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
      const payment = await tx.eventPayment.create({
        data: {
          // The refund terms the joiner sees as they pay (a later change may only extend them, see settle).
          refundDeadline: refundDeadlineOf(event),
          eventId: event.id,
          userId,
          hostAccountId: event.creator.stripeAccountId,
          amountCents: amount,
          feeCents: platformFee(amount, config.fee),
          currency: event.currency,
          spots,
          guestNames,
          slotGroupId: group,
          expiresAt,
        },
        select: { id: true, feeCents: true },
      });
      // The hold ends on its own even if no webhook ever comes (a minute after Checkout's own expiry).
      await sendInTransaction(
        tx,
        EVENTS_QUEUE,
        { kind: 'payment-expiry', paymentId: payment.id } satisfies EventJob,
        {
          startAfter: new Date(expiresAt.getTime() + 60_000),
        },
      );
      const me = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
      return {
        kind: 'new',
        paymentId: payment.id,
        title: event.title,
        price: event.priceCents,
        quantity,
        fee: payment.feeCents,
        currency: event.currency,
        account: event.creator.stripeAccountId,
        email: me.email,
      };
    });
  } catch (error) {
    // Two clicks at once: the second PENDING row meets the partial unique index and rolls back whole.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return awaitOpenCheckout(db, input.eventId, userId);
    }
    throw error;
  }
  if ('status' in held) return held;
  if (held.kind === 'resume') return { status: 'checkout', url: held.url };
  if (held.kind === 'wait') return awaitOpenCheckout(db, input.eventId, userId);

  const base = config.appUrl.replace(/\/+$/, '');
  let session: { id: string; url: string };
  try {
    session = await openCheckout(stripe, {
      kind: PAYMENT_KIND.event,
      reference: held.paymentId,
      customer: { email: held.email },
      lines: [{ name: held.title, unitAmount: held.price, currency: held.currency, quantity: held.quantity }],
      metadata: { eventPaymentId: held.paymentId, eventId: input.eventId, userId },
      destination: { account: held.account, feeCents: held.fee },
      expiresAt: Math.floor(now.getTime() / 1000) + PAYMENT_HOLD_MINUTES * 60,
      successUrl: `${base}/evt/${input.eventId}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/evt/${input.eventId}?payment=cancelled`,
      idempotencyKey: `event-payment-${held.paymentId}`,
    });
  } catch (error) {
    // No Checkout, no hold: the spot goes back at once.
    await releaseHold(db, held.paymentId);
    throw error;
  }
  await db.eventPayment.update({
    where: { id: held.paymentId },
    data: { checkoutSessionId: session.id, checkoutUrl: session.url },
  });
  return { status: 'checkout', url: session.url };
}

/**
 * RSVP to a game (the join action's use case): a free game is joined (or waitlisted, or requested) by the RSVP
 * service; a game with a price holds the spot and opens Checkout, or answers payments-unavailable when payments
 * are off.
 */
export async function joinOrCheckout(
  db: Db,
  userId: string,
  input: { eventId: string; slotGroupId: string | null; guestNames: string[] },
  now: Date = new Date(),
): Promise<Exclude<JoinResult, { status: 'payment-required' }> | PaidJoinResult> {
  const result = await joinEvent(db, userId, input.eventId, now, input.slotGroupId);
  if (result.status !== 'payment-required') return result;
  if (stripeMode() === 'off') return { status: 'payments-unavailable' };
  const { APP_URL, PLATFORM_FEE_BPS, PLATFORM_FEE_FIXED_CENTS } = env();
  return startEventPayment(db, stripeClient(), userId, input, {
    appUrl: APP_URL,
    fee: { bps: PLATFORM_FEE_BPS, fixedCents: PLATFORM_FEE_FIXED_CENTS },
  });
}

/** A double click: the first click is creating the Checkout session; answer the same one once it exists. */
async function awaitOpenCheckout(db: Db, eventId: string, userId: string): Promise<PaidJoinResult> {
  for (let i = 0; i < 40; i++) {
    const open = await db.eventPayment.findFirst({
      where: { eventId, userId, status: 'PENDING' },
      select: { checkoutUrl: true },
    });
    if (!open) return { status: 'already' };
    if (open.checkoutUrl) return { status: 'checkout', url: open.checkoutUrl };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { status: 'already' };
}

async function lockPayment(tx: Tx, paymentId: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "event_payments" WHERE "id" = ${paymentId} FOR UPDATE`;
  if (rows.length === 0) return null;
  return tx.eventPayment.findUniqueOrThrow({ where: { id: paymentId } });
}

/** Gives back the spot of a payment that did not complete (idempotent: only a PENDING one). */
export async function releaseHold(db: Pick<Db, '$transaction'>, paymentId: string) {
  return db.$transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.status !== 'PENDING') return false;
    await tx.eventPayment.update({ where: { id: paymentId }, data: { status: 'EXPIRED' } });
    await releaseSpots(tx, payment.eventId, payment.spots, payment.slotGroupId);
    return true;
  });
}

export type SettleResult = 'paid' | 'already' | 'pending' | 'released' | 'refunded' | 'unknown';

/**
 * Brings a payment in line with its Checkout session, re-read from Stripe: paid → the joiner is GOING (paid) and
 * the payment is recorded on their transactions; expired → the held spot is released. A payment that arrives
 * after its hold was released takes a spot again if there is one, and is refunded if the game is full or cancelled.
 */
export async function settleEventPayment(
  db: Db,
  stripe: Stripe,
  sessionId: string,
  now: Date = new Date(),
): Promise<SettleResult> {
  const found = await db.eventPayment.findUnique({
    where: { checkoutSessionId: sessionId },
    select: { id: true },
  });
  if (!found) return 'unknown';
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.payment_status !== 'paid') {
    if (session.status === 'expired') return (await releaseHold(db, found.id)) ? 'released' : 'already';
    return 'pending';
  }
  const intentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intentId) return 'pending';
  const outcome = await db.$transaction(async (tx): Promise<'paid' | 'already' | 'refund'> => {
    const payment = await lockPayment(tx, found.id);
    if (!payment || payment.status === 'PAID' || payment.status === 'REFUNDED') return 'already';
    // The game's row lock (after the payment's, as the spot counts below always took them), so a join with a pass
    // at the same moment is decided before or after this, never beside it.
    await lockEvent(tx, payment.eventId);
    const terms = await tx.event.findUniqueOrThrow({
      where: { id: payment.eventId },
      select: { cancelled: true, dateStart: true, hoursToCancelBefore: true },
    });
    // A game cancelled while its player was paying: never GOING on a cancelled game; the spot held for the
    // payment is given back and the payment is refunded at once, like one that lands after its hold ended.
    if (terms.cancelled) {
      if (payment.status === 'PENDING')
        await releaseSpots(tx, payment.eventId, payment.spots, payment.slotGroupId);
      await paidWithoutSpot(tx, payment, intentId);
      return 'refund';
    }
    // Already in the game through a pass (joined with it while this payment was open or after its hold ended): one
    // spot per player, so the payment is refunded like one that found no spot, and its held spots go back.
    if (await joinedWithPass(tx, payment.eventId, payment.userId)) {
      if (payment.status === 'PENDING')
        await releaseSpots(tx, payment.eventId, payment.spots, payment.slotGroupId);
      await paidWithoutSpot(tx, payment, intentId);
      return 'refund';
    }
    if (
      payment.status === 'EXPIRED' &&
      !(await takeSpots(tx, payment.eventId, payment.spots, payment.slotGroupId))
    ) {
      await paidWithoutSpot(tx, payment, intentId);
      return 'refund';
    }
    // The refund terms: those the player saw when they started paying, or the game's current ones if the host
    // has since made them more generous (never tighter).
    const current = refundDeadlineOf(terms);
    const refundDeadline =
      payment.refundDeadline && payment.refundDeadline > current ? payment.refundDeadline : current;
    await tx.eventPayment.update({
      where: { id: payment.id },
      data: { status: 'PAID', paymentIntentId: intentId, refundDeadline },
    });
    await tx.eventParticipant.upsert({
      where: { eventId_userId: { eventId: payment.eventId, userId: payment.userId } },
      create: {
        eventId: payment.eventId,
        userId: payment.userId,
        status: 'GOING',
        paid: true,
        guestCount: payment.guestNames.length,
        guestNames: payment.guestNames,
        slotGroupId: payment.slotGroupId,
      },
      update: {
        status: 'GOING',
        paid: true,
        guestCount: payment.guestNames.length,
        guestNames: payment.guestNames,
        slotGroupId: payment.slotGroupId,
        waitlistedAt: null,
        offerExpiresAt: null,
      },
    });
    const event = await tx.event.findUniqueOrThrow({
      where: { id: payment.eventId },
      select: { title: true },
    });
    await writeLedger(tx, [
      {
        userId: payment.userId,
        kind: 'EVENT_PAYMENT',
        amountCents: payment.amountCents,
        currency: payment.currency,
        description: event.title,
        stripePaymentIntentId: intentId,
        eventId: payment.eventId,
      },
    ]);
    await announceGameOn(tx, payment.eventId, now);
    return 'paid';
  });
  if (outcome !== 'refund') return outcome;
  // Paid too late for a spot (or for a cancelled game): the settle transaction recorded the payment and queued its
  // refund; this is the immediate attempt. Should Stripe fail here, the queued job refunds it (same key, once).
  await refundPayment(db, stripe, found.id).catch((error: unknown) => {
    console.error('[events] refund of a late payment failed; the queued job retries it', found.id, error);
  });
  return 'refunded';
}

/**
 * A payment that completed with no spot for it (its hold ended and the game filled, or the game was cancelled):
 * in the settle transaction it becomes PAID, is recorded on the payer's transactions (the refund's row cancels it
 * out) and its refund is queued, so a failed immediate refund is never forgotten (a redelivered webhook finds it
 * PAID and answers 'already').
 */
async function paidWithoutSpot(
  tx: Tx,
  payment: { id: string; eventId: string; userId: string; amountCents: number; currency: string },
  intentId: string,
) {
  await tx.eventPayment.update({
    where: { id: payment.id },
    data: { status: 'PAID', paymentIntentId: intentId },
  });
  const event = await tx.event.findUniqueOrThrow({ where: { id: payment.eventId }, select: { title: true } });
  await writeLedger(tx, [
    {
      userId: payment.userId,
      kind: 'EVENT_PAYMENT',
      amountCents: payment.amountCents,
      currency: payment.currency,
      description: event.title,
      stripePaymentIntentId: intentId,
      eventId: payment.eventId,
    },
  ]);
  await sendInTransaction(tx, EVENTS_QUEUE, {
    kind: 'refund-payment',
    paymentId: payment.id,
  } satisfies EventJob);
}

/**
 * Refunds one PAID payment in full: the transfer to the host is reversed and the platform's fee returned. The
 * refund carries a key of the payment (and of the attempt: a failed refund is retried under a new one), and what
 * Stripe then has is recorded by syncEventRefunds, so a repeat (job and action both, a retry after a crash between
 * Stripe's answer and the record, the webhook) refunds and records once. Answers true when this call recorded the
 * payment as refunded.
 */
export async function refundPayment(db: Db, stripe: Stripe, paymentId: string): Promise<boolean> {
  // Stripe is never called while the payment row is locked: read the claim (a PAID payment with its intent), ask
  // Stripe outside any transaction, then record Stripe's state under the lock (syncEventRefunds).
  const claim = await db.eventPayment.findUnique({
    where: { id: paymentId },
    select: { id: true, status: true, paymentIntentId: true, refundAttempts: true, disputeStatus: true },
  });
  if (!claim || claim.status !== 'PAID' || !claim.paymentIntentId) return false;
  // A disputed charge is not refunded: a lost dispute has already returned the money (a refund would pay the
  // payer twice), and while one is open the dispute decides (Stripe refuses the refund: charge_disputed). A won
  // dispute, or an inquiry closed without loss, is refunded as normal (docs/refunds.md).
  if (disputeBlocksRefund(claim.disputeStatus)) return false;
  await createRefund(
    stripe,
    {
      payment_intent: claim.paymentIntentId,
      reverse_transfer: true,
      refund_application_fee: true,
      metadata: { eventPaymentId: claim.id },
    },
    refundKey('event-refund', claim.id, claim.refundAttempts),
  );
  return (await syncEventRefunds(db, stripe, claim.paymentIntentId)) === 'refunded';
}

export type RefundSync = 'refunded' | 'partly-refunded' | 'pending' | 'failed' | 'unchanged' | 'unknown';

/**
 * Brings a paid game's payment in line with its refunds at Stripe (re-read with no transaction open): what Stripe
 * refunded since the last sync goes to the payer's transactions (one REFUND row per change, so repeats and any
 * order write it once), a payment refunded in full becomes REFUNDED (its RSVP no longer paid), a partial refund
 * leaves it PAID with what was refunded, and a newly failed refund of ours is queued to be tried again under a
 * new key (a pg-boss job, once per failed refund) and shown to the host until then.
 */
export async function syncEventRefunds(db: Db, stripe: Stripe, paymentIntentId: string): Promise<RefundSync> {
  const found = await db.eventPayment.findUnique({ where: { paymentIntentId }, select: { id: true } });
  if (!found) return 'unknown';
  // Stripe is read with no transaction open, so two syncs (concurrent deliveries, the refund call's own sync) can
  // read in one order and write in the other: the read's start is marked (stripe_sync_marks, as for customers and
  // accounts) and a read older than one already written changes nothing — it could show a failure since retried,
  // or less refunded than is recorded (which would look like a refund taken back).
  const readAt = await readStarted(db);
  const truth = await refundTruth(stripe, paymentIntentId, {
    metadataKey: 'eventPaymentId',
    paymentId: found.id,
  });
  // The fee Stripe returned to the host (none for a dashboard refund without refund_application_fee).
  const feeRefunded = await applicationFeeReturned(stripe, paymentIntentId);
  return db.$transaction(
    async (tx): Promise<RefundSync> => {
      const payment = await lockPayment(tx, found.id);
      if (!payment) return 'unknown';
      if (!(await freshRead(tx, `refund:${payment.id}`, readAt))) return 'unchanged';
      const delta = truth.refundedCents - payment.refundedCents;
      const full = truth.refundedCents >= payment.amountCents;
      // A refund Stripe reported succeeded can fail later (the card was closed): what Stripe refunded drops, the
      // payment is PAID again and, when the refund was ours, retried like any failed refund.
      const reverted = delta < 0;
      const latest = truth.latest;
      // The last allowed attempt failed (givenUp): no more retries, the host is told it needs their attention.
      const { newlyFailed, givenUp, retryAt } = failedRefund(
        payment,
        latest,
        !full && (payment.status === 'PAID' || reverted),
      );
      const state = full ? 'SUCCEEDED' : (latest?.state ?? null);
      if (
        delta === 0 &&
        !newlyFailed &&
        state === payment.refundState &&
        (latest?.id ?? null) === payment.refundId &&
        feeRefunded === payment.feeRefundedCents
      )
        return 'unchanged';
      await tx.eventPayment.update({
        where: { id: payment.id },
        data: {
          refundedCents: truth.refundedCents,
          feeRefundedCents: feeRefunded,
          refundState: state,
          refundId: latest?.id ?? payment.refundId,
          ...(full && payment.status === 'PAID' ? { status: 'REFUNDED' } : {}),
          ...(reverted && !full && payment.status === 'REFUNDED' ? { status: 'PAID' } : {}),
          ...(newlyFailed ? { refundAttempts: { increment: 1 } } : {}),
        },
      });
      if (delta !== 0) {
        const event = await tx.event.findUniqueOrThrow({
          where: { id: payment.eventId },
          select: { title: true },
        });
        await writeLedger(tx, [
          {
            userId: payment.userId,
            kind: 'REFUND',
            amountCents: Math.abs(delta),
            currency: payment.currency,
            description: reverted ? rm.refundReversedLedger(event.title) : event.title,
            eventId: payment.eventId,
            reversal: reverted,
          },
        ]);
      }
      if (givenUp) {
        const event = await tx.event.findUniqueOrThrow({
          where: { id: payment.eventId },
          select: { title: true, creatorId: true },
        });
        const payer = await tx.user.findUnique({
          where: { id: payment.userId },
          select: { displayName: true, fullName: true },
        });
        await notify(tx, event.creatorId, {
          type: 'PAYMENT_REFUND_STUCK',
          title: rm.refundStuckTitle,
          message: rm.refundStuckMessage(
            payer?.displayName ?? payer?.fullName ?? '',
            rm.money(payment.amountCents - truth.refundedCents, payment.currency),
            event.title,
            MAX_REFUND_ATTEMPTS,
          ),
          data: { eventId: payment.eventId, paymentId: payment.id },
          url: `/event/${payment.eventId}/manage`,
        });
        return 'failed';
      }
      if (newlyFailed) {
        await sendInTransaction(
          tx,
          EVENTS_QUEUE,
          { kind: 'refund-payment', paymentId: payment.id } satisfies EventJob,
          { startAfter: retryAt },
        );
        return 'failed';
      }
      if (!full || payment.status !== 'PAID')
        return delta > 0 ? 'partly-refunded' : state === 'PENDING' ? 'pending' : 'unchanged';
      // The player's RSVP (still there when the host cancelled; gone when they left) is no longer paid, unless
      // they joined again and paid anew meanwhile, or hold the spot through a pass (a card payment refunded because
      // they were already in with a pass).
      const stillPaid = await tx.eventPayment.count({
        where: { eventId: payment.eventId, userId: payment.userId, status: 'PAID' },
      });
      if (stillPaid === 0 && !(await joinedWithPass(tx, payment.eventId, payment.userId))) {
        await tx.eventParticipant.updateMany({
          where: { eventId: payment.eventId, userId: payment.userId },
          data: { paid: false },
        });
      }
      return 'refunded';
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}

/**
 * A dispute (chargeback) on a paid game's charge, from its event: the payment is marked with the dispute's status
 * (a closed outcome is final, so events in any order end the same), the host is told when it opens and when it
 * closes, and a lost dispute goes to the payer's transactions as money returned (once, on the change to lost).
 */
export async function recordEventDispute(
  db: Db,
  paymentIntentId: string,
  dispute: Pick<Stripe.Dispute, 'id' | 'status' | 'amount'>,
): Promise<string | null> {
  return db.$transaction(
    async (tx) => {
      const found = await tx.eventPayment.findUnique({ where: { paymentIntentId }, select: { id: true } });
      if (!found) return null;
      const payment = await lockPayment(tx, found.id);
      if (!payment) return null;
      if (!disputeAdvances(payment.disputeStatus, dispute.status)) return 'unchanged';
      await tx.eventPayment.update({
        where: { id: payment.id },
        data: { disputeId: dispute.id, disputeStatus: dispute.status, disputedCents: dispute.amount },
      });
      const event = await tx.event.findUniqueOrThrow({
        where: { id: payment.eventId },
        select: { title: true, creatorId: true, cancelled: true },
      });
      // Closed without loss (won, warning_closed): a refund held back while the dispute was open (the game was
      // cancelled, or the payer left) is due now, and queued (refundPayment is idempotent).
      if (
        disputeClosed(dispute.status) &&
        !disputeBlocksRefund(dispute.status) &&
        payment.status === 'PAID'
      ) {
        const stillIn = await tx.eventParticipant.count({
          where: { eventId: payment.eventId, userId: payment.userId },
        });
        if (event.cancelled || stillIn === 0)
          await sendInTransaction(tx, EVENTS_QUEUE, {
            kind: 'refund-payment',
            paymentId: payment.id,
          } satisfies EventJob);
      }
      const amount = rm.money(dispute.amount, payment.currency);
      const url = `/event/${payment.eventId}/manage`;
      const data = { eventId: payment.eventId, paymentId: payment.id, disputeId: dispute.id };
      if (dispute.status === 'lost') {
        await writeLedger(tx, [
          {
            userId: payment.userId,
            kind: 'REFUND',
            amountCents: dispute.amount,
            currency: payment.currency,
            description: rm.disputeLedger(event.title),
            eventId: payment.eventId,
          },
        ]);
      }
      if (disputeClosed(dispute.status)) {
        await notify(tx, event.creatorId, {
          type: 'PAYMENT_DISPUTE_CLOSED',
          title: rm.disputeClosedTitle,
          message: rm.disputeClosedMessage(dispute.status, amount, event.title),
          data,
          url,
        });
      } else if (payment.disputeStatus === null) {
        const payer = await tx.user.findUnique({
          where: { id: payment.userId },
          select: { displayName: true, fullName: true },
        });
        await notify(tx, event.creatorId, {
          type: 'PAYMENT_DISPUTED',
          title: rm.disputeTitle,
          message: rm.disputeMessage(payer?.displayName ?? payer?.fullName ?? '', amount, event.title),
          data,
          url,
        });
      }
      return `dispute-${dispute.status}`;
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}

/**
 * A cancelled game: every paid spot is refunded and every open Checkout is closed (its hold released). Runs from
 * the cancel action right away and again from the queued job (both are idempotent).
 */
export async function refundCancelledEvent(db: Db, stripe: Stripe, eventId: string) {
  const payments = await db.eventPayment.findMany({
    where: { eventId, status: { in: ['PAID', 'PENDING'] }, event: { cancelled: true } },
    select: { id: true, status: true, checkoutSessionId: true },
  });
  let refunded = 0;
  // One payment that Stripe refuses (or a network error) must not stop the others: it is logged, the rest are
  // refunded, and the run then fails so the queued refund-cancelled job is retried by pg-boss (all idempotent).
  const failed: string[] = [];
  for (const p of payments) {
    try {
      if (p.status === 'PAID') {
        if (await refundPayment(db, stripe, p.id)) refunded++;
        continue;
      }
      if (p.checkoutSessionId) {
        await stripe.checkout.sessions.expire(p.checkoutSessionId).catch(() => null);
        const result = await settleEventPayment(db, stripe, p.checkoutSessionId);
        if (result === 'refunded') refunded++;
        if (result === 'pending') await releaseHold(db, p.id);
      } else {
        await releaseHold(db, p.id);
      }
    } catch (error) {
      console.error(
        '[events] refund after cancel failed for one payment; the queued job retries it',
        p.id,
        error,
      );
      failed.push(p.id);
    }
  }
  if (failed.length > 0) throw new Error(`refunds after cancel failed for payments ${failed.join(', ')}`);
  return refunded;
}

/**
 * Refunds given-up paid spots right away (leaving, or removed by the host). Each refund is already queued with
 * the change that freed the spot, so a failure here (Stripe unreachable) only logs: the job retries it, and the
 * two never refund twice.
 */
export async function refundGivenUpSpots(db: Db, refunds: PaidSpotRefunds) {
  if (stripeMode() === 'off') return;
  for (const paymentId of refunds.paymentIds) {
    await refundPayment(db, stripeClient(), paymentId).catch((error: unknown) => {
      console.error('[events] refund failed; the queued job retries it', paymentId, error);
    });
  }
}

/** Refunds cancelled games now; the queued job repeats it (once) if this fails. */
export async function refundCancelledNow(db: Db, eventIds: string[]) {
  if (eventIds.length === 0 || stripeMode() === 'off') return;
  for (const eventId of eventIds) {
    await refundCancelledEvent(db, stripeClient(), eventId).catch((error: unknown) =>
      console.error('[events] refunds after cancel failed; the queued job retries', error),
    );
  }
}

/** Queues the refunds of cancelled games, in the cancelling transaction (only games that took payments). */
export async function scheduleRefunds(tx: Tx, eventIds: string[]) {
  // Spots paid with a punch card: the punches go back to the cards at once (issue 34 §1).
  for (const eventId of eventIds) await returnPunches(tx, eventId);
  const paid = await tx.eventPayment.findMany({
    where: { eventId: { in: eventIds }, status: { in: ['PAID', 'PENDING'] } },
    distinct: ['eventId'],
    select: { eventId: true },
  });
  for (const { eventId } of paid) {
    await sendInTransaction(tx, EVENTS_QUEUE, { kind: 'refund-cancelled', eventId } satisfies EventJob);
  }
  return paid.map((p) => p.eventId);
}

/** The hold's timeout job: Checkout is closed at Stripe first, then the payment settles either way. */
export async function expireEventPayment(db: Db, stripe: Stripe | null, paymentId: string) {
  const payment = await db.eventPayment.findUnique({
    where: { id: paymentId },
    select: { status: true, checkoutSessionId: true },
  });
  if (!payment || payment.status !== 'PENDING') return 'skipped' as const;
  if (!stripe || !payment.checkoutSessionId)
    return (await releaseHold(db, paymentId)) ? 'released' : 'skipped';
  await stripe.checkout.sessions.expire(payment.checkoutSessionId).catch(() => null);
  const result = await settleEventPayment(db, stripe, payment.checkoutSessionId);
  if (result === 'pending') await releaseHold(db, paymentId);
  return result;
}

/** Back from Checkout on the game page: settle the viewer's own payment now, without waiting for the webhook. */
export async function settleForViewer(db: Db, stripe: Stripe, viewerId: string, sessionId: string) {
  if (!/^cs_\w+$/.test(sessionId)) return 'unknown' as const;
  const mine = await db.eventPayment.count({ where: { checkoutSessionId: sessionId, userId: viewerId } });
  if (mine === 0) return 'unknown' as const;
  return settleEventPayment(db, stripe, sessionId);
}

/** The webhook's handler of paid games' sessions (registered in lib/payments/kinds.ts): settle re-reads Stripe. */
export const eventPaymentHandler: PaymentHandler = {
  settle: (db, stripe, { session }) => settleEventPayment(db, stripe, session.id),
  // Refunds re-read Stripe; disputes keep their closed outcome. Null: not a paid game's charge.
  charge: async (db, stripe, change) => {
    if (change.type === 'dispute') return recordEventDispute(db, change.paymentIntentId, change.dispute);
    const result = await syncEventRefunds(db, stripe, change.paymentIntentId);
    return result === 'unknown' ? null : result;
  },
};

/** Back from paying for a game: its payment settled now (the webhook would do the same a moment later). */
export async function settleReturnedPayment(viewerId: string, sessionId: string) {
  if (stripeMode() === 'off') return 'unknown' as const;
  return settleForViewer(appDb, stripeClient(), viewerId, sessionId).catch((error: unknown) => {
    console.error('[events] settling a returned payment failed', error);
    return 'unknown' as const;
  });
}
