// Benchmark: full-search (lib/search, PostgreSQL full-text + pg_trgm) on the big seed. Seeds a throwaway
// embedded database (100k users, 1,000,000 events), then times one page of each kind for common words, rare
// words and misspellings, from random viewers, and prints p50/p95 per kind and for the overview (all kinds,
// as the page runs them). Target (issue 15): p95 <= 50 ms per kind.
// Run (heavy: ~4-6 min of seeding): npm run bench:search [-- 200]; BENCH_EVENTS=200000 for a smaller seed;
// BENCH_KEEP=1 keeps the database.
import path from 'node:path';
import { rmSync } from 'node:fs';
import { createPrismaClient } from '@/lib/db';
import { DATA_ROOT } from '@/scripts/db/bootstrap';
import { ensureDatabase, startEmbeddedPostgres } from '@/scripts/db/embedded-postgres';
import { applyMigrations } from '@/scripts/db/migrate';
import { applyReferenceDataTo } from '@/scripts/db/reference-data';
import { seed, seedUserId } from '@/prisma/seed';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/schema';
import { postgresSearch } from '@/lib/search/service';
import { percentiles, timeCases } from './timing';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.CHECKPOINT_DISABLE = '1';

const USERS = 100_000;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const samples = Number(process.argv[2] ?? 100);
const dataDir = path.join(DATA_ROOT, 'bench-search');
const keep = process.env.BENCH_KEEP === '1';
const port = Number(process.env.BENCH_PG_PORT ?? 54341);
const reuse = keep && process.env.BENCH_REUSE === '1';
if (!reuse) rmSync(dataDir, { recursive: true, force: true });
const pg = await startEmbeddedPostgres({ dataDir, port });
await ensureDatabase(pg.connectionString('postgres'), 'bench');
await applyMigrations(pg.connectionString('bench'));
// Sports, plans and flags, as every start writes them (the seed needs the sports).
await applyReferenceDataTo(pg.connectionString('bench'));
const db = createPrismaClient(pg.connectionString('bench'));

if (!reuse) {
  const t = performance.now();
  await seed(db, { users: USERS, events: EVENTS, log: (line) => console.log(`[seed] ${line}`) });
  console.log(`seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await db.$executeRawUnsafe('ANALYZE');
}
const [{ n }] = await db.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM events');
console.log(`data: ${n} events`);

const search = postgresSearch(db);
let state = 42;
const random = () => {
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state / 2 ** 32;
};
const viewer = () => seedUserId(1 + Math.floor(random() * (USERS - 1)));
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

// Per kind: common words, rarer words and misspellings (typo matching from 3 characters).
const QUERIES: Record<SearchKind, string[]> = {
  events: ['pickup', 'basketball', 'morning run', 'baskteball', 'pickelball', 'league night', 'zilker'],
  teams: ['club', 'united', 'pickleball', 'untied', 'dink'],
  communities: ['club', 'runners', 'comunity'],
  organizations: ['league', 'sports', 'leauge'],
  places: ['park', 'courts', 'zilker', 'recreation', 'zilkr'],
  posts: ['players', 'looking', 'tournament', 'turnament'],
  people: ['james', 'garcia', 'nguyen', 'jmaes', 'marcus johnson'],
};

await timeCases(
  SEARCH_KINDS.map((kind) => ({
    name: kind,
    run: () => search.searchKind(viewer(), kind, pick(QUERIES[kind]), 1),
  })),
  samples,
  (result) => result.hits.length,
  'hits',
);

// The overview (all kinds at once, as full-search runs them in parallel).
const times: number[] = [];
for (let i = 0; i < samples; i++) {
  const q = pick(['pickup', 'park', 'club', 'baskteball', 'james']);
  const started = performance.now();
  await search.overview(viewer(), q);
  times.push(performance.now() - started);
}
const o = percentiles(times);
console.log(`${'overview (7 kinds)'.padEnd(28)} p50 ${o.p50.toFixed(2)} ms  p95 ${o.p95.toFixed(2)} ms`);

await db.$disconnect();
await pg.stop();
if (!keep) rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
