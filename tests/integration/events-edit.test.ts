import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { editEventAction } from '@/lib/events/actions';
import { editEventForm } from '@/lib/events/queries';
import { wallClock } from '@/lib/time';
import { createEvent, joinEvent } from '@/lib/events/service';
import { savedCity } from '@/lib/geo/city';
import { commonMessages } from '@/lib/messages';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { callAs } from '@/tests/support/act-as';
import { gameInput } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// Editing a game from its manage page (issue 10 §4): every field, authorized inside the query; players are
// told when the time or place changes; a repeating game for this date or this and later dates.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const CHI = 'America/Chicago';
const DAY = 86_400_000;
let soccer: string;
beforeAll(async () => {
  soccer = (await db.gameType.create({ data: { label: 'Soccer' } })).id;
});

async function game(hostId: string, extra: Record<string, unknown> = {}) {
  const result = await createEvent(
    db,
    hostId,
    gameInput({
      gameTypeId: soccer,
      startsAt: new Date(Date.now() + 5 * DAY),
      timeZone: CHI,
      capacity: 6,
      ...extra,
    }),
  );
  if (!result.ok) throw new Error(result.reason);
  return db.event.findUniqueOrThrow({ where: { id: result.event.id } });
}

/** The edit form's values for an event, as the manage page would load them for `hostId`. */
async function formOf(hostId: string, eventId: string) {
  const form = await editEventForm(hostId, eventId);
  if (!form) throw new Error('not manageable');
  return form.defaults;
}

describe('editing a game', () => {
  it('saves every field and tells the players when the time or place changes', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const event = await game(host.id);
    await joinEvent(db, ann.id, event.id);
    const values = await formOf(host.id, event.id);
    // A title-only change tells nobody.
    expect(await callAs(host, editEventAction, { ...values, title: 'Sunday 7s (new name)' })).toEqual({
      ok: true,
      data: { eventId: event.id },
      message: ui.manage.saved(1),
    });
    expect(await db.notification.count({ where: { userId: ann.id, type: 'EVENT_CHANGED' } })).toBe(0);
    // Moving it to 19:30 in Houston does.
    const houston = savedCity('Houston, TX', 29.7604, -95.3698);
    const moved = { ...values, title: 'Sunday 7s (new name)', time: '19:30', city: houston, capacity: 8 };
    expect(await callAs(host, editEventAction, moved)).toMatchObject({ ok: true });
    const after = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(wallClock(after.dateStart, CHI)).toEqual({ date: values.date, time: '19:30' });
    expect(after).toMatchObject({ title: 'Sunday 7s (new name)', locationName: 'Houston, TX', capacity: 8 });
    const [note] = await db.notification.findMany({ where: { userId: ann.id, type: 'EVENT_CHANGED' } });
    expect(note.message).toContain('Houston, TX');
  });

  it('refuses fewer spots than are taken, and a start in the past, under the field, changing nothing', async () => {
    const host = await makeUser('Host');
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const event = await game(host.id);
    await joinEvent(db, ann.id, event.id);
    await joinEvent(db, bob.id, event.id);
    const values = await formOf(host.id, event.id);
    const before = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(await callAs(host, editEventAction, { ...values, capacity: 2 })).toEqual({
      ok: false,
      fieldErrors: { capacity: [ui.manage.capacityBelowGoing(3)] },
    });
    expect(await callAs(host, editEventAction, { ...values, date: '2020-01-01' })).toMatchObject({
      ok: false,
      fieldErrors: { date: [ui.startInPast] },
    });
    expect(await db.event.findUniqueOrThrow({ where: { id: event.id } })).toEqual(before);
  });

  it('lets the waitlist in when the spots go up', async () => {
    const host = await makeUser('Host');
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const event = await game(host.id, { capacity: 2 });
    await joinEvent(db, ann.id, event.id);
    expect((await joinEvent(db, bob.id, event.id)).status).toBe('waitlisted');
    const values = await formOf(host.id, event.id);
    expect(await callAs(host, editEventAction, { ...values, capacity: 3 })).toMatchObject({ ok: true });
    const bobRow = await db.eventParticipant.findUnique({
      where: { eventId_userId: { eventId: event.id, userId: bob.id } },
    });
    expect(bobRow?.status).toBe('GOING');
  });

  it('is not found for a player, an outsider or a foreign id, and nothing changes', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const event = await game(host.id);
    await joinEvent(db, ann.id, event.id);
    const values = await formOf(host.id, event.id);
    expect(await editEventForm(ann.id, event.id)).toBeNull();
    for (const who of [ann, await makeUser('Outsider')]) {
      expect(await callAs(who, editEventAction, { ...values, title: 'Taken over' })).toEqual({
        ok: false,
        message: commonMessages.gameNotFound,
      });
    }
    expect(await callAs(host, editEventAction, { ...values, eventId: 'no-such-game' })).toEqual({
      ok: false,
      message: commonMessages.gameNotFound,
    });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).title).toBe(event.title);
  });
});

describe('editing a repeating game', () => {
  async function series(hostId: string) {
    const first = await game(hostId, { repeat: 'WEEKLY', repeatEnds: 'COUNT', repeatCount: 6 });
    const dates = await db.event.findMany({
      where: { seriesId: first.seriesId },
      orderBy: { dateStart: 'asc' },
    });
    return { first, dates };
  }

  it('this date only: the other dates keep their time', async () => {
    const host = await makeUser('Host');
    const { dates } = await series(host.id);
    const values = await formOf(host.id, dates[1].id);
    expect(await callAs(host, editEventAction, { ...values, time: '07:00', scope: 'this' })).toMatchObject({
      ok: true,
      message: ui.manage.saved(1),
    });
    const after = await db.event.findMany({
      where: { seriesId: dates[0].seriesId },
      orderBy: { dateStart: 'asc' },
    });
    expect(after.map((d) => wallClock(d.dateStart, CHI).time)).toEqual(
      dates.map((d, i) => (i === 1 ? '07:00' : wallClock(d.dateStart, CHI).time)),
    );
  });

  it('this and later dates: each keeps its own day at the new time; earlier dates are untouched', async () => {
    const host = await makeUser('Host');
    const { dates } = await series(host.id);
    const values = await formOf(host.id, dates[2].id);
    const result = await callAs(host, editEventAction, {
      ...values,
      time: '20:15',
      title: 'Late league',
      scope: 'following',
    });
    expect(result).toMatchObject({ ok: true, message: ui.manage.saved(dates.length - 2) });
    const after = await db.event.findMany({
      where: { seriesId: dates[0].seriesId },
      orderBy: { dateStart: 'asc' },
    });
    for (const [i, d] of after.entries()) {
      const before = wallClock(dates[i].dateStart, CHI);
      expect(wallClock(d.dateStart, CHI)).toEqual({
        date: before.date,
        time: i >= 2 ? '20:15' : before.time,
      });
      expect(d.title).toBe(i >= 2 ? 'Late league' : dates[i].title);
    }
  });
});
