// Benchmark: what the shared cache (REDIS_URL, lib/cache/redis-handler.mjs) costs a page served from the cache.
// Builds the app once (skipped with BENCH_SKIP_BUILD=1 when .next exists), then starts it like `npm start` twice
// on a fresh embedded database with the demo data: with Next's own in-process cache, then with a Redis server
// of its own (Debian's redis-server on a free loopback port, no persistence). For a marketing page and the post
// board it prints autocannon req/s of both and their ratio (target: the shared cache keeps ≥ 0.85×).
// Run: npm run bench:shared-cache [-- <seconds per autocannon run>]
import { createClient } from '@redis/client';
import autocannon from 'autocannon';
import { startRedis } from '../e2e/support/instances';
import { buildOnce, startApp } from './app-server';

const PORT = Number(process.env.BENCH_PORT ?? 3302);
const BASE = `http://localhost:${PORT}`;
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 20;
const PAGES = [process.env.BENCH_MARKETING_PAGE ?? '/features', '/posts'];
const { REDIS_URL: _ignored, ...inherited } = process.env;
const env = {
  ...inherited,
  BEANS_PROFILE: 'e2e', // a fresh database with the demo data, as the e2e run uses
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54343',
  PORT: String(PORT),
  APP_URL: BASE,
  NODE_ENV: 'production' as const,
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-bench-only-secret-bench-only',
  SEED_DEMO_DATA: 'true',
  NOTIFICATION_WORKER: 'off',
  NEXT_TELEMETRY_DISABLED: '1',
};

async function reqPerSecond(pagePath: string): Promise<number> {
  const options = { url: `${BASE}${pagePath}`, connections: CONNECTIONS };
  await autocannon({ ...options, duration: 2 }); // warm-up (the first request fills the cache)
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx || result.errors)
    console.log(`  ${pagePath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result['2xx'] / SECONDS;
}

async function measure(label: string, extra: Record<string, string>): Promise<number[]> {
  console.log(`${label}: starting the app...`);
  const stop = await startApp({ ...env, ...extra }, BASE);
  try {
    const rates: number[] = [];
    for (const page of PAGES) rates.push(await reqPerSecond(page));
    return rates;
  } finally {
    stop();
    await stop.exited;
    // The next start must not find this server still answering on the port while it shuts down.
    for (let i = 0; i < 120; i++) {
      try {
        await fetch(`${BASE}/api/health`);
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** How many cache entries the shared run left in Redis (proof that it was used). */
async function redisEntries(url: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  try {
    return (await client.keys('beans:*')).length;
  } finally {
    client.destroy();
  }
}

buildOnce(env);
const local = await measure('in-process cache', {});
const redis = await startRedis();
let shared: number[];
try {
  shared = await measure(`shared cache (${redis.url})`, { REDIS_URL: redis.url });
  console.log(`Redis holds ${await redisEntries(redis.url)} keys of the shared run`);
} finally {
  await redis.stop();
}

console.log(`\nreq/s (${CONNECTIONS} connections, ${SECONDS} s)   in-process   shared (Redis)   ratio`);
let ok = true;
PAGES.forEach((page, i) => {
  const ratio = shared[i] / local[i];
  ok &&= ratio >= 0.85;
  console.log(
    `${page.padEnd(34)}  ${local[i].toFixed(0).padStart(10)}   ${shared[i].toFixed(0).padStart(14)}   ${ratio.toFixed(2)}×`,
  );
});
console.log(ok ? 'target met (≥ 0.85×)' : 'target missed: the shared cache costs more than 15 %');
process.exit(0);
