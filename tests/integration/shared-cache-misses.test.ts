import type { CacheHandlerValue, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';
import { createHash } from 'node:crypto';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient, type RedisClientType } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withLocalLayer, withoutMisses } from '@/lib/cache/redis-handler.mjs';
import { db } from '@/lib/db';
import { organizationBySlug } from '@/lib/organizations/queries';
import { postById } from '@/lib/posts/queries';
import { startRedis } from '@/tests/e2e/support/instances';
import { makeUser, uniqueTag } from '@/tests/support/factories';

// Made-up post ids and organization slugs leave nothing in the shared cache (docs/security.md, "Shared
// cache"): the real unstable_cache runs against a real Redis through the app's own handler, and a crawl of
// made-up addresses — of another shape, or well shaped but unknown — writes no key; a real one writes one.

// Next's request storage needs the class on globalThis, as its own server sets it up (before next/cache loads).
vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage;
});

let redis: Awaited<ReturnType<typeof startRedis>>;
let client: RedisClientType;
let handler: Handler;
const prefix = `misses:${Date.now()}:`;

beforeAll(async () => {
  redis = await startRedis();
  client = createClient({ url: redis.url }) as RedisClientType;
  await client.connect();
  const base = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1_000 });
  handler = withoutMisses(
    withLocalLayer(base, client, { keyPrefix: prefix, maxEntries: 10, timeoutMs: 1_000 }),
  );
  // What Next hands unstable_cache outside a request: an incremental cache, here backed by the shared handler.
  (globalThis as { __incrementalCache?: unknown }).__incrementalCache = {
    isOnDemandRevalidate: false,
    generateSimpleCacheKey: async (key: string) => createHash('sha256').update(key).digest('hex'),
    get: async (key: string) => {
      const hit = await handler.get(key, { implicitTags: [] });
      return hit ? { value: hit.value, isStale: false } : null;
    },
    set: async (key: string, value: unknown, ctx: { tags?: string[] }) =>
      handler.set(
        key,
        {
          lastModified: Date.now(),
          lifespan: null,
          tags: ctx.tags ?? [],
          value,
        } as unknown as CacheHandlerValue,
        {},
      ),
  };
});
afterAll(async () => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
  client?.destroy();
  await redis?.stop();
});

/** The cache's own keys (the handler's bookkeeping hashes left out). */
const entries = async () => (await client.keys(`${prefix}*`)).filter((k) => !k.includes('__'));

describe('the shared cache keeps no misses', () => {
  it('made-up post ids and organization slugs write no entry; real ones are cached once', async () => {
    const owner = await makeUser('Owner');
    const post = await db.post.create({
      data: {
        authorId: owner.id,
        title: 'Need a sub',
        text: 'Sunday 7s',
        category: 'play-competition',
        subCategory: 'sub-needed',
      },
    });
    const hidden = await db.post.create({
      data: {
        ...{ authorId: owner.id, title: 'Gone', text: 'x' },
        category: 'play-competition',
        subCategory: 'sub-needed',
        hiddenAt: new Date(),
      },
    });
    const slug = `club-${uniqueTag().toLowerCase()}`.replace(/[^a-z0-9-]/g, '');
    await db.organization.create({ data: { slug, name: 'Club', ownerId: owner.id } });

    const madeUpPosts = [
      'cmadeupmadeupmadeupmadeup', // a cuid's shape, unknown
      hidden.id, // exists, hidden from the public
      "1' OR '1'='1",
      'x'.repeat(500),
      'UPPER-CASE-ID-1234',
    ];
    for (const id of madeUpPosts) expect(await postById(id)).toBeNull();
    const madeUpSlugs = ['no-such-club', 'No-Such-Club', `${'a'.repeat(300)}`, '../../etc', 'a--b'];
    for (const s of madeUpSlugs) expect(await organizationBySlug(s)).toBeNull();
    expect(await entries()).toEqual([]);

    expect((await postById(post.id))?.title).toBe('Need a sub');
    expect((await organizationBySlug(slug))?.name).toBe('Club');
    expect(await entries()).toHaveLength(2);
    // Asked again, from the cache: still two entries.
    expect((await postById(post.id))?.title).toBe('Need a sub');
    expect(await entries()).toHaveLength(2);
  });

  it('a page that rendered "not found" is not stored; a found page is', async () => {
    const page = (status: number) =>
      ({
        lastModified: Date.now(),
        lifespan: null,
        tags: [],
        value: { kind: 'APP_PAGE', html: 'x', headers: {}, rscData: undefined, status, postponed: undefined },
      }) as unknown as CacheHandlerValue;
    const before = (await entries()).length;
    await handler.set('/posts/play-competition/sub-needed/cmadeupmadeupmadeupmadeup', page(404), {});
    await handler.set('/org/no-such-club', page(404), {});
    expect((await entries()).length).toBe(before);
    expect(await handler.get('/org/no-such-club', { implicitTags: [] })).toBeNull();
    await handler.set('/org/real-club', page(200), {});
    expect((await entries()).length).toBe(before + 1);
  });
});
