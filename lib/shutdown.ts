import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// Graceful shutdown of a production server (SIGTERM from a process manager, or Ctrl-C): stop accepting
// connections and let the requests in flight finish, let the queue worker finish the jobs it is running,
// then close the database pool. Installed by instrumentation.ts when the start script leaves signals to the
// app (NEXT_MANUAL_SIG_HANDLE); the HTTP servers are found by scripts/client-ip-preload.cjs.

const HARD_DEADLINE_MS = 25_000;

const servers = () => [...((globalThis as { __beansHttpServers?: Set<Server> }).__beansHttpServers ?? [])];

type TrackedSocket = Socket & { __beansAt?: number; __beansBusy?: boolean; __beansServed?: number };
type Shared = {
  __beansShuttingDown?: boolean;
  __beansActiveResponses?: Set<ServerResponse>;
  __beansSockets?: Set<TrackedSocket>;
};
const shared = globalThis as Shared;

// Responses still being prepared end with "Connection: close", so their clients do not reuse the socket for a
// next request that would then be cut off; the preload does the same for requests arriving from now on, and
// Node closes each of those sockets after its response.
function closeAfterResponses() {
  shared.__beansShuttingDown = true;
  for (const res of shared.__beansActiveResponses ?? [])
    if (!res.headersSent) res.setHeader('connection', 'close');
}

// A socket with no request being answered is closed when it has already been answered on (an idle keep-alive
// connection) or has sent nothing for 2 s. A socket just accepted whose request is still on its way is left
// alone: Node's closeIdleConnections would reset it, and its client would see a request in flight cut off.
function closeQuietSockets() {
  const now = Date.now();
  for (const socket of shared.__beansSockets ?? []) {
    if (socket.__beansBusy) continue;
    if ((socket.__beansServed ?? 0) > 0 || now - (socket.__beansAt ?? 0) > 2_000) socket.destroy();
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    const quiet = setInterval(closeQuietSockets, 100);
    server.once('close', () => clearInterval(quiet));
  });
}

let shuttingDown: Promise<void> | undefined;

export function gracefulShutdown(log: (line: string) => void = (line) => console.log(line)) {
  shuttingDown ??= (async () => {
    const started = Date.now();
    log('[shutdown] finishing requests in flight and running jobs');
    const deadline = setTimeout(() => {
      log('[shutdown] still busy after 25 s: closing the remaining connections');
      for (const server of servers()) server.closeAllConnections();
    }, HARD_DEADLINE_MS);
    deadline.unref();
    closeAfterResponses();
    const { stopNotificationWorker } = await import('@/lib/jobs/worker');
    await Promise.all([
      ...servers().map(closeServer),
      stopNotificationWorker().catch((error: unknown) =>
        log(`[shutdown] worker stop failed: ${String(error)}`),
      ),
    ]);
    clearTimeout(deadline);
    const { globalForDb } = await import('@/lib/db');
    await globalForDb.__beansDb?.$disconnect();
    log(`[shutdown] done in ${Date.now() - started} ms: requests and jobs finished, database pool closed`);
  })();
  return shuttingDown;
}

/** SIGTERM / SIGINT (repeats included: a process group gets the signal more than once) shut down once, then exit. */
export function installShutdownHandlers() {
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => void gracefulShutdown().finally(() => process.exit(0)));
}
