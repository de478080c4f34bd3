// Benchmark: an unknown e-mail and a wrong password must answer in the same time (no account
// enumeration by timing). Prints median and p95 of each over N attempts.
// Run: npm run bench:login [-- 40]
import path from 'node:path';
import { rmSync } from 'node:fs';
import { createPrismaClient } from '@/lib/db';
import { verifyCredentials } from '@/lib/auth/credentials';
import { hashPassword } from '@/lib/auth/password';
import { DATA_ROOT } from '@/scripts/db/bootstrap';
import { ensureDatabase, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { applyMigrations } from '@/scripts/db/migrate';

const attempts = Number(process.argv[2] ?? 40);
const dataDir = path.join(DATA_ROOT, 'bench');
rmSync(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres({ dataDir, port: 54339 });
await ensureDatabase(pg.connectionString('postgres'), 'bench');
await applyMigrations(pg.connectionString('bench'));
const db = createPrismaClient(pg.connectionString('bench'));
await db.user.create({
  data: { email: 'known@example.com', passwordHash: await hashPassword('right-password') },
});

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
};

const unknown: number[] = [];
const wrong: number[] = [];
await verifyCredentials(db, { email: 'warmup@example.com', password: 'x' }, '127.0.0.1');
for (let i = 0; i < attempts; i++) {
  // Alternate the two cases; clear the counters so neither hits the rate limit.
  await db.loginAttempt.deleteMany({});
  let t = performance.now();
  await verifyCredentials(db, { email: `nobody${i}@example.com`, password: 'wrong-password' }, '127.0.0.1');
  unknown.push(performance.now() - t);
  t = performance.now();
  await verifyCredentials(db, { email: 'known@example.com', password: 'wrong-password' }, '127.0.0.1');
  wrong.push(performance.now() - t);
}
const u = stats(unknown);
const w = stats(wrong);
console.log(`unknown e-mail : median ${u.median.toFixed(1)} ms, p95 ${u.p95.toFixed(1)} ms`);
console.log(`wrong password : median ${w.median.toFixed(1)} ms, p95 ${w.p95.toFixed(1)} ms`);
console.log(
  `median difference: ${Math.abs(u.median - w.median).toFixed(1)} ms over ${attempts} attempts each`,
);
await db.$disconnect();
await pg.stop();
process.exit(0);
