import 'server-only';
import Stripe from 'stripe';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { paymentKindOf } from '@/lib/billing/checkout';
import { applyAccount, forgetAccount, readAccount } from '@/lib/billing/connect';
import { applyCustomer, lockCustomer, readCustomer } from '@/lib/billing/service';

type Tx = Prisma.TransactionClient;

// The platform webhook endpoint's work (app/api/stripe/webhook/route.ts is the thin HTTP shell). An event is only
// a trigger: its id is recorded once (a repeat finds it and does nothing), and the customer's state is re-read
// from Stripe under the customer's advisory lock; a one-off payment goes to the handler of its kind. Our own
// failure rolls the record back and answers 500, so Stripe's redelivery tries again.

/** The events that can change a subscription; anything else is acknowledged and ignored. */
const SUBSCRIPTION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.pending_update_applied',
  'customer.subscription.pending_update_expired',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** A Checkout session of a one-off payment (mode=payment) and whether this event says it was paid. */
export type PaymentSession = { paid: boolean; session: Stripe.Checkout.Session };

/**
 * What a payment kind does with its sessions' events (lib/payments/kinds.ts registers one per kind; billing does
 * not know the features that sell things). Either:
 * - `once`: runs in the transaction that records the event, so it runs once per event and a failure rolls both
 *   back (Stripe redelivers); its optional `after` runs once that transaction has committed, on every delivery
 *   (a repeat too), for the network calls the record left due (no Stripe call inside the transaction), and must
 *   be idempotent: a failure answers 500, Stripe redelivers, and the repeat finishes what is still due; or
 * - `settle`: re-reads the session from Stripe and is idempotent itself (it runs its own transactions); it runs on
 *   every delivery and the event is recorded after it succeeds.
 */
export type PaymentHandler = (
  | {
      once: (tx: Tx, stripe: Stripe, payment: PaymentSession) => Promise<string>;
      after?: (db: Db, stripe: Stripe, payment: PaymentSession) => Promise<void>;
    }
  | { settle: (db: Db, stripe: Stripe, payment: PaymentSession) => Promise<string> }
) & {
  /**
   * Refunds and disputes of the kind's charges (CHARGE_EVENTS). Answers null when the payment intent is not
   * this kind's; otherwise it must be idempotent (it runs on every delivery, re-reading Stripe where it can, and
   * the event is recorded after it), like `settle`.
   */
  charge?: (db: Db, stripe: Stripe, change: ChargeChange) => Promise<string | null>;
  /**
   * Subscriptions the kind sells on an organizer's behalf (memberships): a subscription event names a Checkout
   * session and/or a subscription; the handler re-reads Stripe (idempotent, on every delivery) and answers null
   * when neither is this kind's, and the platform's plans are synced as before.
   */
  subscription?: (db: Db, stripe: Stripe, ref: SubscriptionRef) => Promise<string | null>;
};

/** What a subscription event is about: its Checkout session (mode=subscription) and/or its subscription. */
export type SubscriptionRef = { sessionId: string | null; subscriptionId: string | null };

function subscriptionRefOf(event: Stripe.Event): SubscriptionRef | null {
  const object = event.data.object as {
    object?: string;
    id?: string;
    mode?: string;
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  };
  const idOf = (v: string | { id: string } | null | undefined) =>
    typeof v === 'string' ? v : (v?.id ?? null);
  if (object.object === 'checkout.session' && object.mode === 'subscription')
    return { sessionId: object.id ?? null, subscriptionId: idOf(object.subscription) };
  if (object.object === 'subscription') return { sessionId: null, subscriptionId: object.id ?? null };
  if (object.object === 'invoice') {
    const subscriptionId = idOf(object.parent?.subscription_details?.subscription);
    return subscriptionId ? { sessionId: null, subscriptionId } : null;
  }
  return null;
}

/** Money moving on a paid charge: a refund or a dispute, by the charge's payment intent. */
export type ChargeChange =
  | { type: 'refund'; paymentIntentId: string }
  | { type: 'dispute'; paymentIntentId: string; dispute: Stripe.Dispute };

/** Refunds (card refunds send charge.refunded, refunds of other methods refund.*) and disputes. */
const CHARGE_EVENTS = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
]);

function chargeChangeOf(event: Stripe.Event): ChargeChange | null {
  const object = event.data.object as { object?: string; payment_intent?: string | { id: string } | null };
  const intent = object.payment_intent;
  const paymentIntentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  if (!paymentIntentId) return null;
  if (object.object === 'dispute')
    return { type: 'dispute', paymentIntentId, dispute: object as Stripe.Dispute };
  return object.object === 'charge' || object.object === 'refund'
    ? { type: 'refund', paymentIntentId }
    : null;
}

/** Handlers by payment kind, the `beansKind` of the session's metadata (lib/billing/checkout.ts). */
export type PaymentHandlers = Readonly<Record<string, PaymentHandler>>;

export type WebhookOutcome = { status: number; body: { received: boolean; result?: string; error?: string } };

type WebhookInput = { payload: string; signature: string | null; secret: string; livemode: boolean };

const answer = (result: string): WebhookOutcome => ({ status: 200, body: { received: true, result } });

/** Verifies the signature; answers the event, or the outcome for a bad request or another mode's event. */
function verify(stripe: Stripe, input: WebhookInput): Stripe.Event | WebhookOutcome {
  if (!input.signature) return { status: 400, body: { received: false, error: 'Missing signature' } };
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(input.payload, input.signature, input.secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      return { status: 400, body: { received: false, error: 'Invalid signature' } };
    }
    throw error;
  }
  if (event.livemode !== input.livemode) return answer('ignored');
  return event;
}

/** The one writer of `stripe_events`: true when the event is new (a repeat finds its row and changes nothing). */
async function recordEvent(db: Db | Tx, event: Stripe.Event): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO "stripe_events" ("id", "type", "processedAt") VALUES (${event.id}, ${event.type}, now())
    ON CONFLICT ("id") DO NOTHING`;
  return inserted > 0;
}

/** Whether the event was handled already (a cheap check before reading Stripe; `once` still decides). */
async function seenEvent(db: Db, event: Stripe.Event): Promise<boolean> {
  return (await db.stripeEvent.count({ where: { id: event.id } })) > 0;
}

/** Runs `work` once per event: the event's record and the work commit together, or neither does. */
function once(db: Db, event: Stripe.Event, work: (tx: Tx) => Promise<string>): Promise<string> {
  return db.$transaction(async (tx) => ((await recordEvent(tx, event)) ? work(tx) : 'duplicate'), {
    maxWait: 15_000,
    timeout: 30_000,
  });
}

function customerOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as {
    object?: string;
    id?: string;
    customer?: string | { id: string } | null;
  };
  if (object.object === 'customer') return object.id ?? null;
  const customer = object.customer;
  return typeof customer === 'string' ? customer : (customer?.id ?? null);
}

const PAYMENT_SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * The platform endpoint: verify, then one-off payments go to their kind's handler and subscription events re-read
 * the customer under its lock. Each event is recorded once (recordEvent).
 */
export async function handleWebhook(
  db: Db,
  stripe: Stripe,
  input: WebhookInput,
  payments: PaymentHandlers,
): Promise<WebhookOutcome> {
  const event = verify(stripe, input);
  if ('status' in event) return event;
  const session = event.data.object as Stripe.Checkout.Session;
  if (
    PAYMENT_SESSION_EVENTS.has(event.type) &&
    session.object === 'checkout.session' &&
    session.mode === 'payment'
  ) {
    const kind = paymentKindOf(session);
    const handler = kind ? payments[kind] : undefined;
    if (!handler) return answer('ignored');
    const payment: PaymentSession = {
      session,
      paid:
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded',
    };
    if ('once' in handler) {
      const result = await once(db, event, (tx) => handler.once(tx, stripe, payment));
      await handler.after?.(db, stripe, payment);
      return answer(result);
    }
    // Settling is idempotent, so a repeat or a late arrival changes nothing twice; the event is recorded after
    // it (a failure answers 500 and Stripe redelivers).
    const result = await handler.settle(db, stripe, payment);
    await recordEvent(db, event);
    return answer(result);
  }
  if (CHARGE_EVENTS.has(event.type)) {
    const change = chargeChangeOf(event);
    if (!change) return answer('ignored');
    for (const handler of Object.values(payments)) {
      const result = await handler.charge?.(db, stripe, change);
      if (result === null || result === undefined) continue;
      await recordEvent(db, event);
      return answer(result);
    }
    return answer('ignored');
  }
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return answer('ignored');
  const ref = subscriptionRefOf(event);
  if (ref) {
    for (const handler of Object.values(payments)) {
      const result = await handler.subscription?.(db, stripe, ref);
      if (result === null || result === undefined) continue;
      await recordEvent(db, event);
      return answer(result);
    }
  }
  const customerId = customerOfEvent(event);
  if (!customerId) return answer('ignored');
  // Stripe is read before the event's transaction opens (never inside it); a repeat reads nothing.
  if (await seenEvent(db, event)) return answer('duplicate');
  const snapshot = await readCustomer(db, stripe, customerId);
  return answer(
    await once(db, event, async (tx) => {
      await lockCustomer(tx, customerId);
      return (await applyCustomer(tx, customerId, snapshot)) ? 'synced' : 'unknown-customer';
    }),
  );
}

/** The events of connected accounts this app acts on; anything else is acknowledged and ignored. */
const CONNECT_EVENTS = new Set(['account.updated', 'account.application.deauthorized']);

/**
 * The Connect webhook endpoint's work (its own secret): account.updated re-reads the account and stores its flags
 * and requirements; account.application.deauthorized forgets the account. Each event id is handled once.
 */
export async function handleConnectWebhook(
  db: Db,
  stripe: Stripe,
  input: WebhookInput,
): Promise<WebhookOutcome> {
  const event = verify(stripe, input);
  if ('status' in event) return event;
  if (!CONNECT_EVENTS.has(event.type)) return answer('ignored');
  const object = event.data.object as { object?: string; id?: string };
  const accountId = event.account ?? (object.object === 'account' ? object.id : undefined);
  if (!accountId) return answer('ignored');
  if (event.type === 'account.application.deauthorized') {
    return answer(
      await once(db, event, async (tx) => {
        await forgetAccount(tx, accountId);
        return 'forgotten';
      }),
    );
  }
  // Stripe is read before the event's transaction opens (never inside it); a repeat reads nothing.
  if (await seenEvent(db, event)) return answer('duplicate');
  const read = await readAccount(db, stripe, accountId);
  return answer(
    await once(db, event, async (tx) =>
      (await applyAccount(tx, accountId, read)) ? 'synced' : 'unknown-account',
    ),
  );
}
