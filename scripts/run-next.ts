import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { startStripeStandin } from '@/tools/stripe-standin/server';
import { parseEnv } from '@/lib/env';
import { localAuthSecret, prepareDatabase, type Profile } from '@/scripts/db/bootstrap';

const CLIENT_IP_PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client-ip-preload.cjs');

// Starts the database (embedded unless DATABASE_URL is set), then runs `next <command>` with it, and
// stops both cleanly on Ctrl-C / SIGTERM.
export async function runNext(
  command: 'dev' | 'build' | 'start',
  options: { profile?: Profile; seed?: boolean; fresh?: boolean } = {},
) {
  // A bad variable stops here, before the database or the server starts, with one line per variable.
  try {
    parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const database = await prepareDatabase({
    profile: options.profile ?? 'app',
    seed: options.seed,
    fresh: options.fresh,
  });
  const port = process.env.PORT ?? '3000';
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  // Without a Stripe key the app talks to the local Stripe stand-in, started here like the database: its own
  // port (STRIPE_LOCAL_PORT, else a free one), a webhook secret made for this run, webhooks to the app.
  // In production the stand-in (whose checkout anyone on this host could "pay") runs only when asked for with
  // STRIPE_STANDIN=true, like the demo data; otherwise paid plans are off until a key is set.
  const standinAllowed = process.env.NODE_ENV !== 'production' || process.env.STRIPE_STANDIN === 'true';
  const local = command !== 'build' && !process.env.STRIPE_SECRET_KEY && standinAllowed;
  if (command !== 'build' && !process.env.STRIPE_SECRET_KEY && !standinAllowed)
    console.warn(
      '[stripe] no STRIPE_SECRET_KEY in production: payments are off (STRIPE_STANDIN=true for the stand-in)',
    );
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? `whsec_local_${randomBytes(24).toString('hex')}`;
  // The Connect endpoint has its own secret, as at Stripe.
  const connectWebhookSecret =
    process.env.STRIPE_CONNECT_WEBHOOK_SECRET ?? `whsec_local_connect_${randomBytes(24).toString('hex')}`;
  const standin = local
    ? await startStripeStandin({
        webhookSecret,
        webhookUrl: `${appUrl.replace(/\/+$/, '')}/api/stripe/webhook`,
        connectWebhookSecret,
        connectWebhookUrl: `${appUrl.replace(/\/+$/, '')}/api/stripe/connect/webhook`,
        port: Number(process.env.STRIPE_LOCAL_PORT ?? 0),
        log: (line) => console.warn(line),
      })
    : undefined;
  if (standin)
    console.log(`[stripe] no STRIPE_SECRET_KEY: local Stripe stand-in (test mode) at ${standin.url}`);
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: process.env.AUTH_SECRET ?? localAuthSecret(),
    APP_URL: appUrl,
    ...(standin
      ? {
          STRIPE_LOCAL_URL: standin.url,
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret,
        }
      : {}),
    NEXT_TELEMETRY_DISABLED: '1',
    CHECKPOINT_DISABLE: '1',
    // SIGTERM / SIGINT are handled by the app (instrumentation.ts → lib/shutdown.ts): in-flight requests and
    // the queue worker's current jobs finish, then the pool closes. Next's own handler would exit before.
    ...(command === 'start' ? { NEXT_MANUAL_SIG_HANDLE: 'true' } : {}),
    // Every request gets a trusted client address header (see the preload for TRUSTED_PROXY_COUNT).
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${CLIENT_IP_PRELOAD}`].filter(Boolean).join(' '),
  };
  const args = command === 'build' ? ['build'] : [command, '--port', port];
  // BIND_HOST (e.g. 127.0.0.1) listens on that address only (scripts/scan.sh); Next's default is every interface.
  if (command !== 'build' && process.env.BIND_HOST) args.push('--hostname', process.env.BIND_HOST);
  const child = spawn(
    process.execPath,
    [createRequire(import.meta.url).resolve('next/dist/bin/next'), ...args],
    { stdio: 'inherit', env },
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    child.kill(signal);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const code = await new Promise<number>((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 0 : 1))));
  await standin?.stop();
  await database.stop().catch((error: unknown) => console.error('[db] stop failed', error));
  process.exit(code);
}
