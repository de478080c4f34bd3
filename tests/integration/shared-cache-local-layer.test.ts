import type { CacheHandlerValue, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient, type RedisClientType } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocalLayer } from '@/lib/cache/redis-handler.mjs';
import { startRedis } from '@/tests/e2e/support/instances';

// Issue 30: the shared cache's local layer (lib/cache/redis-handler.mjs). Two "instances" (two Redis clients, each
// with its own local layer, one key prefix) share one real Redis: what one writes or invalidates, the other sees
// on its next read although it holds the entry in memory; and a local hit costs one round trip, not three.

let redis: Awaited<ReturnType<typeof startRedis>>;
const clients: RedisClientType[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const c of clients) c.destroy();
  await redis?.stop();
});

async function instance(keyPrefix: string) {
  const client = createClient({ url: redis.url }) as RedisClientType;
  await client.connect();
  clients.push(client);
  const base = createRedisHandler({ client, keyPrefix, timeoutMs: 1_000 });
  return { handler: withLocalLayer(base, client, { keyPrefix, maxEntries: 10, timeoutMs: 1_000 }), client };
}

const entry = (body: string, tags: string[] = [], lastModified = Date.now()): CacheHandlerValue =>
  ({
    lastModified,
    lifespan: null,
    tags,
    value: { kind: 'FETCH', data: { headers: {}, body, url: '/x', status: 200 }, revalidate: false },
  }) as unknown as CacheHandlerValue;

const bodyOf = (v: unknown) =>
  (v as { value?: { data?: { body?: string } } } | null)?.value?.data?.body ?? null;

const get = (h: Handler, key: string, implicitTags: string[] = []) => h.get(key, { implicitTags });

describe('the shared cache’s local layer', () => {
  it('serves another instance’s write, then its newer version, then nothing once a tag is revalidated', async () => {
    const prefix = `t1:${Date.now()}:`;
    const [a, b] = await Promise.all([instance(prefix), instance(prefix)]);
    await a.handler.set('board', entry('v1', ['posts']), {});
    expect(bodyOf(await get(b.handler, 'board'))).toBe('v1'); // from Redis, now held by b
    expect(bodyOf(await get(b.handler, 'board'))).toBe('v1'); // from b's memory, confirmed current
    await new Promise((r) => setTimeout(r, 5));
    await a.handler.set('board', entry('v2', ['posts']), {});
    expect(bodyOf(await get(b.handler, 'board'))).toBe('v2'); // b's copy is an older version
    await a.handler.revalidateTag('posts');
    expect(await get(b.handler, 'board')).toBeNull();
    expect(await get(a.handler, 'board')).toBeNull();
  });

  it('drops a held entry once its page path (an implicit tag) is revalidated elsewhere', async () => {
    const prefix = `t2:${Date.now()}:`;
    const [a, b] = await Promise.all([instance(prefix), instance(prefix)]);
    await a.handler.set('/features', entry('page', [], Date.now() - 1_000), {});
    expect(bodyOf(await get(b.handler, '/features', ['_N_T_/features']))).toBe('page');
    await a.handler.revalidateTag('_N_T_/features');
    expect(await get(b.handler, '/features', ['_N_T_/features'])).toBeNull();
  });

  it('answers a hit with one pipelined check instead of reading the value again', async () => {
    const prefix = `t3:${Date.now()}:`;
    const a = await instance(prefix);
    const big = 'x'.repeat(200_000);
    await a.handler.set('big', entry(big, ['t']), {});
    const before = Number((await a.client.info('stats')).match(/total_net_output_bytes:(\d+)/)![1]);
    for (let i = 0; i < 20; i++) expect(bodyOf(await get(a.handler, 'big'))).toHaveLength(big.length);
    const after = Number((await a.client.info('stats')).match(/total_net_output_bytes:(\d+)/)![1]);
    // Twenty reads of a 200 kB entry without the layer would send 4 MB; the checks send a few bytes each
    // (plus the INFO reply itself).
    expect(after - before).toBeLessThan(20_000);
  });

  it('is a miss, not a local answer, while Redis is unreachable', async () => {
    const prefix = `t4:${Date.now()}:`;
    const a = await instance(prefix);
    await a.handler.set('k', entry('v'), {});
    expect(bodyOf(await get(a.handler, 'k'))).toBe('v');
    a.client.destroy();
    await expect(get(a.handler, 'k')).rejects.toThrow();
  });
});
