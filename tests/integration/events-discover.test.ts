import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { myEvents, nearbyEvents } from '@/lib/events/queries';
import { joinEvent } from '@/lib/events/service';
import { encodeGeohash } from '@/lib/geo/geohash';

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const north = (miles: number) => ({ lat: AUSTIN.lat + miles / 69.05, lng: AUSTIN.lng });
let seq = 0;
const createUser = () => {
  seq += 1;
  return db.user.create({
    data: {
      email: `disc${seq}.${Date.now()}@example.com`,
      emailVerified: new Date(),
      hasAdditionalInfo: true,
    },
  });
};
let hostId: string;

async function game(title: string, miles: number, extra: Record<string, unknown> = {}, hours = 48) {
  const at = north(miles);
  return db.event.create({
    data: {
      title,
      creatorId: hostId,
      locationName: 'Austin, TX',
      ...at,
      geohash: encodeGeohash(at.lat, at.lng),
      dateStart: new Date(Date.now() + hours * 3_600_000),
      ...extra,
    },
  });
}

beforeAll(async () => {
  hostId = (await createUser()).id;
});

describe('discover', () => {
  it('lists upcoming games the viewer may see within the radius, soonest first, with their distance', async () => {
    const viewer = await createUser();
    await game('Far', 30, {}, 5);
    await game('Near', 2, {}, 50);
    await game('Middle', 10, {}, 20);
    await game('Outside', 60, {}, 1);
    await game('Past', 1, {}, -2);
    await game('Cancelled', 1, { cancelled: true });
    await game('Private', 1, { isPrivate: true });
    await game('Was private', 3, { isPrivate: true, makePublicAfter: new Date(Date.now() - 60_000) }, 10);
    const list = await nearbyEvents(viewer.id, AUSTIN);
    expect(list.map((e) => e.title)).toEqual(['Far', 'Was private', 'Middle', 'Near']);
    expect(list.at(-1)?.miles).toBeCloseTo(2, 1);

    // A block with the host, either way, hides the host's games.
    await db.block.create({ data: { blockerId: viewer.id, blockedUserId: hostId } });
    expect(await nearbyEvents(viewer.id, AUSTIN)).toEqual([]);
  });

  it('my games: hosted, joined and waitlisted upcoming games, soonest first', async () => {
    const me = await createUser();
    const other = await createUser();
    const mine = await db.event.create({
      data: {
        title: 'Mine',
        creatorId: me.id,
        locationName: 'Austin, TX',
        ...AUSTIN,
        geohash: encodeGeohash(AUSTIN.lat, AUSTIN.lng),
        dateStart: new Date(Date.now() + 72 * 3_600_000),
      },
    });
    const full = await game('Joined', 1, { capacity: 1, allowWaitlist: true }, 24);
    await joinEvent(db, me.id, full.id);
    const waitlisted = await game('Waitlisted', 1, { capacity: 1, allowWaitlist: true }, 30);
    await joinEvent(db, other.id, waitlisted.id);
    await joinEvent(db, me.id, waitlisted.id);
    await game('Not mine', 1);
    const list = await myEvents(me.id);
    expect(list.map((e) => [e.title, e.hosting, e.status])).toEqual([
      ['Joined', false, 'GOING'],
      ['Waitlisted', false, 'WAITLIST'],
      ['Mine', true, null],
    ]);
    expect(list.find((e) => e.id === mine.id)?.hosting).toBe(true);
  });
});
