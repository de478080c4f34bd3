import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ensureDatabase } from '@/scripts/db/embedded-postgres';
import { applyMigrations, readMigrations } from '@/scripts/db/migrate';

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
});
