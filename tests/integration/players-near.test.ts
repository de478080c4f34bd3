import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { makeUser as newUser } from '@/tests/support/factories';
import { addDays } from '@/lib/time';
import { findPlayersNear } from '@/lib/players/service';
import { countQueries } from '@/tests/support/query-counter';

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const DALLAS = { lat: 32.7767, lng: -96.797 };
const DENVER = { lat: 39.7392, lng: -104.9903 };
const LA = 'America/Los_Angeles';
const MILE_IN_LAT = 1 / 69.05; // degrees of latitude per mile

const makeUser = (
  name: string,
  at: { lat: number; lng: number } | null,
  extra: { hasAdditionalInfo?: boolean; email?: string } = {},
) => newUser(name, { at, displayName: name, ...extra });

const north = (miles: number) => ({ lat: AUSTIN.lat + miles * MILE_IN_LAT, lng: AUSTIN.lng });

type Weekly = [number, number, number][];
async function giveAvailability(
  userId: string,
  weekly: Weekly,
  options: { timeZone?: string; filtered?: boolean } = {},
) {
  return db.availability.create({
    data: {
      userId,
      timeZone: options.timeZone ?? LA,
      visibilityMode: options.filtered ? 'FILTERED' : 'PUBLIC',
      weeklyRanges: {
        create: weekly.map(([dayOfWeek, startMinute, endMinute]) => ({ dayOfWeek, startMinute, endMinute })),
      },
    },
  });
}

// The instant at which the wall clock in `timeZone` shows `date` `time`.
function instant(date: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(guess))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return new Date(guess - (wall - guess));
}

describe('players near a place', () => {
  it('lists completed profiles within the radius, nearest first, without the viewer or blocked users, in a fixed number of statements', async () => {
    const viewer = await makeUser('Viewer', AUSTIN, { email: 'near-viewer@example.com' });
    const close = await makeUser('Close', north(1));
    const mid = await makeUser('Mid', north(10));
    const edge = await makeUser('Edge', north(24));
    await makeUser('Outside', north(26));
    await makeUser('Dallas', DALLAS);
    await makeUser('Unfinished', north(2), { hasAdditionalInfo: false });
    await makeUser('Nowhere', null);
    const blockedById = await makeUser('Blocked by viewer', north(3));
    const blocker = await makeUser('Blocks the viewer', north(4));
    const blockedByEmail = await makeUser('Blocks by e-mail', north(5));
    await db.block.createMany({
      data: [
        { blockerId: viewer.id, blockedUserId: blockedById.id },
        { blockerId: blocker.id, blockedUserId: viewer.id },
        { blockerId: blockedByEmail.id, blockedEmail: 'NEAR-VIEWER@example.com' },
      ],
    });
    await giveAvailability(close.id, [[2, 1080, 1200]]);
    await giveAvailability(mid.id, [[2, 1080, 1200]], { filtered: true });

    const { result, count } = await countQueries(() =>
      findPlayersNear(db, viewer.id, { ...AUSTIN, radiusMiles: 25 }),
    );
    expect(count).toBe(3); // planner settings, the nearest candidates, the page
    expect(result.players.map((p) => p.displayName)).toEqual(['Close', 'Mid', 'Edge']);
    expect(result.hasMore).toBe(false);
    expect(result.players[0].distanceMiles).toBeCloseTo(1, 1);
    expect(result.players[2].distanceMiles).toBeCloseTo(24, 0);
    // Availability is attached only where the viewer may see it.
    expect(result.players[0].availability).toEqual({
      timeZone: LA,
      weekly: [{ dayOfWeek: 2, startMinute: 1080, endMinute: 1200 }],
      dates: [],
    });
    expect(result.players[1].availability).toBeNull(); // filtered, no active filter: owner only
    expect(result.players[2].availability).toBeNull(); // none set
    expect(result.players.map((p) => p.id)).toEqual([close.id, mid.id, edge.id]);
  });

  it('keeps each weekly range filed under its schedule’s time zone and its owner’s city, and each date-specific entry under that city (the window indexes depend on them)', async () => {
    const owner = await makeUser('Zoned', north(1));
    const availability = await giveAvailability(owner.id, [[2, 1080, 1200]], { timeZone: 'America/Denver' });
    const zones = async () =>
      (
        await db.$queryRaw<{ tz: string }[]>`
        SELECT "timeZone" AS tz FROM weekly_time_ranges WHERE "availabilityId" = ${availability.id}`
      ).map((r) => r.tz);
    expect(await zones()).toEqual(['America/Denver']);
    await db.availability.update({ where: { id: availability.id }, data: { timeZone: 'America/New_York' } });
    await db.weeklyTimeRange.create({
      data: { availabilityId: availability.id, dayOfWeek: 4, startMinute: 600, endMinute: 660 },
    });
    expect(await zones()).toEqual(['America/New_York', 'America/New_York']);
    // …and under its owner's go-to city, which follows a move.
    await db.user.update({ where: { id: owner.id }, data: { cityLat: DALLAS.lat, cityLng: DALLAS.lng } });
    const homes = await db.$queryRaw<{ lat: number; lng: number }[]>`
      SELECT "homeLat" AS lat, "homeLng" AS lng FROM weekly_time_ranges WHERE "availabilityId" = ${availability.id}`;
    expect(homes).toEqual([DALLAS, DALLAS].map(({ lat, lng }) => ({ lat, lng })));
    // Date-specific entries carry the owner's city too (the window's date-specific candidates are found by it).
    await db.dateAvailability.create({
      data: { availabilityId: availability.id, date: new Date('2030-01-02T00:00:00Z') },
    });
    const entryHomes = async () =>
      db.$queryRaw<{ lat: number; lng: number }[]>`
        SELECT "homeLat" AS lat, "homeLng" AS lng FROM date_availabilities WHERE "availabilityId" = ${availability.id}`;
    expect(await entryHomes()).toEqual([DALLAS]);
    await db.user.update({ where: { id: owner.id }, data: { cityLat: DENVER.lat, cityLng: DENVER.lng } });
    expect(await entryHomes()).toEqual([DENVER]);
  });

  it('pages through the list without gaps or repeats', async () => {
    const viewer = await makeUser('Pager', { lat: 45, lng: -100 });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push((await makeUser(`P${i}`, { lat: 45 + i * MILE_IN_LAT, lng: -100 })).id);
    const seen: string[] = [];
    const more: boolean[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await findPlayersNear(db, viewer.id, {
        lat: 45,
        lng: -100,
        radiusMiles: 10,
        page,
        pageSize: 2,
      });
      seen.push(...result.players.map((p) => p.id));
      more.push(result.hasMore);
    }
    expect(seen).toEqual(ids);
    expect(more).toEqual([true, true, false]);
  });

  describe('within a time window', () => {
    // A Tuesday at least a week ahead, so date entries are in the future.
    const today = new Date().toISOString().slice(0, 10);
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
    const tuesday = addDays(today, ((2 - weekday + 7) % 7) + 7);
    const evening = { from: instant(tuesday, '18:30', LA), to: instant(tuesday, '19:00', LA) };
    const morning = { from: instant(tuesday, '09:30', LA), to: instant(tuesday, '09:45', LA) };
    let viewerId = '';
    const id: Record<string, string> = {};

    beforeAll(async () => {
      viewerId = (await makeUser('Window viewer', { lat: 20, lng: -80 })).id;
      const here = (miles: number) => ({ lat: 20 + miles * MILE_IN_LAT, lng: -80 });
      const far = { lat: 25, lng: -80 }; // ~345 miles north
      const weeklyTuesdayEvening: Weekly = [[2, 1080, 1200]];

      id.weekly = (await makeUser('Weekly', here(1))).id;
      await giveAvailability(id.weekly, weeklyTuesdayEvening);

      // Same wall-clock hours, but in Chicago: 18:00–20:00 there is 16:00–18:00 in Los Angeles.
      id.chicago = (await makeUser('Chicago clock', here(2))).id;
      await giveAvailability(id.chicago, weeklyTuesdayEvening, { timeZone: 'America/Chicago' });

      // A date-specific entry replaces the weekly hours of that date.
      id.override = (await makeUser('Override', here(3))).id;
      const override = await giveAvailability(id.override, weeklyTuesdayEvening);
      await db.dateAvailability.create({
        data: {
          availabilityId: override.id,
          date: new Date(`${tuesday}T00:00:00Z`),
          ranges: { create: [{ startMinute: 540, endMinute: 600 }] },
        },
      });

      // Lives far away, visits here that week: the travel location counts, with its distance.
      id.visitor = (await makeUser('Visitor', far)).id;
      const visitor = await giveAvailability(id.visitor, []);
      await db.dateAvailability.create({
        data: {
          availabilityId: visitor.id,
          date: new Date(`${addDays(tuesday, -1)}T00:00:00Z`),
          endDate: new Date(`${addDays(tuesday, 1)}T00:00:00Z`),
          isTraveling: true,
          locationCity: 'Nearby',
          locationState: 'FL',
          locationCountry: 'US',
          locationLat: here(4).lat,
          locationLng: here(4).lng,
          locationAddress: 'Nearby, FL, USA',
          ranges: {
            create: [
              { day: new Date(`${tuesday}T00:00:00Z`), startMinute: 1080, endMinute: 1200 },
              { day: new Date(`${addDays(tuesday, 1)}T00:00:00Z`), startMinute: 600, endMinute: 660 },
            ],
          },
        },
      });

      // Lives here but is away that day: their weekly hours do not count here.
      id.away = (await makeUser('Away', here(5))).id;
      const away = await giveAvailability(id.away, weeklyTuesdayEvening);
      await db.dateAvailability.create({
        data: {
          availabilityId: away.id,
          date: new Date(`${tuesday}T00:00:00Z`),
          isTraveling: true,
          locationCity: 'Denver',
          locationLat: DENVER.lat,
          locationLng: DENVER.lng,
          ranges: { create: [{ startMinute: 1080, endMinute: 1200 }] },
        },
      });

      // Available, but the viewer may not see the schedule: never matched by a window.
      id.hidden = (await makeUser('Hidden', here(6))).id;
      await giveAvailability(id.hidden, weeklyTuesdayEvening, { filtered: true });
    });

    // Every case is answered twice, by the nearest-first walk and by the schedules first (a walk budget of
    // one user makes it ask the schedules), and both must agree.
    const names = async (window: { from: Date; to: Date }) => {
      const input = { lat: 20, lng: -80, radiusMiles: 25, window };
      const walked = await findPlayersNear(db, viewerId, input);
      const scheduled = await findPlayersNear(db, viewerId, input, { walkBudget: 1 });
      expect(scheduled.players).toEqual(walked.players);
      return walked.players;
    };

    it('matches weekly hours on the owner’s wall clock, date-specific hours and travel locations', async () => {
      const players = await names(evening);
      expect(players.map((p) => p.id)).toEqual([id.weekly, id.visitor]);
      const visitor = players[1];
      expect(visitor.travel).toMatchObject({
        city: 'Nearby',
        state: 'FL',
        formattedAddress: 'Nearby, FL, USA',
      });
      expect(visitor.distanceMiles).toBeCloseTo(4, 0);
      expect(visitor.availability?.dates).toHaveLength(1);
    });

    it('uses the date-specific hours instead of the weekly ones on that date', async () => {
      expect((await names(morning)).map((p) => p.id)).toEqual([id.override]);
    });

    it('converts the window into each owner’s time zone', async () => {
      const chicagoEvening = {
        from: instant(tuesday, '18:30', 'America/Chicago'),
        to: instant(tuesday, '19:00', 'America/Chicago'),
      };
      expect((await names(chicagoEvening)).map((p) => p.id)).toEqual([id.chicago]);
    });

    it('answers a page whose nearest free players are mostly hidden with one walk of the schedules', async () => {
      // 30 players free that evening, nearest first; only every fifth one's schedule is visible to the viewer.
      // The first walk reads enough of the nearest (walkBudget) to fill the page and know it: one statement
      // (a short walk would be repeated further, a second statement of the same cost).
      const spot = { lat: -30, lng: 20 };
      const visible: string[] = [];
      for (let i = 1; i <= 30; i++) {
        const player = await makeUser(`Crowd ${i}`, { lat: spot.lat + i * 0.5 * MILE_IN_LAT, lng: spot.lng });
        await giveAvailability(player.id, [[2, 1080, 1200]], { filtered: i % 5 !== 0 });
        if (i % 5 === 0) visible.push(player.id);
      }
      const input = { ...spot, radiusMiles: 25, pageSize: 5, window: evening };
      const { result, statements } = await countQueries(() => findPlayersNear(db, viewerId, input));
      expect(result.players.map((p) => p.id)).toEqual(visible.slice(0, 5));
      expect(result.hasMore).toBe(true);
      expect(statements.filter((s) => s.includes('frontier AS'))).toHaveLength(1);
      const scheduled = await findPlayersNear(db, viewerId, input, { walkBudget: 1 });
      expect(scheduled.players).toEqual(result.players);
    });

    it('lists hidden and away players without a window, with no schedule for the hidden one', async () => {
      const all = (await findPlayersNear(db, viewerId, { lat: 20, lng: -80, radiusMiles: 25 })).players;
      expect(all.map((p) => p.id)).toEqual([id.weekly, id.chicago, id.override, id.away, id.hidden]);
      expect(all.find((p) => p.id === id.hidden)?.availability).toBeNull();
      expect(all.find((p) => p.id === id.away)?.availability?.dates[0]).toMatchObject({ isTraveling: true });
    });
  });
});
