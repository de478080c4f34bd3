import { readFileSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

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

// A socket with no request being answered is closed once it has been quiet for a while: 1 s after its last
// response (an idle keep-alive connection), 2 s after it was accepted when it has sent no request yet. A
// socket whose request is still on its way, or whose client has just sent the next request on a kept-alive
// connection, is left alone: Node's closeIdleConnections would reset it, and its client would see a request
// in flight cut off.
function closeQuietSockets() {
  const now = Date.now();
  for (const socket of shared.__beansSockets ?? []) {
    if (socket.__beansBusy) continue;
    const quietFor = now - (socket.__beansAt ?? 0);
    if (quietFor > ((socket.__beansServed ?? 0) > 0 ? 1_000 : 2_000)) socket.destroy();
  }
}

// Connections whose handshake the kernel has completed but the app has not accepted yet (the accept queue of
// a listening socket; a busy event loop accepts only between callbacks). Closing the listener resets them,
// and their clients see ECONNRESET for a request they have sent. Linux shows the queue's length of a
// listening socket (state 0A) as rx_queue in /proc/net/tcp{,6}; elsewhere it reads 0.
function acceptQueueLength(port: number): number {
  let queued = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table: string;
    try {
      table = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.split('\n').slice(1)) {
      const [, local, , state, queues] = line.trim().split(/\s+/);
      if (state !== '0A' || Number.parseInt(local?.split(':')[1] ?? '', 16) !== port) continue;
      queued += Number.parseInt(queues?.split(':')[1] ?? '0', 16) || 0;
    }
  }
  return queued;
}

// Stops listening once the accept queue is empty (at most 2 s), then resolves when the last connection has
// closed. Checked and closed in one callback of the check phase, right after the poll phase has accepted
// what was waiting. Not http.Server#close: since Node 19 it first calls closeIdleConnections(), which
// destroys every connection without a parsed request — including those whose request is still being read.
function closeServer(server: Server, log: (line: string) => void): Promise<void> {
  return new Promise((resolve) => {
    const quiet = setInterval(closeQuietSockets, 100);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const since = Date.now();
    const stopListening = () => {
      if (port && acceptQueueLength(port) > 0 && Date.now() - since < 2_000) {
        setTimeout(() => setImmediate(stopListening), 5);
        return;
      }
      log(`[shutdown] stopped accepting connections after ${Date.now() - since} ms`);
      net.Server.prototype.close.call(server, () => {
        clearInterval(quiet);
        resolve();
      });
    };
    setImmediate(stopListening);
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
      ...servers().map((server) => closeServer(server, log)),
      stopNotificationWorker().catch((error: unknown) =>
        log(`[shutdown] worker stop failed: ${String(error)}`),
      ),
    ]);
    clearTimeout(deadline);
    const { globalForDb } = await import('@/lib/db');
    const { disconnectReplicas } = await import('@/lib/db-replica');
    await Promise.all([globalForDb.__beansDb?.$disconnect(), disconnectReplicas()]);
    log(`[shutdown] done in ${Date.now() - started} ms: requests and jobs finished, database pool closed`);
  })();
  return shuttingDown;
}

/** SIGTERM / SIGINT (repeats included: a process group gets the signal more than once) shut down once, then exit. */
export function installShutdownHandlers() {
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => void gracefulShutdown().finally(() => process.exit(0)));
}
