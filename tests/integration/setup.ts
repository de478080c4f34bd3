import { randomBytes } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { ensureDatabase } from '@/scripts/db/embedded-postgres';

// Each test file runs against its own database, copied from the migrated template, so files can run
// in parallel without seeing each other's rows.
const adminUrl = inject('adminDatabaseUrl');
const name = `test_${randomBytes(6).toString('hex')}`;
await ensureDatabase(adminUrl, name, inject('templateDatabase'));
const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.AUTH_SECRET ??= 'integration-tests-secret-integration-tests-secret';

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
});
