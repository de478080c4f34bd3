// Next.js's data and page cache (unstable_cache, ISR pages, fetch) shared by every app instance in Redis or
// Valkey, through @fortedigital/nextjs-cache-handler's Redis store. next.config.mjs loads this file only when
// REDIS_URL is set (and not during `next build`); without it each process keeps Next's own cache.
//
// - Tags and paths: updateTag / revalidateTag / revalidatePath on one instance delete the tagged entries in
//   Redis (and record path tags), so the next request on any instance renders from PostgreSQL.
// - Keys carry the build id: instances of one build share entries; a new deployment starts with an empty
//   cache instead of serving pages whose scripts no longer exist.
// - Redis unreachable: every read is a miss (pages render from the database, fresh but slower) and writes are
//   dropped; the client reconnects by itself. Nothing falls back to a per-process cache, which would let two
//   instances disagree.
// Plain JavaScript: Next imports this file at run time, outside its bundles.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

const LOG_EVERY_MS = 30_000;
// The first request waits this long at most for the connection; later ones never wait for it.
const CONNECT_WAIT_MS = 2_000;

function connect(url) {
  let loggedAt = 0;
  const client = createClient({
    url,
    // Fail a command at once while disconnected (a cache miss) instead of queueing it until Redis is back.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on('error', (error) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    console.error(
      `[cache] Redis at ${new URL(url).host}: ${error?.message ?? error} (reads miss until it is back)`,
    );
  });
  client.on('ready', () => {
    loggedAt = 0;
    console.log(`[cache] shared cache: Redis at ${new URL(url).host}`);
  });
  // Not awaited past CONNECT_WAIT_MS: a server starts (and answers from the database) while Redis is unreachable.
  const connecting = client.connect().catch(() => {});
  return Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS))]).then(
    () => client,
  );
}

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL;
  if (!url) return { handlers: [] };
  const shared = globalThis;
  shared.__beansRedisCache ??= connect(url).then((client) => ({
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: `beans:${buildId ?? 'build'}:`,
        // A slow Redis costs a request at most this long before it renders from the database.
        timeoutMs: 1_000,
      }),
    ],
  }));
  return shared.__beansRedisCache;
});

export default CacheHandler;
