import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/env';

// The one Stripe client. With STRIPE_SECRET_KEY it talks to Stripe; without it, to the local stand-in
// (tools/stripe-standin) at STRIPE_LOCAL_URL, which `npm run dev` / `npm start` and the tests start. Same SDK,
// same calls: only the base address (host/port/protocol) and the test key differ.

export type StripeMode = 'stripe' | 'local' | 'off';

/** A key the stand-in accepts; never valid at Stripe. */
export const LOCAL_SECRET_KEY = 'sk_test_beans_local_standin';

export function stripeMode(): StripeMode {
  const { STRIPE_SECRET_KEY, STRIPE_LOCAL_URL } = env();
  if (STRIPE_SECRET_KEY) return 'stripe';
  return STRIPE_LOCAL_URL ? 'local' : 'off';
}

let cached: { key: string; client: Stripe } | undefined;

/** The configured client; throws when neither a key nor the stand-in is configured. */
export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_LOCAL_URL } = env();
  const cacheKey = `${STRIPE_SECRET_KEY ?? ''}|${STRIPE_LOCAL_URL ?? ''}`;
  if (cached?.key === cacheKey) return cached.client;
  let client: Stripe;
  if (STRIPE_SECRET_KEY && STRIPE_LOCAL_URL && /_live_/.test(STRIPE_SECRET_KEY)) {
    throw new Error(
      'A live STRIPE_SECRET_KEY cannot be used together with the local stand-in (STRIPE_LOCAL_URL).',
    );
  }
  if (STRIPE_SECRET_KEY) {
    client = new Stripe(STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 10_000 });
  } else if (STRIPE_LOCAL_URL) {
    const url = new URL(STRIPE_LOCAL_URL);
    client = new Stripe(LOCAL_SECRET_KEY, {
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      maxNetworkRetries: 1,
      timeout: 10_000,
      telemetry: false,
    });
  } else {
    throw new Error(
      'Stripe is not configured: set STRIPE_SECRET_KEY, or start the app with `npm run dev` / `npm start`, which start the local stand-in.',
    );
  }
  cached = { key: cacheKey, client };
  return client;
}

/** The signing secret of the platform webhook endpoint. */
export function webhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
  return secret;
}

/** The signing secret of the Connect webhook endpoint (events of connected accounts). */
export function connectWebhookSecret(): string {
  const secret = env().STRIPE_CONNECT_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_CONNECT_WEBHOOK_SECRET is not set');
  return secret;
}

/** The stand-in's OAuth client id; a real one (ca_…) comes from STRIPE_CONNECT_CLIENT_ID. */
export const LOCAL_CONNECT_CLIENT_ID = 'ca_beans_local_standin';

/** The Connect OAuth client id of this mode, or null when linking existing accounts is not configured. */
export function connectClientId(): string | null {
  const mode = stripeMode();
  if (mode === 'local') return LOCAL_CONNECT_CLIENT_ID;
  if (mode === 'stripe') return env().STRIPE_CONNECT_CLIENT_ID ?? null;
  return null;
}

/**
 * Where a browser starts OAuth. Stripe's own page in stripe mode; the stand-in's page locally (the SDK's
 * oauth.authorizeUrl() drops the port, so the local URL is built here).
 */
export function oauthAuthorizeBase(): string {
  const { STRIPE_LOCAL_URL } = env();
  if (stripeMode() === 'local' && STRIPE_LOCAL_URL)
    return `${STRIPE_LOCAL_URL.replace(/\/+$/, '')}/oauth/authorize`;
  return 'https://connect.stripe.com/oauth/authorize';
}
