// What it needs of the Prisma client (not imported: lib/db.ts imports this file for recheckDatabaseSoon).
type Db = { $queryRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<unknown> };

// Is PostgreSQL answering? Asked by the proxy before each request (proxy.ts), answered from a result at most
// CHECK_EVERY_MS old: one `SELECT 1` per second per process, shared by the requests that arrive meanwhile.
// While the database is away (a restart, a failover) pages answer 503 with a retry instead of each failing
// on its own, and the first successful check lets everything through again.
const CHECK_EVERY_MS = 1000;
const CHECK_TIMEOUT_MS = 1000;

// `troubleAt`: when the database was last seen away (a failed check, a pooled connection's error, a request that
// failed on a connection error). scripts/client-ip-preload.cjs reads it from globalThis: a 500 written within
// OUTAGE_GRACE_MS of it is answered as 503 with Retry-After instead (docs/operations.md, "Outages and shutdown").
type State = { at: number; reachable: boolean; troubleAt: number; pending?: Promise<boolean> };
const state = ((globalThis as { __beansDbHealth?: State }).__beansDbHealth ??= {
  at: 0,
  reachable: true,
  troubleAt: 0,
});
state.troubleAt ??= 0;

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
  state.troubleAt = Date.now();
}

// Errors that mean the database could not be reached or the connection broke, not a bad query: the driver's
// network codes, PostgreSQL's shutdown and connection classes (57P01-57P03, 08xxx), Prisma's P1001/P1017.
const CONNECTION_ERROR =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|Connection terminated|connection (?:is )?closed|terminating connection|the database system is (?:starting up|shutting down)|Can't reach database|DatabaseNotReachable|\b(?:57P0[123]|08\d{3}|P1001|P1017)\b/i;

/** Is this error (or one it wraps) a lost or refused database connection? */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { message?: unknown; code?: unknown; cause?: unknown; name?: unknown };
  const text = `${String(e.name ?? '')} ${String(e.code ?? '')} ${String(e.message ?? '')}`;
  return CONNECTION_ERROR.test(text) || isConnectionError(e.cause, depth + 1);
}

/** A request failed on a connection error (instrumentation.ts's onRequestError): the database is in trouble. */
export function noteRequestError(error: unknown) {
  if (isConnectionError(error)) recheckDatabaseSoon();
}

export function databaseReachable(db: Pick<Db, '$queryRaw'>, now = Date.now()): Promise<boolean> {
  if (now - state.at < CHECK_EVERY_MS) return Promise.resolve(state.reachable);
  state.pending ??= check(db, state.reachable).then((reachable) => {
    if (reachable !== state.reachable)
      console.warn(reachable ? '[db] reachable again' : '[db] unreachable: answering 503 until it is back');
    Object.assign(state, { at: now, reachable, pending: undefined });
    if (!reachable) state.troubleAt = Date.now();
    return reachable;
  });
  return state.pending;
}
