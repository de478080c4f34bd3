import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrismaClient, db, type Db } from '@/lib/db';
import { setGuestsAction } from '@/lib/events/actions';
import { eventPage } from '@/lib/events/queries';
import { joinEvent, leaveEvent, setGuests } from '@/lib/events/service';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser, makeUsers } from '@/tests/support/factories';

// Guests (issue 10 §3): a joiner brings up to guestLimit named guests, each taking a spot under the same
// conditional update as a join; removing one frees a spot for the waitlist; waitlisted guests come along.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

let raceDb: Db;
beforeAll(() => {
  raceDb = createPrismaClient(undefined, { poolSize: 20 });
});
afterAll(async () => {
  await raceDb.$disconnect();
});

const guestGame = (hostId: string, extra: Record<string, unknown> = {}) =>
  makeEvent(hostId, {
    capacity: 4,
    allowWaitlist: true,
    allowParticipantGuests: true,
    guestLimit: 2,
    ...extra,
  });
const state = async (eventId: string) => {
  const [event, rows] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { goingCount: true } }),
    db.eventParticipant.findMany({
      where: { eventId },
      orderBy: { createdAt: 'asc' },
      select: { userId: true, status: true, guestCount: true, guestNames: true },
    }),
  ]);
  const spots = rows.filter((r) => r.status === 'GOING').reduce((n, r) => n + 1 + r.guestCount, 0);
  return { goingCount: event.goingCount, spots, rows };
};

describe('bringing guests', () => {
  it('adds named guests who take spots, shows them on the event page, and frees the spots when removed', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const event = await guestGame(host.id);
    expect((await joinEvent(db, ann.id, event.id)).status).toBe('joined');
    expect(await callAs(ann, setGuestsAction, { eventId: event.id, names: [' Alex ', 'Jordan'] })).toEqual({
      ok: true,
      data: { eventId: event.id, count: 2 },
      message: ui.guestsSaved(2),
    });
    const after = await state(event.id);
    expect(after.goingCount).toBe(3);
    expect(after.rows).toEqual([
      { userId: ann.id, status: 'GOING', guestCount: 2, guestNames: ['Alex', 'Jordan'] },
    ]);
    const page = await eventPage(ann.id, event.id);
    expect(page?.viewerGuests).toEqual(['Alex', 'Jordan']);
    expect(page?.joiners).toEqual([expect.objectContaining({ id: ann.id, guests: 2 })]);

    expect((await setGuests(db, ann.id, { eventId: event.id, names: ['Alex'] })).status).toBe('saved');
    expect((await state(event.id)).goingCount).toBe(2);
    // Leaving takes the guests along.
    expect((await leaveEvent(db, ann.id, event.id)).status).toBe('left');
    expect((await state(event.id)).goingCount).toBe(0);
  });

  it('refuses more guests than the limit, or than the spots left, writing nothing', async () => {
    const host = await makeUser('Host');
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const event = await guestGame(host.id, { capacity: 3 });
    await joinEvent(db, ann.id, event.id);
    await joinEvent(db, bob.id, event.id);
    const before = await state(event.id);
    expect(await callAs(ann, setGuestsAction, { eventId: event.id, names: ['A', 'B', 'C'] })).toEqual({
      ok: false,
      message: ui.guestsTooMany(2),
    });
    expect(await callAs(ann, setGuestsAction, { eventId: event.id, names: ['A', 'B'] })).toEqual({
      ok: false,
      message: ui.guestsNoRoom,
    });
    expect(await callAs(ann, setGuestsAction, { eventId: event.id, names: ['  '] })).toMatchObject({
      ok: false,
      fieldErrors: { 'names.0': [ui.guestNameRequired] },
    });
    expect(await state(event.id)).toEqual(before);
    // One more fits.
    expect((await setGuests(db, ann.id, { eventId: event.id, names: ['A'] })).status).toBe('saved');
    expect((await state(event.id)).goingCount).toBe(3);
  });

  it('refuses guests where the game takes none, and for someone who has not joined (a foreign id too)', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const noGuests = await guestGame(host.id, { allowParticipantGuests: false });
    await joinEvent(db, ann.id, noGuests.id);
    expect(await callAs(ann, setGuestsAction, { eventId: noGuests.id, names: ['A'] })).toEqual({
      ok: false,
      message: ui.guestsNotAllowed,
    });
    const other = await guestGame(host.id);
    expect(await callAs(ann, setGuestsAction, { eventId: other.id, names: ['A'] })).toEqual({
      ok: false,
      message: ui.notJoined,
    });
    expect(await callAs(ann, setGuestsAction, { eventId: 'no-such-game', names: [] })).toEqual({
      ok: false,
      message: ui.notJoined,
    });
    expect((await state(other.id)).rows).toEqual([]);
  });

  it('a waitlisted player’s guests come along on promotion, only when they all fit', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat] = (await makeUsers(3)).map((id) => ({ id }));
    const event = await guestGame(host.id, { capacity: 2 });
    await joinEvent(db, ann.id, event.id);
    await joinEvent(db, bob.id, event.id);
    expect((await joinEvent(db, cat.id, event.id)).status).toBe('waitlisted');
    expect((await setGuests(db, cat.id, { eventId: event.id, names: ['Guest of Cat'] })).status).toBe(
      'saved',
    );
    expect((await state(event.id)).goingCount).toBe(2);
    // One spot frees: Cat and her guest need two, so she stays first in line.
    await leaveEvent(db, ann.id, event.id);
    expect((await state(event.id)).rows.find((r) => r.userId === cat.id)?.status).toBe('WAITLIST');
    await leaveEvent(db, bob.id, event.id);
    const after = await state(event.id);
    expect(after.rows).toEqual([
      { userId: cat.id, status: 'GOING', guestCount: 1, guestNames: ['Guest of Cat'] },
    ]);
    expect(after.goingCount).toBe(2);
  });

  it('never overbooks when joiners add guests at the same time', async () => {
    const host = await makeUser('Host');
    const players = (await makeUsers(8)).map((id) => ({ id }));
    const event = await guestGame(host.id, { capacity: 12 });
    for (const p of players) await joinEvent(db, p.id, event.id);
    // 8 going, 4 spots left; each asks for 2 guests at once: exactly 2 of them get them.
    const results = await Promise.all(
      players.map((p) => setGuests(raceDb, p.id, { eventId: event.id, names: ['X', 'Y'] })),
    );
    expect(results.filter((r) => r.status === 'saved')).toHaveLength(2);
    expect(results.filter((r) => r.status === 'no-room')).toHaveLength(6);
    const after = await state(event.id);
    expect(after.goingCount).toBe(12);
    expect(after.spots).toBe(12);
  });
});
