import { readReplicas } from '@prisma/extension-read-replicas';
import { createPrismaClient, db, type Db } from '@/lib/db';
import { env } from '@/lib/env';

// PostgreSQL read replicas (optional, DATABASE_REPLICA_URL) through Prisma's read-replica extension
// (@prisma/extension-read-replicas), for the heavy reads that need not see the viewer's last write at once:
// Discover's events near a city, players near, and full search. Everything else — writes, transactions,
// read-your-writes after an action, and the pages kept in Next's cache until a tag expires them (posts,
// org/{slug}, published sites: a page rendered from a replica that lags would stay stale until the next
// change) — reads the primary through `db`. Unset: `replicaDb` is `db`.

type Replicated = ReturnType<typeof replicate>;
const shared = globalThis as unknown as { __beansReplicated?: Replicated | null };

function replicate(url: string) {
  // The replica client is made like the primary (same adapter options, omitted secrets, pool size), so what
  // it returns has the primary's types. The extension keeps the primary for writes and raw SQL; `$replica()`
  // sends a whole read-only path to a replica, raw SQL and read-only transactions included.
  return db.$extends(readReplicas({ replicas: [createPrismaClient(url)] }));
}

function replicated(): Replicated | null {
  if (shared.__beansReplicated === undefined) {
    const url = env().DATABASE_REPLICA_URL;
    shared.__beansReplicated = url ? replicate(url) : null;
  }
  return shared.__beansReplicated;
}

/** The client of the heavy read-only paths: a replica when DATABASE_REPLICA_URL is set, else the primary. */
export const replicaDb: Db = new Proxy({} as Db, {
  get(_target, property) {
    const client = (replicated()?.$replica() as Db | undefined) ?? db;
    const value = Reflect.get(client, property);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

/** Closes the replicas' pools (graceful shutdown; the primary's is closed with `db`). */
export async function disconnectReplicas() {
  await shared.__beansReplicated?.$disconnect();
}
