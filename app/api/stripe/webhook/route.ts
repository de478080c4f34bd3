import { z } from 'zod';
import { defineRoute, refuse } from '@/lib/actions/define-route';
import { handleWebhook } from '@/lib/billing/webhook';
import { stripeClient, stripeMode, webhookSecret } from '@/lib/billing/stripe';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { paymentHandlers } from '@/lib/payments/kinds';

// Stripe's platform webhook endpoint: the raw body is verified against the Stripe-Signature header (bad or older
// than 5 minutes → 400), each event is handled once, and only our own failures answer 500 (Stripe redelivers).
// One-off payments go to the handler of their kind (lib/payments/kinds.ts).
export const dynamic = 'force-dynamic';

// Stripe's events are a few kilobytes: a larger body (or one without a declared length) is refused with 413
// before it is read or hashed. 'external': no session, no same-origin check; the raw text body is verified
// against the Stripe-Signature header in `handle`. An unexpected throw is logged and answers 500 (Stripe
// redelivers).
const MAX_WEBHOOK_BYTES = 1024 * 1024;

export const POST = defineRoute(
  {
    name: 'stripe.webhook',
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
