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
// Requests here are built by the tests, which stand in for scripts/client-ip-preload.cjs: they set the client
// address header themselves, so its marker says the header is the server's (tests of the missing preload
// remove it).
(globalThis as Record<symbol, unknown>)[Symbol.for('beans.client-ip-preload')] = true;

afterAll(async () => {
  const { db } = await import('@/lib/db');
  await db.$disconnect();
});
