// Benchmark: what the shared cache (REDIS_URL, lib/cache/redis-handler.mjs) costs a page served from the cache.
// Builds the app once (skipped with BENCH_SKIP_BUILD=1 when .next exists), then starts it like `npm start` twice
// on a fresh embedded database with the demo data: with Next's own in-process cache, then with a Redis server
// of its own (Debian's redis-server on a free loopback port, no persistence), once without the local layer
// (REDIS_CACHE_LOCAL_ENTRIES=0) and once with it (the default), so the A/B share one run on a machine whose load
// varies. For a marketing page and the post board it prints autocannon req/s of each, their ratio to the
// in-process cache (target: the shared cache keeps ≥ 0.85×) and CPU per request (the app's node processes, and
// Redis's own), which unlike req/s does not depend on what else the machine is doing.
// Run: npm run bench:shared-cache [-- <seconds per autocannon run>]
import { createClient } from '@redis/client';
import autocannon from 'autocannon';
import { startRedis } from '../e2e/support/instances';
import { buildOnce, groupCpu, startApp } from './app-server';

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

type Rate = { rps: number; nodeMsPerReq: number; redisMsPerReq: number };

/** CPU seconds Redis has used so far (INFO cpu), or 0 without Redis. */
async function redisCpuMs(url?: string): Promise<number> {
  if (!url) return 0;
  const client = createClient({ url });
  await client.connect();
  try {
    const info = await client.info('cpu');
    const field = (name: string) => Number(info.match(new RegExp(`${name}:([\\d.]+)`))?.[1] ?? 0);
    return (field('used_cpu_user') + field('used_cpu_sys')) * 1000;
  } finally {
    client.destroy();
  }
}

async function reqPerSecond(pagePath: string, group: number, redisUrl?: string): Promise<Rate> {
  const options = { url: `${BASE}${pagePath}`, connections: CONNECTIONS };
  await autocannon({ ...options, duration: 2 }); // warm-up (the first request fills the cache)
  const nodeBefore = groupCpu(group).get('node') ?? 0;
  const redisBefore = await redisCpuMs(redisUrl);
  const result = await autocannon({ ...options, duration: SECONDS });
  const nodeMs = (groupCpu(group).get('node') ?? 0) - nodeBefore;
  const redisMs = (await redisCpuMs(redisUrl)) - redisBefore;
  if (result.non2xx || result.errors)
    console.log(`  ${pagePath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const requests = Math.max(1, result['2xx']);
  return { rps: result['2xx'] / SECONDS, nodeMsPerReq: nodeMs / requests, redisMsPerReq: redisMs / requests };
}

async function measure(label: string, extra: Record<string, string>): Promise<Rate[]> {
  console.log(`${label}: starting the app...`);
  const stop = await startApp({ ...env, ...extra }, BASE);
  try {
    const rates: Rate[] = [];
    for (const page of PAGES) rates.push(await reqPerSecond(page, stop.group, extra.REDIS_URL));
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

async function flush(url: string) {
  const client = createClient({ url });
  await client.connect();
  await client.flushAll();
  client.destroy();
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
let direct: Rate[];
let layered: Rate[];
try {
  direct = await measure(`shared cache without the local layer (${redis.url})`, {
    REDIS_URL: redis.url,
    REDIS_CACHE_LOCAL_ENTRIES: '0',
  });
  await flush(redis.url);
  layered = await measure(`shared cache with the local layer (${redis.url})`, { REDIS_URL: redis.url });
  console.log(`Redis holds ${await redisEntries(redis.url)} keys of the shared run`);
} finally {
  await redis.stop();
}

const cpu = (r: Rate) =>
  `${r.nodeMsPerReq.toFixed(2)}${r.redisMsPerReq ? ` + ${r.redisMsPerReq.toFixed(2)}` : ''} ms`;
console.log(
  `\nreq/s (${CONNECTIONS} connections, ${SECONDS} s; CPU per request: node [+ redis])\n` +
    `${'page'.padEnd(12)} ${'in-process'.padStart(24)} ${'Redis, no local layer'.padStart(34)} ${'Redis + local layer'.padStart(34)}`,
);
let ok = true;
PAGES.forEach((page, i) => {
  const cell = (r: Rate) =>
    `${r.rps.toFixed(0)} (${(r.rps / local[i].rps).toFixed(2)}×, ${cpu(r)})`.padStart(34);
  ok &&= layered[i].rps / local[i].rps >= 0.85;
  console.log(
    `${page.padEnd(12)} ${`${local[i].rps.toFixed(0)} (${cpu(local[i])})`.padStart(24)} ${cell(direct[i])} ${cell(layered[i])}`,
  );
});
console.log(ok ? 'target met (≥ 0.85×)' : 'target missed: the shared cache costs more than 15 %');
process.exit(0);
