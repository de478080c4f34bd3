import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: process.env.AUTH_SECRET ?? localAuthSecret(),
    APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    CHECKPOINT_DISABLE: '1',
    // Every request gets a trusted client address header (see the preload for TRUSTED_PROXY_COUNT).
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${CLIENT_IP_PRELOAD}`].filter(Boolean).join(' '),
  };
  const args = command === 'build' ? ['build'] : [command, '--port', port];
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
  await database.stop().catch((error: unknown) => console.error('[db] stop failed', error));
  process.exit(code);
}
