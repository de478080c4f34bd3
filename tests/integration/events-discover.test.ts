import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { myEvents, nearbyEvents } from '@/lib/events/queries';
import { joinEvent } from '@/lib/events/service';
import { encodeGeohash } from '@/lib/geo/geohash';
import { zonedToInstant } from '@/lib/time';
import { discoverFilterSchema } from '@/lib/events/schema';

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
      timeZone: 'America/Chicago',
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
    const list = (await nearbyEvents(viewer.id, AUSTIN)).events;
    expect(list.map((e) => e.title)).toEqual(['Far', 'Was private', 'Middle', 'Near']);
    expect(list.at(-1)?.miles).toBeCloseTo(2, 1);

    // A block with the host, either way, hides the host's games.
    await db.block.create({ data: { blockerId: viewer.id, blockedUserId: hostId } });
    expect((await nearbyEvents(viewer.id, AUSTIN)).events).toEqual([]);
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
        timeZone: 'America/Chicago',
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

  it('filters by text (words or a typo), game type, past or upcoming, a wall-clock date range, and pages', async () => {
    const viewer = await createUser();
    const host = (await createUser()).id;
    const [hoops, soccer] = await Promise.all([
      db.gameType.upsert({ where: { label: 'Basketball' }, create: { label: 'Basketball' }, update: {} }),
      db.gameType.upsert({ where: { label: 'Soccer' }, create: { label: 'Soccer' }, update: {} }),
    ]);
    const at = north(3);
    const chicago = 'America/Chicago';
    const make = (title: string, dateStart: Date, extra: Record<string, unknown> = {}) =>
      db.event.create({
        data: {
          title,
          creatorId: host,
          locationName: 'Austin, TX',
          ...at,
          geohash: encodeGeohash(at.lat, at.lng),
          dateStart,
          timeZone: chicago,
          ...extra,
        },
      });
    // Two days ahead on Chicago's wall clock, at 00:30 and 23:30: both inside a one-day range for that date.
    const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: chicago });
    await make('Sunrise hoops', zonedToInstant(day, '00:30', chicago), { gameTypeId: hoops.id });
    await make('Late run', zonedToInstant(day, '23:30', chicago), {
      gameTypeId: hoops.id,
      description: 'Half court basketball under the lights',
    });
    await make('Morning futbol', new Date(Date.now() + 5 * 86_400_000), { gameTypeId: soccer.id });
    await make('Old match', new Date(Date.now() - 3 * 86_400_000), { gameTypeId: soccer.id });

    const titles = async (query: Record<string, string>, pageSize?: number) =>
      (
        await nearbyEvents(viewer.id, AUSTIN, discoverFilterSchema.parse(query), {
          timeZone: chicago,
          pageSize,
        })
      ).events
        .map((e) => e.title)
        .filter((t) => ['Sunrise hoops', 'Late run', 'Morning futbol', 'Old match'].includes(t));

    expect(await titles({ q: 'basketball' })).toEqual(['Sunrise hoops', 'Late run']); // type label, description
    expect(await titles({ q: 'baskteball' })).toEqual(['Sunrise hoops', 'Late run']); // a typo still finds
    expect(await titles({ q: 'futbol' })).toEqual(['Morning futbol']);
    expect(await titles({ type: soccer.id })).toEqual(['Morning futbol']);
    expect(await titles({ when: 'past' })).toEqual(['Old match']);
    expect(await titles({ from: day, to: day })).toEqual(['Sunrise hoops', 'Late run']);
    expect(await titles({ to: day })).toEqual(['Sunrise hoops', 'Late run']);
    // Bad values fall back to defaults instead of failing.
    expect(
      discoverFilterSchema.parse({ radius: '7', when: 'soon', page: '-2', from: '2026-13-40' }),
    ).toMatchObject({
      radius: 50,
      when: 'upcoming',
      page: 1,
      from: undefined,
    });
    // Pages of one: the second page holds the second game.
    const first = await nearbyEvents(viewer.id, AUSTIN, discoverFilterSchema.parse({ type: hoops.id }), {
      pageSize: 1,
    });
    const second = await nearbyEvents(
      viewer.id,
      AUSTIN,
      discoverFilterSchema.parse({ type: hoops.id, page: '2' }),
      {
        pageSize: 1,
      },
    );
    expect([first.events[0]?.title, first.hasMore, second.events[0]?.title, second.hasMore]).toEqual([
      'Sunrise hoops',
      true,
      'Late run',
      false,
    ]);
  });
});
