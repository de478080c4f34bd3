import { noteRequestError } from './lib/db-health';

// Runs once when a Next.js server starts: in the Node.js runtime, after validating the environment, build the
// city index (docs/cities.md) and start the worker that sends queued mail and Web Push (lib/jobs/worker.ts; not
// when NOTIFICATION_WORKER=off). Nothing runs during `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // A bad variable stops the server here with one message per variable (lib/env.ts).
  const { env } = await import('./lib/env');
  // `npm start` leaves the signals to the app: finish requests and jobs, close the pool, then exit.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { installShutdownHandlers } = await import('./lib/shutdown');
    installShutdownHandlers();
  }
  // The city search index (docs/cities.md) is built once the server listens, not on someone's first keystroke.
  setTimeout(() => {
    import('./lib/geo/city-data')
      .then(({ cityIndex }) => cityIndex())
      .catch((error: unknown) => console.error('[cities] building the city index failed', error));
  }, 1000).unref();
  if (env().NOTIFICATION_WORKER === 'off') return;
  const { ensureNotificationWorker } = await import('./lib/jobs/worker');
  try {
    await ensureNotificationWorker();
  } catch (error) {
    // Mail stays queued in PostgreSQL and is sent once a worker runs; the site itself keeps working.
    console.error('[queue] the notification worker did not start', error);
  }
}

// A request that failed because the database went away (a server component, a route handler or a server action):
// noted, so that its 500 goes out as a 503 with Retry-After (lib/db-health.ts, scripts/client-ip-preload.cjs).
// Synchronous (a static import of a file without dependencies), so the note is taken before the 500 is written.
export function onRequestError(error: unknown) {
  noteRequestError(error);
}
