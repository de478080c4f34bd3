import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { cancelEventAction, createEventAction } from '@/lib/events/actions';
import { eventPage } from '@/lib/events/queries';
import { wallClock } from '@/lib/time';
import { extendSeries, fromDateColumn } from '@/lib/events/series';
import { createEvent, joinEvent } from '@/lib/events/service';
import { saveActivitySubscription } from '@/lib/activity-subscriptions/service';
import { activitySubscriptionSchema } from '@/lib/activity-subscriptions/schema';
import { commonMessages } from '@/lib/messages';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { callAs } from '@/tests/support/act-as';
import { gameInput } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

// Repeating games (issue 10 §6): every date is its own game row over a rolling 12-week window that the
// worker's housekeeping moves on; RSVPs and cancellations are per date; "this and later dates" ends the series.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const NY = 'America/New_York';
const DAY = 86_400_000;
let pickleball: string;
beforeAll(async () => {
  pickleball = (await db.gameType.create({ data: { label: 'Pickleball' } })).id;
});

/** The next Tuesday at least two days from now, at 18:00 New York time. */
function nextTuesday(): Date {
  let t = Date.now() + 2 * DAY;
  while (new Date(t).getUTCDay() !== 2) t += DAY;
  return new Date(`${new Date(t).toISOString().slice(0, 10)}T23:00:00Z`);
}

async function weekly(creatorId: string, extra: Record<string, unknown> = {}) {
  const input = gameInput({
    startsAt: nextTuesday(),
    timeZone: NY,
    gameTypeId: pickleball,
    capacity: 4,
    repeat: 'WEEKLY',
    repeatEnds: 'COUNT',
    repeatCount: 20,
    ...extra,
  });
  const result = await createEvent(db, creatorId, { ...input, time: '18:00' });
  if (!result.ok) throw new Error(result.reason);
  const first = await db.event.findUniqueOrThrow({ where: { id: result.event.id } });
  return { ...result, first, seriesId: first.seriesId! };
}

const datesOf = (seriesId: string) =>
  db.event.findMany({
    where: { seriesId },
    orderBy: { dateStart: 'asc' },
    select: {
      id: true,
      dateStart: true,
      occurrenceDate: true,
      goingCount: true,
      cancelled: true,
      participants: { select: { userId: true, status: true } },
    },
  });

describe('creating a repeating game', () => {
  it('creates each date of the 12-week window at 18:00 local, the host going on each', async () => {
    const host = await makeUser('Host');
    const { seriesId, first } = await weekly(host.id);
    const dates = await datesOf(seriesId);
    // 20 weekly games; the window holds the first 12 weeks (13 Tuesdays counting the first one).
    expect(dates.length).toBeGreaterThanOrEqual(12);
    expect(dates.length).toBeLessThanOrEqual(13);
    expect(dates[0].id).toBe(first.id);
    for (const d of dates) {
      expect(wallClock(d.dateStart, NY).time).toBe('18:00');
      expect(fromDateColumn(d.occurrenceDate!)).toBe(wallClock(d.dateStart, NY).date);
      expect(d.dateStart.getUTCDay()).toBe(2); // every Tuesday (18:00 New York is still Tuesday in UTC)
      expect(d.goingCount).toBe(1);
      expect(d.participants).toEqual([{ userId: host.id, status: 'GOING' }]);
    }
    const series = await db.eventSeries.findUniqueOrThrow({ where: { id: seriesId } });
    expect(series.ended).toBe(false);
    expect((first.reoccurringInfo as { frequency: string }).frequency).toBe('WEEKLY');
  });

  it('alerts activity subscribers once, for the first date', async () => {
    const host = await makeUser('Host');
    const fan = await makeUser('Fan');
    const subscription = activitySubscriptionSchema.parse({
      address: { lat: 30.2672, lng: -97.7431, description: 'Austin, TX, USA', name: 'Austin' },
      radius: 15,
      activities: ['Pickleball'],
      startDate: null,
      endDate: null,
    });
    expect((await saveActivitySubscription(db, fan.id, subscription)).ok).toBe(true);
    const { alertedUserIds, first } = await weekly(host.id);
    expect(alertedUserIds).toContain(fan.id);
    const alerts = await db.notification.findMany({ where: { userId: fan.id, type: 'ACTIVITY_ALERT' } });
    expect(alerts).toHaveLength(1);
    expect(alerts[0].data).toMatchObject({ eventId: first.id });
  });

  it('refuses a count or last date outside the limits, under the field, writing nothing', async () => {
    const host = await makeUser('Host');
    const base = gameInput({ startsAt: nextTuesday(), timeZone: NY, gameTypeId: pickleball });
    const before = await db.eventSeries.count();
    const tooMany = await callAs(host, createEventAction, {
      ...base,
      city: base.city,
      repeat: 'WEEKLY',
      repeatEnds: 'COUNT',
      repeatCount: 53,
    });
    expect(tooMany).toMatchObject({ ok: false, fieldErrors: { repeatCount: [ui.repeatCountRange(2, 52)] } });
    const tooLate = await callAs(host, createEventAction, {
      ...base,
      repeat: 'MONTHLY',
      repeatEnds: 'UNTIL',
      repeatUntil: '2099-01-01',
    });
    expect(tooLate).toMatchObject({ ok: false, fieldErrors: { repeatUntil: [ui.repeatUntilRange] } });
    expect(await db.eventSeries.count()).toBe(before);
  });
});

describe('the rolling window', () => {
  it('is moved on by extendSeries, copying the latest date, until the count is reached; a second run adds nothing', async () => {
    const host = await makeUser('Host');
    const { seriesId } = await weekly(host.id, { repeatCount: 15, title: 'Tuesday ladder' });
    const before = await datesOf(seriesId);
    // Five weeks later the window reaches past the 15th date.
    const later = new Date(Date.now() + 5 * 7 * DAY);
    expect(await extendSeries(db, later)).toBeGreaterThanOrEqual(15 - before.length);
    const after = await datesOf(seriesId);
    expect(after).toHaveLength(15);
    expect(new Set(after.map((d) => fromDateColumn(d.occurrenceDate!))).size).toBe(15);
    const copy = await db.event.findUniqueOrThrow({ where: { id: after[14].id } });
    expect(copy).toMatchObject({ title: 'Tuesday ladder', capacity: 4, goingCount: 1, timeZone: NY });
    expect(wallClock(copy.dateStart, NY).time).toBe('18:00');
    expect((await db.eventSeries.findUniqueOrThrow({ where: { id: seriesId } })).ended).toBe(true);
    await extendSeries(db, later);
    expect(await db.event.count({ where: { seriesId } })).toBe(15);
  });
});

describe('RSVPs and cancelling, per date', () => {
  it('keeps spots per date', async () => {
    const host = await makeUser('Host');
    const player = await makeUser('Player');
    const { seriesId } = await weekly(host.id);
    const [one, two] = await datesOf(seriesId);
    expect((await joinEvent(db, player.id, one.id)).status).toBe('joined');
    const [oneAfter, twoAfter] = await datesOf(seriesId);
    expect(oneAfter.goingCount).toBe(2);
    expect(twoAfter.goingCount).toBe(two.goingCount);
  });

  it('cancels one date: it is excluded and never created again; the other dates stay', async () => {
    const host = await makeUser('Host');
    const player = await makeUser('Player');
    const { seriesId } = await weekly(host.id, { repeatCount: 14 });
    const dates = await datesOf(seriesId);
    await joinEvent(db, player.id, dates[1].id);
    expect(await callAs(host, cancelEventAction, { eventId: dates[1].id, scope: 'this' })).toMatchObject({
      ok: true,
      message: ui.manage.cancelledDates(1),
    });
    const now = await datesOf(seriesId);
    expect(now.map((d) => d.cancelled)).toEqual(dates.map((_, i) => i === 1));
    const series = await db.eventSeries.findUniqueOrThrow({ where: { id: seriesId } });
    expect(series.excludedDates.map(fromDateColumn)).toEqual([fromDateColumn(dates[1].occurrenceDate!)]);
    const told = await db.notification.findMany({ where: { userId: player.id, type: 'EVENT_CANCELLED' } });
    expect(told).toHaveLength(1);
    // The count still ends the series at its 14th date, the cancelled one included.
    await extendSeries(db, new Date(Date.now() + 8 * 7 * DAY));
    expect(await db.event.count({ where: { seriesId } })).toBe(14);
  });

  it('cancels this and later dates: the series ends there and each player is told once', async () => {
    const host = await makeUser('Host');
    const player = await makeUser('Player');
    const { seriesId } = await weekly(host.id);
    const dates = await datesOf(seriesId);
    for (const d of dates.slice(2, 6)) await joinEvent(db, player.id, d.id);
    const result = await callAs(host, cancelEventAction, { eventId: dates[3].id, scope: 'following' });
    expect(result).toMatchObject({ ok: true, message: ui.manage.cancelledDates(dates.length - 3) });
    const now = await datesOf(seriesId);
    expect(now.map((d) => d.cancelled)).toEqual(dates.map((_, i) => i >= 3));
    const told = await db.notification.findMany({ where: { userId: player.id, type: 'EVENT_CANCELLED' } });
    expect(told).toHaveLength(1);
    const series = await db.eventSeries.findUniqueOrThrow({ where: { id: seriesId } });
    expect(series.ended).toBe(true);
    expect(await extendSeries(db, new Date(Date.now() + 8 * 7 * DAY))).toBe(0);
    expect(await db.event.count({ where: { seriesId } })).toBe(dates.length);
  });

  it('refuses a player or an outsider cancelling the series, changing nothing', async () => {
    const host = await makeUser('Host');
    const player = await makeUser('Player');
    const { seriesId } = await weekly(host.id);
    const dates = await datesOf(seriesId);
    await joinEvent(db, player.id, dates[0].id);
    for (const who of [player, await makeUser('Outsider')]) {
      expect(await callAs(who, cancelEventAction, { eventId: dates[0].id, scope: 'following' })).toEqual({
        ok: false,
        message: commonMessages.gameNotFound,
      });
    }
    expect((await datesOf(seriesId)).every((d) => !d.cancelled)).toBe(true);
  });
});

describe('the event page of a repeating game', () => {
  it('shows the rule and the next dates, in at most 4 queries', async () => {
    const host = await makeUser('Host');
    const viewer = await makeUser('Viewer');
    const { seriesId, first } = await weekly(host.id, { repeatDays: [4] });
    const dates = await datesOf(seriesId);
    const { result: page, count } = await countQueries(() => eventPage(viewer.id, first.id));
    expect(count).toBeLessThanOrEqual(4);
    expect(page!.series?.rule).toBe('Every week on Tue, Thu, 20 times');
    expect(page!.series?.otherDates.map((d) => d.id)).toEqual(dates.slice(1, 7).map((d) => d.id));
  });
});
