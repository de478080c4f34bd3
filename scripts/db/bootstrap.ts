import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from './embedded-postgres';
import { applyMigrations } from './migrate';
import { applyReferenceDataTo } from './reference-data';

// Prepares the database for dev, build, start and the e2e run: DATABASE_URL when set, otherwise an
// embedded PostgreSQL under .data/<profile> (or EMBEDDED_PG_DATA_DIR). Migrations and the reference data
// (sports, genders, plans, flag defaults: scripts/db/reference-data.ts) are applied on every start (idempotent,
// lock-protected); the demo data is loaded the first time when asked for; then the travel entries' zones
// (scripts/db/travel-zones.ts, idempotent).

export const DATA_ROOT = path.resolve(process.cwd(), '.data');
export const DEFAULT_PORTS = { app: 54329, test: 54330, e2e: 54331 } as const;
export type Profile = keyof typeof DEFAULT_PORTS;

export type PreparedDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

export async function prepareDatabase(options: {
  profile: Profile;
  seed?: boolean;
  fresh?: boolean;
  log?: (line: string) => void;
}): Promise<PreparedDatabase> {
  const log = options.log ?? ((line: string) => console.log(`[db] ${line}`));
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  const embedded = !url;
  if (!url) {
    const dataDir = process.env.EMBEDDED_PG_DATA_DIR
      ? path.resolve(process.env.EMBEDDED_PG_DATA_DIR)
      : path.join(DATA_ROOT, options.profile);
    if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
    const port = Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_PORTS[options.profile]);
    const started = Date.now();
    const pg = await startEmbeddedPostgres({ dataDir, port });
    await ensureDatabase(pg.connectionString('postgres'), 'beans');
    url = pg.connectionString('beans');
    stop = pg.stop;
    log(`embedded PostgreSQL on port ${port} (${dataDir}) ready in ${Date.now() - started} ms`);
  }
  const { applied } = await applyMigrations(url, { log });
  if (applied.length) log(`applied ${applied.length} migration(s)`);
  const reference = await applyReferenceDataTo(url);
  const added = Object.entries(reference).filter(([, count]) => count > 0);
  if (added.length) log(`reference data: ${added.map(([what, count]) => `${count} ${what}`).join(', ')}`);
  // The mail / push queue (pg-boss's own schema), so that changes can queue mail before any worker runs.
  const { installQueues } = await import('@/lib/notifications/queue');
  await installQueues(url);
  if (options.seed) {
    const { createPrismaClient } = await import('@/lib/db');
    const { seed } = await import('@/prisma/seed');
    const db = createPrismaClient(url);
    try {
      const counts = await seed(db, { log });
      if (counts.users) log(`demo data: ${counts.users} users, ${counts.events} events`);
    } finally {
      await db.$disconnect();
    }
  }
  return { url, embedded, stop };
}

// A stable secret for local runs, created once under .data/ (git-ignored). Production sets AUTH_SECRET.
export function localAuthSecret(): string {
  const file = path.join(DATA_ROOT, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(DATA_ROOT, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
