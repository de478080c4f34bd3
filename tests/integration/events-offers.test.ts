import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { acceptOfferAction, leaveEventAction } from '@/lib/events/actions';
import { eventPage } from '@/lib/events/queries';
import { acceptOffer, expireOffer, joinEvent, leaveEvent } from '@/lib/events/service';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { EVENTS_QUEUE } from '@/lib/notifications/queue';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';
import { formatGameTime } from '@/lib/time';

// Fair waitlist (issue 10 §3): a spot freed less than 24 h before the start is held for the first in line for
// the game's hold time (never past the start); unanswered, it passes to the next through a queued job.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const HOUR = 3_600_000;
const statusOf = async (eventId: string, userId: string) =>
  (await db.eventParticipant.findUnique({ where: { eventId_userId: { eventId, userId } } }))?.status ?? null;
const goingCount = async (eventId: string) =>
  (await db.event.findUniqueOrThrow({ where: { id: eventId } })).goingCount;
const notes = (userId: string, type: string) => db.notification.findMany({ where: { userId, type } });

/** A 2-spot game with a waitlist starting in `hours`, filled by two players, with two more waiting. */
async function fullGame(hours: number, extra: Record<string, unknown> = {}) {
  const host = await makeUser('Host');
  const [ann, bob, cat, dan] = await Promise.all(['Ann', 'Bob', 'Cat', 'Dan'].map((n) => makeUser(n)));
  const event = await makeEvent(host.id, { hours, capacity: 2, allowWaitlist: true, ...extra });
  for (const p of [ann, bob]) expect((await joinEvent(db, p.id, event.id)).status).toBe('joined');
  for (const p of [cat, dan]) expect((await joinEvent(db, p.id, event.id)).status).toBe('waitlisted');
  return { host, ann, bob, cat, dan, event };
}

describe('the fair waitlist', () => {
  it('more than a day ahead, a freed spot goes to the first in line outright', async () => {
    const { ann, cat, event } = await fullGame(48);
    await leaveEvent(db, ann.id, event.id);
    expect(await statusOf(event.id, cat.id)).toBe('GOING');
  });

  it('within a day, holds the spot for the first in line, who can take it', async () => {
    const { ann, cat, dan, event } = await fullGame(10);
    const now = new Date();
    await leaveEvent(db, ann.id, event.id, now);
    const offered = await db.eventParticipant.findUniqueOrThrow({
      where: { eventId_userId: { eventId: event.id, userId: cat.id } },
    });
    expect(offered.status).toBe('OFFERED');
    expect(offered.offerExpiresAt?.getTime()).toBe(now.getTime() + 2 * HOUR);
    expect(await goingCount(event.id)).toBe(2); // the held spot is not free for anyone else
    expect(await statusOf(event.id, dan.id)).toBe('WAITLIST');
    expect(await notes(cat.id, 'EVENT_SPOT_OFFERED')).toHaveLength(1);
    const [job] = await db.$queryRaw<{ startAfter: Date }[]>`
      SELECT start_after AS "startAfter" FROM pgboss.job
       WHERE name = ${EVENTS_QUEUE} AND data->>'participantId' = ${offered.id}`;
    expect(job.startAfter.getTime()).toBe(offered.offerExpiresAt!.getTime());

    const page = await eventPage(cat.id, event.id);
    expect(page?.control).toEqual({ state: 'offered' });
    expect(page?.offeredUntil).toBeTruthy();
    // Someone new cannot take the held spot.
    const eve = await makeUser('Eve');
    expect((await joinEvent(db, eve.id, event.id)).status).toBe('waitlisted');

    expect(await callAs(cat, acceptOfferAction, { eventId: event.id })).toEqual({
      ok: true,
      data: { eventId: event.id },
      message: ui.offerAccepted,
    });
    expect(await statusOf(event.id, cat.id)).toBe('GOING');
    expect(await goingCount(event.id)).toBe(2);
    // Accepting twice, or without an offer, is refused.
    expect(await callAs(dan, acceptOfferAction, { eventId: event.id })).toEqual({
      ok: false,
      message: ui.notOffered,
    });
  });

  it("tells the expiry on the game's clock, labelled for a player whose zone differs (docs/time-zones.md)", async () => {
    const { ann, bob, cat, dan, event } = await fullGame(10);
    await db.user.update({ where: { id: cat.id }, data: { timeZone: 'Europe/Berlin' } });
    await db.user.update({ where: { id: dan.id }, data: { timeZone: 'America/Chicago' } });
    const now = new Date();
    await leaveEvent(db, ann.id, event.id, now);
    await leaveEvent(db, bob.id, event.id, now);
    const until = new Date(now.getTime() + 2 * HOUR);
    const [[away], [here]] = await Promise.all([
      notes(cat.id, 'EVENT_SPOT_OFFERED'),
      notes(dan.id, 'EVENT_SPOT_OFFERED'),
    ]);
    // The game is in Chicago (tests/support/events.ts): Cat in Berlin reads its zone's name, Dan does not.
    expect(away.message).toBe(
      ui.offerMessage(event.title, formatGameTime(until, 'America/Chicago', 'Europe/Berlin')),
    );
    expect(away.message).toMatch(/ · \d{1,2}:\d{2} [AP]M C[SD]T:/);
    expect(here.message).toBe(
      ui.offerMessage(event.title, formatGameTime(until, 'America/Chicago', 'America/Chicago')),
    );
    expect(here.message).not.toMatch(/C[SD]T|GMT|UTC/);
  });

  it('never holds a spot past the start', async () => {
    const { ann, cat, event } = await fullGame(1);
    await leaveEvent(db, ann.id, event.id);
    const offered = await db.eventParticipant.findUniqueOrThrow({
      where: { eventId_userId: { eventId: event.id, userId: cat.id } },
    });
    expect(offered.offerExpiresAt?.getTime()).toBe(event.dateStart.getTime());
  });

  it('an offer declined passes to the next in line', async () => {
    const { ann, cat, dan, event } = await fullGame(10);
    await leaveEvent(db, ann.id, event.id);
    expect(await callAs(cat, leaveEventAction, { eventId: event.id })).toMatchObject({
      ok: true,
      message: ui.offerDeclined,
    });
    expect(await statusOf(event.id, cat.id)).toBeNull();
    expect(await statusOf(event.id, dan.id)).toBe('OFFERED');
    expect(await goingCount(event.id)).toBe(2);
  });

  it('an offer left unanswered lapses at its end and passes on; the late player is told', async () => {
    const { ann, bob, cat, dan, event } = await fullGame(10);
    await leaveEvent(db, ann.id, event.id);
    const offered = await db.eventParticipant.findUniqueOrThrow({
      where: { eventId_userId: { eventId: event.id, userId: cat.id } },
    });
    // Early: nothing happens.
    expect(await expireOffer(db, offered.id, new Date())).toBe('skipped');
    const end = offered.offerExpiresAt!;
    expect(await acceptOffer(db, cat.id, event.id, new Date(end.getTime() + 1))).toEqual({
      status: 'expired',
    });
    expect(await expireOffer(db, offered.id, end)).toBe('expired');
    expect(await statusOf(event.id, cat.id)).toBe('NOT_GOING');
    expect(await notes(cat.id, 'EVENT_OFFER_EXPIRED')).toHaveLength(1);
    expect(await statusOf(event.id, dan.id)).toBe('OFFERED');
    expect(await goingCount(event.id)).toBe(2);
    // Run twice: nothing more.
    expect(await expireOffer(db, offered.id, end)).toBe('skipped');
    expect(await statusOf(event.id, bob.id)).toBe('GOING');
  });
});

describe('offers through the queue', () => {
  let worker: NotificationWorker;
  beforeAll(async () => {
    worker = await startNotificationWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await worker.stop();
  });

  it('the worker passes a lapsed offer to the next in line', async () => {
    // A hold of 0 minutes: the offer lapses at once and the queued job moves it on.
    const { ann, cat, dan, event } = await fullGame(10, { offerHoldMinutes: 0 });
    await leaveEvent(db, ann.id, event.id);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await statusOf(event.id, cat.id)) !== 'NOT_GOING') {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await statusOf(event.id, cat.id)).toBe('NOT_GOING');
    // Dan's offer lapses too (hold 0), leaving the spot free for anyone.
    while (Date.now() < deadline && (await statusOf(event.id, dan.id)) !== 'NOT_GOING') {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await statusOf(event.id, dan.id)).toBe('NOT_GOING');
    expect(await goingCount(event.id)).toBe(1);
  });
});
