import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPrismaClient, db } from '@/lib/db';
import { addDateEntry, loadAvailabilityEditor } from '@/lib/availability/service';
import { dateEntryInput } from '@/lib/availability/schema';
import { REMINDER_TYPE, sendDueReminders } from '@/lib/events/reminders';
import { reminderMessages as m } from '@/lib/messages/reminders';
import { findPlayersNear } from '@/lib/players/service';
import { findSubCandidates, inviteSubs, SUB_INVITE_TYPE } from '@/lib/subs/service';
import { findCities } from '@/lib/geo/city-index';
import { formatWhen, zonedToInstant } from '@/lib/time';
import { ensureDatabase } from '@/scripts/db/embedded-postgres';
import { applyMigrations, LOCKFILE_NAME, MIGRATIONS_DIR, readMigrations } from '@/scripts/db/migrate';
import { applyTravelZones } from '@/scripts/db/travel-zones';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

// Jobs and availability in the right zone (docs/time-zones.md, "Jobs and availability"): a travel entry matched
// in its city's zone (players near, Find a sub), the data step and the migration that give entries their zone,
// the schedule following its owner's zone, and reminders, quiet hours and invitations on the recipient's own
// clock. Every service here takes `now`, so the clock is moved by passing it (the tests pass under
// `npm run test:clock` too); the instants sit where zone bugs show: both sides of the US and EU daylight-saving
// changes of 2026 (US 03-08 and 11-01, EU 03-29 and 10-25) and the weeks between them.

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const BERLIN = 'Europe/Berlin';
const SYDNEY = 'Australia/Sydney';
const NY_POINT = { lat: 40.7128, lng: -74.006 };
const LA_POINT = { lat: 34.0522, lng: -118.2437 };
const BERLIN_POINT = { lat: 52.52, lng: 13.405 };
const MIN = 60_000;
const HOUR = 3_600_000;
const utc = (iso: string) => new Date(iso);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

let soccer: string;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Zones Soccer' } })).id;
});

/** A player who plays soccer, open to sub requests, with a public schedule in `scheduleZone`. */
async function player(
  name: string,
  options: { at: { lat: number; lng: number }; timeZone: string; scheduleZone?: string },
) {
  const user = await makeUser(name, { at: options.at, timeZone: options.timeZone });
  await db.userSport.create({ data: { userId: user.id, gameTypeId: soccer, openToSubs: true } });
  await db.availability.create({
    data: { userId: user.id, timeZone: options.scheduleZone ?? options.timeZone },
  });
  return user;
}

describe('a traveller from New York in Los Angeles', () => {
  // "Free 17–20 in Los Angeles" from Friday 2026-03-20 to Sunday 03-22 (between the US and EU changes).
  let traveller: { id: string };
  let viewer: { id: string };
  let host: { id: string };
  const written = utc('2026-03-01T15:00:00Z');

  beforeAll(async () => {
    traveller = await player('Traveller', { at: NY_POINT, timeZone: NY });
    viewer = await makeUser('LA viewer', { at: LA_POINT, timeZone: LA });
    host = await makeUser('LA host', { at: LA_POINT, timeZone: LA });
    const form = dateEntryInput.parse({
      useRange: true,
      date: '2026-03-20',
      endDate: '2026-03-22',
      useDailyHours: false,
      timeRanges: [{ startTime: '17:00', endTime: '20:00' }],
      dailyTimeRanges: [],
      isTraveling: true,
      location: {
        city: 'Los Angeles',
        state: 'CA',
        country: 'US',
        ...LA_POINT,
        formattedAddress: 'Los Angeles, CA, USA',
      },
    });
    const added = await addDateEntry(db, traveller.id, form, written);
    if (added.status !== 'added') throw new Error(added.status);
    // The entry carries its city's zone, not the owner's.
    expect(added.entry.timeZone).toBe(LA);
  });

  const laWindow = (date: string, from: string, to: string) => ({
    from: zonedToInstant(date, from, LA),
    to: zonedToInstant(date, to, LA),
  });
  const nearLa = async (window: { from: Date; to: Date }) => {
    const page = await findPlayersNear(db, viewer.id, { ...LA_POINT, radiusMiles: 25, window });
    return page.players.filter((p) => p.id === traveller.id);
  };

  it('is listed among players near LA at 17:00–20:00 Los Angeles time, not at 14:00–17:00', async () => {
    const evening = await nearLa(laWindow('2026-03-21', '18:00', '19:00'));
    expect(evening.map((p) => p.travel?.city)).toEqual(['Los Angeles']);
    // 14:00–17:00 in LA is 17:00–20:00 in New York: matching in the home zone would list them here.
    expect(await nearLa(laWindow('2026-03-21', '14:30', '16:30'))).toEqual([]);
    // 20:00–21:00 in LA is 23:00–24:00 in New York.
    expect(await nearLa(laWindow('2026-03-21', '20:00', '21:00'))).toEqual([]);
    // The owner's editor shows the entry in its own zone (its hours are Los Angeles time).
    const editor = await loadAvailabilityEditor(db, traveller.id, written);
    expect(editor.timeZone).toBe(NY);
    expect(editor.dates.map((d) => [d.timeZone, d.ranges])).toEqual([
      [LA, [{ day: null, startMinute: 17 * 60, endMinute: 20 * 60 }]],
    ]);
  });

  it('is offered an LA game starting 17:00–20:00 Los Angeles time by Find a sub, not one at 14:00', async () => {
    const candidates = async (start: string, minutes: number) => {
      const game = await makeEvent(host.id, {
        at: LA_POINT,
        gameTypeId: soccer,
        capacity: 6,
        timeZone: LA,
        dateStart: zonedToInstant('2026-03-21', start, LA),
        durationMinutes: minutes,
      });
      const result = await findSubCandidates(
        db,
        host.id,
        { eventId: game.id, radiusMiles: 25 },
        utc('2026-03-10T18:00:00Z'),
      );
      if (result.status !== 'ok') throw new Error(result.status);
      return result.candidates.filter((c) => c.id === traveller.id).map((c) => c.travelCity);
    };
    expect(await candidates('17:00', 90)).toEqual(['Los Angeles']);
    expect(await candidates('18:30', 90)).toEqual(['Los Angeles']);
    expect(await candidates('14:00', 90)).toEqual([]);
    // Until 20:30 LA: past the entry's 20:00.
    expect(await candidates('19:00', 90)).toEqual([]);
  });
});

describe('a traveller from New York in Berlin, in the weeks between the US and EU changes', () => {
  it('is offered a Berlin game at 19:00 Berlin time when "free 19–21 in Berlin", not one at 18:00', async () => {
    const traveller = await player('Berlin traveller', { at: NY_POINT, timeZone: NY });
    const host = await makeUser('Berlin game host', { at: BERLIN_POINT, timeZone: BERLIN });
    const [berlin] = findCities('berlin, germany');
    const form = dateEntryInput.parse({
      useRange: true,
      date: '2026-03-20',
      endDate: '2026-03-22',
      useDailyHours: false,
      timeRanges: [{ startTime: '19:00', endTime: '21:00' }],
      dailyTimeRanges: [],
      isTraveling: true,
      location: {
        city: berlin!.city,
        state: berlin!.state,
        country: berlin!.country,
        lat: berlin!.lat,
        lng: berlin!.lng,
        formattedAddress: berlin!.formattedAddress,
      },
    });
    const added = await addDateEntry(db, traveller.id, form, utc('2026-03-01T15:00:00Z'));
    if (added.status !== 'added') throw new Error(added.status);
    expect(added.entry.timeZone).toBe(BERLIN);
    const offered = async (start: string) => {
      const game = await makeEvent(host.id, {
        at: BERLIN_POINT,
        gameTypeId: soccer,
        capacity: 6,
        timeZone: BERLIN,
        dateStart: zonedToInstant('2026-03-21', start, BERLIN),
        durationMinutes: 90,
      });
      const result = await findSubCandidates(
        db,
        host.id,
        { eventId: game.id, radiusMiles: 25 },
        utc('2026-03-10T18:00:00Z'),
      );
      if (result.status !== 'ok') throw new Error(result.status);
      return result.candidates.filter((c) => c.id === traveller.id).map((c) => c.travelCity);
    };
    expect(await offered('19:00')).toEqual(['Berlin']);
    // 19:00–21:00 in New York would be 00:00–02:00 in Berlin that week (5 h apart, not 6).
    expect(await offered('18:00')).toEqual([]);
    expect(await offered('00:00')).toEqual([]);
  });
});

describe('the zone of date entries', () => {
  it('the data step gives travel entries their city’s zone, once; other entries keep theirs', async () => {
    const owner = await player('Legacy', { at: NY_POINT, timeZone: NY });
    const availability = await db.availability.findUniqueOrThrow({ where: { userId: owner.id } });
    const entry = (data: object) =>
      db.dateAvailability.create({
        data: { availabilityId: availability.id, date: day('2026-10-24'), ...data },
        select: { id: true },
      });
    const trip = await entry({ isTraveling: true, locationLat: LA_POINT.lat, locationLng: LA_POINT.lng });
    const berlin = await entry({
      isTraveling: true,
      locationLat: BERLIN_POINT.lat,
      locationLng: BERLIN_POINT.lng,
    });
    const home = await entry({});
    const nowhere = await entry({ isTraveling: true });
    const saved = await entry({
      isTraveling: true,
      locationLat: LA_POINT.lat,
      locationLng: LA_POINT.lng,
      timeZone: SYDNEY,
    });

    expect(await applyTravelZones(db)).toBeGreaterThanOrEqual(2);
    const zoneOf = async (id: string) =>
      (await db.dateAvailability.findUniqueOrThrow({ where: { id } })).timeZone;
    expect(await zoneOf(trip.id)).toBe(LA);
    expect(await zoneOf(berlin.id)).toBe(BERLIN);
    // Read as the schedule's zone (lib/availability/sql.ts entryZone), as before.
    expect(await zoneOf(home.id)).toBeNull();
    expect(await zoneOf(nowhere.id)).toBeNull();
    expect(await zoneOf(saved.id)).toBe(SYDNEY);
    // Idempotent: nothing left to do.
    expect(await applyTravelZones(db)).toBe(0);
  });

  it('the migration adds the column to a database with travel entries, which the data step then fills', async () => {
    const name = `zones_${Date.now()}`;
    const admin = inject('adminDatabaseUrl');
    await ensureDatabase(admin, name);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const names = (await readMigrations()).migrationDirectories.map((d) => d.path);
    const mine = names.find((n) => n.endsWith('_date_entry_zone'))!;
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    const client = createPrismaClient(url.toString());
    try {
      await cp(path.join(MIGRATIONS_DIR, LOCKFILE_NAME), path.join(dir, LOCKFILE_NAME));
      for (const n of names.filter((n) => n < mine))
        await cp(path.join(MIGRATIONS_DIR, n), path.join(dir, n), { recursive: true });
      await applyMigrations(url.toString(), { migrationsDir: dir });
      await client.$executeRawUnsafe(
        `INSERT INTO users (id, email, "timeZone", "updatedAt") VALUES ('u1', 'u1@example.test', '${NY}', now())`,
      );
      await client.$executeRawUnsafe(
        `INSERT INTO availabilities (id, "userId", "timeZone", "updatedAt") VALUES ('a1', 'u1', '${NY}', now())`,
      );
      await client.$executeRawUnsafe(
        `INSERT INTO date_availabilities (id, "availabilityId", date, "endDate", "isTraveling", "locationLat", "locationLng")
           VALUES ('trip', 'a1', '2026-03-20', '2026-03-22', true, ${LA_POINT.lat}, ${LA_POINT.lng}),
                  ('home', 'a1', '2026-03-25', NULL, false, NULL, NULL)`,
      );

      await applyMigrations(url.toString());
      expect(await applyTravelZones(client)).toBe(1);
      const rows = await client.$queryRawUnsafe<{ id: string; timeZone: string | null }[]>(
        `SELECT id, "timeZone" FROM date_availabilities ORDER BY id`,
      );
      expect(rows).toEqual([
        { id: 'home', timeZone: null },
        { id: 'trip', timeZone: LA },
      ]);
    } finally {
      await client.$disconnect();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a schedule in its owner’s zone follows a change of that zone; one set to another zone and the entries stay', async () => {
    const mover = await player('Mover', { at: NY_POINT, timeZone: NY });
    const keeper = await player('Keeper', { at: NY_POINT, timeZone: NY, scheduleZone: LA });
    const moverSchedule = await db.availability.update({
      where: { userId: mover.id },
      data: {
        weeklyRanges: { create: [{ dayOfWeek: 5, startMinute: 17 * 60, endMinute: 20 * 60 }] },
        dateEntries: { create: [{ date: day('2026-03-25'), timeZone: NY }] },
      },
    });
    for (const user of [mover, keeper])
      await db.user.update({ where: { id: user.id }, data: { timeZone: 'America/Chicago' } });

    const after = await db.availability.findUniqueOrThrow({
      where: { id: moverSchedule.id },
      include: { weeklyRanges: true, dateEntries: true },
    });
    expect(after.timeZone).toBe('America/Chicago');
    expect(after.weeklyRanges.map((w) => w.timeZone)).toEqual(['America/Chicago']);
    expect(after.dateEntries.map((d) => d.timeZone)).toEqual([NY]);
    expect((await db.availability.findUniqueOrThrow({ where: { userId: keeper.id } })).timeZone).toBe(LA);
  });
});

describe('reminders on the recipient’s clock', () => {
  const reminders = (userId: string) =>
    db.notification.findMany({ where: { userId, type: REMINDER_TYPE }, orderBy: { createdAt: 'asc' } });

  /** A game of `hostId` at `startsAt` with each of `players` holding a spot since 2026-01-01. */
  async function gameWith(hostId: string, startsAt: Date, timeZone: string, players: { id: string }[]) {
    const event = await makeEvent(hostId, { dateStart: startsAt, timeZone, gameTypeId: soccer });
    await db.eventParticipant.createMany({
      data: players.map((p) => ({
        eventId: event.id,
        userId: p.id,
        status: 'GOING' as const,
        createdAt: utc('2026-01-01T00:00:00Z'),
      })),
    });
    return event;
  }

  /** Runs the reminders job a minute before `at` and at `at`: the player's first reminder comes exactly then. */
  async function firstReminderAt(userId: string, at: Date, kind: '24h' | '2h' = '24h') {
    await sendDueReminders(db, new Date(at.getTime() - MIN));
    expect(await reminders(userId)).toHaveLength(0);
    await sendDueReminders(db, at);
    const sent = await reminders(userId);
    expect(sent.map((n) => (n.data as { kind: string }).kind)).toEqual([kind]);
    return sent[0]!;
  }

  it('a host in Sydney and a player in Berlin: the day before and quiet hours in Berlin time', async () => {
    const host = await makeUser('Sydney host', { at: { lat: -33.8688, lng: 151.2093 }, timeZone: SYDNEY });
    // The player set their schedule to another zone: reminders still follow their own zone.
    const player_ = await player('Berlin player', { at: BERLIN_POINT, timeZone: BERLIN, scheduleZone: NY });
    const mate = await makeUser('Sydney mate', { timeZone: SYDNEY });
    // Sunday 08:00 in Sydney (AEDT) is Saturday 22:00 in Berlin (CET): 2026-03-14 21:00 UTC.
    const startsAt = zonedToInstant('2026-03-15', '08:00', SYDNEY);
    expect(startsAt.toISOString()).toBe('2026-03-14T21:00:00.000Z');
    const event = await gameWith(host.id, startsAt, SYDNEY, [player_, mate]);

    // In Sydney the day before is Saturday 08:00 (Friday 21:00 UTC): the mate hears then.
    await firstReminderAt(mate.id, utc('2026-03-13T21:00:00Z'));
    // In Berlin it is Friday 22:00, a quiet hour: held (not dropped) until Saturday 08:00 Berlin time.
    expect(await reminders(player_.id)).toHaveLength(0);
    const note = await firstReminderAt(player_.id, zonedToInstant('2026-03-14', '08:00', BERLIN));
    expect(note.message).toBe(m.going(event.title, formatWhen(startsAt, BERLIN)));
    // The 2 h reminder (20:00 Berlin time) is never held.
    await sendDueReminders(db, new Date(startsAt.getTime() - 2 * HOUR));
    expect((await reminders(player_.id)).map((n) => (n.data as { kind: string }).kind)).toEqual([
      '24h',
      '2h',
    ]);
  });

  it('across a daylight-saving night: held until 08:00 on the new clock (EU 03-29, US 11-01)', async () => {
    const host = await makeUser('DST host', { timeZone: BERLIN });
    const berliner = await makeUser('DST Berlin', { timeZone: BERLIN });
    // Sunday 03-29 23:00 CEST; the day before is Saturday 23:00 CET (22:00 UTC, 23 h ahead), a quiet hour that
    // ends at 08:00 CEST, 06:00 UTC (one hour of the night is skipped).
    const spring = zonedToInstant('2026-03-29', '23:00', BERLIN);
    await gameWith(host.id, spring, BERLIN, [berliner]);
    await firstReminderAt(berliner.id, utc('2026-03-29T06:00:00Z'));

    const newYorker = await makeUser('DST New York', { timeZone: NY });
    // Sunday 11-01 23:30 EST; the day before is Saturday 23:30 EDT (03:30 UTC): held until 08:00 EST, 13:00 UTC.
    const fall = zonedToInstant('2026-11-01', '23:30', NY);
    await gameWith(host.id, fall, NY, [newYorker]);
    await firstReminderAt(newYorker.id, utc('2026-11-01T13:00:00Z'));
  });

  it('in the weeks between the US and EU changes, a New York game reaches Berlin at the right hour', async () => {
    const host = await makeUser('NY host', { timeZone: NY });
    // [game day, Berlin's offset then, when the Berlin player's day-before reminder comes (UTC)]. A game at
    // 17:30 New York time is 22:30 or 23:30 in Berlin: always a quiet hour there, held until 08:00 Berlin time.
    const cases: [string, string][] = [
      ['2026-03-06', '2026-03-06T07:00:00Z'], // before the US change: NY −5, Berlin +1
      ['2026-03-20', '2026-03-20T07:00:00Z'], // between: NY −4, Berlin +1
      ['2026-04-03', '2026-04-03T06:00:00Z'], // after both: NY −4, Berlin +2
      ['2026-10-21', '2026-10-21T06:00:00Z'], // before the EU change: NY −4, Berlin +2
      ['2026-10-28', '2026-10-28T07:00:00Z'], // between: NY −4, Berlin +1
    ];
    for (const [date, expected] of cases) {
      const berliner = await makeUser(`Gap ${date}`, { timeZone: BERLIN });
      const newYorker = await makeUser(`Gap NY ${date}`, { timeZone: NY });
      const startsAt = zonedToInstant(date, '17:30', NY);
      await gameWith(host.id, startsAt, NY, [berliner, newYorker]);
      // New York's own clock: the day before at 17:30, not held.
      const previous = new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) - 1))
        .toISOString()
        .slice(0, 10);
      await firstReminderAt(newYorker.id, zonedToInstant(previous, '17:30', NY));
      await firstReminderAt(berliner.id, utc(expected));
    }
  });
});

describe('Find a sub on the invitee’s clock', () => {
  it('holds an invitation over the player’s quiet hours in their own zone, not their schedule’s', async () => {
    const host = await makeUser('Berlin host', { at: BERLIN_POINT, timeZone: BERLIN });
    // Lives in Berlin; their schedule is set to New York time, free all weekend there.
    const sleeper = await player('Berlin sleeper', { at: BERLIN_POINT, timeZone: BERLIN, scheduleZone: NY });
    const schedule = await db.availability.findUniqueOrThrow({ where: { userId: sleeper.id } });
    await db.weeklyTimeRange.createMany({
      data: [5, 6, 7].map((dayOfWeek) => ({
        availabilityId: schedule.id,
        dayOfWeek,
        startMinute: 0,
        endMinute: 1440,
      })),
    });
    // Sunday 2026-03-22 10:00 in Berlin.
    const event = await makeEvent(host.id, {
      at: BERLIN_POINT,
      gameTypeId: soccer,
      capacity: 6,
      timeZone: BERLIN,
      dateStart: zonedToInstant('2026-03-22', '10:00', BERLIN),
    });
    // Friday 23:30 in Berlin is 18:30 in New York.
    const now = zonedToInstant('2026-03-20', '23:30', BERLIN);
    const result = await inviteSubs(
      db,
      host.id,
      { eventId: event.id, radiusMiles: 10, userIds: [sleeper.id], mode: 'now', delayMinutes: 30 },
      now,
    );
    expect(result).toEqual({ status: 'ok', sent: 1, queued: 0 });
    expect(await db.notification.count({ where: { userId: sleeper.id, type: SUB_INVITE_TYPE } })).toBe(0);
    const held = await db.subInvitation.findFirstOrThrow({ where: { userId: sleeper.id } });
    expect(held.notifyAt).toEqual(zonedToInstant('2026-03-21', '08:00', BERLIN));
  });
});
