import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ensureDatabase } from '@/scripts/db/embedded-postgres';
import { applyMigrations, LOCKFILE_NAME, MIGRATIONS_DIR, readMigrations } from '@/scripts/db/migrate';

async function freshDatabase(name: string) {
  const admin = inject('adminDatabaseUrl');
  await ensureDatabase(admin, name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

// Runs the statements in order on one connection and returns the rows of the last.
async function query<T>(url: string, ...statements: string[]): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    let rows: T[] = [];
    for (const sql of statements) rows = (await client.query(sql)).rows as T[];
    return rows;
  } finally {
    await client.end();
  }
}

describe('migrations', () => {
  it('apply once when several processes start together, and are recorded like prisma migrate deploy', async () => {
    const url = await freshDatabase(`migrate_${Date.now()}`);
    const results = await Promise.all([applyMigrations(url), applyMigrations(url), applyMigrations(url)]);
    const migrations = await readMigrations();
    const names = migrations.migrationDirectories.map((m) => m.path);
    expect(results.map((r) => r.applied.length).sort()).toEqual([0, 0, names.length]);

    const rows = await query<{
      migration_name: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(
      url,
      'SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(names.sort());
    expect(rows.every((r) => r.finished_at && !r.rolled_back_at)).toBe(true);

    // Applying again is a no-op.
    expect((await applyMigrations(url)).applied).toEqual([]);
  });

  it('create the geo GiST indexes that nearest-neighbour queries use', async () => {
    const url = await freshDatabase(`geo_${Date.now()}`);
    await applyMigrations(url);
    const indexes = await query<{ indexname: string }>(
      url,
      "SELECT indexname FROM pg_indexes WHERE indexdef ILIKE '%gist%ll_to_earth%'",
    );
    expect(indexes.map((i) => i.indexname).sort()).toEqual([
      'activity_subscriptions_earth_idx',
      'date_availabilities_home_days_idx',
      'date_availabilities_travel_days_idx',
      'date_availabilities_travel_earth_idx',
      'events_earth_idx',
      'places_earth_idx',
      'teams_earth_idx',
      'users_city_earth_idx',
      'weekly_time_ranges_window_idx',
    ]);
    const plan = await query<{ 'QUERY PLAN': string }>(
      url,
      'SET enable_seqscan = off',
      `EXPLAIN SELECT id FROM events ORDER BY ll_to_earth(lat, lng) <-> ll_to_earth(30.27, -97.74) LIMIT 10`,
    );
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('events_earth_idx');
  });
  it('upgrade a database that already has check-ins: one per user, place and day, dated from when they were made', async () => {
    const url = await freshDatabase(`checkins_${Date.now()}`);
    // The database as it was before places got their search columns and the one-check-in-a-day key.
    const names = (await readMigrations()).migrationDirectories.map((m) => m.path);
    const before = names.filter((name) => name < '20261125134333_places_search');
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await cp(path.join(MIGRATIONS_DIR, LOCKFILE_NAME), path.join(dir, LOCKFILE_NAME));
      for (const name of before)
        await cp(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
      await applyMigrations(url, { migrationsDir: dir });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await query(
      url,
      `INSERT INTO users (id, email, "updatedAt") VALUES ('u1', 'u1@example.test', now())`,
      `INSERT INTO places (id, name, address, lat, lng, geohash, "updatedAt")
         VALUES ('p1', 'Court', '1 Main St', 30.27, -97.74, '9v6kn', now())`,
      `INSERT INTO place_check_ins (id, "placeId", "userId", "createdAt") VALUES
         ('c1', 'p1', 'u1', '2026-03-01 09:00'), ('c2', 'p1', 'u1', '2026-03-01 18:00'),
         ('c3', 'p1', 'u1', '2026-03-02 09:00')`,
    );

    await applyMigrations(url);

    const rows = await query<{ id: string; day: string }>(
      url,
      `SELECT id, to_char(day, 'YYYY-MM-DD') AS day FROM place_check_ins ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'c1', day: '2026-03-01' },
      { id: 'c3', day: '2026-03-02' },
    ]);
  });
});
