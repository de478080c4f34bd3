import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { createEventAction } from '@/lib/events/actions';
import { editEvent } from '@/lib/events/edit';
import { loadManage } from '@/lib/events/manage';
import { declineTeamEvent, teamAnswer } from '@/lib/events/nudge';
import { editEventForm } from '@/lib/events/queries';
import { REMINDER_TYPE, sendDueReminders } from '@/lib/events/reminders';
import { formatWhen } from '@/lib/time';
import { createEventSchema, editEventSchema } from '@/lib/events/schema';
import { extendSeries } from '@/lib/events/series';
import { createEvent, joinEvent, leaveEvent } from '@/lib/events/service';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { reminderMessages as m } from '@/lib/messages/reminders';
import { callAs } from '@/tests/support/act-as';
import { gameInput, makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

vi.mock('@/lib/auth/viewer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/viewer')>()),
  getActiveViewer: vi.fn(),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

// Team practices "going unless you say no" (issue 32 §1, lib/events/default-going.ts).
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let gameTypeId: string;
beforeAll(async () => {
  gameTypeId = (await db.gameType.create({ data: { label: 'Practice Soccer' } })).id;
});

/** A team (kind TEAM unless told) owned by Owner, with Coach (manager), Ann and Bob (players), Eve invited. */
async function practiceTeam(kind: 'TEAM' | 'COMMUNITY' = 'TEAM') {
  const [owner, coach, ann, bob, eve] = await Promise.all(
    ['Owner', 'Coach', 'Ann', 'Bob', 'Eve'].map((n) => makeUser(n)),
  );
  const team = await db.team.create({
    data: {
      name: `Practice FC ${kind}`,
      ownerId: owner.id,
      kind,
      roster: {
        create: [
          { userId: owner.id, role: 'owner' },
          { userId: coach.id, role: 'manager' },
          { userId: ann.id, role: 'player' },
          { userId: bob.id, role: 'player' },
          { userId: eve.id, role: 'pending-player' }, // invited, not a member yet
        ],
      },
    },
  });
  return { team, owner, coach, ann, bob, eve };
}

const rowsOf = (eventId: string) =>
  db.eventParticipant.findMany({
    where: { eventId },
    select: { userId: true, status: true, byDefault: true },
  });

describe('the "going unless they say no" flag', () => {
  it('is refused with a player limit, slot groups, a price or without a team, with a form message', () => {
    const base = { gameTypeId, hostingTeamId: 'team-1', defaultGoing: true, capacity: null };
    const issues = (extra: Record<string, unknown>) => {
      const parsed = createEventSchema.safeParse({ ...gameInput({ gameTypeId }), ...base, ...extra });
      return parsed.success
        ? []
        : parsed.error.issues.filter((i) => i.path[0] === 'defaultGoing').map((i) => i.message);
    };
    expect(issues({})).toEqual([]);
    expect(issues({ capacity: 12 })).toEqual([ui.defaultGoingNoLimit]);
    expect(
      issues({
        slotGroups: [
          { name: 'A', capacity: 4 },
          { name: 'B', capacity: 4 },
        ],
      }),
    ).toContain(ui.defaultGoingNoLimit);
    expect(issues({ hostingTeamId: '' })).toEqual([ui.defaultGoingNeedsTeam]);
  });

  it('is refused for a community’s game, writing nothing (not even the series)', async () => {
    const { team, owner } = await practiceTeam('COMMUNITY');
    const input = gameInput({
      gameTypeId,
      hostingTeamId: team.id,
      capacity: null,
      defaultGoing: true,
      isPrivate: true,
      repeat: 'WEEKLY',
      repeatEnds: 'COUNT',
      repeatCount: 4,
    });
    const [events, series] = await Promise.all([db.event.count(), db.eventSeries.count()]);
    const result = await callAs(owner, createEventAction, input);
    expect(result).toMatchObject({ ok: false, fieldErrors: { defaultGoing: [ui.defaultGoingNeedsTeam] } });
    expect(await db.event.count()).toBe(events);
    expect(await db.eventSeries.count()).toBe(series);
  });
});

describe('creating a team practice', () => {
  it('puts the active members on as going by default, in the count the host sees', async () => {
    const { team, owner, coach, ann, bob, eve } = await practiceTeam();
    const input = gameInput({ gameTypeId, hostingTeamId: team.id, capacity: null, defaultGoing: true });
    const result = await createEvent(db, coach.id, { ...input, isPrivate: true });
    if (!result.ok) throw new Error(result.reason);
    const rows = await rowsOf(result.event.id);
    expect(rows).toHaveLength(4);
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: coach.id, status: 'GOING', byDefault: false },
        { userId: owner.id, status: 'GOING', byDefault: true },
        { userId: ann.id, status: 'GOING', byDefault: true },
        { userId: bob.id, status: 'GOING', byDefault: true },
      ]),
    );
    expect(rows.some((r) => r.userId === eve.id)).toBe(false);
    const view = await loadManage(db, coach.id, result.event.id);
    expect(view).toMatchObject({ goingCount: 4, goingByDefault: 3 });
  });

  it('leaves out members blocked either way with the game’s creator', async () => {
    const { team, owner, coach, ann, bob } = await practiceTeam();
    await db.block.createMany({
      data: [
        { blockerId: coach.id, blockedUserId: ann.id },
        { blockerId: bob.id, blockedUserId: coach.id },
      ],
    });
    const input = gameInput({ gameTypeId, hostingTeamId: team.id, capacity: null, defaultGoing: true });
    const result = await createEvent(db, coach.id, { ...input, isPrivate: true });
    if (!result.ok) throw new Error(result.reason);
    expect(await rowsOf(result.event.id)).toEqual(
      expect.arrayContaining([
        { userId: coach.id, status: 'GOING', byDefault: false },
        { userId: owner.id, status: 'GOING', byDefault: true },
      ]),
    );
    expect(await rowsOf(result.event.id)).toHaveLength(2);
    expect(await db.event.findUniqueOrThrow({ where: { id: result.event.id } })).toMatchObject({
      goingCount: 2,
    });
  });

  it('does so on every date of a repeating practice; later dates include members who joined since', async () => {
    const { team, coach, ann } = await practiceTeam();
    const input = gameInput({
      gameTypeId,
      hostingTeamId: team.id,
      capacity: null,
      defaultGoing: true,
      isPrivate: true,
      repeat: 'WEEKLY',
      repeatEnds: 'COUNT',
      repeatCount: 16,
    });
    const result = await createEvent(db, coach.id, input);
    if (!result.ok) throw new Error(result.reason);
    const { seriesId } = await db.event.findUniqueOrThrow({ where: { id: result.event.id } });
    const dates = await db.event.findMany({
      where: { seriesId },
      select: { id: true, goingCount: true, participants: { select: { userId: true, byDefault: true } } },
    });
    expect(dates.length).toBeGreaterThan(1);
    expect(dates.length).toBeLessThan(16);
    for (const d of dates) {
      expect(d.goingCount).toBe(4);
      expect(d.participants.find((p) => p.userId === ann.id)?.byDefault).toBe(true);
    }
    // Zed joins the team: dates already created stay as they were, dates created later count him in.
    const zed = await makeUser('Zed');
    await db.rosterEntry.create({ data: { teamId: team.id, userId: zed.id, role: 'player' } });
    await extendSeries(db, new Date(Date.now() + 6 * 7 * DAY));
    const all = await db.event.findMany({
      where: { seriesId },
      select: { id: true, participants: { where: { userId: zed.id }, select: { byDefault: true } } },
    });
    expect(all).toHaveLength(16);
    const old = new Set(dates.map((d) => d.id));
    for (const d of all) expect(d.participants).toEqual(old.has(d.id) ? [] : [{ byDefault: true }]);
  });

  it('turned on by an edit, puts the members on the edited game', async () => {
    const { team, coach, ann } = await practiceTeam();
    const event = await makeEvent(coach.id, { hours: 72, gameTypeId, hostingTeamId: team.id, goingCount: 1 });
    await db.eventParticipant.create({ data: { eventId: event.id, userId: coach.id, status: 'GOING' } });
    const form = await editEventForm(coach.id, event.id);
    if (!form) throw new Error('no form');
    const values = editEventSchema.parse({ ...form.defaults, defaultGoing: true });
    const result = await editEvent(db, coach.id, values);
    expect(result.status).toBe('saved');
    expect((await rowsOf(event.id)).find((r) => r.userId === ann.id)).toMatchObject({ byDefault: true });
  });
});

describe('a by-default player', () => {
  async function practice(hoursAhead: number, hoursToCancelBefore: number | null) {
    const crew = await practiceTeam();
    const event = await makeEvent(crew.coach.id, {
      hours: hoursAhead,
      gameTypeId,
      hostingTeamId: crew.team.id,
      defaultGoing: true,
      hoursToCancelBefore,
      goingCount: 2,
    });
    await db.eventParticipant.createMany({
      data: [
        { eventId: event.id, userId: crew.coach.id, status: 'GOING' },
        { eventId: event.id, userId: crew.ann.id, status: 'GOING', byDefault: true, createdAt: new Date(0) },
      ],
    });
    return { ...crew, event };
  }

  it('says "I can’t come" before the deadline: the spot is freed and the answer recorded', async () => {
    const { event, ann } = await practice(72, 24);
    const deadline = new Date(event.dateStart.getTime() - 24 * HOUR);
    expect(await teamAnswer(ann.id, event.id)).toEqual({ state: 'by-default', deadline });
    expect(await declineTeamEvent(db, ann.id, { eventId: event.id })).toEqual({ status: 'declined' });
    expect((await rowsOf(event.id)).find((r) => r.userId === ann.id)?.status).toBe('NOT_GOING');
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).goingCount).toBe(1);
    expect(await teamAnswer(ann.id, event.id)).toEqual({ state: 'declined' });
    // Changed her mind: joining puts her back as a player who said yes herself (no by-default wording).
    expect((await joinEvent(db, ann.id, event.id)).status).toBe('joined');
    expect((await rowsOf(event.id)).find((r) => r.userId === ann.id)).toMatchObject({
      status: 'GOING',
      byDefault: false,
    });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).goingCount).toBe(2);
  });

  it('after the deadline cannot decline, and leaving follows the leave rules', async () => {
    const { event, ann } = await practice(10, 24); // the 24 h cutoff has passed
    expect(await teamAnswer(ann.id, event.id)).toBeNull();
    expect(await declineTeamEvent(db, ann.id, { eventId: event.id })).toEqual({ status: 'holding' });
    expect(await leaveEvent(db, ann.id, event.id)).toEqual({ status: 'too-late', hours: 24 });
    expect((await rowsOf(event.id)).find((r) => r.userId === ann.id)?.status).toBe('GOING');
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).goingCount).toBe(2);
  });

  it('is reminded "You’re down as going … Can’t come? Say so by …"', async () => {
    const { event, ann, coach } = await practice(30, 1);
    const now = new Date(event.dateStart.getTime() - 2 * HOUR + 60_000); // the 2 h reminder

    await sendDueReminders(db, now);
    const note = await db.notification.findFirstOrThrow({ where: { userId: ann.id, type: REMINDER_TYPE } });
    const when = formatWhen(event.dateStart, ann.timeZone);
    const deadline = formatWhen(new Date(event.dateStart.getTime() - HOUR), ann.timeZone);
    expect(note.message).toBe(m.byDefault(event.title, when, deadline));
    expect(note.message).toContain("You're down as going to Sunday 7s");
    expect(note.message).toContain(`Can't come? Say so by ${deadline}.`);
    // The host, who joined, gets the usual reminder.
    const hostNote = await db.notification.findFirstOrThrow({
      where: { userId: coach.id, type: REMINDER_TYPE },
    });
    expect(hostNote.message).toBe(m.going(event.title, formatWhen(event.dateStart, coach.timeZone)));
  });
});
