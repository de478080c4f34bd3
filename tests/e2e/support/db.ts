import pg from 'pg';

// Direct access to the e2e database (the app's embedded PostgreSQL, or DATABASE_URL) for fixtures and
// checks that have no screen of their own.
const url =
  process.env.DATABASE_URL ??
  `postgresql://postgres:postgres@localhost:${process.env.EMBEDDED_PG_PORT ?? 54331}/beans`;

export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
