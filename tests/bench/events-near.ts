// Benchmark: Discover's query (lib/events/queries.ts nearbyEvents) on the 1M-event seed. Seeds a throwaway
// embedded database (100k users, 1,000,000 events around 8 cities, 80% upcoming), then times page 1 within
// 25 miles, upcoming, with and without a game type and text, from random viewers around the seeded cities,
// and prints p50/p95 per case. Target (issue 10): p95 <= 15 ms.
// Run (heavy: ~4-6 min of seeding): npm run bench:events-near [-- 200]; BENCH_KEEP=1 keeps the database, and
// BENCH_KEEP=1 BENCH_REUSE=1 times it again without seeding (new migrations are applied first).
import path from 'node:path';
import { rmSync } from 'node:fs';
import { createPrismaClient } from '@/lib/db';
import { DATA_ROOT } from '@/scripts/db/bootstrap';
import { ensureDatabase, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { applyMigrations } from '@/scripts/db/migrate';
import { applyReferenceDataTo } from '@/scripts/db/reference-data';
import { seed, seedUserId } from '@/prisma/seed';
import { CITIES } from '@/prisma/seed-data';
import { timeCases } from './timing';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.CHECKPOINT_DISABLE = '1';

const USERS = 100_000;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const samples = Number(process.argv[2] ?? 200);
const dataDir = path.join(DATA_ROOT, 'bench-events');
const keep = process.env.BENCH_KEEP === '1';
const reuse = keep && process.env.BENCH_REUSE === '1';
if (!keep) rmSync(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres({ dataDir, port: 54339 });
await ensureDatabase(pg.connectionString('postgres'), 'bench');
await applyMigrations(pg.connectionString('bench'));
// nearbyEvents reads through the app's `db`, which takes DATABASE_URL from env(): set before env() is first
// read (any createPrismaClient reads it for the pool size), or the app's `db` finds no DATABASE_URL.
process.env.DATABASE_URL = pg.connectionString('bench');
// Sports, plans and flags, as every start writes them (the seed needs the sports).
await applyReferenceDataTo(pg.connectionString('bench'));
const db = createPrismaClient(pg.connectionString('bench'));
const { nearbyEvents } = await import('@/lib/events/queries');

if (!reuse) {
  const t = performance.now();
  await seed(db, { users: USERS, events: EVENTS, log: (line) => console.log(`[seed] ${line}`) });
  console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
await db.$executeRawUnsafe('ANALYZE events, game_types, blocks');
const [{ n }] = await db.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM events');
console.log(`data: ${n} events`);
const types = await db.gameType.findMany({ select: { id: true, label: true } });
const typeId = (label: string) => types.find((g) => g.label === label)!.id;

let state = 42;
const random = () => {
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state / 2 ** 32;
};
const viewer = () => seedUserId(1 + Math.floor(random() * (USERS - 1)));
const around = () => {
  const c = CITIES[Math.floor(random() * CITIES.length)];
  return { lat: c.lat + (random() - 0.5) * 0.1, lng: c.lng + (random() - 0.5) * 0.1 };
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

const base = { radius: 25, when: 'upcoming' as const };
const cases: { name: string; filters: () => Record<string, unknown> }[] = [
  { name: '25 mi, upcoming', filters: () => base },
  {
    name: '25 mi, one game type',
    filters: () => ({ ...base, type: typeId(pick(['Basketball', 'Tennis', 'Golf'])) }),
  },
  {
    name: '25 mi, type + text',
    filters: () => ({ ...base, type: typeId('Basketball'), q: pick(['pickup', 'run', 'league']) }),
  },
  { name: '25 mi, text', filters: () => ({ ...base, q: pick(['pickup', 'doubles', 'morning', 'league']) }) },
  { name: '25 mi, typo text', filters: () => ({ ...base, q: pick(['baskteball', 'pickelball', 'socer']) }) },
];

await timeCases(
  cases.map((c) => ({ name: c.name, run: () => nearbyEvents(viewer(), around(), c.filters()) })),
  samples,
  (result) => result.events.length,
  'events',
);

await db.$disconnect();
await pg.stop();
if (!keep) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
