import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ICAL from 'ical.js';

// Cancel or move one date of a series (issue 34 §2, docs/series-dates.md): the players of that date are told
// once, paid spots refunded once whatever Stripe replays, the other dates untouched, and the calendar feed (read
// back with a real iCalendar parser) carries the change as STATUS:CANCELLED or a new time under RECURRENCE-ID,
// with a higher SEQUENCE.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({
    webhookSecret: 'whsec_series_dates_platform',
    connectWebhookSecret: 'whsec_series_dates_connect',
    delivery: 'manual',
  });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_series_dates_platform';
  process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_series_dates_connect';
  process.env.APP_URL = 'http://localhost:3997';
  return s;
});

const { db } = await import('@/lib/db');
const { POST: platformPost } = await import('@/app/api/stripe/webhook/route');
const { POST: connectPost } = await import('@/app/api/stripe/connect/webhook/route');
const { cancelEventAction, editEventAction, joinEventAction, moveSeriesDateAction } =
  await import('@/lib/events/actions');
const { createEvent, joinEvent } = await import('@/lib/events/service');
const { currentFeedToken, rotateFeedToken, feedFor } = await import('@/lib/events/calendar-feed');
const { runEventJob } = await import('@/lib/events/jobs');
const { editEventForm, eventPage, myEvents } = await import('@/lib/events/queries');
const { fromDateColumn } = await import('@/lib/events/series');
const { commonMessages } = await import('@/lib/messages');
const { eventUiMessages: ui } = await import('@/lib/messages/events');
const { formatGameTime, zonedToInstant, addDays, wallClock } = await import('@/lib/time');
const { makeUser } = await import('@/tests/support/factories');
const { callAs } = await import('@/tests/support/act-as');
const { gameInput } = await import('@/tests/support/events');

standin.setDeliver((request) =>
  new URL(request.url).pathname.includes('/connect/') ? connectPost(request) : platformPost(request),
);
afterAll(() => standin.stop());
beforeEach(async () => {
  if (standin.pending().length) await standin.deliverPending();
});

const NY = 'America/New_York';
const DAY = 86_400_000;
let sport = '';
beforeAll(async () => {
  sport = (await db.gameType.create({ data: { label: `Series sport ${Date.now()}` } })).id;
});

async function activeHost() {
  const { account } = standin.authorizeOAuth({ complete: true });
  return makeUser('Host', {
    stripeAccountId: account.id,
    stripeChargesEnabled: true,
    stripeDetailsSubmitted: true,
    stripeConnectMethod: 'OAUTH',
  });
}

/** The next Tuesday at least two days from now, 18:00 New York time. */
function nextTuesday(): Date {
  let t = Date.now() + 2 * DAY;
  while (new Date(t).getUTCDay() !== 2) t += DAY;
  return new Date(`${new Date(t).toISOString().slice(0, 10)}T23:00:00Z`);
}

/** A weekly series of six dates; returns its dates in order. */
async function weekly(hostId: string, extra: Record<string, unknown> = {}) {
  const input = gameInput({
    startsAt: nextTuesday(),
    timeZone: NY,
    gameTypeId: sport,
    capacity: 5,
    repeat: 'WEEKLY',
    repeatEnds: 'COUNT',
    repeatCount: 6,
    ...extra,
  });
  const result = await createEvent(db, hostId, { ...input, time: '18:00' });
  if (!result.ok) throw new Error(result.reason);
  const first = await db.event.findUniqueOrThrow({ where: { id: result.event.id } });
  const dates = await db.event.findMany({
    where: { seriesId: first.seriesId },
    orderBy: { dateStart: 'asc' },
  });
  return { seriesId: first.seriesId!, dates };
}

async function payFor(user: { id: string }, eventId: string) {
  const result = await callAs(user, joinEventAction, { eventId });
  const url = (result as { data: { checkoutUrl: string } }).data.checkoutUrl;
  const sessionId = url.split('/').pop()!;
  standin.payCheckout(sessionId);
  expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
  return standin.paymentSession(sessionId)!.payment_intent as string;
}

type Instance = { uid: string; recurrenceId: number | null; start: number; status: string; sequence: number };

/** The user's calendar feed, parsed by ical.js: one entry per VEVENT. */
async function feedOf(userId: string): Promise<Instance[]> {
  const token = (await currentFeedToken(db, userId)) ?? (await rotateFeedToken(db, userId));
  const text = await feedFor(db, token, 'http://localhost:3997');
  const calendar = new ICAL.Component(ICAL.parse(text!));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      recurrenceId: event.recurrenceId ? event.recurrenceId.toJSDate().getTime() : null,
      start: event.startDate.toJSDate().getTime(),
      status: String(vevent.getFirstPropertyValue('status')),
      sequence: event.sequence,
    };
  });
}

const notes = (userId: string, type: string) =>
  db.notification.findMany({ where: { userId, type }, orderBy: { createdAt: 'asc' } });

describe('cancelling one date of a paid weekly series', () => {
  it('tells its players once with the reason, refunds once under replayed webhooks, and the series goes on', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const { seriesId, dates } = await weekly(host.id, { price: '15' });
    const cancelledIntent = await payFor(ann, dates[1].id);
    const keptIntent = await payFor(ann, dates[2].id);
    const before = await feedOf(ann.id);
    expect(before.map((i) => i.status)).toEqual(['CONFIRMED', 'CONFIRMED']);

    const reason = 'The gym is closed for repairs';
    expect(
      await callAs(host, cancelEventAction, { eventId: dates[1].id, scope: 'this', reason }),
    ).toMatchObject({ ok: true, message: ui.manage.cancelledDates(1) });

    // Refunded once in full; replaying every webhook Stripe sent (payments and the refund) and the queued
    // refund job changes nothing.
    for (const event of [...standin.events]) expect((await standin.send(event)).status).toBe(200);
    await standin.deliverPending();
    expect(await runEventJob(db, { kind: 'refund-cancelled', eventId: dates[1].id })).toBe(0);
    expect(standin.refunds().filter((r) => r.payment_intent === cancelledIntent)).toEqual([
      expect.objectContaining({ amount: 1500 }),
    ]);
    expect(standin.refunds().filter((r) => r.payment_intent === keptIntent)).toEqual([]);
    expect(await db.transaction.count({ where: { userId: ann.id, kind: 'REFUND' } })).toBe(1);
    expect(
      await db.eventPayment.findMany({ where: { userId: ann.id }, orderBy: { createdAt: 'asc' } }),
    ).toEqual([
      expect.objectContaining({ eventId: dates[1].id, status: 'REFUNDED' }),
      expect.objectContaining({ eventId: dates[2].id, status: 'PAID' }),
    ]);

    // Told once, with the reason.
    const told = await notes(ann.id, 'EVENT_CANCELLED');
    expect(told.map((n) => n.message)).toEqual([
      ui.cancelledWithReason(
        ui.cancelledMessage(dates[1].title, formatGameTime(dates[1].dateStart, NY, ann.timeZone)),
        reason,
      ),
    ]);

    // Only that date is cancelled; the series goes on without it.
    const after = await db.event.findMany({ where: { seriesId }, orderBy: { dateStart: 'asc' } });
    expect(after.map((d) => d.cancelled)).toEqual(dates.map((_, i) => i === 1));
    expect(after.map((d) => d.dateStart)).toEqual(dates.map((d) => d.dateStart));
    const series = await db.eventSeries.findUniqueOrThrow({ where: { id: seriesId } });
    expect(series.excludedDates.map(fromDateColumn)).toEqual([fromDateColumn(dates[1].occurrenceDate!)]);

    // Its page says so, with the reason; the host's date controls are gone there.
    expect(await eventPage(ann.id, dates[1].id)).toMatchObject({
      cancelled: true,
      cancelReason: reason,
      seriesDateActions: false,
    });
    expect(await eventPage(host.id, dates[2].id)).toMatchObject({
      cancelled: false,
      seriesDateActions: true,
    });
    // Ann's upcoming games list it, marked cancelled, next to the date she still plays.
    expect((await myEvents(ann.id)).map((e) => [e.id, e.cancelled])).toEqual([
      [dates[1].id, true],
      [dates[2].id, false],
    ]);

    // The feed: both dates are instances of one series; the cancelled one is CANCELLED with a higher SEQUENCE.
    const feed = await feedOf(ann.id);
    expect(new Set(feed.map((i) => i.uid)).size).toBe(1);
    expect(feed).toEqual([
      expect.objectContaining({
        recurrenceId: dates[1].dateStart.getTime(),
        start: dates[1].dateStart.getTime(),
        status: 'CANCELLED',
        sequence: 1,
      }),
      expect.objectContaining({
        recurrenceId: dates[2].dateStart.getTime(),
        status: 'CONFIRMED',
        sequence: 0,
      }),
    ]);
    expect(feed[0].sequence).toBeGreaterThan(before[0].sequence);
  });

  it('tells the waitlisted too, and a second cancel is refused without telling anyone again', async () => {
    const host = await makeUser('Host');
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const { dates } = await weekly(host.id, { capacity: 2, allowWaitlist: true });
    expect((await joinEvent(db, ann.id, dates[0].id)).status).toBe('joined');
    expect((await joinEvent(db, bob.id, dates[0].id)).status).toBe('waitlisted');
    expect(await callAs(host, cancelEventAction, { eventId: dates[0].id, scope: 'this' })).toMatchObject({
      ok: true,
    });
    expect(await callAs(host, cancelEventAction, { eventId: dates[0].id, scope: 'this' })).toEqual({
      ok: false,
      message: ui.manage.alreadyCancelled,
    });
    for (const who of [ann, bob]) {
      const told = await notes(who.id, 'EVENT_CANCELLED');
      expect(told.map((n) => n.message)).toEqual([
        ui.cancelledMessage(dates[0].title, formatGameTime(dates[0].dateStart, NY, who.timeZone)),
      ]);
    }
    expect(await notes(host.id, 'EVENT_CANCELLED')).toEqual([]);
  });

  it('refuses a co-host on a paid date, a player, a stranger and an unknown id, changing nothing', async () => {
    const host = await activeHost();
    const [ann, manager, stranger] = await Promise.all([
      makeUser('Ann'),
      makeUser('Manager'),
      makeUser('Stranger'),
    ]);
    const team = await db.team.create({ data: { name: `Series team ${Date.now()}`, ownerId: host.id } });
    await db.rosterEntry.create({ data: { teamId: team.id, userId: manager.id, role: 'manager' } });
    const { dates } = await weekly(host.id, { price: '15', hostingTeamId: team.id });
    await payFor(ann, dates[1].id);
    expect(await callAs(manager, cancelEventAction, { eventId: dates[1].id, scope: 'this' })).toEqual({
      ok: false,
      message: ui.manage.creatorOnlyCancel,
    });
    for (const who of [ann, stranger]) {
      expect(await callAs(who, cancelEventAction, { eventId: dates[1].id, scope: 'this' })).toEqual({
        ok: false,
        message: commonMessages.gameNotFound,
      });
      expect(
        await callAs(who, moveSeriesDateAction, { eventId: dates[1].id, date: '2030-01-01', time: '10:00' }),
      ).toEqual({ ok: false, message: commonMessages.gameNotFound });
    }
    expect(
      await callAs(host, moveSeriesDateAction, {
        eventId: 'c_not_a_game',
        date: '2030-01-01',
        time: '10:00',
      }),
    ).toEqual({ ok: false, message: commonMessages.gameNotFound });
    const now = await db.event.findMany({
      where: { seriesId: dates[0].seriesId },
      orderBy: { dateStart: 'asc' },
    });
    expect(now.map((d) => [d.cancelled, d.dateStart, d.sequence])).toEqual(
      dates.map((d) => [false, d.dateStart, 0]),
    );
    expect(await db.eventPayment.count({ where: { userId: ann.id, status: 'PAID' } })).toBe(1);
  });
});

describe('moving one date of a series', () => {
  it('moves only that date; its players are told; the feed keeps the original start as RECURRENCE-ID', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const { seriesId, dates } = await weekly(host.id);
    for (const d of dates.slice(1, 3)) expect((await joinEvent(db, ann.id, d.id)).status).toBe('joined');
    const original = dates[1].dateStart;
    const day = addDays(wallClock(original, NY).date, 1);
    const to = zonedToInstant(day, '19:30', NY);

    expect(
      await callAs(host, moveSeriesDateAction, { eventId: dates[1].id, date: day, time: '19:30' }),
    ).toEqual({ ok: true, data: { eventId: dates[1].id }, message: ui.manage.movedDate });

    const after = await db.event.findMany({ where: { seriesId }, orderBy: { occurrenceDate: 'asc' } });
    expect(after.map((d) => d.dateStart)).toEqual(dates.map((d, i) => (i === 1 ? to : d.dateStart)));
    expect(after[1]).toMatchObject({ originalStart: original, sequence: 1, cancelled: false });
    expect(after[1].occurrenceDate).toEqual(dates[1].occurrenceDate);

    const told = await notes(ann.id, 'EVENT_CHANGED');
    expect(told.map((n) => n.message)).toEqual([
      ui.dateMovedMessage(
        dates[1].title,
        formatGameTime(original, NY, ann.timeZone),
        formatGameTime(to, NY, ann.timeZone),
      ),
    ]);
    expect(await notes(host.id, 'EVENT_CHANGED')).toEqual([]);
    expect(await eventPage(ann.id, dates[1].id)).toMatchObject({ startsAt: to, movedFrom: original });

    const feed = await feedOf(ann.id);
    expect(feed).toEqual([
      expect.objectContaining({ recurrenceId: original.getTime(), start: to.getTime(), sequence: 1 }),
      expect.objectContaining({
        recurrenceId: dates[2].dateStart.getTime(),
        start: dates[2].dateStart.getTime(),
        sequence: 0,
      }),
    ]);
    expect(feed[0].uid).toBe(feed[1].uid);

    // Moved again: RECURRENCE-ID stays the rule's start, SEQUENCE goes on up.
    const later = zonedToInstant(day, '20:00', NY);
    expect(
      await callAs(host, moveSeriesDateAction, { eventId: dates[1].id, date: day, time: '20:00' }),
    ).toMatchObject({ ok: true });
    expect((await feedOf(ann.id))[0]).toMatchObject({
      recurrenceId: original.getTime(),
      start: later.getTime(),
      sequence: 2,
    });
  });

  it('a new time from the edit form is a moved date in the feed too', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const { dates } = await weekly(host.id);
    expect((await joinEvent(db, ann.id, dates[1].id)).status).toBe('joined');
    const values = await editEventForm(host.id, dates[1].id);
    expect(
      await callAs(host, editEventAction, { ...values!.defaults, time: '07:00', scope: 'this' }),
    ).toMatchObject({ ok: true });
    const [instance] = await feedOf(ann.id);
    expect(instance).toMatchObject({
      recurrenceId: dates[1].dateStart.getTime(),
      start: zonedToInstant(wallClock(dates[1].dateStart, NY).date, '07:00', NY).getTime(),
      sequence: 1,
    });
  });

  it('refuses a day the series already plays, the same time, the past, a one-off game and a cancelled date', async () => {
    const host = await makeUser('Host');
    const { dates } = await weekly(host.id);
    const move = (eventId: string, date: string, time: string) =>
      callAs(host, moveSeriesDateAction, { eventId, date, time });
    const wall = (d: Date) => wallClock(d, NY);
    expect(await move(dates[1].id, wall(dates[2].dateStart).date, '10:00')).toEqual({
      ok: false,
      message: ui.manage.moveTaken,
    });
    expect(await move(dates[1].id, wall(dates[1].dateStart).date, '18:00')).toEqual({
      ok: false,
      message: ui.manage.moveUnchanged,
    });
    expect(await move(dates[1].id, '2020-01-01', '18:00')).toEqual({
      ok: false,
      message: ui.manage.moveInPast,
    });
    const single = await createEvent(db, host.id, { ...gameInput({ gameTypeId: sport }) });
    if (!single.ok) throw new Error(single.reason);
    expect(await move(single.event.id, '2030-01-01', '18:00')).toEqual({
      ok: false,
      message: ui.manage.moveNotSeries,
    });
    await callAs(host, cancelEventAction, { eventId: dates[3].id, scope: 'this' });
    expect(await move(dates[3].id, addDays(wall(dates[3].dateStart).date, 1), '18:00')).toEqual({
      ok: false,
      message: ui.manage.alreadyCancelled,
    });
    // A malformed date or time answers on its field.
    expect(await move(dates[1].id, '2030-02-30', '25:00')).toMatchObject({
      ok: false,
      fieldErrors: { date: [ui.dateInvalid], time: [ui.timeInvalid] },
    });
  });
});
