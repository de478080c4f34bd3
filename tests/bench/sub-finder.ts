// Benchmark: Find a sub's candidate query (lib/subs/service.ts findSubCandidates) at 100k users.
// Seeds a throwaway embedded database (100k users in the 8 seeded cities, 75% with a weekly schedule, sports,
// 1,000 games), adds date-specific and travel entries like bench:players-near, then times the candidates of
// upcoming games with open spots, asked by their hosts, at 10 and 25 miles. Target: p95 ≤ 30 ms.
// Run (heavy: ~1-2 min of seeding): npm run bench:sub-finder [-- 200]
import path from 'node:path';
import { rmSync } from 'node:fs';
import { createPrismaClient } from '@/lib/db';
import { findSubCandidates } from '@/lib/subs/service';
import { DATA_ROOT } from '@/scripts/db/bootstrap';
import { ensureDatabase, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { applyMigrations } from '@/scripts/db/migrate';
import { applyReferenceDataTo } from '@/scripts/db/reference-data';
import { seed } from '@/prisma/seed';
import { CITIES } from '@/prisma/seed-data';
import { timeCases } from './timing';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.CHECKPOINT_DISABLE = '1';

const USERS = 100_000;
const samples = Number(process.argv[2] ?? 200);
const dataDir = path.join(DATA_ROOT, 'bench-subs');
// BENCH_KEEP=1 keeps (and reuses) the seeded database between runs.
const keep = process.env.BENCH_KEEP === '1';
if (!keep) rmSync(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres({ dataDir, port: Number(process.env.BENCH_PG_PORT ?? 54339) });
await ensureDatabase(pg.connectionString('postgres'), 'bench');
await applyMigrations(pg.connectionString('bench'));
// Sports, plans and flags, as every start writes them (the seed needs the sports).
await applyReferenceDataTo(pg.connectionString('bench'));
const db = createPrismaClient(pg.connectionString('bench'));

const t = performance.now();
await seed(db, { users: USERS, events: 1000, log: (line) => console.log(`[seed] ${line}`) });
console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);

// Date-specific entries for ~5% of the schedules (mornings: they replace the evening hours that day) and travel
// entries (3-4 days in another seeded city, within the next 4 weeks, 17:00-22:00) for ~7%.
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
         CASE WHEN d."isTraveling" THEN 1020 ELSE 540 END, CASE WHEN d."isTraveling" THEN 1320 ELSE 720 END
  FROM date_availabilities d WHERE d.id LIKE 'bench-%'
  ON CONFLICT DO NOTHING`);
await db.$executeRawUnsafe(
  'ANALYZE date_availabilities, date_time_ranges, blocks, connections, roster_entries, teams, user_sports, users',
);

// Upcoming games with open spots, hosted by a person (their host asks).
const games = await db.event.findMany({
  where: {
    dateStart: { gt: new Date() },
    cancelled: false,
    capacity: { not: null },
    gameTypeId: { not: null },
  },
  select: { id: true, creatorId: true, capacity: true, goingCount: true },
  orderBy: { id: 'asc' },
});
const open = games.filter((g) => g.goingCount < (g.capacity ?? 0));
console.log(`data: ${USERS} users, ${open.length} upcoming games with open spots`);

const sports = new Map(
  (await db.gameType.findMany({ select: { id: true, label: true } })).map((t) => [t.id, t.label]),
);

let state = 42;
const random = () => {
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state / 2 ** 32;
};
const pick = () => open[Math.floor(random() * open.length)]!;
const run = (radiusMiles: number) => async () => {
  const game = pick();
  return { game, result: await findSubCandidates(db, game.creatorId, { eventId: game.id, radiusMiles }) };
};

await timeCases(
  [
    { name: 'candidates, 10 mi', run: run(10) },
    { name: 'candidates, 25 mi', run: run(25) },
    { name: 'candidates, 50 mi', run: run(50) },
  ],
  samples,
  ({ result }) => (result.status === 'ok' ? result.candidates.length : 0),
  'players',
  ({ game, result }) =>
    result.status === 'ok'
      ? `game ${game.id} (${sports.get(result.event.gameTypeId ?? '') ?? 'no sport'}, ${result.event.locationName}, ${result.event.dateStart.toISOString()}), ${result.candidates.length} players`
      : `game ${game.id}: ${result.status}`,
);

await db.$disconnect();
await pg.stop();
if (!keep) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
