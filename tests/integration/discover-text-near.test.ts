import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { nearbyEvents } from '@/lib/events/queries';
import { encodeGeohash } from '@/lib/geo/geohash';
import { makeUser } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';
import { zoneAt } from '@/lib/geo/zone-at';

// Issue 36: Discover's text search for a word frequent in the whole table but rare around the viewer. The
// events holding it near the viewer are read from the (cell, word) index and the page taken from them by id,
// instead of walking every upcoming event nearby in start order under a time budget (60-200 ms at 1M events).

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const DENVER = { lat: 39.7392, lng: -104.9903 };

async function games(hostId: string, at: { lat: number; lng: number }, titles: string[], from = 24) {
  await db.event.createMany({
    data: titles.map((title, i) => ({
      title,
      creatorId: hostId,
      locationName: 'Somewhere',
      lat: at.lat,
      lng: at.lng,
      geohash: encodeGeohash(at.lat, at.lng),
      timeZone: zoneAt(at.lat, at.lng),
      dateStart: new Date(Date.now() + (from + i) * 3_600_000),
    })),
  });
}

describe('discover: text near the viewer', () => {
  it('finds the few nearby games with a word thousands of games elsewhere hold, from the index, soonest first', async () => {
    const host = await makeUser('Host');
    const viewer = await makeUser('Viewer', { at: AUSTIN });
    // 2,100 "Sunrise doubles" in Denver: more than the old global pre-check (2,000) let through by id.
    await games(
      host.id,
      DENVER,
      Array.from({ length: 2100 }, (_, i) => `Sunrise doubles ${i}`),
    );
    await games(host.id, AUSTIN, ['Evening doubles', 'Sunrise doubles in Austin', 'Evening singles']);
    await games(host.id, AUSTIN, ['Cancelled sunrise doubles'], 1);
    await db.event.updateMany({ where: { title: 'Cancelled sunrise doubles' }, data: { cancelled: true } });
    await db.$executeRawUnsafe('ANALYZE events');

    const { result, statements } = await countQueries(() =>
      nearbyEvents(viewer.id, AUSTIN, { radius: 25, q: 'sunrise doubles' }),
    );
    expect(result.events.map((e) => e.title)).toEqual(['Sunrise doubles in Austin']);
    const words = await nearbyEvents(viewer.id, AUSTIN, { radius: 25, q: 'doubles' });
    expect(words.events.map((e) => e.title)).toEqual(['Evening doubles', 'Sunrise doubles in Austin']);
    // Read by id from the (cell, word) index: no walk in start order under a statement timeout.
    expect(statements.some((s) => s.includes('event_cell_words'))).toBe(true);
    expect(statements.some((s) => /statement_timeout/.test(s))).toBe(false);
  });

  it('a word none of the nearby games holds answers an empty page; a negated word still filters', async () => {
    const host = await makeUser('Host');
    const viewer = await makeUser('Viewer', { at: AUSTIN });
    await games(
      host.id,
      DENVER,
      Array.from({ length: 300 }, (_, i) => `Moonlight ride ${i}`),
    );
    await games(host.id, AUSTIN, ['Evening ride', 'Noon ride']);
    const none = await nearbyEvents(viewer.id, AUSTIN, { radius: 25, q: 'moonlight' });
    expect(none.events.map((e) => e.title)).toEqual([]);
    const negated = await nearbyEvents(viewer.id, AUSTIN, { radius: 25, q: 'ride -noon' });
    expect(negated.events.map((e) => e.title)).toEqual(['Evening ride']);
  });
});
