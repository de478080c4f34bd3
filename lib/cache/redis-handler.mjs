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
// - A local layer in front of Redis (REDIS_CACHE_LOCAL_ENTRIES, default 500, 0 = off): each process keeps the
//   entries it read or wrote, and a hit is served from memory only after one pipelined round trip to Redis says
//   it is still current (see withLocalLayer). An invalidation on another instance is therefore seen at once;
//   what the layer saves is the value's transfer, parse and base64 decoding and two of the three round trips.
// Plain JavaScript: Next imports this file at run time, outside its bundles.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { withAbortSignalProxy } from '@fortedigital/nextjs-cache-handler/helpers/withAbortSignalProxy';
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

// The Redis handler's own bookkeeping (@fortedigital/nextjs-cache-handler redis-strings): a hash of every live
// key (its tags; deleted with the key by revalidateTag and delete) and a hash of implicit (path) tags with the
// time each was last revalidated.
const SHARED_TAGS_KEY = '__sharedTags__';
const REVALIDATED_TAGS_KEY = '__revalidated_tags__';
// Ours: which version (lastModified) of each key Redis holds, written beside every set.
const VERSIONS_KEY = '__beansVersions__';

/**
 * Wraps the Redis handler with a per-process LRU of entries (at most `maxEntries`). A local entry is served only
 * when, in one pipelined round trip, Redis confirms that (1) it still holds the key (revalidateTag/delete drop it
 * from the shared-tags hash), (2) the version it holds is the one kept here (another instance may have written a
 * newer one), and (3) none of the entry's tags nor the request's implicit path tags was revalidated after the
 * entry was made. Anything else (a miss, a mismatch, an error) goes to the Redis handler, exactly as without the
 * layer; Redis unreachable is a miss, never a local answer.
 */
export function withLocalLayer(redis, rawClient, { keyPrefix, maxEntries, timeoutMs }) {
  const client = 'withAbortSignal' in rawClient ? rawClient : withAbortSignalProxy(rawClient);
  /** key → cache handler value (Map order is recency: a hit moves the key to the end). */
  const local = new Map();
  const remember = (key, value) => {
    local.delete(key);
    local.set(key, value);
    if (local.size > maxEntries) local.delete(local.keys().next().value);
  };
  const signal = () => AbortSignal.timeout(timeoutMs);
  return {
    name: 'redis-strings+local',
    async get(key, ctx) {
      const mine = local.get(key);
      if (mine) {
        const tags = [...new Set([...(mine.tags ?? []), ...(ctx?.implicitTags ?? [])])];
        if (!rawClient.isReady) throw new Error('Redis is not connected');
        // Issued in one tick: the client pipelines them into one round trip.
        const [live, version, times] = await Promise.all([
          client.withAbortSignal(signal()).hExists(keyPrefix + SHARED_TAGS_KEY, key),
          client.withAbortSignal(signal()).hGet(keyPrefix + VERSIONS_KEY, key),
          tags.length > 0
            ? client.withAbortSignal(signal()).hmGet(keyPrefix + REVALIDATED_TAGS_KEY, tags)
            : Promise.resolve([]),
        ]);
        const current =
          (live === true || live === 1) &&
          Number(version) === mine.lastModified &&
          times.every((t) => !t || Number.parseInt(t, 10) <= mine.lastModified);
        if (current) {
          remember(key, mine);
          // A copy (the buffers are shared): Next may adjust the entry it is handed, as it does a fresh one.
          return { ...mine, value: mine.value ? { ...mine.value } : mine.value };
        }
        local.delete(key);
      }
      const value = await redis.get(key, ctx);
      if (value) remember(key, value);
      return value;
    },
    async set(key, value, ctx) {
      local.delete(key);
      await Promise.all([
        redis.set(key, value, ctx),
        // With setOnlyIfNotExists Redis may keep another instance's value: then this version is not recorded.
        ctx?.setOnlyIfNotExists
          ? undefined
          : client.withAbortSignal(signal()).hSet(keyPrefix + VERSIONS_KEY, key, String(value.lastModified)),
      ]);
      if (!ctx?.setOnlyIfNotExists) remember(key, value);
    },
    async revalidateTag(tag) {
      // Local entries need no sweep: the next get of each checks Redis.
      await redis.revalidateTag(tag);
    },
    async delete(key) {
      local.delete(key);
      await Promise.all([
        redis.delete?.(key),
        client.withAbortSignal(signal()).hDel(keyPrefix + VERSIONS_KEY, key),
      ]);
    },
    async prepare() {
      await redis.prepare?.();
    },
  };
}

/**
 * Keeps misses out of the shared cache: a page that rendered "not found" (an APP_PAGE entry with status 404, e.g.
 * /posts/…/{made-up id} or /org/{made-up slug}, whose routes keep pages with `revalidate = false`) is not
 * written, so a crawl of made-up addresses cannot fill Redis and evict the real pages; the next request renders
 * it again (docs/security.md, "Shared cache").
 */
export function withoutMisses(handler) {
  return {
    name: `${handler.name}+no-misses`,
    get: (key, ctx) => handler.get(key, ctx),
    async set(key, value, ctx) {
      if (value?.value?.kind === 'APP_PAGE' && value.value.status === 404) return;
      await handler.set(key, value, ctx);
    },
    revalidateTag: (tag) => handler.revalidateTag(tag),
    delete: handler.delete ? (key) => handler.delete(key) : undefined,
    prepare: handler.prepare ? () => handler.prepare() : undefined,
  };
}

/** REDIS_CACHE_LOCAL_ENTRIES: how many entries each process keeps in front of Redis (default 500; 0 = none). */
function localEntries() {
  const raw = process.env.REDIS_CACHE_LOCAL_ENTRIES;
  const n = raw === undefined || raw === '' ? 500 : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : 500;
}

CacheHandler.onCreation(({ buildId }) => {
  const url = process.env.REDIS_URL;
  if (!url) return { handlers: [] };
  const shared = globalThis;
  shared.__beansRedisCache ??= connect(url).then((client) => {
    const keyPrefix = `beans:${buildId ?? 'build'}:`;
    // A slow Redis costs a request at most this long before it renders from the database.
    const timeoutMs = 1_000;
    const redis = createRedisHandler({ client, keyPrefix, timeoutMs });
    const maxEntries = localEntries();
    return {
      handlers: [
        withoutMisses(
          maxEntries > 0 ? withLocalLayer(redis, client, { keyPrefix, maxEntries, timeoutMs }) : redis,
        ),
      ],
    };
  });
  return shared.__beansRedisCache;
});

export default CacheHandler;
