import { z } from 'zod';
import { defineRoute, refuse } from '@/lib/actions/define-route';
import { handleConnectWebhook } from '@/lib/billing/webhook';
import { connectWebhookSecret, stripeClient, stripeMode } from '@/lib/billing/stripe';
import { db } from '@/lib/db';
import { env } from '@/lib/env';

// Stripe's Connect webhook endpoint (events of connected accounts, signed with their own secret,
// STRIPE_CONNECT_WEBHOOK_SECRET): same rules as the platform endpoint — bad or stale signature → 400, each event
// handled once, only our own failures answer 500 so Stripe redelivers.
export const dynamic = 'force-dynamic';

// Stripe's events are a few kilobytes: a larger body (or one without a declared length) is refused with 413
// before it is read or hashed. 'external': no session, no same-origin check; the raw text body is verified
// against the Stripe-Signature header in `handle`. An unexpected throw is logged and answers 500 (Stripe
// redelivers).
const MAX_WEBHOOK_BYTES = 1024 * 1024;

export const POST = defineRoute(
  {
    name: 'stripe.connect-webhook',
    auth: 'external',
    body: 'text',
    maxBytes: MAX_WEBHOOK_BYTES,
    tooLarge: refuse.tooLarge('Payload too large'),
    input: z.object({ body: z.string() }),
    failure: 'Internal error',
  },
  async ({ input, request }) => handle(request, input.body),
);

async function handle(request: Request, payload: string): Promise<Response> {
  if (stripeMode() === 'off')
    return Response.json({ received: false, error: 'Stripe is not configured' }, { status: 503 });
  // With a real key the Connect endpoint needs its own signing secret; without it nothing can be verified.
  if (!env().STRIPE_CONNECT_WEBHOOK_SECRET)
    return Response.json(
      { received: false, error: 'STRIPE_CONNECT_WEBHOOK_SECRET is not set' },
      { status: 503 },
    );
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
