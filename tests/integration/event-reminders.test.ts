import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { editEvent } from '@/lib/events/edit';
import { cancelEvent } from '@/lib/events/manage';
import { editEventForm } from '@/lib/events/queries';
import { REMINDER_TYPE, sendDueReminders } from '@/lib/events/reminders';
import { reminderTimes } from '@/lib/events/reminder-rules';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';
import { REMINDERS_CRON, REMINDERS_QUEUE } from '@/lib/notifications/queue';
import { formatWhen, wallClock, zonedToInstant } from '@/lib/time';
import { joinEvent, leaveEvent } from '@/lib/events/service';
import { declineTeamEvent, NUDGE_TYPE, nudgeNonResponders, nudgeView, teamAnswer } from '@/lib/events/nudge';
import { nudgeMessages, reminderMessages as m } from '@/lib/messages/reminders';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }));

// Game reminders (issue 32 §1): the every-minute job is run here with a moved clock (`now` passed in), at the
// minutes around each reminder. The game's zone and the players' zones differ on purpose.
const MIN = 60_000;
const HOUR = 3_600_000;
const NY = 'America/New_York';

const reminders = (userId: string) =>
  db.notification.findMany({ where: { userId, type: REMINDER_TYPE }, orderBy: { createdAt: 'asc' } });
const mailsTo = (email: string) =>
  db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'to' = ${email.toLowerCase()}
      AND data->>'subject' LIKE ${`%${m.title}%`}`;
const at = (ms: number) => new Date(ms);

let gameTypeId: string;
beforeAll(async () => {
  gameTypeId = (await db.gameType.create({ data: { label: 'Reminders Soccer' } })).id;
});

/** A player holding a spot (or a waitlist place) since `joinedAt`, written directly (past games too). */
async function holder(
  eventId: string,
  userId: string,
  joinedAt: Date,
  status: 'GOING' | 'WAITLIST' = 'GOING',
) {
  return db.eventParticipant.create({
    data: {
      eventId,
      userId,
      status,
      createdAt: joinedAt,
      waitlistedAt: status === 'WAITLIST' ? joinedAt : null,
    },
  });
}

describe('the reminders job', () => {
  let worker: NotificationWorker;
  beforeAll(async () => {
    worker = await startNotificationWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker.stop();
  });

  it('runs every minute in the worker and sends what is due', async () => {
    const schedules = await worker.boss.getSchedules();
    expect(schedules.find((s) => s.name === REMINDERS_QUEUE)?.cron).toBe(REMINDERS_CRON);
    expect(REMINDERS_CRON).toBe('* * * * *');
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    // Starts in 90 minutes; Ann joined yesterday: the 2 h reminder is due now.
    const event = await makeEvent(host.id, { hours: 1.5, gameTypeId, title: 'Lunch 5s' });
    await holder(event.id, ann.id, new Date(Date.now() - 24 * HOUR));
    await worker.boss.send(REMINDERS_QUEUE, {});
    const deadline = Date.now() + 20_000;
    while ((await reminders(ann.id)).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    const [note] = await reminders(ann.id);
    expect(note.message).toBe(m.going('Lunch 5s', formatWhen(event.dateStart, ann.timeZone)));
  }, 30_000);
});

describe('game reminders', () => {
  it('fire the day before at the local minute across the end of daylight saving, then 2 h before, once each', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann', { timeZone: NY });
    // Sunday 2026-11-01 18:00 in New York, the day clocks go back (02:00 EDT → 01:00 EST): 23:00 UTC.
    const startsAt = zonedToInstant('2026-11-01', '18:00', NY);
    expect(startsAt.toISOString()).toBe('2026-11-01T23:00:00.000Z');
    const event = await makeEvent(host.id, {
      dateStart: startsAt,
      timeZone: NY,
      gameTypeId,
      title: 'Fall-back 7s',
    });
    await holder(event.id, ann.id, new Date('2026-10-20T12:00:00Z'));
    // The day before at 18:00 New York time is 22:00 UTC (EDT): 25 hours ahead, not 24.
    const dayBefore = Date.parse('2026-10-31T22:00:00Z');
    await sendDueReminders(db, at(dayBefore - MIN));
    expect(await reminders(ann.id)).toHaveLength(0);
    await sendDueReminders(db, at(dayBefore));
    const [first] = await reminders(ann.id);
    expect(first.message).toBe(m.going('Fall-back 7s', formatWhen(startsAt, NY)));
    expect(first.message).toContain('6:00 PM EST');
    expect(await mailsTo(ann.email)).toEqual([{ n: 1 }]);
    // Runs in the following minutes (and two at once) send nothing more.
    await Promise.all([sendDueReminders(db, at(dayBefore + MIN)), sendDueReminders(db, at(dayBefore + MIN))]);
    await sendDueReminders(db, at(startsAt.getTime() - 2 * HOUR - MIN));
    expect(await reminders(ann.id)).toHaveLength(1);
    // 2 h before (elapsed time): 21:00 UTC.
    await sendDueReminders(db, at(startsAt.getTime() - 2 * HOUR));
    await sendDueReminders(db, at(startsAt.getTime() - HOUR));
    expect(await reminders(ann.id)).toHaveLength(2);
    expect(await mailsTo(ann.email)).toEqual([{ n: 2 }]);
    // After the start: nothing.
    await sendDueReminders(db, at(startsAt.getTime() + MIN));
    expect(await reminders(ann.id)).toHaveLength(2);
  });

  it('follow the player’s "Reminders before your games" setting', async () => {
    const host = await makeUser('Host');
    const quiet = await makeUser('Quiet', {
      timeZone: NY,
      notificationSettings: { gameReminders: { email: false, push: true } },
    });
    const off = await makeUser('Off', {
      timeZone: NY,
      notificationSettings: { gameReminders: { email: false, push: false } },
    });
    const startsAt = zonedToInstant('2026-12-15', '18:00', NY);
    const event = await makeEvent(host.id, { dateStart: startsAt, timeZone: NY, gameTypeId });
    await holder(event.id, quiet.id, new Date('2026-12-01T12:00:00Z'));
    await holder(event.id, off.id, new Date('2026-12-01T12:00:00Z'));
    await sendDueReminders(db, zonedToInstant('2026-12-14', '18:00', NY));
    expect(await reminders(quiet.id)).toHaveLength(1);
    expect(await mailsTo(quiet.email)).toEqual([{ n: 0 }]);
    expect(await reminders(off.id)).toHaveLength(0);
    expect(await mailsTo(off.email)).toEqual([{ n: 0 }]);
    // Still recorded as sent: turning the setting on later does not send an old reminder.
    expect(await db.eventReminder.count({ where: { participant: { userId: off.id } } })).toBe(1);
  });

  it('across the start of daylight saving, at the player’s local time (not the game’s)', async () => {
    const host = await makeUser('Host');
    const bob = await makeUser('Bob', { timeZone: 'America/Los_Angeles' });
    // Monday 2027-03-15 19:00 in New York (EDT, clocks went forward on Sunday 14th): 23:00 UTC = 16:00 in LA.
    const startsAt = zonedToInstant('2027-03-15', '19:00', NY);
    const event = await makeEvent(host.id, { dateStart: startsAt, timeZone: NY, gameTypeId });
    await holder(event.id, bob.id, new Date('2027-03-01T12:00:00Z'));
    // Sunday 16:00 in LA (PDT since 10:00 UTC that day) = 23:00 UTC: exactly 24 h, both zones having changed.
    const due = Date.parse('2027-03-14T23:00:00Z');
    expect(reminderTimes(startsAt, 'America/Los_Angeles')['24h'].getTime()).toBe(due);
    await sendDueReminders(db, at(due - MIN));
    expect(await reminders(bob.id)).toHaveLength(0);
    await sendDueReminders(db, at(due));
    expect((await reminders(bob.id))[0].message).toContain('4:00 PM PDT');
  });

  it('hold a day-before reminder over the player’s quiet hours until 08:00', async () => {
    const host = await makeUser('Host');
    const cat = await makeUser('Cat', { timeZone: NY });
    // A 06:30 game in New York: the day before at 06:30 is quiet, so 08:00 that day.
    const startsAt = zonedToInstant('2026-12-10', '06:30', NY);
    const event = await makeEvent(host.id, { dateStart: startsAt, timeZone: NY, gameTypeId });
    await holder(event.id, cat.id, new Date('2026-12-01T12:00:00Z'));
    await sendDueReminders(db, zonedToInstant('2026-12-09', '06:30', NY));
    await sendDueReminders(db, zonedToInstant('2026-12-09', '07:59', NY));
    expect(await reminders(cat.id)).toHaveLength(0);
    await sendDueReminders(db, zonedToInstant('2026-12-09', '08:00', NY));
    expect(await reminders(cat.id)).toHaveLength(1);
    // The 2 h one (04:30, within 3 h of the start) is not held.
    await sendDueReminders(db, zonedToInstant('2026-12-10', '04:30', NY));
    expect(await reminders(cat.id)).toHaveLength(2);
  });

  it('tell waitlisted players where they stand, and skip a reminder whose time had passed at joining', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat, dan] = await Promise.all(
      ['Ann', 'Bob', 'Cat', 'Dan'].map((n) => makeUser(n, { timeZone: NY })),
    );
    const startsAt = zonedToInstant('2026-12-12', '18:00', NY);
    const event = await makeEvent(host.id, {
      dateStart: startsAt,
      timeZone: NY,
      gameTypeId,
      title: 'Full 5s',
    });
    const joined = new Date('2026-12-01T12:00:00Z');
    await holder(event.id, ann.id, joined);
    await holder(event.id, bob.id, new Date(joined.getTime() + MIN), 'WAITLIST');
    await holder(event.id, cat.id, new Date(joined.getTime() + 2 * MIN), 'WAITLIST');
    // Dan joins 5 hours before: no day-before reminder for him, the 2 h one yes.
    await holder(event.id, dan.id, new Date(startsAt.getTime() - 5 * HOUR), 'WAITLIST');
    await sendDueReminders(db, zonedToInstant('2026-12-11', '18:00', NY));
    const when = formatWhen(startsAt, NY);
    expect((await reminders(cat.id))[0].message).toBe(m.waitlisted('Full 5s', when, 2));
    expect((await reminders(cat.id))[0].message).toContain('You are 2nd on the waitlist.');
    expect((await reminders(bob.id))[0].message).toContain('1st on the waitlist');
    expect(await reminders(dan.id)).toHaveLength(0);
    // Bob leaves the waitlist: Cat moves up, and Dan is told his place 2 h before.
    await db.eventParticipant.deleteMany({ where: { eventId: event.id, userId: bob.id } });
    await sendDueReminders(db, at(startsAt.getTime() - 2 * HOUR));
    expect((await reminders(cat.id))[1].message).toContain('1st on the waitlist');
    expect((await reminders(dan.id))[0].message).toContain('2nd on the waitlist');
    expect((await reminders(ann.id)).map((r) => r.message)).toEqual([
      m.going('Full 5s', when),
      m.going('Full 5s', when),
    ]);
  });

  it('are not sent to a player who left or for a cancelled game', async () => {
    const host = await makeUser('Host');
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((n) => makeUser(n)));
    const kept = await makeEvent(host.id, { hours: 48, gameTypeId, capacity: 10 });
    const cancelled = await makeEvent(host.id, { hours: 48, gameTypeId, capacity: 10 });
    for (const e of [kept, cancelled]) {
      expect((await joinEvent(db, ann.id, e.id)).status).toBe('joined');
      expect((await joinEvent(db, bob.id, e.id)).status).toBe('joined');
    }
    expect(await leaveEvent(db, bob.id, kept.id)).toMatchObject({ status: 'left' });
    expect(await cancelEvent(db, host.id, { eventId: cancelled.id })).toMatchObject({ status: 'cancelled' });
    const tz = (await db.user.findUniqueOrThrow({ where: { id: ann.id } })).timeZone;
    const due = reminderTimes(kept.dateStart, tz)['24h'];
    await sendDueReminders(db, due);
    await sendDueReminders(db, at(kept.dateStart.getTime() - 2 * HOUR));
    const annNotes = await reminders(ann.id);
    expect(annNotes.map((n) => (n.data as { eventId: string }).eventId)).toEqual([kept.id, kept.id]);
    expect(await reminders(bob.id)).toHaveLength(0);
  });

  it('move with the game when its time changes', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann', { timeZone: 'America/Chicago' });
    const event = await makeEvent(host.id, {
      hours: 72,
      gameTypeId,
      capacity: 10,
      timeZone: 'America/Chicago',
    });
    await joinEvent(db, ann.id, event.id);
    const oldTimes = reminderTimes(event.dateStart, 'America/Chicago');
    await sendDueReminders(db, oldTimes['24h']);
    expect(await reminders(ann.id)).toHaveLength(1);
    // The host moves it a day later: the old 2 h time passes quietly, the new times remind again.
    const form = await editEventForm(host.id, event.id);
    if (!form) throw new Error('not manageable');
    const later = new Date(event.dateStart.getTime() + 24 * HOUR);
    const moved = await editEvent(db, host.id, {
      ...form.defaults,
      date: wallClock(later, 'America/Chicago').date,
    });
    expect(moved).toMatchObject({ status: 'saved' });
    const after = await db.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(wallClock(after.dateStart, 'America/Chicago')).toEqual({
      date: wallClock(later, 'America/Chicago').date,
      time: form.defaults.time,
    });
    await sendDueReminders(db, oldTimes['2h']);
    expect(await reminders(ann.id)).toHaveLength(1);
    const newTimes = reminderTimes(after.dateStart, 'America/Chicago');
    await sendDueReminders(db, newTimes['24h']);
    await sendDueReminders(db, newTimes['2h']);
    const notes = await reminders(ann.id);
    expect(notes).toHaveLength(3);
    expect(notes[2].message).toContain(formatWhen(after.dateStart, 'America/Chicago'));
  });
});

describe('nudging a team game’s non-responders', () => {
  it('counts the members who have not answered and nudges them, once per 12 hours', async () => {
    const owner = await makeUser('Owner');
    const [coach, ann, bob, cat, eve] = await Promise.all(
      ['Coach', 'Ann', 'Bob', 'Cat', 'Eve'].map((n) => makeUser(n)),
    );
    const team = await db.team.create({
      data: {
        name: 'Nudge FC',
        ownerId: owner.id,
        roster: {
          create: [
            { userId: owner.id, role: 'owner' },
            { userId: coach.id, role: 'manager' },
            { userId: ann.id, role: 'player' },
            { userId: bob.id, role: 'player' },
            { userId: cat.id, role: 'player' },
            { userId: eve.id, role: 'pending-player' }, // invited, not a member yet
          ],
        },
      },
    });
    const event = await makeEvent(coach.id, { hours: 72, gameTypeId, capacity: 10, hostingTeamId: team.id });
    expect((await joinEvent(db, ann.id, event.id)).status).toBe('joined');
    // Owner, Bob and Cat have not answered (the coach asking is left out; Eve is only invited).
    expect(await nudgeView(db, coach.id, event.id)).toEqual({ unanswered: 3, nextNudgeAt: null });
    // Someone who cannot manage the game sees nothing and cannot nudge.
    expect(await nudgeView(db, bob.id, event.id)).toBeNull();
    expect(await nudgeNonResponders(db, bob.id, { eventId: event.id })).toEqual({ status: 'not-found' });

    const now = new Date();
    const [a, b] = await Promise.all([
      nudgeNonResponders(db, coach.id, { eventId: event.id }, now),
      nudgeNonResponders(db, coach.id, { eventId: event.id }, now),
    ]);
    // Two clicks at once: one nudge.
    expect([a.status, b.status].sort()).toEqual(['sent', 'too-soon']);
    const nudged = async (userId: string) =>
      db.notification.count({
        where: { userId, type: NUDGE_TYPE, data: { path: ['eventId'], equals: event.id } },
      });
    expect(await nudged(bob.id)).toBe(1);
    expect(await nudged(cat.id)).toBe(1);
    expect(await nudged(ann.id)).toBe(0);
    expect(await nudged(eve.id)).toBe(0);
    expect(await nudged(owner.id)).toBe(1);
    const [note] = await db.notification.findMany({ where: { userId: cat.id, type: NUDGE_TYPE } });
    expect(note.title).toBe(nudgeMessages.title(event.title));
    // 11 h later: too soon (the page shows when); 12 h later: again, to those still silent.
    const later = new Date(now.getTime() + 11 * HOUR);
    expect(await nudgeNonResponders(db, coach.id, { eventId: event.id }, later)).toEqual({
      status: 'too-soon',
      nextNudgeAt: new Date(now.getTime() + 12 * HOUR),
    });
    expect((await nudgeView(db, coach.id, event.id, later))?.nextNudgeAt).toEqual(
      new Date(now.getTime() + 12 * HOUR),
    );
    // Bob joins; the owner says they cannot come (and can still change their mind by joining).
    await joinEvent(db, bob.id, event.id);
    expect(await teamAnswer(owner.id, event.id)).toEqual({ state: 'unanswered' });
    expect(await declineTeamEvent(db, owner.id, { eventId: event.id })).toEqual({ status: 'declined' });
    expect(await teamAnswer(owner.id, event.id)).toEqual({ state: 'declined' });
    expect(await declineTeamEvent(db, ann.id, { eventId: event.id })).toEqual({ status: 'holding' });
    expect(await declineTeamEvent(db, eve.id, { eventId: event.id })).toEqual({ status: 'not-found' });
    expect(await teamAnswer(eve.id, event.id)).toBeNull();
    expect((await nudgeView(db, coach.id, event.id, later))?.unanswered).toBe(1);
    expect(
      await nudgeNonResponders(db, coach.id, { eventId: event.id }, new Date(now.getTime() + 12 * HOUR)),
    ).toEqual({ status: 'sent', count: 1 });
    expect(await nudged(bob.id)).toBe(1);
    expect(await nudged(owner.id)).toBe(1);
    expect(await nudged(cat.id)).toBe(2);
    // A declined member who joins after all is going (and no longer asked).
    expect((await joinEvent(db, owner.id, event.id)).status).toBe('joined');
    expect(await teamAnswer(owner.id, event.id)).toBeNull();
  });

  it('leaves out members blocked either way with the host who nudges, or with the game’s creator', async () => {
    const [owner, coach, ann, bob, cat, dan] = await Promise.all(
      ['Owner', 'Coach', 'Ann', 'Bob', 'Cat', 'Dan'].map((n) => makeUser(n)),
    );
    const team = await db.team.create({
      data: {
        name: 'Blocked FC',
        ownerId: owner.id,
        roster: {
          create: [
            { userId: owner.id, role: 'owner' },
            { userId: coach.id, role: 'manager' },
            ...[ann, bob, cat, dan].map((u) => ({ userId: u.id, role: 'player' })),
          ],
        },
      },
    });
    // The owner created the game; the coach (a co-host) nudges.
    const event = await makeEvent(owner.id, { hours: 72, gameTypeId, capacity: 10, hostingTeamId: team.id });
    await db.block.createMany({
      data: [
        { blockerId: coach.id, blockedUserId: ann.id }, // the nudging host blocked Ann
        { blockerId: bob.id, blockedUserId: coach.id }, // Bob blocked the nudging host
        { blockerId: dan.id, blockedUserId: owner.id }, // Dan blocked the game's creator
      ],
    });
    // Only Cat and the owner (the creator, not blocked) are counted and nudged.
    expect(await nudgeView(db, coach.id, event.id)).toEqual({ unanswered: 2, nextNudgeAt: null });
    expect(await nudgeNonResponders(db, coach.id, { eventId: event.id })).toEqual({
      status: 'sent',
      count: 2,
    });
    const nudged = (userId: string) => db.notification.count({ where: { userId, type: NUDGE_TYPE } });
    expect(await nudged(cat.id)).toBe(1);
    expect(await nudged(owner.id)).toBe(1);
    for (const user of [ann, bob, dan]) expect(await nudged(user.id)).toBe(0);
  });

  it('is only for open games of a team (not of a community)', async () => {
    const host = await makeUser('Host');
    const pickup = await makeEvent(host.id, { hours: 72, gameTypeId });
    expect(await nudgeView(db, host.id, pickup.id)).toBeNull();
    expect(await nudgeNonResponders(db, host.id, { eventId: pickup.id })).toEqual({ status: 'not-team' });
    // A community's members are not expected at its games.
    const club = await db.team.create({ data: { name: 'Runners', ownerId: host.id, kind: 'COMMUNITY' } });
    const social = await makeEvent(host.id, { hours: 72, gameTypeId, hostingTeamId: club.id });
    expect(await nudgeView(db, host.id, social.id)).toBeNull();
    expect(await nudgeNonResponders(db, host.id, { eventId: social.id })).toEqual({ status: 'not-team' });
    const runner = await makeUser('Runner');
    await db.rosterEntry.create({ data: { teamId: club.id, userId: runner.id, role: 'member' } });
    expect(await teamAnswer(runner.id, social.id)).toBeNull();
    expect(await declineTeamEvent(db, runner.id, { eventId: social.id })).toEqual({ status: 'not-found' });
    const team = await db.team.create({ data: { name: 'Gone FC', ownerId: host.id } });
    const past = await makeEvent(host.id, { hours: -1, gameTypeId, hostingTeamId: team.id });
    expect(await nudgeNonResponders(db, host.id, { eventId: past.id })).toEqual({ status: 'closed' });
  });
});
