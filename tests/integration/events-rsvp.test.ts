import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, db, type Db } from '@/lib/db';
import { createEvent, joinEvent, leaveEvent } from '@/lib/events/service';
import { eventPage } from '@/lib/events/queries';
import { encodeGeohash } from '@/lib/geo/geohash';
import { countQueries } from '@/tests/support/query-counter';
import { gameInput } from '@/tests/support/events';

let soccer: string;
let raceDb: Db;

beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
  // The race needs as many connections as concurrent joiners, so that they really meet in PostgreSQL.
  raceDb = createPrismaClient(undefined, { poolSize: 60 });
});
afterAll(async () => {
  await raceDb.$disconnect();
});

let seq = 0;
const createUser = (name = 'Player') => {
  seq += 1;
  return db.user.create({
    data: {
      email: `rsvp${seq}.${Date.now()}@example.com`,
      emailVerified: new Date(),
      fullName: `${name} ${seq}`,
      hasAdditionalInfo: true,
    },
  });
};
const createUsers = (n: number) => Promise.all(Array.from({ length: n }, () => createUser()));

/** An event row written directly (no host spot), starting in `hours`. */
async function rawEvent(creatorId: string, extra: Record<string, unknown> = {}, hours = 48) {
  return db.event.create({
    data: {
      title: 'Sunday 7s',
      creatorId,
      gameTypeId: soccer,
      locationName: 'Austin, TX',
      lat: 30.27,
      lng: -97.74,
      geohash: encodeGeohash(30.27, -97.74),
      dateStart: new Date(Date.now() + hours * 3_600_000),
      timeZone: 'America/Chicago',
      durationMinutes: 90,
      ...extra,
    },
  });
}

const going = async (eventId: string) => {
  const [event, rows] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { goingCount: true } }),
    db.eventParticipant.findMany({
      where: { eventId },
      select: { userId: true, status: true, guestCount: true },
    }),
  ]);
  const spots = rows.filter((r) => r.status === 'GOING').reduce((n, r) => n + 1 + r.guestCount, 0);
  return { goingCount: event.goingCount, spots, rows };
};

describe('create a game', () => {
  it('stores the wall clock of the event’s zone, joins the host and refuses a team the host does not run', async () => {
    const host = await createUser('Host');
    const startsAt = new Date(Date.now() + 5 * 86_400_000);
    const input = gameInput({ gameTypeId: soccer, startsAt, timeZone: 'America/Denver', capacity: 8 });
    const result = await createEvent(db, host.id, input);
    if (!result.ok) throw new Error(result.reason);
    const event = await db.event.findUniqueOrThrow({ where: { id: result.event.id } });
    expect(event.timeStart).toBe(input.time);
    expect(Math.floor(event.dateStart.getTime() / 60_000)).toBe(Math.floor(startsAt.getTime() / 60_000));
    expect(event).toMatchObject({
      timeZone: 'America/Denver',
      capacity: 8,
      goingCount: 1,
      locationName: 'Austin, TX',
    });
    expect((await going(event.id)).rows).toEqual([{ userId: host.id, status: 'GOING', guestCount: 0 }]);

    const other = await createUser('Other');
    const team = await db.team.create({ data: { name: 'Not mine', ownerId: other.id } });
    const refused = await createEvent(db, host.id, { ...input, hostingTeamId: team.id });
    expect(refused).toEqual({ ok: false, reason: 'unknown-team' });
    await db.rosterEntry.create({ data: { teamId: team.id, userId: host.id, role: 'admin' } });
    const hosted = await createEvent(db, host.id, { ...input, hostingTeamId: team.id });
    expect(hosted.ok).toBe(true);
  });
});

describe('RSVP', () => {
  it('never overbooks: 50 concurrent joins at a 10-spot event give 10 going and 40 waitlisted', async () => {
    const host = await createUser('Host');
    const event = await rawEvent(host.id, { capacity: 10, allowWaitlist: true });
    const players = await createUsers(50);
    const results = await Promise.all(players.map((p) => joinEvent(raceDb, p.id, event.id)));
    expect(results.filter((r) => r.status === 'joined')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'waitlisted')).toHaveLength(40);
    const after = await going(event.id);
    expect(after.goingCount).toBe(10);
    expect(after.spots).toBe(10);
    expect(after.rows).toHaveLength(50);
    expect(new Set(after.rows.map((r) => r.userId)).size).toBe(50);
  });

  it('without a waitlist the late joiners are refused and nothing is written for them', async () => {
    const host = await createUser('Host');
    const event = await rawEvent(host.id, { capacity: 3, allowWaitlist: false });
    const players = await createUsers(12);
    const results = await Promise.all(players.map((p) => joinEvent(raceDb, p.id, event.id)));
    expect(results.filter((r) => r.status === 'joined')).toHaveLength(3);
    expect(results.filter((r) => r.status === 'full')).toHaveLength(9);
    const after = await going(event.id);
    expect(after).toMatchObject({ goingCount: 3, spots: 3 });
    expect(after.rows).toHaveLength(3);
  });

  it('the same player joining twice at once gets one spot', async () => {
    const host = await createUser('Host');
    const event = await rawEvent(host.id, { capacity: 5 });
    const player = await createUser();
    const results = await Promise.all([1, 2, 3].map(() => joinEvent(raceDb, player.id, event.id)));
    expect(results.map((r) => r.status).sort()).toEqual(['already', 'already', 'joined']);
    expect(await going(event.id)).toMatchObject({ goingCount: 1, spots: 1 });
  });

  it('leaving frees the spot for the first in line (FIFO), who is notified', async () => {
    const host = await createUser('Host');
    const event = await rawEvent(host.id, { capacity: 2, allowWaitlist: true });
    const [a, b, c, d] = await createUsers(4);
    const t0 = Date.now();
    for (const [i, p] of [a, b, c, d].entries()) {
      await joinEvent(db, p.id, event.id, new Date(t0 + i * 1000));
    }
    expect((await going(event.id)).rows.map((r) => r.status)).toEqual([
      'GOING',
      'GOING',
      'WAITLIST',
      'WAITLIST',
    ]);

    const left = await leaveEvent(db, a.id, event.id);
    // A free game: nothing to refund.
    expect(left).toEqual({ status: 'left', was: 'GOING', promotedUserIds: [c.id], refunds: null });
    const after = await going(event.id);
    expect(after).toMatchObject({ goingCount: 2, spots: 2 });
    expect(after.rows.find((r) => r.userId === c.id)?.status).toBe('GOING');
    expect(after.rows.find((r) => r.userId === d.id)?.status).toBe('WAITLIST');
    const note = await db.notification.findFirstOrThrow({ where: { userId: c.id } });
    expect(note).toMatchObject({ type: 'EVENT_WAITLIST_PROMOTED', title: 'You are in!' });
    expect(note.message).toContain('Sunday 7s');

    // Leaving the waitlist promotes nobody and frees no spot.
    expect(await leaveEvent(db, d.id, event.id)).toEqual({
      status: 'left',
      was: 'WAITLIST',
      promotedUserIds: [],
      refunds: null,
    });
    expect(await leaveEvent(db, d.id, event.id)).toEqual({ status: 'not-joined' });
  });

  it('concurrent leaves promote each waitlisted player once and fill every freed spot', async () => {
    const host = await createUser('Host');
    const event = await rawEvent(host.id, { capacity: 10, allowWaitlist: true });
    const players = await createUsers(30);
    const t0 = Date.now();
    for (const [i, p] of players.entries()) await joinEvent(db, p.id, event.id, new Date(t0 + i));
    const leavers = players.slice(0, 10);
    const results = await Promise.all(leavers.map((p) => leaveEvent(raceDb, p.id, event.id)));
    const promoted = results.flatMap((r) => (r.status === 'left' ? r.promotedUserIds : []));
    expect(promoted.sort()).toEqual(
      players
        .slice(10, 20)
        .map((p) => p.id)
        .sort(),
    );
    expect(await going(event.id)).toMatchObject({ goingCount: 10, spots: 10 });
  });

  it('refuses cancelled, started and ended games, and leaving inside the cancel window', async () => {
    const host = await createUser('Host');
    const player = await createUser();
    const cancelled = await rawEvent(host.id, { cancelled: true });
    expect(await joinEvent(db, player.id, cancelled.id)).toEqual({ status: 'cancelled' });
    const started = await rawEvent(host.id, {}, -0.5);
    expect(await joinEvent(db, player.id, started.id)).toEqual({ status: 'closed' });
    const late = await rawEvent(host.id, { allowLateRsvp: true }, -0.5);
    expect(await joinEvent(db, player.id, late.id)).toEqual({ status: 'joined' });
    const ended = await rawEvent(host.id, { allowLateRsvp: true }, -3);
    expect(await joinEvent(db, player.id, ended.id)).toEqual({ status: 'closed' });

    const soon = await rawEvent(host.id, { hoursToCancelBefore: 24 }, 10);
    expect(await joinEvent(db, player.id, soon.id)).toEqual({ status: 'joined' });
    expect(await leaveEvent(db, player.id, soon.id)).toEqual({ status: 'too-late', hours: 24 });
    expect((await going(soon.id)).goingCount).toBe(1);
  });

  it('with approval an RSVP waits for the host and takes no spot', async () => {
    const host = await createUser('Host');
    const player = await createUser();
    const event = await rawEvent(host.id, { capacity: 1, creatorApprovalNeeded: true });
    expect(await joinEvent(db, player.id, event.id)).toEqual({ status: 'requested' });
    expect(await going(event.id)).toMatchObject({ goingCount: 0 });
    expect(await leaveEvent(db, player.id, event.id)).toMatchObject({
      status: 'left',
      was: 'PENDING_APPROVAL',
    });
  });
});

describe('who may see a game', () => {
  it('private games: host, joiners and hosting-team members until makePublicAfter; blocks hide it', async () => {
    const host = await createUser('Host');
    const [member, joiner, stranger, blocked] = await createUsers(4);
    const team = await db.team.create({ data: { name: 'Hosts FC', ownerId: host.id } });
    await db.rosterEntry.create({ data: { teamId: team.id, userId: member.id, role: 'member' } });
    const event = await rawEvent(host.id, { isPrivate: true, hostingTeamId: team.id, capacity: 10 });
    await db.eventParticipant.create({ data: { eventId: event.id, userId: joiner.id, status: 'GOING' } });

    expect(await eventPage(host.id, event.id)).not.toBeNull();
    expect(await eventPage(member.id, event.id)).not.toBeNull();
    expect(await eventPage(joiner.id, event.id)).not.toBeNull();
    expect(await eventPage(stranger.id, event.id)).toBeNull();
    expect(await eventPage(null, event.id)).toBeNull();
    expect(await joinEvent(db, stranger.id, event.id)).toEqual({ status: 'not-found' });
    expect(await eventPage(stranger.id, 'no-such-event')).toBeNull();

    await db.event.update({
      where: { id: event.id },
      data: { makePublicAfter: new Date(Date.now() - 60_000) },
    });
    expect(await eventPage(stranger.id, event.id)).not.toBeNull();
    expect(await eventPage(null, event.id)).not.toBeNull();

    await db.block.create({ data: { blockerId: host.id, blockedUserId: blocked.id } });
    expect(await eventPage(blocked.id, event.id)).toBeNull();
    expect(await joinEvent(db, blocked.id, event.id)).toEqual({ status: 'not-found' });
    // Joiners blocked by the viewer are left out of the list.
    await db.block.create({ data: { blockerId: stranger.id, blockedUserId: joiner.id } });
    const seen = await eventPage(stranger.id, event.id);
    expect(seen?.joiners.map((j) => j.id)).not.toContain(joiner.id);
  });

  it('the event page costs the same few queries for 1 and 50 joiners, and tells the waitlist position', async () => {
    const host = await createUser('Host');
    const event = await rawEvent(host.id, { capacity: 50, allowWaitlist: true });
    const players = await createUsers(52);
    await joinEvent(db, players[0].id, event.id);
    const one = await countQueries(() => eventPage(players[0].id, event.id));
    const t0 = Date.now();
    for (const [i, p] of players.slice(1).entries()) await joinEvent(db, p.id, event.id, new Date(t0 + i));
    const many = await countQueries(() => eventPage(players[0].id, event.id));
    expect(one.count).toBeLessThanOrEqual(4);
    expect(many.count).toBe(one.count);
    expect(many.result?.joiners).toHaveLength(50);
    const last = await countQueries(() => eventPage(players[51].id, event.id));
    expect(last.count).toBeLessThanOrEqual(4);
    expect(last.result).toMatchObject({ viewerStatus: 'WAITLIST', waitlistPosition: 2, waitlistCount: 2 });
    expect(last.result?.control).toEqual({ state: 'waitlisted' });
  });
});
