import type { Server } from 'node:http';

// Graceful shutdown of a production server (SIGTERM from a process manager, or Ctrl-C): stop accepting
// connections and let the requests in flight finish, let the queue worker finish the jobs it is running,
// then close the database pool. Installed by instrumentation.ts when the start script leaves signals to the
// app (NEXT_MANUAL_SIG_HANDLE); the HTTP servers are found by scripts/client-ip-preload.cjs.

const HARD_DEADLINE_MS = 25_000;

const servers = () => [...((globalThis as { __beansHttpServers?: Set<Server> }).__beansHttpServers ?? [])];

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections that go idle after their last response are closed as they do.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.once('close', () => clearInterval(idle));
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
