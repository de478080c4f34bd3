// What it needs of the Prisma client (not imported: lib/db.ts imports this file for recheckDatabaseSoon).
type Db = { $queryRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<unknown> };

// Is PostgreSQL answering? Asked by the proxy before each request (proxy.ts), answered from a result at most
// CHECK_EVERY_MS old: one `SELECT 1` per second per process, shared by the requests that arrive meanwhile.
// While the database is away (a restart, a failover) pages answer 503 with a retry instead of each failing
// on its own, and the first successful check lets everything through again.
const CHECK_EVERY_MS = 1000;
const CHECK_TIMEOUT_MS = 1000;

type State = { at: number; reachable: boolean; pending?: Promise<boolean> };
const state = ((globalThis as { __beansDbHealth?: State }).__beansDbHealth ??= { at: 0, reachable: true });

// A refused or failed `SELECT 1` means the database is away. No answer within the timeout says nothing (under
// load the pool may simply be busy): the last known state is kept, so a slow second never turns into 503s.
async function check(db: Pick<Db, '$queryRaw'>, last: boolean): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      db.$queryRaw`SELECT 1`.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(last), CHECK_TIMEOUT_MS))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** A pooled connection failed (the server went away, or one connection was ended): the next request checks
 * at once instead of trusting the last result for up to a second. Not a verdict by itself — one connection
 * ended by an administrator must not turn into 503s. */
export function recheckDatabaseSoon() {
  state.at = 0;
}

export function databaseReachable(db: Pick<Db, '$queryRaw'>, now = Date.now()): Promise<boolean> {
  if (now - state.at < CHECK_EVERY_MS) return Promise.resolve(state.reachable);
  state.pending ??= check(db, state.reachable).then((reachable) => {
    if (reachable !== state.reachable)
      console.warn(reachable ? '[db] reachable again' : '[db] unreachable: answering 503 until it is back');
    Object.assign(state, { at: now, reachable, pending: undefined });
    return reachable;
  });
  return state.pending;
}
