import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { checkMinimum } from '@/lib/events/minimum';
import { createEvent, joinEvent, leaveEvent } from '@/lib/events/service';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { EVENTS_QUEUE } from '@/lib/notifications/queue';
import { gameInput, makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';
import { formatGameTime } from '@/lib/time';

const CHICAGO = 'America/Chicago';

// Minimum players (issue 10 §3): "game on" once when the minimum is reached; at the cancel cutoff a queued
// pg-boss job cancels a game still short of it and tells everyone holding an RSVP.
let pickleball: string;
beforeAll(async () => {
  pickleball = (await db.gameType.create({ data: { label: 'Pickleball' } })).id;
});

const notes = (userId: string, type: string) => db.notification.findMany({ where: { userId, type } });
const jobsFor = (eventId: string) =>
  db.$queryRaw<{ state: string; startAfter: Date }[]>`
    SELECT state, start_after AS "startAfter" FROM pgboss.job
     WHERE name = ${EVENTS_QUEUE} AND data->>'eventId' = ${eventId}`;

describe('minimum players', () => {
  it('queues the check at the cutoff when the game is created', async () => {
    const host = await makeUser('Host');
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const input = gameInput({
      gameTypeId: pickleball,
      startsAt,
      hasMinimumNeeded: true,
      minimumNeeded: 4,
      hoursToCancelBefore: 6,
    });
    const result = await createEvent(db, host.id, input);
    if (!result.ok) throw new Error(result.reason);
    const jobs = await jobsFor(result.event.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].startAfter.getTime()).toBe(result.event.dateStart.getTime() - 6 * 3_600_000);
    // A game without a minimum queues nothing.
    const plain = await createEvent(db, host.id, gameInput({ gameTypeId: pickleball }));
    if (!plain.ok) throw new Error(plain.reason);
    expect(await jobsFor(plain.event.id)).toEqual([]);
  });

  it('tells the players "game on" once, when the spots taken reach the minimum', async () => {
    const host = await makeUser('Host');
    const [ann, bob, cat] = await Promise.all(['Ann', 'Bob', 'Cat'].map((n) => makeUser(n)));
    const event = await makeEvent(host.id, { hasMinimumNeeded: true, minimumNeeded: 2, capacity: 6 });
    await joinEvent(db, ann.id, event.id);
    expect(await notes(ann.id, 'EVENT_GAME_ON')).toHaveLength(0);
    await joinEvent(db, bob.id, event.id);
    const [on] = await notes(ann.id, 'EVENT_GAME_ON');
    expect(on.title).toBe(ui.gameOnTitle);
    expect(await notes(bob.id, 'EVENT_GAME_ON')).toHaveLength(1);
    // Dropping under and climbing back does not announce again.
    await leaveEvent(db, bob.id, event.id);
    await joinEvent(db, cat.id, event.id);
    expect(await notes(ann.id, 'EVENT_GAME_ON')).toHaveLength(1);
    expect(await notes(cat.id, 'EVENT_GAME_ON')).toHaveLength(0);
  });

  it('at the cutoff cancels a game short of its minimum and tells going, waitlisted and pending players', async () => {
    const host = await makeUser('Host');
    const [ann, bob] = await Promise.all(['Ann', 'Bob'].map((n) => makeUser(n)));
    const event = await makeEvent(host.id, {
      hasMinimumNeeded: true,
      minimumNeeded: 3,
      capacity: 1,
      allowWaitlist: true,
      hoursToCancelBefore: 2,
    });
    await joinEvent(db, ann.id, event.id);
    expect((await joinEvent(db, bob.id, event.id)).status).toBe('waitlisted');
    const early = new Date(event.dateStart.getTime() - 5 * 3_600_000);
    expect(await checkMinimum(db, event.id, early)).toBe('not-due');
    const atCutoff = new Date(event.dateStart.getTime() - 2 * 3_600_000);
    expect(await checkMinimum(db, event.id, atCutoff)).toBe('cancelled');
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).cancelled).toBe(true);
    for (const who of [ann, bob]) {
      const [note] = await notes(who.id, 'EVENT_CANCELLED');
      expect(note.message).toContain('fewer than 3 players');
    }
    // Running again changes nothing.
    expect(await checkMinimum(db, event.id, atCutoff)).toBe('skipped');
    expect(await notes(ann.id, 'EVENT_CANCELLED')).toHaveLength(1);
  });

  it("names the game's time on its clock, labelled only for players in another zone (docs/time-zones.md)", async () => {
    const host = await makeUser('Host');
    const chi = await makeUser('Chi', { timeZone: CHICAGO });
    const ber = await makeUser('Ber', { timeZone: 'Europe/Berlin' });
    const when = (start: Date, viewer: string) => formatGameTime(start, CHICAGO, viewer);

    // "Game on": the game is in Chicago (tests/support/events.ts).
    const on = await makeEvent(host.id, { title: 'Zone 5s', hasMinimumNeeded: true, minimumNeeded: 2 });
    for (const p of [chi, ber]) await joinEvent(db, p.id, on.id);
    const [[chiOn], [berOn]] = await Promise.all([
      notes(chi.id, 'EVENT_GAME_ON'),
      notes(ber.id, 'EVENT_GAME_ON'),
    ]);
    expect(chiOn.message).toBe(ui.gameOnMessage('Zone 5s', when(on.dateStart, CHICAGO)));
    expect(chiOn.message).not.toMatch(/C[SD]T|GMT|UTC/);
    expect(berOn.message).toBe(ui.gameOnMessage('Zone 5s', when(on.dateStart, 'Europe/Berlin')));
    expect(berOn.message).toMatch(/ · \d{1,2}:\d{2} [AP]M C[SD]T has enough players/);

    // "Minimum not reached" at the cutoff.
    const short = await makeEvent(host.id, { title: 'Zone 7s', hasMinimumNeeded: true, minimumNeeded: 3 });
    for (const p of [chi, ber]) await joinEvent(db, p.id, short.id);
    expect(await checkMinimum(db, short.id, short.dateStart)).toBe('cancelled');
    const [[chiOff], [berOff]] = await Promise.all([
      notes(chi.id, 'EVENT_CANCELLED'),
      notes(ber.id, 'EVENT_CANCELLED'),
    ]);
    expect(chiOff.message).toBe(ui.minimumNotReachedMessage('Zone 7s', when(short.dateStart, CHICAGO), 3));
    expect(chiOff.message).not.toMatch(/C[SD]T|GMT|UTC/);
    expect(berOff.message).toBe(
      ui.minimumNotReachedMessage('Zone 7s', when(short.dateStart, 'Europe/Berlin'), 3),
    );
    expect(berOff.message).toMatch(/ · \d{1,2}:\d{2} [AP]M C[SD]T/);
  });

  it('keeps a game that reached its minimum', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { hasMinimumNeeded: true, minimumNeeded: 1, goingCount: 0 });
    await joinEvent(db, ann.id, event.id);
    expect(await checkMinimum(db, event.id, event.dateStart)).toBe('reached');
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).cancelled).toBe(false);
  });
});

describe('the queued check, through the worker', () => {
  let worker: NotificationWorker;
  beforeAll(async () => {
    worker = await startNotificationWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker.stop();
  });

  it('cancels a game whose cutoff has passed without enough players', async () => {
    const host = await makeUser('Host');
    // Starts in 2 hours; players may leave up to 3 hours before: the cutoff is already behind us.
    const input = gameInput({
      gameTypeId: pickleball,
      startsAt: new Date(Date.now() + 2 * 3_600_000),
      hasMinimumNeeded: true,
      minimumNeeded: 5,
      hoursToCancelBefore: 3,
    });
    const result = await createEvent(db, host.id, input);
    if (!result.ok) throw new Error(result.reason);
    const deadline = Date.now() + 15_000;
    let cancelled = false;
    while (!cancelled && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      cancelled = (await db.event.findUniqueOrThrow({ where: { id: result.event.id } })).cancelled;
    }
    expect(cancelled).toBe(true);
    expect((await jobsFor(result.event.id)).map((j) => j.state)).toEqual(['completed']);
  });
});
