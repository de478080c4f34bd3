import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { limits, takeAll, type Limit } from '@/lib/rate-limit';
import { uniqueTag } from '@/tests/support/factories';

// Issue 20 §3: every limit stays closed under a burst. Each configured limit (enumerated from `limits`, so
// a new one is covered without a new test) gets BURST parallel requests for one key: exactly `max` are let
// through and exactly that many hits are in the database afterwards. A limit whose max is BURST or more (a
// day's invitations or replies) starts with max - ROOM hits already recorded, so the burst still exceeds the
// room left (more parallel requests than the pool can start in time would only test the pool).

const BURST = 50;
const ROOM = 25;
const seeded = (limit: Limit) => (limit.max >= BURST ? limit.max - ROOM : 0);

/** The limits one call of each entry of `limits` produces, with fresh keys. */
function everyLimit(): Limit[] {
  const tag = uniqueTag();
  return Object.values(limits).flatMap((make) =>
    // Every entry takes a key (an address or an account id) and optionally a client address.
    (make as (key: string, ip?: string) => Limit[])(`burst.${tag}@example.com`, `198.51.100.${tag.length}`),
  );
}

describe('abuse limits under a burst', () => {
  const all = everyLimit();

  it('covers every configured limit', () => {
    const buckets = all.map((l) => l.bucket);
    expect(buckets).toEqual(
      expect.arrayContaining(['signup:email', 'signup:ip', 'reset:email', 'reset:ip', 'lookup:user']),
    );
    for (const limit of all) expect(limit.max - seeded(limit)).toBeLessThan(BURST);
  });

  it.each(all.map((l) => [`${l.bucket} (max ${l.max})`, l] as const))(
    `%s: lets exactly max of ${BURST} parallel requests through`,
    async (_, limit) => {
      const key = `${limit.key}#${uniqueTag()}`;
      const one = { ...limit, key };
      await db.rateLimitHit.createMany({
        data: Array.from({ length: seeded(limit) }, () => ({ bucket: limit.bucket, key })),
      });
      const answers = await Promise.all(Array.from({ length: BURST }, () => takeAll(db, [one])));
      expect(answers.filter(Boolean)).toHaveLength(limit.max - seeded(limit));
      expect(await db.rateLimitHit.count({ where: { bucket: limit.bucket, key } })).toBe(limit.max);
    },
  );

  it('holds two limits at once: a burst over many addresses from one client stops at the client limit', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200)}#${uniqueTag()}`;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        takeAll(db, limits.signUp(`many.${i}.${uniqueTag()}@example.com`, ip)),
      ),
    );
    const ipMax = limits.signUp('x@example.com', ip).find((l) => l.bucket === 'signup:ip')!.max;
    expect(answers.filter(Boolean)).toHaveLength(ipMax);
    expect(await db.rateLimitHit.count({ where: { bucket: 'signup:ip', key: ip } })).toBe(ipMax);
    // A refused request keeps no hit under its address either.
    expect(
      await db.rateLimitHit.count({ where: { bucket: 'signup:email', key: { startsWith: 'many.' } } }),
    ).toBe(ipMax);
  });
});
