import path from 'node:path';
import { DATA_ROOT, DEFAULT_PORTS } from '@/scripts/db/bootstrap';
import { ensureDatabase, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { applyMigrations } from '@/scripts/db/migrate';
import { applyReferenceDataTo } from '@/scripts/db/reference-data';
import { installQueues } from '@/lib/notifications/queue';

// npm run db:migrate
//
// Applies the pending migrations of prisma/migrations (like `prisma migrate deploy`) and the reference data
// (sports, genders, plans, flag defaults; missing rows only) and the travel entries' zones
// (scripts/db/travel-zones.ts; rows without one only) to DATABASE_URL, or, when
// it is unset, to the embedded development database: `beans` on port EMBEDDED_PG_PORT (default 54329), the
// one `npm run dev` uses, started for the run unless it is already running.

async function main(): Promise<number> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_PORTS.app);
    const server = await startEmbeddedPostgres({ dataDir: path.join(DATA_ROOT, 'app'), port });
    await ensureDatabase(server.connectionString('postgres'), 'beans');
    url = server.connectionString('beans');
    stop = server.stop;
  }
  try {
    const { applied } = await applyMigrations(url, { log: (line) => console.log(line) });
    console.log(applied.length ? `Applied ${applied.length} migration(s).` : 'No pending migrations.');
    const reference = await applyReferenceDataTo(url);
    const added = Object.values(reference).reduce((sum, count) => sum + count, 0);
    console.log(added ? `Reference data: ${added} row(s) added.` : 'Reference data complete.');
    await installQueues(url);
    console.log('Mail queue ready.');
    return 0;
  } finally {
    await stop();
  }
}

// Exit explicitly: embedded-postgres's exit hook would turn a natural exit into status 0.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
