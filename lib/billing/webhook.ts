import 'server-only';
import Stripe from 'stripe';
import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { forgetAccount, syncAccount } from '@/lib/billing/connect';
import { lockCustomer, syncCustomer } from '@/lib/billing/service';

// The platform webhook endpoint's work (app/api/stripe/webhook/route.ts is the thin HTTP shell). An event is only
// a trigger: its id is recorded first (a repeat finds it and does nothing), then the customer's state is re-read
// from Stripe under the customer's advisory lock. Our own failure rolls the record back and answers 500, so
// Stripe's redelivery tries again.

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

/**
 * Handles a completed one-off payment (Checkout in mode=payment, e.g. a form fee) inside the event's transaction;
 * the route passes it in, so billing does not depend on the features that sell things.
 */
export type PaymentHandler = (
  tx: Prisma.TransactionClient,
  session: Stripe.Checkout.Session,
) => Promise<string>;

export type WebhookOutcome = { status: number; body: { received: boolean; result?: string; error?: string } };

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

/** One-off payments' Checkout events (mode=payment), e.g. paid events; answers what was done. */
export type PaymentSessionHandler = (sessionId: string) => Promise<string>;

const NOT_A_FORM = Symbol('not a form payment');

const PAYMENT_SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export async function handleWebhook(
  db: Db,
  stripe: Stripe,
  input: {
    payload: string;
    signature: string | null;
    secret: string;
    livemode: boolean;
    /** Records form fees (in the event's transaction; answers 'ignored' for a session that is not a form's). */
    onPayment?: PaymentHandler;
  },
  /** Settles one-off payments (the route hands in the paid-events handler; billing does not know events). */
  onPaymentSession?: PaymentSessionHandler,
): Promise<WebhookOutcome> {
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
  if (event.livemode !== input.livemode) return { status: 200, body: { received: true, result: 'ignored' } };
  const session = event.data.object as Stripe.Checkout.Session;
  if (
    PAYMENT_SESSION_EVENTS.has(event.type) &&
    session.object === 'checkout.session' &&
    session.mode === 'payment'
  ) {
    const paid =
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded';
    const onPayment = input.onPayment;
    if (paid && onPayment) {
      // A form fee is recorded with the event id in one transaction; a session that is not a form's rolls the
      // record back and goes on to the paid-events handler below.
      const formResult = await db
        .$transaction(
          async (tx) => {
            const inserted = await tx.$executeRaw`
              INSERT INTO "stripe_events" ("id", "type", "processedAt") VALUES (${event.id}, ${event.type}, now())
              ON CONFLICT ("id") DO NOTHING`;
            if (inserted === 0) return 'duplicate';
            const result = await onPayment(tx, session);
            if (result === 'ignored') throw NOT_A_FORM;
            return result;
          },
          { maxWait: 15_000, timeout: 30_000 },
        )
        .catch((error: unknown) => {
          if (error === NOT_A_FORM) return null;
          throw error;
        });
      if (formResult) return { status: 200, body: { received: true, result: formResult } };
    }
    if (!onPaymentSession) return { status: 200, body: { received: true, result: 'ignored' } };
    // Settling re-reads the session and is idempotent, so a repeat or a late arrival changes nothing twice; the
    // event is recorded after it (a failure answers 500 and Stripe redelivers).
    const result = await onPaymentSession(session.id);
    await db.$executeRaw`
      INSERT INTO "stripe_events" ("id", "type", "processedAt") VALUES (${event.id}, ${event.type}, now())
      ON CONFLICT ("id") DO NOTHING`;
    return { status: 200, body: { received: true, result } };
  }
  if (!SUBSCRIPTION_EVENTS.has(event.type))
    return { status: 200, body: { received: true, result: 'ignored' } };
  const customerId = customerOfEvent(event);
  if (!customerId) return { status: 200, body: { received: true, result: 'ignored' } };

  const result = await db.$transaction(
    async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO "stripe_events" ("id", "type", "processedAt") VALUES (${event.id}, ${event.type}, now())
        ON CONFLICT ("id") DO NOTHING`;
      if (inserted === 0) return 'duplicate';
      await lockCustomer(tx, customerId);
      return (await syncCustomer(tx, stripe, customerId)) ? 'synced' : 'unknown-customer';
    },
    { maxWait: 15_000, timeout: 30_000 },
  );
  return { status: 200, body: { received: true, result } };
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
  input: { payload: string; signature: string | null; secret: string; livemode: boolean },
): Promise<WebhookOutcome> {
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
  if (event.livemode !== input.livemode) return { status: 200, body: { received: true, result: 'ignored' } };
  if (!CONNECT_EVENTS.has(event.type)) return { status: 200, body: { received: true, result: 'ignored' } };
  const object = event.data.object as { object?: string; id?: string };
  const accountId = event.account ?? (object.object === 'account' ? object.id : undefined);
  if (!accountId) return { status: 200, body: { received: true, result: 'ignored' } };

  const result = await db.$transaction(
    async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO "stripe_events" ("id", "type", "processedAt") VALUES (${event.id}, ${event.type}, now())
        ON CONFLICT ("id") DO NOTHING`;
      if (inserted === 0) return 'duplicate';
      if (event.type === 'account.application.deauthorized') {
        await forgetAccount(tx, accountId);
        return 'forgotten';
      }
      return (await syncAccount(tx, stripe, accountId)) ? 'synced' : 'unknown-account';
    },
    { maxWait: 15_000, timeout: 30_000 },
  );
  return { status: 200, body: { received: true, result } };
}
