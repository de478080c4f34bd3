import 'server-only';
import Stripe from 'stripe';
import { MAX_REFUND_ATTEMPTS } from './refund-attempts';

// Refunds and disputes as Stripe has them (docs/refunds.md). A refund event is only a trigger: the payment
// intent's refunds are re-read from Stripe (no transaction open) and the caller records the difference under its
// row lock, so events in any order, repeats and concurrent deliveries converge on Stripe's state and write each
// refunded cent to the ledger once.

export type RefundState = 'PENDING' | 'SUCCEEDED' | 'FAILED';

export type RefundTruth = {
  /** What Stripe has refunded on the charge (succeeded refunds; partial refunds included). */
  refundedCents: number;
  /** The newest refund and its state (failed and canceled are both FAILED), or null when there is none. */
  latest: { id: string; state: RefundState; ours: boolean } | null;
};

const stateOf = (status: string | null): RefundState =>
  status === 'succeeded' ? 'SUCCEEDED' : status === 'failed' || status === 'canceled' ? 'FAILED' : 'PENDING';

/**
 * Re-reads the refunds of a payment intent. `ours` tells whether the newest refund was asked for by the app for
 * this payment (its metadata carries `metadataKey` = `paymentId`), as opposed to one made in Stripe's dashboard.
 */
export async function refundTruth(
  stripe: Stripe,
  paymentIntentId: string,
  mine: { metadataKey: string; paymentId: string },
): Promise<RefundTruth> {
  const refunds: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
    refunds.push(refund);
  }
  const refundedCents = refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
  // Stripe lists newest first; `created` has a one-second grain, so the list order breaks ties.
  const newest = refunds.reduce<Stripe.Refund | null>(
    (best, r) => (best === null || r.created > best.created ? r : best),
    null,
  );
  return {
    refundedCents,
    latest: newest && {
      id: newest.id,
      state: stateOf(newest.status),
      ours: newest.metadata?.[mine.metadataKey] === mine.paymentId,
    },
  };
}

/**
 * Asks Stripe for a refund. Stripe's "already refunded" answer (a retry whose idempotency key has expired, more
 * than 24 h after a crash between Stripe's refund and our record) is not an error: the charge's refunds say what
 * happened, and the caller records them (null here).
 */
export async function createRefund(
  stripe: Stripe,
  params: Stripe.RefundCreateParams,
  idempotencyKey: string,
): Promise<Stripe.Refund | null> {
  try {
    return await stripe.refunds.create(params, { idempotencyKey });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return null;
    throw error;
  }
}

/**
 * Whether Stripe refused a request for good (it reached Stripe and was answered with an error that the same
 * request will always get: invalid, declined, not permitted, or a key reused with other parameters), unlike a
 * lost connection, Stripe's own error or a rate limit (worth sending again as it is). A retry job that meets one
 * counts it as a failed attempt and tries again later under a new key: the same key replays the same answer.
 */
export const refusedForGood = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError ||
  error instanceof Stripe.errors.StripeCardError ||
  error instanceof Stripe.errors.StripePermissionError ||
  error instanceof Stripe.errors.StripeIdempotencyError;

/** Disputes never go back from a closed outcome to an open state (events arrive in any order). */
export const CLOSED_DISPUTES = ['won', 'lost', 'warning_closed'];
const CLOSED_DISPUTE = new Set(CLOSED_DISPUTES);
export const disputeClosed = (status: string | null) => status !== null && CLOSED_DISPUTE.has(status);

/**
 * Whether a dispute keeps a payment from being refunded: an open one (the dispute decides; Stripe refuses a refund
 * of a disputed charge) or a lost one (the chargeback already returned the money). Won, or an inquiry closed
 * without loss (`warning_closed`), refunds as normal.
 */
export const disputeBlocksRefund = (status: string | null) =>
  status !== null && status !== 'won' && status !== 'warning_closed';

/** Whether a dispute's new status may replace the recorded one (a closed outcome is final). */
export const disputeAdvances = (recorded: string | null, next: string) =>
  recorded === null || (!disputeClosed(recorded) && recorded !== next);

/** How long before a failed refund is tried again: 5 min, 30 min, 2 h, then 12 h (5 attempts in all, MAX_REFUND_ATTEMPTS). */
export function refundRetryDelayMs(attempt: number) {
  const minutes = [5, 30, 120][attempt - 1] ?? 720;
  return minutes * 60_000;
}

/**
 * The platform's fee actually returned to the host on a destination charge: Stripe's application fee of the charge
 * (`amount_refunded`). Our refunds ask for it (`refund_application_fee`, returned in the refund's proportion); a
 * refund made in the dashboard without it returns none (docs/refunds.md "What the organizer sees"). Read from the
 * platform's charge with its `application_fee` expanded: the fee's own `charge` is the connected account's payment
 * (py_…), not the platform's ch_ (that is its `originating_transaction`), so listing fees by ch_ finds none.
 */
export async function applicationFeeReturned(stripe: Stripe, paymentIntentId: string): Promise<number> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
  if (!chargeId || !intent.application_fee_amount) return 0;
  const charge = await stripe.charges.retrieve(chargeId, { expand: ['application_fee'] });
  const fee = charge.application_fee;
  return fee && typeof fee !== 'string' ? fee.amount_refunded : 0;
}

/**
 * The failed-refund path shared by paid games and form fees (docs/refunds.md "Failed refunds"), from a sync's
 * fresh read of Stripe (`refundTruth`) and the payment's recorded refund: a refund of ours that failed while money
 * is still due is `newlyFailed` once per failed refund (its id and FAILED recorded, whoever sees it first), and the
 * caller then bumps `refundAttempts` and queues one retry at `retryAt`; the failure of the last allowed attempt is
 * `givenUp` instead (nothing more is queued; the seller is told once).
 */
export function failedRefund(
  recorded: { refundId: string | null; refundState: RefundState | null; refundAttempts: number },
  latest: RefundTruth['latest'],
  due: boolean,
) {
  const newlyFailed =
    latest?.state === 'FAILED' &&
    latest.ours &&
    due &&
    !(recorded.refundId === latest.id && recorded.refundState === 'FAILED');
  return {
    newlyFailed,
    givenUp: newlyFailed && recorded.refundAttempts + 1 >= MAX_REFUND_ATTEMPTS,
    /** When the next attempt runs (the pg-boss job's startAfter). */
    retryAt: new Date(Date.now() + refundRetryDelayMs(recorded.refundAttempts + 1)),
  };
}

/** A refund's idempotency key: the payment's, then a new one per retry (the old one would replay the failure). */
export const refundKey = (prefix: string, paymentId: string, attempts: number) =>
  attempts === 0 ? `${prefix}-${paymentId}` : `${prefix}-${paymentId}-${attempts}`;
