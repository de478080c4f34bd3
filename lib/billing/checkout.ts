import 'server-only';
import type Stripe from 'stripe';

// The one place that opens a Stripe Checkout session (docs/payments.md). Subscriptions (Member Plus, Organizer
// Pro), paid games and form fees differ only in what they pass here: a plan's price or a priced line, who the
// customer is, where the money goes (a connected account, with the platform's fee) and where the browser returns.
// One-off payments carry their kind in the metadata (`beansKind`), which is how the webhook finds their handler
// (lib/billing/webhook.ts, lib/payments/kinds.ts).

/** The kinds of one-off payment; the webhook dispatches a paid session by this key. */
export const PAYMENT_KIND = { event: 'event-payment', form: 'form-payment', pass: 'pass-payment' } as const;
export type PaymentKind = (typeof PAYMENT_KIND)[keyof typeof PAYMENT_KIND];

type Line =
  | { price: string; quantity: number }
  | {
      name: string;
      unitAmount: number;
      currency: string;
      quantity: number;
      /** A recurring price (a membership's subscription, billed every month or year). */
      interval?: 'month' | 'year';
    };

export type CheckoutRequest = {
  /** `subscription` for a plan; a payment kind for a one-off payment. */
  kind: 'subscription' | PaymentKind;
  /** Stripe's client_reference_id. */
  reference: string;
  /** An existing customer (subscriptions) or the payer's e-mail (one-off payments). */
  customer: { id: string } | { email: string };
  lines: Line[];
  metadata: Record<string, string>;
  /**
   * A destination charge to a connected account, with the platform's fee when there is one: in cents for a
   * payment, in percent of each invoice for a subscription (a membership).
   */
  destination?: { account: string; feeCents?: number; feePercent?: number } | null;
  /** Seconds since the epoch; Stripe's own default (24 h) otherwise. */
  expiresAt?: number;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

/** The request in Stripe's terms (exported for the unit test; callers use openCheckout). */
export function checkoutParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const line_items = request.lines.map((line) =>
    'price' in line
      ? { price: line.price, quantity: line.quantity }
      : {
          quantity: line.quantity,
          price_data: {
            currency: line.currency,
            unit_amount: line.unitAmount,
            product_data: { name: line.name },
            ...(line.interval ? { recurring: { interval: line.interval } } : {}),
          },
        },
  );
  const customer =
    'id' in request.customer ? { customer: request.customer.id } : { customer_email: request.customer.email };
  const urls = { success_url: request.successUrl, cancel_url: request.cancelUrl };
  if (request.kind === 'subscription') {
    const destination = request.destination;
    return {
      mode: 'subscription',
      ...customer,
      client_reference_id: request.reference,
      line_items,
      metadata: request.metadata,
      subscription_data: {
        metadata: request.metadata,
        ...(destination ? { transfer_data: { destination: destination.account } } : {}),
        ...(destination?.feePercent !== undefined ? { application_fee_percent: destination.feePercent } : {}),
      },
      ...(request.expiresAt !== undefined ? { expires_at: request.expiresAt } : {}),
      ...urls,
    };
  }
  const metadata = { beansKind: request.kind, ...request.metadata };
  const destination = request.destination;
  return {
    mode: 'payment',
    ...customer,
    client_reference_id: request.reference,
    line_items,
    metadata,
    payment_intent_data: {
      metadata,
      ...(destination?.feeCents !== undefined ? { application_fee_amount: destination.feeCents } : {}),
      ...(destination ? { transfer_data: { destination: destination.account } } : {}),
    },
    ...(request.expiresAt !== undefined ? { expires_at: request.expiresAt } : {}),
    ...urls,
  };
}

/** Opens a Checkout session; answers its id and the URL the browser goes to. */
export async function openCheckout(stripe: Stripe, request: CheckoutRequest) {
  const session = await stripe.checkout.sessions.create(checkoutParams(request), {
    idempotencyKey: request.idempotencyKey,
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  return { id: session.id, url: session.url };
}

/** The payment kind a Checkout session was opened for (sessions of paid games from before the key: by their id). */
export function paymentKindOf(session: Pick<Stripe.Checkout.Session, 'metadata'>): string | null {
  const metadata = session.metadata ?? {};
  if (metadata.beansKind) return metadata.beansKind;
  return metadata.eventPaymentId ? PAYMENT_KIND.event : null;
}
