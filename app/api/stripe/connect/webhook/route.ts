import { handleConnectWebhook } from '@/lib/billing/webhook';
import { connectWebhookSecret, stripeClient, stripeMode } from '@/lib/billing/stripe';
import { db } from '@/lib/db';
import { env } from '@/lib/env';

// Stripe's Connect webhook endpoint (events of connected accounts, signed with their own secret,
// STRIPE_CONNECT_WEBHOOK_SECRET): same rules as the platform endpoint — bad or stale signature → 400, each event
// handled once, only our own failures answer 500 so Stripe redelivers.
export const dynamic = 'force-dynamic';

const MAX_WEBHOOK_BYTES = 1024 * 1024;

export async function POST(request: Request) {
  if (stripeMode() === 'off')
    return Response.json({ received: false, error: 'Stripe is not configured' }, { status: 503 });
  // With a real key the Connect endpoint needs its own signing secret; without it nothing can be verified.
  if (!env().STRIPE_CONNECT_WEBHOOK_SECRET)
    return Response.json(
      { received: false, error: 'STRIPE_CONNECT_WEBHOOK_SECRET is not set' },
      { status: 503 },
    );
  if (Number(request.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES)
    return Response.json({ received: false, error: 'Payload too large' }, { status: 413 });
  const payload = await request.text();
  if (Buffer.byteLength(payload) > MAX_WEBHOOK_BYTES)
    return Response.json({ received: false, error: 'Payload too large' }, { status: 413 });
  try {
    const outcome = await handleConnectWebhook(db, stripeClient(), {
      payload,
      signature: request.headers.get('stripe-signature'),
      secret: connectWebhookSecret(),
      livemode: /_live_/.test(env().STRIPE_SECRET_KEY ?? ''),
    });
    return Response.json(outcome.body, { status: outcome.status });
  } catch (error) {
    console.error('[billing] connect webhook failed', error);
    return Response.json({ received: false, error: 'Internal error' }, { status: 500 });
  }
}
