import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPrismaClient, db, type Db } from '@/lib/db';
import { adoptBrowserZone, signUp } from '@/lib/auth/service';
import { createEventAction, editEventAction } from '@/lib/events/actions';
import { editEventForm } from '@/lib/events/queries';
import { createEventDefaults, createEventSchema, type CreateEventInput } from '@/lib/events/schema';
import { savedCity } from '@/lib/geo/city';
import { timeZoneChoices } from '@/lib/geo/time-zone';
import { settingsMessages } from '@/lib/messages';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { saveTimeZoneAction } from '@/lib/profile/actions';
import { completeProfile, updateProfile } from '@/lib/profile/service';
import { addDays, wallClock, zonedToInstant } from '@/lib/time';
import { ensureDatabase } from '@/scripts/db/embedded-postgres';
import { applyMigrations, LOCKFILE_NAME, MIGRATIONS_DIR, readMigrations } from '@/scripts/db/migrate';
import { applyUserZones } from '@/scripts/db/user-zones';
import { callAs } from '@/tests/support/act-as';
import { makeUser } from '@/tests/support/factories';

// Time zones (docs/time-zones.md): the viewer's zone from the browser, the Go-To Area and Settings; a game's
// zone from its place's point; existing accounts moved to their area's zone by the zone data step.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

// Two sides of a zone line (Indiana): Gary is on Central time, Indianapolis on Eastern.
const GARY = savedCity('Gary, IN', 41.5934, -87.3464);
const INDY = savedCity('Indianapolis, IN', 39.7684, -86.1581);
const DENVER = savedCity('Denver, CO', 39.7392, -104.9903);
const AUSTIN = savedCity('Austin, TX', 30.2672, -97.7431);

const zoneOf = (id: string) =>
  db.user.findUniqueOrThrow({ where: { id }, select: { timeZone: true, timeZoneSource: true } });

describe('the viewer’s zone', () => {
  it('is the browser’s at sign-up (modern spelling), UTC marked as a guess without one', async () => {
    const cases: [string | undefined, string, string][] = [
      ['Europe/Berlin', 'Europe/Berlin', 'BROWSER'],
      ['Asia/Calcutta', 'Asia/Kolkata', 'BROWSER'],
      [undefined, 'UTC', 'GUESS'],
      ['Mars/Olympus_Mons', 'UTC', 'GUESS'],
      ['Etc/GMT+5', 'UTC', 'GUESS'],
    ];
    for (const [browser, timeZone, timeZoneSource] of cases) {
      const email = `zone-${cases.findIndex((c) => c[0] === browser)}-${Date.now()}@example.com`;
      await signUp(db, {
        email,
        password: 'a-long-password-1',
        confirmPassword: 'a-long-password-1',
        timeZone: browser,
      });
      const user = await db.user.findUniqueOrThrow({ where: { email } });
      expect({ browser, timeZone: user.timeZone, timeZoneSource: user.timeZoneSource }).toEqual({
        browser,
        timeZone,
        timeZoneSource,
      });
    }
  });

  it('takes the Go-To Area’s zone at "More Information" when it differs from the browser’s', async () => {
    const user = await makeUser('Traveller', {
      complete: false,
      timeZone: 'America/Chicago',
      timeZoneSource: 'BROWSER',
    });
    const soccer = await db.gameType.upsert({
      where: { label: 'Soccer' },
      create: { label: 'Soccer' },
      update: {},
    });
    expect(
      await completeProfile(db, user.id, {
        displayName: 'Traveller',
        fullName: 'Traveller Full',
        lastName: '',
        city: DENVER,
        joinReasons: [],
        gameTypeIds: [soccer.id],
      }),
    ).toBe('saved');
    expect(await zoneOf(user.id)).toEqual({ timeZone: 'America/Denver', timeZoneSource: 'AREA' });
  });

  it('at sign-in, replaces a guess on an account without an area, and nothing else', async () => {
    const guess = await makeUser('Old account', { timeZone: 'America/New_York', timeZoneSource: 'GUESS' });
    const withArea = await makeUser('Old with area', {
      timeZone: 'America/New_York',
      timeZoneSource: 'GUESS',
      at: { lat: DENVER.lat, lng: DENVER.lng },
    });
    const chosen = await makeUser('Chooser', { timeZone: 'Asia/Tokyo', timeZoneSource: 'CHOSEN' });
    for (const u of [guess, withArea, chosen]) await adoptBrowserZone(db, u.email, 'Europe/Berlin');
    expect(await zoneOf(guess.id)).toEqual({ timeZone: 'Europe/Berlin', timeZoneSource: 'BROWSER' });
    expect(await zoneOf(withArea.id)).toEqual({ timeZone: 'America/New_York', timeZoneSource: 'GUESS' });
    expect(await zoneOf(chosen.id)).toEqual({ timeZone: 'Asia/Tokyo', timeZoneSource: 'CHOSEN' });
  });

  it('Settings: a zone of the list is saved (and wins over a later area); an unknown one is refused, nothing saved', async () => {
    const user = await makeUser('Setter', { timeZone: 'America/Chicago', timeZoneSource: 'AREA' });
    // Intl accepts Java-style IDs (CTT, IST), removed names and any letter case; PostgreSQL reads none of them
    // (or reads IST as Israel), and the availability SQL runs AT TIME ZONE on the stored value.
    const unknown = [
      'Mars/Olympus_Mons',
      'Etc/GMT+5',
      '',
      'x'.repeat(80),
      'CTT',
      'IST',
      'Zulu',
      'america/chicago',
    ];
    for (const bad of unknown) {
      const result = await callAs(user, saveTimeZoneAction, { timeZone: bad });
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { timeZone: [settingsMessages.timeZone.unknown] },
      });
      expect(await zoneOf(user.id)).toEqual({ timeZone: 'America/Chicago', timeZoneSource: 'AREA' });
    }
    expect(await callAs(user, saveTimeZoneAction, { timeZone: 'Asia/Calcutta' })).toEqual({
      ok: true,
      data: { timeZone: 'Asia/Kolkata' },
      message: settingsMessages.timeZone.saved,
    });
    expect(await zoneOf(user.id)).toEqual({ timeZone: 'Asia/Kolkata', timeZoneSource: 'CHOSEN' });
    // A new Go-To Area later does not undo the person's choice.
    expect(
      await updateProfile(db, user.id, {
        displayName: 'Setter',
        fullName: 'Setter Full',
        lastName: '',
        city: DENVER,
        gender: null,
        pronoun: null,
        birthdate: null,
        phoneNumber: '',
      } as Parameters<typeof updateProfile>[2]),
    ).toBe('saved');
    expect(await zoneOf(user.id)).toEqual({ timeZone: 'Asia/Kolkata', timeZoneSource: 'CHOSEN' });
  });
});

describe('every zone a person can pick', () => {
  it('is one PostgreSQL reads, at the same offset as the app', async () => {
    const zones = timeZoneChoices();
    const at = new Date('2026-07-01T12:00:00Z');
    const rows = await db.$queryRaw<{ zone: string; local: Date }[]>`
      SELECT z AS "zone", (${at}::timestamptz AT TIME ZONE z) AS "local" FROM unnest(${zones}::text[]) AS z`;
    expect(rows).toHaveLength(zones.length);
    const wrong = rows.filter(({ zone, local }) => {
      const w = wallClock(at, zone);
      return local.toISOString().slice(0, 16) !== `${w.date}T${w.time}`;
    });
    expect(wrong.map((r) => r.zone)).toEqual([]);
  });
});

describe('a game’s zone is its place’s', () => {
  let soccer: string;
  beforeAll(async () => {
    soccer = (
      await db.gameType.upsert({ where: { label: 'Soccer' }, create: { label: 'Soccer' }, update: {} })
    ).id;
  });

  const date = addDays(wallClock(new Date(), 'UTC').date, 10);
  const form = (city: typeof GARY, extra: Partial<CreateEventInput> = {}) =>
    createEventSchema.parse({
      ...createEventDefaults('', date),
      title: 'Evening doubles',
      gameTypeId: soccer,
      time: '19:00',
      city,
      ...extra,
    });
  const saved = (id: string) =>
    db.event.findUniqueOrThrow({ where: { id }, select: { timeZone: true, dateStart: true } });

  it('derives the zone from the city’s point on each side of a zone line, never from the host’s zone', async () => {
    // The host's own zone is Tokyo: it plays no part.
    const host = await makeUser('Host', { timeZone: 'Asia/Tokyo', timeZoneSource: 'CHOSEN' });
    for (const [city, zone] of [
      [GARY, 'America/Chicago'],
      [INDY, 'America/Indiana/Indianapolis'],
    ] as const) {
      const result = await callAs(host, createEventAction, form(city));
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(await saved(result.data.id)).toEqual({
        timeZone: zone,
        dateStart: zonedToInstant(date, '19:00', zone),
      });
    }
  });

  it('derives it from a place’s point, and keeps the host’s override', async () => {
    const host = await makeUser('Place host');
    const place = await db.place.create({
      data: { name: 'Lakefront courts', address: 'Gary, IN', lat: GARY.lat, lng: GARY.lng, geohash: 'dp6' },
    });
    // The form's city says Indianapolis, but the game is at the place (in Gary).
    const atPlace = await callAs(host, createEventAction, form(INDY, { placeId: place.id }));
    if (!atPlace.ok) throw new Error(JSON.stringify(atPlace));
    expect((await saved(atPlace.data.id)).timeZone).toBe('America/Chicago');

    const override = await callAs(host, createEventAction, form(GARY, { timeZone: 'America/Los_Angeles' }));
    if (!override.ok) throw new Error(JSON.stringify(override));
    expect(await saved(override.data.id)).toEqual({
      timeZone: 'America/Los_Angeles',
      dateStart: zonedToInstant(date, '19:00', 'America/Los_Angeles'),
    });
    // An unknown zone is refused at the field.
    const refused = await callAs(host, createEventAction, {
      ...form(GARY),
      timeZone: 'Mars/Olympus_Mons',
    });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { timeZone: [expect.any(String)] } });
  });

  it('refuses a start in the past in the derived zone', async () => {
    const host = await makeUser('Late host');
    // Today 00:00 on the wall clock of Chicago has passed everywhere.
    const today = wallClock(new Date(), 'America/Chicago').date;
    const result = await callAs(host, createEventAction, {
      ...form(GARY),
      date: addDays(today, -1),
      time: '23:59',
    });
    expect(result).toEqual({ ok: false, fieldErrors: { date: [ui.startInPast] } });
  });

  it('on edit: a new city on the other side of the line brings its zone (same wall clock); an override stays', async () => {
    const host = await makeUser('Editor');
    const created = await callAs(host, createEventAction, form(GARY));
    if (!created.ok) throw new Error(JSON.stringify(created));
    const id = created.data.id;
    const defaults = (await editEventForm(host.id, id))!.defaults;
    // The game is in its place's zone: the form says so with '' (no override).
    expect(defaults.timeZone).toBe('');
    const moved = await callAs(host, editEventAction, { ...defaults, city: INDY });
    expect(moved.ok).toBe(true);
    expect(await saved(id)).toEqual({
      timeZone: 'America/Indiana/Indianapolis',
      dateStart: zonedToInstant(date, '19:00', 'America/Indiana/Indianapolis'),
    });

    const overridden = await callAs(host, editEventAction, {
      ...defaults,
      city: INDY,
      timeZone: 'America/Chicago',
    });
    expect(overridden.ok).toBe(true);
    expect((await saved(id)).timeZone).toBe('America/Chicago');
    // The override shows on the form, and moving the game keeps it.
    const again = (await editEventForm(host.id, id))!.defaults;
    expect(again.timeZone).toBe('America/Chicago');
    expect((await callAs(host, editEventAction, { ...again, city: AUSTIN })).ok).toBe(true);
    expect((await saved(id)).timeZone).toBe('America/Chicago');
  });
});

// The migration (no default zone, the zone's source) and the zone data step run with it at every start.
const ZONES_MIGRATION = '20261207100000_time_zones';

async function freshDatabase(name: string): Promise<string> {
  const admin = inject('adminDatabaseUrl');
  await ensureDatabase(admin, name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migrationsBefore(name: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'beans-migrations-'));
  const { migrationDirectories } = await readMigrations();
  await cp(path.join(MIGRATIONS_DIR, LOCKFILE_NAME), path.join(dir, LOCKFILE_NAME));
  for (const m of migrationDirectories.filter((m) => m.path < name))
    await cp(path.join(MIGRATIONS_DIR, m.path), path.join(dir, m.path), { recursive: true });
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

describe('the zone migration and data step', () => {
  it('moves every existing account with a home area to that area’s zone, once; others wait for a sign-in', async () => {
    const url = await freshDatabase(`zones_${Date.now()}`);
    const before = await migrationsBefore(ZONES_MIGRATION);
    const old = createPrismaClient(url);
    try {
      await applyMigrations(url, { migrationsDir: before.dir });
      // Accounts as the old default left them: every one on New York time.
      await old.$executeRaw`
        INSERT INTO users (id, email, "cityName", "cityLat", "cityLng", "updatedAt") VALUES
          ('u-denver', 'denver@example.com', 'Denver, CO', 39.7392, -104.9903, now()),
          ('u-gary', 'gary@example.com', 'Gary, IN', 41.5934, -87.3464, now()),
          ('u-berlin', 'berlin@example.com', 'Berlin', 52.52, 13.405, now()),
          ('u-none', 'none@example.com', NULL, NULL, NULL, now())`;
      const zones = await old.$queryRaw<{ id: string; timeZone: string }[]>`SELECT id, "timeZone" FROM users`;
      expect(new Set(zones.map((z) => z.timeZone))).toEqual(new Set(['America/New_York']));
    } finally {
      await old.$disconnect();
      await before.cleanup();
    }

    await applyMigrations(url);
    await withDb(url, async (fresh) => {
      expect(await applyUserZones(fresh)).toBe(3);
      const rows = await fresh.user.findMany({
        select: { id: true, timeZone: true, timeZoneSource: true },
        orderBy: { id: 'asc' },
      });
      expect(rows).toEqual([
        { id: 'u-berlin', timeZone: 'Europe/Berlin', timeZoneSource: 'AREA' },
        { id: 'u-denver', timeZone: 'America/Denver', timeZoneSource: 'AREA' },
        { id: 'u-gary', timeZone: 'America/Chicago', timeZoneSource: 'AREA' },
        // No area: kept until the browser's zone arrives at the next sign-in.
        { id: 'u-none', timeZone: 'America/New_York', timeZoneSource: 'GUESS' },
      ]);
      // Idempotent: nothing left to do; a zone chosen since is never touched.
      await fresh.user.update({
        where: { id: 'u-gary' },
        data: { timeZone: 'Asia/Tokyo', timeZoneSource: 'CHOSEN' },
      });
      expect(await applyUserZones(fresh)).toBe(0);
      expect((await fresh.user.findUniqueOrThrow({ where: { id: 'u-gary' } })).timeZone).toBe('Asia/Tokyo');
      // A new account without a browser zone is UTC, marked as a guess; a game names its zone (no default).
      const created = await fresh.user.create({ data: { email: 'new@example.com' } });
      expect([created.timeZone, created.timeZoneSource]).toEqual(['UTC', 'GUESS']);
      await expect(
        fresh.$executeRaw`
          INSERT INTO events (id, title, "creatorId", "locationName", lat, lng, geohash, "dateStart", "updatedAt")
          VALUES ('e1', 'No zone', ${created.id}, 'X', 0, 0, 's', now(), now())`,
      ).rejects.toThrow(/timeZone/);
    });
  });
});

async function withDb<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = createPrismaClient(url);
  try {
    return await fn(client);
  } finally {
    await client.$disconnect();
  }
}
