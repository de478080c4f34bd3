import { handleWebhook } from '@/lib/billing/webhook';
import { stripeClient, stripeMode, webhookSecret } from '@/lib/billing/stripe';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { paymentHandlers } from '@/lib/payments/kinds';

// Stripe's platform webhook endpoint: the raw body is verified against the Stripe-Signature header (bad or older
// than 5 minutes → 400), each event is handled once, and only our own failures answer 500 (Stripe redelivers).
// One-off payments go to the handler of their kind (lib/payments/kinds.ts).
export const dynamic = 'force-dynamic';

const MAX_WEBHOOK_BYTES = 1024 * 1024;

export async function POST(request: Request) {
  if (stripeMode() === 'off')
    return Response.json({ received: false, error: 'Stripe is not configured' }, { status: 503 });
  // Stripe's events are a few kilobytes: a larger body is refused before it is read or hashed.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES)
    return Response.json({ received: false, error: 'Payload too large' }, { status: 413 });
  const payload = await request.text();
  if (Buffer.byteLength(payload) > MAX_WEBHOOK_BYTES)
    return Response.json({ received: false, error: 'Payload too large' }, { status: 413 });
  try {
    const outcome = await handleWebhook(
      db,
      stripeClient(),
      {
        payload,
        signature: request.headers.get('stripe-signature'),
        secret: webhookSecret(),
        livemode: /_live_/.test(env().STRIPE_SECRET_KEY ?? ''),
      },
      paymentHandlers,
    );
    return Response.json(outcome.body, { status: outcome.status });
  } catch (error) {
    console.error('[billing] webhook failed', error);
    return Response.json({ received: false, error: 'Internal error' }, { status: 500 });
  }
}
