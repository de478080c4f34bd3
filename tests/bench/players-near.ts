// Benchmark: "users near a place with their availability" (lib/players/service.ts) at 100k users.
// Seeds a throwaway embedded database (100k users, 1,000 events; every user in one of 8 cities, ~12.5k
// per city, 75% with a weekly schedule, 20% of those filtered), adds date-specific and travel entries,
// then times the query from random viewers around the seeded cities and prints p50/p95 per case.
// Run (heavy: ~1-2 min of seeding): npm run bench:players-near [-- 200]; BENCH_KEEP=1 keeps the database,
// BENCH_KEEP=1 BENCH_REUSE=1 re-times a kept one without seeding (BENCH_PG_PORT: another port).
import path from 'node:path';
import { rmSync } from 'node:fs';
import { createPrismaClient } from '@/lib/db';
import { findPlayersNear } from '@/lib/players/service';
import type { PlayersNearInput } from '@/lib/players/schema';
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
const samples = Number(process.argv[2] ?? 200);
const dataDir = path.join(DATA_ROOT, 'bench-players');
const keep = process.env.BENCH_KEEP === '1';
const reuse = keep && process.env.BENCH_REUSE === '1';
if (!reuse) rmSync(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres({ dataDir, port: Number(process.env.BENCH_PG_PORT ?? 54338) });
await ensureDatabase(pg.connectionString('postgres'), 'bench');
await applyMigrations(pg.connectionString('bench'));
// Sports, plans and flags, as every start writes them (the seed needs the sports).
await applyReferenceDataTo(pg.connectionString('bench'));
const db = createPrismaClient(pg.connectionString('bench'));

if (!reuse) await seedBench();
async function seedBench() {
  const t = performance.now();
  await seed(db, { users: USERS, events: 1000, log: (line) => console.log(`[seed] ${line}`) });
  console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // Date-specific entries for ~5% of the schedules and travel entries (3-4 days in another seeded city,
  // within the next 4 weeks, 17:00-20:00) for ~7%.
  const cities = CITIES.map((c) => `(${c.lat}, ${c.lng})`).join(', ');
  await db.$executeRawUnsafe(`
  INSERT INTO date_availabilities (id, "availabilityId", date, "endDate", "isTraveling",
    "locationCity", "locationLat", "locationLng", "locationAddress")
  SELECT 'bench-travel-' || a.id, a.id,
         current_date + (abs(hashtext(a.id)) % 28), current_date + (abs(hashtext(a.id)) % 28) + 3, true,
         'Elsewhere', c.lat + ((abs(hashtext(a.id || 'lat')) % 200) - 100) / 1000.0,
         c.lng + ((abs(hashtext(a.id || 'lng')) % 200) - 100) / 1000.0, 'Elsewhere, USA'
  FROM availabilities a
  JOIN (SELECT row_number() OVER () - 1 AS k, lat, lng FROM (VALUES ${cities}) v(lat, lng)) c
    ON c.k = abs(hashtext(a.id || 'city')) % ${CITIES.length}
  WHERE abs(hashtext(a.id)) % 15 = 0
  ON CONFLICT DO NOTHING`);
  await db.$executeRawUnsafe(`
  INSERT INTO date_availabilities (id, "availabilityId", date, "isTraveling")
  SELECT 'bench-date-' || a.id, a.id, current_date + (abs(hashtext(a.id || 'd')) % 28), false
  FROM availabilities a WHERE abs(hashtext(a.id)) % 20 = 1
  ON CONFLICT DO NOTHING`);
  await db.$executeRawUnsafe(`
  INSERT INTO date_time_ranges (id, "entryId", day, "startMinute", "endMinute")
  SELECT 'bench-dtr-' || d.id, d.id, NULL,
         CASE WHEN d."isTraveling" THEN 1020 ELSE 540 END, CASE WHEN d."isTraveling" THEN 1200 ELSE 720 END
  FROM date_availabilities d WHERE d.id LIKE 'bench-%'
  ON CONFLICT DO NOTHING`);
  await db.$executeRawUnsafe(
    'ANALYZE date_availabilities, date_time_ranges, blocks, connections, roster_entries, teams',
  );
}
const counts = await db.$queryRawUnsafe<{ users: bigint; schedules: bigint; entries: bigint }[]>(
  `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM availabilities) AS schedules,
          (SELECT count(*) FROM date_availabilities) AS entries`,
);
console.log(
  `data: ${counts[0].users} users, ${counts[0].schedules} schedules, ${counts[0].entries} date-specific/travel entries`,
);

// Deterministic pseudo-random choices.
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
// An evening window in the coming week: two hours starting at 00:00 UTC (evening in US zones).
const evening = () => {
  const day = Math.floor(Date.now() / 86_400_000) + 1 + Math.floor(random() * 7);
  const from = new Date(day * 86_400_000);
  return { from, to: new Date(from.getTime() + 2 * 3_600_000) };
};

const cases: { name: string; input: () => PlayersNearInput }[] = [
  { name: '25 mi, page 1 of 20', input: () => ({ ...around(), radiusMiles: 25 }) },
  { name: '25 mi, page 5 of 20', input: () => ({ ...around(), radiusMiles: 25, page: 5 }) },
  { name: '25 mi, home page (6)', input: () => ({ ...around(), radiusMiles: 25, pageSize: 6 }) },
  { name: '25 mi + 2 h window, page 1', input: () => ({ ...around(), radiusMiles: 25, window: evening() }) },
  {
    name: '50 mi + 2 h window, page 3',
    input: () => ({ ...around(), radiusMiles: 50, page: 3, window: evening() }),
  },
];

await timeCases(
  cases.map((c) => ({ name: c.name, run: () => findPlayersNear(db, viewer(), c.input()) })),
  samples,
  (result) => result.players.length,
  'players',
);

await db.$disconnect();
await pg.stop();
if (!keep) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
