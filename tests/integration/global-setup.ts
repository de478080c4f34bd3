import path from 'node:path';
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { DATA_ROOT, DEFAULT_PORTS } from '@/scripts/db/bootstrap';
import { ensureDatabase, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { applyMigrations } from '@/scripts/db/migrate';
import { installQueues } from '@/lib/notifications/queue';

export const TEMPLATE_DB = 'beans_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

// One PostgreSQL for the integration run (DATABASE_URL's server when set, else an embedded one),
// with a migrated template database; every test file gets its own copy (tests/integration/setup.ts).
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const dataDir = path.join(DATA_ROOT, 'test');
    rmSync(dataDir, { recursive: true, force: true });
    const pg = await startEmbeddedPostgres({
      dataDir,
      port: Number(process.env.TEST_PG_PORT ?? DEFAULT_PORTS.test),
    });
    adminUrl = pg.connectionString('postgres');
    stop = pg.stop;
  }
  const template = new URL(adminUrl);
  template.pathname = `/${TEMPLATE_DB}`;
  await ensureDatabase(adminUrl, TEMPLATE_DB);
  await applyMigrations(template.toString());
  await installQueues(template.toString());
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DB);
  return stop;
}
