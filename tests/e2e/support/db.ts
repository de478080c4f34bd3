import pg from 'pg';

// Direct access to the e2e database (the app's embedded PostgreSQL, or DATABASE_URL) for fixtures and
// checks that have no screen of their own.
const url =
  process.env.DATABASE_URL ??
  `postgresql://postgres:postgres@localhost:${process.env.E2E_PG_PORT ?? process.env.EMBEDDED_PG_PORT ?? 54331}/beans`;

export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  // UTC like the app's sessions (lib/db.ts): fixtures written with now() into timestamp columns hold UTC.
  const client = new pg.Client({ connectionString: url, options: '-c TimeZone=UTC' });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
