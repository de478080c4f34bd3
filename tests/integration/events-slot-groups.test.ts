import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrismaClient, db, type Db } from '@/lib/db';
import { createEventAction, joinEventAction } from '@/lib/events/actions';
import { eventPage } from '@/lib/events/queries';
import { createEvent, joinEvent, leaveEvent } from '@/lib/events/service';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { callAs } from '@/tests/support/act-as';
import { gameInput } from '@/tests/support/events';
import { makeUser, makeUsers } from '@/tests/support/factories';

// Slot groups (issue 10 §3): a game's spots split into named groups, each with its own capacity and waitlist;
// a joiner picks one; the group's count changes in the same conditional update as the game's.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

let soccer: string;
let raceDb: Db;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
  raceDb = createPrismaClient(undefined, { poolSize: 24 });
});
afterAll(async () => {
  await raceDb.$disconnect();
});

async function groupedGame(hostId: string, extra: Record<string, unknown> = {}) {
  const result = await createEvent(
    db,
    hostId,
    gameInput({
      gameTypeId: soccer,
      allowWaitlist: true,
      slotGroups: [
        { name: 'Goalies', capacity: 2 },
        { name: 'Field', capacity: 4 },
      ],
      ...extra,
    }),
  );
  if (!result.ok) throw new Error(result.reason);
  const groups = await db.eventSlotGroup.findMany({
    where: { eventId: result.event.id },
    orderBy: { sortOrder: 'asc' },
  });
  return { id: result.event.id, goalies: groups[0], field: groups[1] };
}
const counts = async (eventId: string) => {
  const [event, groups] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { capacity: true, goingCount: true } }),
    db.eventSlotGroup.findMany({ where: { eventId }, orderBy: { sortOrder: 'asc' } }),
  ]);
  return { ...event, groups: groups.map((g) => [g.name, g.goingCount, g.capacity]) };
};
const statusOf = async (eventId: string, userId: string) =>
  (await db.eventParticipant.findUnique({ where: { eventId_userId: { eventId, userId } } }))?.status ?? null;

describe('slot groups', () => {
  it('creates the groups, makes the spots their sum, and puts the host in the first', async () => {
    const host = await makeUser('Host');
    const game = await groupedGame(host.id);
    expect(await counts(game.id)).toEqual({
      capacity: 6,
      goingCount: 1,
      groups: [
        ['Goalies', 1, 2],
        ['Field', 0, 4],
      ],
    });
    const event = await db.event.findUniqueOrThrow({ where: { id: game.id } });
    expect(event.eventSlotGroup).toBe('Goalies 2 / Field 4');
    const page = await eventPage(host.id, game.id);
    expect(page?.slotGroups.map((g) => g.name)).toEqual(['Goalies', 'Field']);
    expect(page?.viewerGroup).toBe('Goalies');
  });

  it('asks a joiner to choose a group, fills each group on its own, and waitlists per group', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => makeUser(n)));
    const game = await groupedGame(host.id);
    expect(await callAs(ann, joinEventAction, { eventId: game.id })).toEqual({
      ok: false,
      message: ui.chooseGroup,
    });
    const other = await groupedGame(host.id);
    expect(await callAs(ann, joinEventAction, { eventId: game.id, slotGroupId: other.goalies.id })).toEqual({
      ok: false,
      message: ui.chooseGroup,
    });
    expect(
      await callAs(ann, joinEventAction, { eventId: game.id, slotGroupId: game.goalies.id }),
    ).toMatchObject({
      ok: true,
      message: ui.joined,
    });
    // Goalies is now full (host + Ann): Bob waits for a goalie spot though the field has room; Cat plays field.
    expect((await joinEvent(db, bob.id, game.id, new Date(), game.goalies.id)).status).toBe('waitlisted');
    expect((await joinEvent(db, cat.id, game.id, new Date(), game.field.id)).status).toBe('joined');
    expect(await counts(game.id)).toMatchObject({
      goingCount: 3,
      groups: [
        ['Goalies', 2, 2],
        ['Field', 1, 4],
      ],
    });
    // A field spot freeing does not promote Bob (he waits for a goalie spot); Ann leaving does.
    await leaveEvent(db, cat.id, game.id);
    expect(await statusOf(game.id, bob.id)).toBe('WAITLIST');
    await leaveEvent(db, ann.id, game.id);
    expect(await statusOf(game.id, bob.id)).toBe('GOING');
    expect(await counts(game.id)).toMatchObject({
      goingCount: 2,
      groups: [
        ['Goalies', 2, 2],
        ['Field', 0, 4],
      ],
    });
  });

  it('a full group’s waitlist does not hold up the others', async () => {
    const host = await makeUser('Host');
    const players = (await makeUsers(7)).map((id) => ({ id }));
    const game = await groupedGame(host.id);
    await joinEvent(db, players[0].id, game.id, new Date(), game.goalies.id); // goalies full
    for (const p of players.slice(1, 5)) await joinEvent(db, p.id, game.id, new Date(), game.field.id); // field full
    expect((await joinEvent(db, players[5].id, game.id, new Date(), game.goalies.id)).status).toBe(
      'waitlisted',
    );
    expect((await joinEvent(db, players[6].id, game.id, new Date(), game.field.id)).status).toBe(
      'waitlisted',
    );
    // A field player leaves: the field waiter gets in, though the goalie waiter is first in line.
    await leaveEvent(db, players[1].id, game.id);
    expect(await statusOf(game.id, players[6].id)).toBe('GOING');
    expect(await statusOf(game.id, players[5].id)).toBe('WAITLIST');
  });

  it('never overbooks a group under concurrent joins', async () => {
    const host = await makeUser('Host');
    const players = (await makeUsers(20)).map((id) => ({ id }));
    const game = await groupedGame(host.id, { allowWaitlist: false });
    const results = await Promise.all(
      players.map((p) => joinEvent(raceDb, p.id, game.id, new Date(), game.goalies.id)),
    );
    expect(results.filter((r) => r.status === 'joined')).toHaveLength(1); // the host holds the other goalie spot
    expect(results.filter((r) => r.status === 'full')).toHaveLength(19);
    expect(await counts(game.id)).toMatchObject({
      goingCount: 2,
      groups: [
        ['Goalies', 2, 2],
        ['Field', 0, 4],
      ],
    });
  });

  it('refuses one group or two with the same name, under the field, writing nothing', async () => {
    const host = await makeUser('Host');
    const base = gameInput({ gameTypeId: soccer });
    const before = await db.event.count();
    expect(
      await callAs(host, createEventAction, { ...base, slotGroups: [{ name: 'All', capacity: 4 }] }),
    ).toMatchObject({ ok: false, fieldErrors: { slotGroups: [ui.slotGroupsCount] } });
    expect(
      await callAs(host, createEventAction, {
        ...base,
        slotGroups: [
          { name: 'Women', capacity: 6 },
          { name: 'women', capacity: 6 },
        ],
      }),
    ).toMatchObject({ ok: false, fieldErrors: { 'slotGroups.1.name': [ui.slotGroupNamesUnique] } });
    expect(await db.event.count()).toBe(before);
  });

  it('gives every date of a repeating game the same groups, the host in the first', async () => {
    const host = await makeUser('Host');
    const game = await groupedGame(host.id, { repeat: 'WEEKLY', repeatEnds: 'COUNT', repeatCount: 3 });
    const first = await db.event.findUniqueOrThrow({ where: { id: game.id } });
    const dates = await db.event.findMany({ where: { seriesId: first.seriesId }, select: { id: true } });
    expect(dates).toHaveLength(3);
    for (const d of dates) {
      expect(await counts(d.id)).toEqual({
        capacity: 6,
        goingCount: 1,
        groups: [
          ['Goalies', 1, 2],
          ['Field', 0, 4],
        ],
      });
    }
  });
});
