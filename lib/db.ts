import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { recheckDatabaseSoon } from '@/lib/db-health';
import { env } from '@/lib/env';

/**
 * A statement whose text starts with this comment is a named (prepared) statement on each connection: parsed once,
 * and its plan cached by PostgreSQL. For a large statement run often (Find a sub's candidates), whose planning
 * costs as much as its run; its caller decides the plan (see lib/subs/service.ts). Other statements stay unnamed.
 */
export const PREPARED_STATEMENT = '/* prepared */';
const statementName = ({ sql }: { sql: string }) =>
  sql.startsWith(PREPARED_STATEMENT) ? `prepared_${createHash('sha1').update(sql).digest('hex')}` : '';

// One Prisma client per process. The password hash and the calendar feed's secret are omitted from every
// query unless a query asks for them explicitly (`omit: { passwordHash: false }`).
export function createPrismaClient(
  connectionString = env().DATABASE_URL,
  options: { onQuery?: (sql: string) => void; poolSize?: number } = {},
) {
  if (!connectionString) {
    throw new Error(
      'DATABASE_URL is not set. Start the app with `npm run dev` / `npm start`, which start the embedded database.',
    );
  }
  const adapter = new PrismaPg(
    // Every session on UTC, whatever the database server's default: timestamp columns hold UTC instants, and a
    // cast to timestamptz reads them on the session's clock (docs/time-zones.md).
    { connectionString, max: options.poolSize ?? env().DATABASE_POOL_SIZE, options: '-c TimeZone=UTC' },
    {
      statementNameGenerator: statementName,
      onPoolError: recheckDatabaseSoon,
      onConnectionError: recheckDatabaseSoon,
    },
  );
  const client = new PrismaClient({
    adapter,
    omit: { user: { passwordHash: true, calendarFeedToken: true } },
    log: options.onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    client.$on('query' as never, (event: { query: string }) => onQuery(event.query));
  }
  return client;
}

export type Db = ReturnType<typeof createPrismaClient>;

export const globalForDb = globalThis as unknown as { __beansDb?: Db };

// Created on first use so that importing this module never needs a database (e.g. during type checks).
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    globalForDb.__beansDb ??= createPrismaClient();
    const value = Reflect.get(globalForDb.__beansDb, property);
    return typeof value === 'function' ? value.bind(globalForDb.__beansDb) : value;
  },
});
