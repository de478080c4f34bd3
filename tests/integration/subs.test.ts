import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { freeThroughout, type AvailabilityView } from '@/lib/availability/rules';
import { freeThroughoutSql } from '@/lib/availability/sql';
import { formatGameTime, wallClock, zonedToInstant } from '@/lib/time';
import { SUBS_QUEUE } from '@/lib/notifications/queue';
import { CANDIDATE_LIMIT, deliverAt } from '@/lib/subs/rules';
import { candidatesSql, type CandidateRow } from '@/lib/subs/sql';
import { levelMatches, rankByLevel } from '@/lib/levels/rules';
import {
  answerSubInvitation,
  deliverHeldInvitation,
  findSubCandidates,
  inviteSubs,
  runSubTier,
  SUB_INVITE_TYPE,
} from '@/lib/subs/service';
import { subsMessages as m } from '@/lib/messages/subs';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// Find a sub (issue 17): the candidate query against a hand-built world, its availability rule against the pure
// function on random schedules, invitations now and in tiers (pg-boss jobs), quiet hours, and answers through
// the RSVP service.

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const NEAR_AUSTIN = { lat: 30.3, lng: -97.75 }; // ~2 miles
const MID_AUSTIN = { lat: 30.35, lng: -97.75 }; // ~6 miles
const DALLAS = { lat: 32.7767, lng: -96.797 };
const DENVER = { lat: 39.7392, lng: -104.9903 };
const CHICAGO_TZ = 'America/Chicago';

let soccer: string;
let tennis: string;
// The game: next week's Wednesday, 19:00–20:30 in Austin (Chicago time).
let gameDate: string;
let gameStart: Date;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
  tennis = (await db.gameType.create({ data: { label: 'Tennis' } })).id;
  const base = new Date(Date.now() + 7 * 86_400_000);
  const { date } = wallClock(base, CHICAGO_TZ);
  const d = new Date(`${date}T12:00:00Z`);
  const toWednesday = (3 - d.getUTCDay() + 7) % 7;
  gameDate = new Date(d.getTime() + toWednesday * 86_400_000).toISOString().slice(0, 10);
  gameStart = zonedToInstant(gameDate, '19:00', CHICAGO_TZ);
});

const WED = 3;
// Every test's world shares the file's database: lists are read back restricted to this test's players.
let mine = new Set<string>();
beforeEach(() => {
  mine = new Set();
});
const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

type Schedule = {
  zone?: string;
  weekly?: [number, string, string][];
  dates?: {
    date: string;
    endDate?: string;
    travel?: { lat: number; lng: number; city: string };
    ranges: [string, string][];
  }[];
  privacy?: Partial<Prisma.AvailabilityUncheckedCreateInput>;
};

async function player(
  name: string,
  options: { at?: { lat: number; lng: number } | null; sports?: string[]; open?: boolean } & Schedule = {},
) {
  const {
    at = NEAR_AUSTIN,
    sports = [soccer],
    open = true,
    zone = CHICAGO_TZ,
    weekly = [],
    dates = [],
    privacy = {},
  } = options;
  const user = await makeUser(name, { at, timeZone: zone });
  mine.add(user.id);
  await db.userSport.createMany({
    data: sports.map((gameTypeId) => ({ userId: user.id, gameTypeId, openToSubs: open })),
  });
  await db.availability.create({
    data: {
      userId: user.id,
      timeZone: zone,
      ...privacy,
      weeklyRanges: {
        create: weekly.map(([dayOfWeek, s, e]) => ({ dayOfWeek, startMinute: hm(s), endMinute: hm(e) })),
      },
      dateEntries: {
        create: dates.map((d) => ({
          date: day(d.date),
          endDate: d.endDate ? day(d.endDate) : null,
          isTraveling: Boolean(d.travel),
          locationCity: d.travel?.city,
          locationLat: d.travel?.lat,
          locationLng: d.travel?.lng,
          ranges: { create: d.ranges.map(([s, e]) => ({ startMinute: hm(s), endMinute: hm(e) })) },
        })),
      },
    },
  });
  return user;
}

const game = (hostId: string, columns: Record<string, unknown> = {}) =>
  makeEvent(hostId, {
    at: AUSTIN,
    gameTypeId: soccer,
    capacity: 4,
    dateStart: gameStart,
    durationMinutes: 90,
    ...columns,
  });

async function listed(hostId: string, eventId: string, radiusMiles = 10) {
  const result = await findSubCandidates(db, hostId, { eventId, radiusMiles });
  if (result.status !== 'ok') throw new Error(result.status);
  return result.candidates.filter((c) => mine.has(c.id));
}
const names = async (hostId: string, eventId: string, radiusMiles = 10) =>
  (await listed(hostId, eventId, radiusMiles)).map((c) => c.name);

const evening: [number, string, string][] = [[WED, '18:00', '21:00']];

describe('the candidate query', () => {
  it('lists players free for the whole game near the venue, and no one else', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id);
    const dayAfter = new Date(new Date(`${gameDate}T12:00:00Z`).getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await player('Free', { weekly: evening });
    await player('Partly', { weekly: [[WED, '18:00', '20:00']] });
    await player('BackToBack', {
      weekly: [
        [WED, '18:00', '19:30'],
        [WED, '19:30', '20:30'],
      ],
    });
    await player('OtherDay', { weekly: [[4, '18:00', '21:00']] });
    // New York's 20:00–21:30 is Chicago's 19:00–20:30; its 19:00–20:30 is an hour early.
    await player('NewYorkFits', { zone: 'America/New_York', weekly: [[WED, '20:00', '21:30']] });
    await player('NewYorkEarly', { zone: 'America/New_York', weekly: [[WED, '19:00', '20:30']] });
    // Date-specific hours replace the weekly ones for that date.
    await player('DateBusy', { weekly: evening, dates: [{ date: gameDate, ranges: [['09:00', '12:00']] }] });
    await player('DateFree', { dates: [{ date: gameDate, ranges: [['18:30', '22:00']] }] });
    await player('DateOtherDay', {
      weekly: evening,
      dates: [{ date: dayAfter, ranges: [['09:00', '10:00']] }],
    });
    // Travel: a Dallas player in Austin that evening; an Austin player away in Denver.
    await player('Visitor', {
      at: DALLAS,
      dates: [
        {
          date: gameDate,
          endDate: dayAfter,
          travel: { ...AUSTIN, city: 'Austin' },
          ranges: [['17:00', '22:00']],
        },
      ],
    });
    await player('Away', {
      weekly: evening,
      dates: [{ date: gameDate, travel: { ...DENVER, city: 'Denver' }, ranges: [['17:00', '22:00']] }],
    });
    await player('Far', { at: DALLAS, weekly: evening });
    await player('Tennis', { sports: [tennis], weekly: evening });
    await player('Closed', { open: false, weekly: evening });
    await player('NoCity', { at: null, weekly: evening });

    const found = await listed(host.id, event.id);
    expect(found.map((c) => c.name).sort()).toEqual(
      ['BackToBack', 'DateFree', 'DateOtherDay', 'Free', 'NewYorkFits', 'Visitor'].sort(),
    );
    expect(found.find((c) => c.name === 'Visitor')).toMatchObject({ travelCity: 'Austin', miles: 1 });
    // Dallas (~180 miles) stays out even at 50 miles.
    expect(await names(host.id, event.id, 50)).not.toContain('Far');
  });

  it('applies the privacy rule, blocks either way, the RSVPs and the invitations already sent', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id);
    const hidden = await player('Hidden', {
      weekly: evening,
      privacy: { visibilityMode: 'FILTERED', connectionsOnly: true },
    });
    const friend = await player('Friend', {
      weekly: evening,
      privacy: { visibilityMode: 'FILTERED', connectionsOnly: true },
    });
    const [low, high] = [host.id, friend.id].sort();
    await db.connection.create({
      data: { userLowId: low, userHighId: high, requesterId: host.id, status: 'ACCEPTED' },
    });
    const blockedByHost = await player('BlockedByHost', { weekly: evening });
    const blockerOfHost = await player('BlocksHost', { weekly: evening });
    const byEmail = await player('BlockedByEmail', { weekly: evening });
    await db.block.createMany({
      data: [
        { blockerId: host.id, blockedUserId: blockedByHost.id },
        { blockerId: blockerOfHost.id, blockedUserId: host.id },
        { blockerId: host.id, blockedEmail: byEmail.email.toUpperCase() },
      ],
    });
    const joined = await player('Joined', { weekly: evening });
    const declined = await player('Declined', { weekly: evening });
    await db.eventParticipant.createMany({
      data: [
        { eventId: event.id, userId: joined.id, status: 'GOING' },
        { eventId: event.id, userId: declined.id, status: 'NOT_GOING' },
      ],
    });
    const asked = await player('Asked', { weekly: evening });
    await player('Plain', { weekly: evening });
    expect(
      await inviteSubs(db, host.id, {
        eventId: event.id,
        radiusMiles: 10,
        userIds: [asked.id],
        mode: 'now',
        delayMinutes: 30,
      }),
    ).toMatchObject({ status: 'ok', sent: 1 });
    const minor = await player('Minor', { weekly: evening });
    await db.user.update({
      where: { id: minor.id },
      data: { birthdate: new Date(Date.now() - 15 * 365 * 86_400_000) },
    });

    const found = await names(host.id, event.id);
    expect(found.sort()).toEqual(['Friend', 'Plain']);
    expect(found).not.toContain(hidden.displayName);
  });

  it('leaves out, for a co-host, whoever is blocked with the game’s creator too', async () => {
    const host = await makeUser('Creator', { at: AUSTIN });
    const coHost = await makeUser('CoHost', { at: AUSTIN });
    const team = await db.team.create({
      data: {
        name: 'Co-hosted club',
        ownerId: host.id,
        roster: { create: [{ userId: coHost.id, role: 'manager' }] },
      },
    });
    const event = await game(host.id, { hostingTeamId: team.id });
    const blocksCreator = await player('BlocksCreator', { weekly: evening });
    await player('Open', { weekly: evening });
    await db.block.create({ data: { blockerId: blocksCreator.id, blockedUserId: host.id } });
    expect((await names(coHost.id, event.id)).sort()).toEqual(['Open']);
    expect((await names(host.id, event.id)).sort()).toEqual(['Open']);
  });

  it('ranks connections and teammates, then past co-players, then distance', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id);
    const near = await player('NearStranger', { at: NEAR_AUSTIN, weekly: evening });
    const mid = await player('MidStranger', { at: MID_AUSTIN, weekly: evening });
    const coPlayer = await player('CoPlayer', { at: MID_AUSTIN, weekly: evening });
    const teammate = await player('Teammate', { at: MID_AUSTIN, weekly: evening });
    const past = await game(host.id, { dateStart: new Date(Date.now() - 10 * 86_400_000) });
    await db.eventParticipant.createMany({
      data: [
        { eventId: past.id, userId: host.id, status: 'GOING' },
        { eventId: past.id, userId: coPlayer.id, status: 'GOING' },
      ],
    });
    const team = await db.team.create({ data: { name: 'Austin FC Sundays', ownerId: host.id } });
    await db.rosterEntry.create({ data: { teamId: team.id, userId: teammate.id, role: 'player' } });

    const found = await listed(host.id, event.id);
    expect(found.map((c) => [c.name, c.tier])).toEqual([
      ['Teammate', 'close'],
      ['CoPlayer', 'played'],
      ['NearStranger', 'nearby'],
      ['MidStranger', 'nearby'],
    ]);
    expect(near.id).not.toBe(mid.id);
  });

  it('reads only as far as the page: a shorter page is the start of the longer one', async () => {
    // Thursday 07:00–08:00 in Austin; players due north of the venue, nearest first.
    const north = (miles: number) => ({ lat: AUSTIN.lat + miles / 69.05, lng: AUSTIN.lng });
    const thursday = new Date(new Date(`${gameDate}T12:00:00Z`).getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id, {
      dateStart: zonedToInstant(thursday, '07:00', CHICAGO_TZ),
      durationMinutes: 60,
    });
    const morning: [number, string, string][] = [[4, '06:00', '09:00']];
    // Nearest at home but away that morning, 7 miles up the road: ranked at 7 miles.
    await player('AwayNearby', {
      at: north(0.5),
      weekly: morning,
      dates: [{ date: thursday, travel: { ...north(7), city: 'Up north' }, ranges: [['06:00', '09:00']] }],
    });
    await player('ShortMorning', { at: north(0.2), weekly: [[4, '07:00', '07:30']] });
    await player('Overlapping', {
      at: north(1.5),
      weekly: [
        [4, '06:00', '08:30'],
        [4, '06:30', '09:00'],
      ],
    });
    await player('Plain', { at: north(2.5), weekly: morning });
    await player('BackToBack', {
      at: north(3.5),
      weekly: [
        [4, '06:00', '07:30'],
        [4, '07:30', '09:00'],
      ],
    });
    await player('DateOnly', { at: north(4.5), dates: [{ date: thursday, ranges: [['06:00', '09:00']] }] });
    await player('Further', { at: north(5.5), weekly: morning });
    await player('Visitor', {
      at: DALLAS,
      dates: [{ date: thursday, travel: { ...north(6), city: 'Up north' }, ranges: [['06:00', '09:00']] }],
    });

    const facts = await db.event.findUniqueOrThrow({
      where: { id: event.id },
      select: {
        id: true,
        creatorId: true,
        gameTypeId: true,
        lat: true,
        lng: true,
        dateStart: true,
        durationMinutes: true,
      },
    });
    const page = (limit: number) =>
      db.$queryRaw<CandidateRow[]>(
        candidatesSql(host.id, facts, { radiusMiles: 10, limit, now: new Date() }),
      );
    const whole = await page(CANDIDATE_LIMIT);
    expect(whole.filter((c) => mine.has(c.id)).map((c) => c.displayName)).toEqual([
      'Overlapping',
      'Plain',
      'BackToBack',
      'DateOnly',
      'Further',
      'Visitor',
      'AwayNearby',
    ]);
    for (let limit = 1; limit <= 8; limit++) {
      expect({ limit, ids: (await page(limit)).map((c) => c.id) }).toEqual({
        limit,
        ids: whole.slice(0, limit).map((c) => c.id),
      });
    }
  });

  it('leaves out players who reached their weekly limit of requests', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const other = await makeUser('OtherHost', { at: AUSTIN });
    const busy = await player('OnePerWeek', { weekly: evening });
    await db.user.update({ where: { id: busy.id }, data: { subRequestsPerWeek: 1 } });
    const unlimited = await player('Unlimited', { weekly: evening });
    await db.user.update({ where: { id: unlimited.id }, data: { subRequestsPerWeek: null } });
    const first = await game(other.id);
    await inviteSubs(db, other.id, {
      eventId: first.id,
      radiusMiles: 10,
      userIds: [busy.id, unlimited.id],
      mode: 'now',
      delayMinutes: 30,
    });
    const event = await game(host.id);
    expect(await names(host.id, event.id)).toEqual(['Unlimited']);
  });

  it("lets the hosting team's owner and managers (any letter case) find subs, not its players or other teams' managers", async () => {
    const host = await makeUser('Creator', { at: AUSTIN });
    const [owner, upper, rosterPlayer, pending, elsewhere] = await Promise.all(
      ['Owner', 'Upper', 'RosterPlayer', 'Pending', 'Elsewhere'].map((n) => makeUser(n)),
    );
    const team = await db.team.create({
      data: {
        name: 'Hosting club',
        ownerId: owner.id,
        roster: {
          create: [
            { userId: host.id, role: 'manager' },
            { userId: upper.id, role: 'MANAGER' },
            { userId: rosterPlayer.id, role: 'player' },
            { userId: pending.id, role: 'pending' },
          ],
        },
      },
    });
    await db.team.create({
      data: {
        name: 'Other club',
        ownerId: host.id,
        roster: { create: [{ userId: elsewhere.id, role: 'manager' }] },
      },
    });
    const event = await game(host.id, { hostingTeamId: team.id });
    const status = async (userId: string) =>
      (await findSubCandidates(db, userId, { eventId: event.id, radiusMiles: 10 })).status;
    expect(await status(owner.id)).toBe('ok');
    expect(await status(upper.id)).toBe('ok');
    expect(await status(rosterPlayer.id)).toBe('not-found');
    expect(await status(pending.id)).toBe('not-found');
    expect(await status(elsewhere.id)).toBe('not-found');
  });

  it('answers not-found for a game the viewer does not manage, or an unknown id', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const stranger = await makeUser('Stranger');
    const event = await game(host.id);
    expect(await findSubCandidates(db, stranger.id, { eventId: event.id, radiusMiles: 10 })).toEqual({
      status: 'not-found',
    });
    expect(await findSubCandidates(db, host.id, { eventId: 'nope', radiusMiles: 10 })).toEqual({
      status: 'not-found',
    });
    const target = await player('Target', { weekly: evening });
    expect(
      await inviteSubs(db, stranger.id, {
        eventId: event.id,
        radiusMiles: 10,
        userIds: [target.id],
        mode: 'now',
        delayMinutes: 30,
      }),
    ).toEqual({ status: 'not-found' });
    expect(await db.subInvitation.count({ where: { eventId: event.id } })).toBe(0);
  });
});

describe('the availability rule for a whole window', () => {
  const ZONES = [
    'America/Chicago',
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Honolulu',
    'Asia/Kolkata',
    'Europe/Berlin',
    'Australia/Sydney',
  ];
  // Around the US DST change of 2026-11-01 and an ordinary week; the weeks between the US and EU changes
  // (US 03-08 and 11-01, EU 03-29 and 10-25) and Sydney's 04-05 (docs/time-zones.md, "Jobs and availability").
  const BASES = [
    '2026-10-31',
    '2026-11-02',
    '2026-12-09',
    '2026-03-07',
    '2026-03-15',
    '2026-03-28',
    '2026-10-24',
    '2026-10-27',
    '2026-04-04',
  ];
  const minute = fc.integer({ min: 0, max: 95 }).map((q) => q * 15);
  const range = fc.tuple(minute, fc.integer({ min: 1, max: 64 })).map(([s, len]) => ({
    startMinute: s,
    endMinute: Math.min(1440, s + len * 15),
  }));
  const scheduleArb = fc.record({
    zone: fc.constantFrom(...ZONES),
    weekly: fc.array(fc.record({ dayOfWeek: fc.integer({ min: 1, max: 7 }), r: range }), { maxLength: 12 }),
    dates: fc.array(
      fc.record({
        offset: fc.integer({ min: -1, max: 3 }),
        span: fc.integer({ min: 0, max: 2 }),
        travel: fc.constantFrom(null, 'near', 'far'),
        // The entry's own zone (a travel city's, or the schedule's when written); null: stored without one.
        zone: fc.option(fc.constantFrom(...ZONES), { nil: null }),
        ranges: fc.array(
          fc.record({ perDay: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }), r: range }),
          { maxLength: 3 },
        ),
      }),
      { maxLength: 3 },
    ),
    base: fc.constantFrom(...BASES),
    startQuarter: fc.integer({ min: 0, max: 2 * 96 }),
    lengthQuarters: fc.integer({ min: 1, max: 12 }),
    homeNear: fc.boolean(),
  });
  const addDays = (iso: string, n: number) =>
    new Date(new Date(`${iso}T00:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);

  it('SQL and the pure function agree on random schedules, zones and windows', async () => {
    const samples = fc.sample(scheduleArb, { numRuns: 160, seed: 17 });
    const cases = [];
    for (const [i, s] of samples.entries()) {
      const user = await makeUser(`Prop ${i}`, { at: s.homeNear ? AUSTIN : DENVER, timeZone: s.zone });
      const dates = s.dates.map((d) => {
        const date = addDays(s.base, d.offset);
        const endDate = d.span > 0 ? addDays(date, d.span) : null;
        const location = d.travel === 'near' ? AUSTIN : d.travel === 'far' ? DENVER : null;
        return {
          date,
          endDate,
          isTraveling: d.travel !== null,
          zone: d.zone,
          location: location && {
            city: d.travel!,
            state: '',
            country: '',
            ...location,
            formattedAddress: d.travel!,
          },
          ranges: d.ranges.map((r) => ({ day: r.perDay === null ? null : addDays(date, r.perDay), ...r.r })),
        };
      });
      await db.availability.create({
        data: {
          userId: user.id,
          timeZone: s.zone,
          weeklyRanges: { create: s.weekly.map((w) => ({ dayOfWeek: w.dayOfWeek, ...w.r })) },
          dateEntries: {
            create: dates.map((d) => ({
              date: day(d.date),
              endDate: d.endDate ? day(d.endDate) : null,
              isTraveling: d.isTraveling,
              locationCity: d.location?.city,
              locationLat: d.location?.lat,
              locationLng: d.location?.lng,
              timeZone: d.zone,
              ranges: {
                create: d.ranges.map((r) => ({
                  day: r.day ? day(r.day) : null,
                  startMinute: r.startMinute,
                  endMinute: r.endMinute,
                })),
              },
            })),
          },
        },
      });
      const from = new Date(new Date(`${s.base}T00:00:00Z`).getTime() + s.startQuarter * 15 * 60_000);
      const to = new Date(from.getTime() + s.lengthQuarters * 15 * 60_000);
      const view: AvailabilityView = {
        timeZone: s.zone,
        weekly: s.weekly.map((w) => ({ dayOfWeek: w.dayOfWeek, ...w.r })),
        dates: dates.map(({ zone, ...d }, k) => ({ id: String(k), timeZone: zone ?? s.zone, ...d })),
      };
      const near = (p: { lat: number; lng: number }) => Math.abs(p.lat - AUSTIN.lat) < 1;
      cases.push({
        userId: user.id,
        from,
        to,
        expected: freeThroughout(view, { from, to }, s.homeNear ? AUSTIN : DENVER, near),
      });
    }
    const venue = Prisma.sql`ll_to_earth(${AUSTIN.lat}::float8, ${AUSTIN.lng}::float8)`;
    const nearSql = (lat: Prisma.Sql, lng: Prisma.Sql) =>
      Prisma.sql`earth_distance(ll_to_earth(${lat}, ${lng}), ${venue}) <= 50000`;
    let free = 0;
    for (const c of cases) {
      const [row] = await db.$queryRaw<{ free: boolean }[]>`
        SELECT ${freeThroughoutSql(c.from, c.to, nearSql)} AS free
          FROM users u JOIN availabilities a ON a."userId" = u.id WHERE u.id = ${c.userId}`;
      expect({ userId: c.userId, free: row.free }).toEqual({ userId: c.userId, free: c.expected });
      if (c.expected) free++;
    }
    // The sample exercises both answers.
    expect(free).toBeGreaterThan(3);
    expect(free).toBeLessThan(cases.length);
  });
});

describe('invitations', () => {
  const jobs = (campaignId: string) =>
    db.$queryRaw<{ tier: number; startAfter: Date }[]>`
      SELECT (data->>'tier')::int AS tier, start_after AS "startAfter" FROM pgboss.job
       WHERE name = ${SUBS_QUEUE} AND data->>'campaignId' = ${campaignId} ORDER BY start_after`;
  const invites = (userId: string) => db.notification.findMany({ where: { userId, type: SUB_INVITE_TYPE } });

  it('asks the chosen players now, with a notification and a mail link to the game', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id);
    const a = await player('Ann', { weekly: evening });
    const b = await player('Bob', { weekly: evening });
    const c = await player('Cal', { weekly: evening });
    const now = zonedToInstant(wallClock(new Date(), CHICAGO_TZ).date, '12:00', CHICAGO_TZ);
    const result = await inviteSubs(
      db,
      host.id,
      {
        eventId: event.id,
        radiusMiles: 10,
        userIds: [a.id, b.id, 'unknown-user'],
        mode: 'now',
        delayMinutes: 30,
      },
      now,
    );
    expect(result).toEqual({ status: 'ok', sent: 2, queued: 0 });
    const [note] = await invites(a.id);
    expect(note.title).toBe(m.inviteTitle);
    expect(note.message).toContain('Host needs a sub for Sunday 7s');
    expect(await invites(b.id)).toHaveLength(1);
    expect(await invites(c.id)).toHaveLength(0);
    const [mail] = await db.$queryRaw<{ html: string }[]>`
      SELECT data->>'html' AS html FROM pgboss.job WHERE name = 'mail' AND data->>'userId' = ${a.id}`;
    expect(mail.html).toContain(`/evt/${event.id}`);
    // Asked players leave the list.
    expect(await names(host.id, event.id)).toEqual(['Cal']);
  });

  it("names the game's time on its clock, labelled for a player whose zone differs (docs/time-zones.md)", async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id);
    const here = await player('Chi', { weekly: evening });
    // Free on Berlin's clock through the game (Wed 19:00 in Chicago is Thu 01:00 or 02:00 in Berlin).
    const away = await player('Ber', { zone: 'Europe/Berlin', weekly: [[WED + 1, '00:30', '04:30']] });
    const now = zonedToInstant(wallClock(new Date(), CHICAGO_TZ).date, '12:00', CHICAGO_TZ);
    const input = { eventId: event.id, radiusMiles: 10, mode: 'now' as const, delayMinutes: 30 };
    expect(await inviteSubs(db, host.id, { ...input, userIds: [here.id, away.id] }, now)).toEqual({
      status: 'ok',
      sent: 2,
      queued: 0,
    });
    const [[mine], [theirs]] = await Promise.all([invites(here.id), invites(away.id)]);
    const when = (viewer: string) => formatGameTime(gameStart, CHICAGO_TZ, viewer);
    // 7:00 PM on the game's clock for both; only the player in Berlin reads the zone's name.
    expect(mine.message).toBe(m.inviteMessage('Host', 'Sunday 7s', when(CHICAGO_TZ)));
    expect(mine.message).toContain('7:00 PM.');
    expect(theirs.message).toBe(m.inviteMessage('Host', 'Sunday 7s', when('Europe/Berlin')));
    expect(theirs.message).toMatch(/ · 7:00 PM C[SD]T\.$/);
  });

  it('sends tiers in order through the queue and stops when the game is full', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id, { capacity: 3 });
    const friend = await player('Friend', { weekly: evening });
    const [low, high] = [host.id, friend.id].sort();
    await db.connection.create({
      data: { userLowId: low, userHighId: high, requesterId: host.id, status: 'ACCEPTED' },
    });
    const s1 = await player('StrangerOne', { weekly: evening });
    const s2 = await player('StrangerTwo', { weekly: evening });
    const now = zonedToInstant(wallClock(new Date(), CHICAGO_TZ).date, '12:00', CHICAGO_TZ);
    const result = await inviteSubs(
      db,
      host.id,
      {
        eventId: event.id,
        radiusMiles: 10,
        userIds: [s1.id, friend.id, s2.id],
        mode: 'tiered',
        delayMinutes: 30,
      },
      now,
    );
    expect(result).toEqual({ status: 'ok', sent: 1, queued: 2 });
    expect(await invites(friend.id)).toHaveLength(1);
    expect(await invites(s1.id)).toHaveLength(0);
    const campaign = await db.subCampaign.findFirstOrThrow({ where: { eventId: event.id } });
    const [job] = await jobs(campaign.id);
    expect(job).toMatchObject({ tier: 1 });
    expect(job.startAfter.getTime()).toBe(now.getTime() + 30 * 60_000);

    // The friend joins; a spot is still open after 30 minutes: the next tier is asked.
    expect(await answerSubInvitation(db, friend.id, { eventId: event.id, answer: 'join' }, now)).toEqual({
      status: 'joined',
    });
    expect(await runSubTier(db, campaign.id, 1, new Date(now.getTime() + 30 * 60_000))).toBe('sent');
    expect(await invites(s1.id)).toHaveLength(1);
    expect(await invites(s2.id)).toHaveLength(1);
    expect(await db.subInvitation.count({ where: { campaignId: campaign.id, status: 'SENT' } })).toBe(2);
  });

  it('does not send a later tier once the game is full, or past the cancel cutoff', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id, { capacity: 2 });
    const friend = await player('Friend', { weekly: evening });
    const [low, high] = [host.id, friend.id].sort();
    await db.connection.create({
      data: { userLowId: low, userHighId: high, requesterId: host.id, status: 'ACCEPTED' },
    });
    const stranger = await player('Stranger', { weekly: evening });
    const now = zonedToInstant(wallClock(new Date(), CHICAGO_TZ).date, '12:00', CHICAGO_TZ);
    await inviteSubs(
      db,
      host.id,
      {
        eventId: event.id,
        radiusMiles: 10,
        userIds: [friend.id, stranger.id],
        mode: 'tiered',
        delayMinutes: 15,
      },
      now,
    );
    const campaign = await db.subCampaign.findFirstOrThrow({ where: { eventId: event.id } });
    await db.event.update({ where: { id: event.id }, data: { goingCount: 2 } });
    expect(await runSubTier(db, campaign.id, 1, new Date(now.getTime() + 15 * 60_000))).toBe('stopped');
    expect(await invites(stranger.id)).toHaveLength(0);
    expect((await db.subInvitation.findFirstOrThrow({ where: { userId: stranger.id } })).status).toBe(
      'STOPPED',
    );
    // A stopped request stays stopped.
    expect(await runSubTier(db, campaign.id, 1, new Date(now.getTime() + 60 * 60_000))).toBe('skipped');

    const second = await game(host.id, { capacity: 4, hoursToCancelBefore: 24 });
    const late = await player('Late', { weekly: evening });
    const result = await inviteSubs(
      db,
      host.id,
      {
        eventId: second.id,
        radiusMiles: 10,
        userIds: [late.id],
        mode: 'now',
        delayMinutes: 15,
      },
      new Date(gameStart.getTime() - 2 * 3_600_000),
    );
    expect(result).toEqual({ status: 'closed' });
  });
});

describe('quiet hours', () => {
  it('holds an invitation asked at night until 08:00 in the player’s zone, unless the game is within 3 h', () => {
    const start = zonedToInstant('2026-12-10', '19:00', CHICAGO_TZ);
    const night = zonedToInstant('2026-12-08', '23:30', 'America/New_York');
    expect(deliverAt(night, 'America/New_York', start)).toEqual(
      zonedToInstant('2026-12-09', '08:00', 'America/New_York'),
    );
    const early = zonedToInstant('2026-12-09', '06:15', 'America/Los_Angeles');
    expect(deliverAt(early, 'America/Los_Angeles', start)).toEqual(
      zonedToInstant('2026-12-09', '08:00', 'America/Los_Angeles'),
    );
    const day = zonedToInstant('2026-12-09', '12:00', 'America/New_York');
    expect(deliverAt(day, 'America/New_York', start)).toEqual(day);
    // 22:00 is quiet, 08:00 is not.
    const ten = zonedToInstant('2026-12-09', '22:00', CHICAGO_TZ);
    expect(deliverAt(ten, CHICAGO_TZ, start).getTime()).toBeGreaterThan(ten.getTime());
    const eight = zonedToInstant('2026-12-09', '08:00', CHICAGO_TZ);
    expect(deliverAt(eight, CHICAGO_TZ, start)).toEqual(eight);
    // A game at 01:00 asked at 22:30: within 3 h, sent at once.
    const soon = zonedToInstant('2026-12-10', '01:00', CHICAGO_TZ);
    const asked = zonedToInstant('2026-12-09', '22:30', CHICAGO_TZ);
    expect(deliverAt(asked, CHICAGO_TZ, soon)).toEqual(asked);
    // A game at 06:00 asked at 23:00: held until 03:00 (3 h before the start), not 08:00.
    const dawn = zonedToInstant('2026-12-10', '06:00', CHICAGO_TZ);
    const eleven = zonedToInstant('2026-12-09', '23:00', CHICAGO_TZ);
    expect(deliverAt(eleven, CHICAGO_TZ, dawn)).toEqual(zonedToInstant('2026-12-10', '03:00', CHICAGO_TZ));
  });

  it('queues the notification for the end of the quiet hours and delivers it then', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id);
    const sleeper = await player('Sleeper', { zone: 'America/New_York', weekly: [[WED, '20:00', '22:00']] });
    const awake = await player('Awake', { zone: 'America/Los_Angeles', weekly: [[WED, '17:00', '19:00']] });
    // 23:30 in New York is 20:30 in Los Angeles.
    const today = wallClock(new Date(), 'America/New_York').date;
    const now = zonedToInstant(today, '23:30', 'America/New_York');
    await inviteSubs(
      db,
      host.id,
      {
        eventId: event.id,
        radiusMiles: 10,
        userIds: [sleeper.id, awake.id],
        mode: 'now',
        delayMinutes: 30,
      },
      now,
    );
    expect(await db.notification.count({ where: { userId: awake.id, type: SUB_INVITE_TYPE } })).toBe(1);
    expect(await db.notification.count({ where: { userId: sleeper.id, type: SUB_INVITE_TYPE } })).toBe(0);
    const held = await db.subInvitation.findFirstOrThrow({ where: { userId: sleeper.id } });
    const tomorrow = new Date(new Date(`${today}T12:00:00Z`).getTime() + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(held.notifyAt).toEqual(zonedToInstant(tomorrow, '08:00', 'America/New_York'));
    const [job] = await db.$queryRaw<{ startAfter: Date }[]>`
      SELECT start_after AS "startAfter" FROM pgboss.job WHERE name = ${SUBS_QUEUE} AND data->>'invitationId' = ${held.id}`;
    expect(job.startAfter).toEqual(held.notifyAt);
    expect(await deliverHeldInvitation(db, held.id, held.notifyAt!)).toBe('sent');
    expect(await db.notification.count({ where: { userId: sleeper.id, type: SUB_INVITE_TYPE } })).toBe(1);
    // A repeated job tells nobody twice.
    expect(await deliverHeldInvitation(db, held.id, held.notifyAt!)).toBe('skipped');
    expect(await db.notification.count({ where: { userId: sleeper.id, type: SUB_INVITE_TYPE } })).toBe(1);
  });
});

describe('answering', () => {
  it('Join takes a spot through the RSVP service and tells the host; Not this time closes the invitation', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id, { isPrivate: true });
    const yes = await player('Yes', { weekly: evening });
    const no = await player('No', { weekly: evening });
    await inviteSubs(db, host.id, {
      eventId: event.id,
      radiusMiles: 10,
      userIds: [yes.id, no.id],
      mode: 'now',
      delayMinutes: 30,
    });
    expect(await answerSubInvitation(db, yes.id, { eventId: event.id, answer: 'join' })).toEqual({
      status: 'joined',
    });
    const after = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(after.goingCount).toBe(1);
    expect(
      await db.eventParticipant.findFirst({ where: { eventId: event.id, userId: yes.id } }),
    ).toMatchObject({ status: 'GOING' });
    expect(await db.notification.count({ where: { userId: host.id, type: 'SUB_JOINED' } })).toBe(1);
    expect(await answerSubInvitation(db, no.id, { eventId: event.id, answer: 'decline' })).toEqual({
      status: 'declined',
    });
    expect((await db.subInvitation.findFirstOrThrow({ where: { userId: no.id } })).status).toBe('DECLINED');
    // Answered invitations cannot be answered again; someone never asked gets not-found.
    expect(await answerSubInvitation(db, no.id, { eventId: event.id, answer: 'join' })).toEqual({
      status: 'not-found',
    });
    const stranger = await makeUser('Stranger');
    expect(await answerSubInvitation(db, stranger.id, { eventId: event.id, answer: 'join' })).toEqual({
      status: 'not-found',
    });
  });

  it('a game that filled meanwhile puts the player on the waitlist (or refuses without one), spots never overbooked', async () => {
    const host = await makeUser('Host', { at: AUSTIN });
    const event = await game(host.id, { capacity: 1, allowWaitlist: true });
    const strict = await game(host.id, { capacity: 1 });
    const first = await player('First', { weekly: evening });
    const second = await player('Second', { weekly: evening });
    for (const e of [event, strict])
      await inviteSubs(db, host.id, {
        eventId: e.id,
        radiusMiles: 10,
        userIds: [first.id, second.id],
        mode: 'now',
        delayMinutes: 30,
      });
    const both = await Promise.all([
      answerSubInvitation(db, first.id, { eventId: event.id, answer: 'join' }),
      answerSubInvitation(db, second.id, { eventId: event.id, answer: 'join' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['joined', 'waitlisted']);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).goingCount).toBe(1);
    expect(await answerSubInvitation(db, first.id, { eventId: strict.id, answer: 'join' })).toEqual({
      status: 'joined',
    });
    expect(await answerSubInvitation(db, second.id, { eventId: strict.id, answer: 'join' })).toEqual({
      status: 'full',
    });
    // The refused answer left the invitation open (nothing half-written).
    expect(
      (await db.subInvitation.findFirstOrThrow({ where: { eventId: strict.id, userId: second.id } })).status,
    ).toBe('SENT');
  });
});

describe('level ranking (issue 32 §3)', () => {
  it('SQL ranks players inside the game’s range first (or lists only them) as the pure rule does', async () => {
    const pickleball = (
      await db.gameType.upsert({
        where: { label: 'Pickleball' },
        create: { label: 'Pickleball' },
        update: {},
      })
    ).id;
    const level = fc.option(
      fc.integer({ min: 4, max: 11 }).map((n) => n * 5),
      { nil: null },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(level, { minLength: 1, maxLength: 5 }),
        level,
        level,
        fc.boolean(),
        async (levels, a, b, require) => {
          mine = new Set();
          const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
          const host = await makeUser('Host', { at: AUSTIN });
          const event = await game(host.id, {
            gameTypeId: pickleball,
            levelMin: min,
            levelMax: max,
            levelRequired: require,
          });
          // Nearest first without levels: player k sits k miles out.
          const players = [];
          for (const [k, l] of levels.entries()) {
            const p = await player(`P${k}`, {
              at: { lat: AUSTIN.lat + (k + 1) / 69.05, lng: AUSTIN.lng },
              sports: [pickleball],
              weekly: evening,
            });
            if (l !== null)
              await db.playerLevel.create({ data: { userId: p.id, gameTypeId: pickleball, level: l } });
            players.push({ id: p.id, level: l });
          }
          const expected = rankByLevel(players, (p) => p.level, { min, max }, require).map((p) => p.id);
          const got = await listed(host.id, event.id);
          expect(got.map((c) => c.id)).toEqual(expected);
          const ranged = min !== null || max !== null;
          for (const c of got)
            expect(c.inLevel).toBe(
              ranged ? levelMatches(players.find((p) => p.id === c.id)?.level ?? null, { min, max }) : null,
            );
        },
      ),
      { numRuns: 12 },
    );
  });
});
