import { describe, expect, it } from 'vitest';
import { describeRule, expandRule, nthWeekday, type RepeatRule } from '@/lib/events/recurrence';
import { wallClock, zonedToInstant } from '@/lib/time';
import { offerExpiry, offersSpots } from '@/lib/events/rules';
import { discoverFilterSchema } from '@/lib/events/schema';

const weekly = (over: Partial<RepeatRule> = {}): RepeatRule => ({
  frequency: 'WEEKLY',
  daysOfWeek: [],
  startDate: '2026-10-20', // a Tuesday
  untilDate: null,
  count: null,
  ...over,
});

describe('expandRule', () => {
  it('repeats weekly on the chosen weekdays from the start date, the start weekday included', () => {
    const { dates, ended } = expandRule(weekly({ daysOfWeek: [4] }), '2026-11-05');
    expect(dates).toEqual([
      '2026-10-20',
      '2026-10-22',
      '2026-10-27',
      '2026-10-29',
      '2026-11-03',
      '2026-11-05',
    ]);
    expect(ended).toBe(false);
  });

  it('skips weekdays before the start date in the first week', () => {
    // Start on a Thursday with Mon and Thu chosen: the Monday of that week is before the start.
    const { dates } = expandRule(weekly({ startDate: '2026-10-22', daysOfWeek: [1, 4] }), '2026-10-29');
    expect(dates).toEqual(['2026-10-22', '2026-10-26', '2026-10-29']);
  });

  it('every 2 weeks skips the weeks in between', () => {
    const { dates } = expandRule(weekly({ frequency: 'BIWEEKLY' }), '2026-11-30');
    expect(dates).toEqual(['2026-10-20', '2026-11-03', '2026-11-17']);
  });

  it('monthly keeps the same weekday of the month, and a fifth one becomes the last', () => {
    // 2026-10-20 is the third Tuesday of October.
    expect(nthWeekday('2026-10-20')).toBe(3);
    const { dates } = expandRule(weekly({ frequency: 'MONTHLY' }), '2027-01-31');
    expect(dates).toEqual(['2026-10-20', '2026-11-17', '2026-12-15', '2027-01-19']);
    // 2026-10-29 is the fifth Thursday: November has four Thursdays, so the series uses the last one.
    expect(nthWeekday('2026-10-29')).toBe('last');
    const last = expandRule(weekly({ frequency: 'MONTHLY', startDate: '2026-10-29' }), '2026-12-31');
    expect(last.dates).toEqual(['2026-10-29', '2026-11-26', '2026-12-31']);
  });

  it('ends at the until date (inclusive) and says so', () => {
    const result = expandRule(weekly({ untilDate: '2026-11-03' }), '2027-01-01');
    expect(result).toEqual({ dates: ['2026-10-20', '2026-10-27', '2026-11-03'], ended: true });
  });

  it('counts occurrences including excluded ones, so excluding a date does not move the end', () => {
    const rule = weekly({ count: 3 });
    expect(expandRule(rule, '2027-01-01')).toEqual({
      dates: ['2026-10-20', '2026-10-27', '2026-11-03'],
      ended: true,
    });
    expect(expandRule(rule, '2027-01-01', null, ['2026-10-27'])).toEqual({
      dates: ['2026-10-20', '2026-11-03'],
      ended: true,
    });
  });

  it('continues a window after the last materialised date without repeating it', () => {
    const rule = weekly({ count: 5 });
    const first = expandRule(rule, '2026-10-28');
    expect(first).toEqual({ dates: ['2026-10-20', '2026-10-27'], ended: false });
    const next = expandRule(rule, '2026-12-31', '2026-10-28');
    expect(next).toEqual({ dates: ['2026-11-03', '2026-11-10', '2026-11-17'], ended: true });
  });
});

describe('occurrence times across daylight-saving changes', () => {
  it('keeps 18:00 in New York across the November and March changes', () => {
    const fall = expandRule(weekly({ startDate: '2026-10-27' }), '2026-11-10').dates;
    const spring = expandRule(weekly({ startDate: '2027-03-02', daysOfWeek: [] }), '2027-03-16').dates;
    for (const date of [...fall, ...spring]) {
      const instant = zonedToInstant(date, '18:00', 'America/New_York');
      expect(wallClock(instant, 'America/New_York')).toEqual({ date, time: '18:00' });
    }
    // EDT (UTC-4) before 1 Nov 2026, EST (UTC-5) after; EST before 14 Mar 2027, EDT after.
    expect(zonedToInstant(fall[0], '18:00', 'America/New_York').toISOString()).toBe(
      '2026-10-27T22:00:00.000Z',
    );
    expect(zonedToInstant(fall[1], '18:00', 'America/New_York').toISOString()).toBe(
      '2026-11-03T23:00:00.000Z',
    );
    expect(zonedToInstant(spring[1], '18:00', 'America/New_York').toISOString()).toBe(
      '2027-03-09T23:00:00.000Z',
    );
    expect(zonedToInstant(spring[2], '18:00', 'America/New_York').toISOString()).toBe(
      '2027-03-16T22:00:00.000Z',
    );
  });
});

describe('describeRule', () => {
  it('reads like a sentence', () => {
    expect(describeRule(weekly({ daysOfWeek: [4] }))).toBe('Every week on Tue, Thu');
    expect(describeRule(weekly({ frequency: 'BIWEEKLY', count: 6 }))).toBe('Every 2 weeks on Tue, 6 times');
    expect(describeRule(weekly({ frequency: 'MONTHLY', untilDate: '2027-03-01' }))).toBe(
      'Monthly on the third Tuesday until Mar 1, 2027',
    );
  });
});

describe('fair waitlist offers', () => {
  const start = new Date('2026-12-01T23:00:00Z');
  it('offers only in the last 24 hours before the start', () => {
    expect(offersSpots(start, new Date(start.getTime() - 25 * 3_600_000))).toBe(false);
    expect(offersSpots(start, new Date(start.getTime() - 24 * 3_600_000))).toBe(true);
    expect(offersSpots(start, new Date(start.getTime() - 60_000))).toBe(true);
    expect(offersSpots(start, start)).toBe(false);
  });
  it('holds for the hold time, never past the start', () => {
    const now = new Date(start.getTime() - 10 * 3_600_000);
    expect(offerExpiry(start, 120, now).getTime()).toBe(now.getTime() + 2 * 3_600_000);
    const late = new Date(start.getTime() - 30 * 60_000);
    expect(offerExpiry(start, 120, late)).toEqual(start);
  });
});

describe('Discover filters from the URL', () => {
  it('reads a chosen place, and ignores coordinates that do not parse', () => {
    expect(discoverFilterSchema.parse({ lat: '39.7392', lng: '-104.99', place: 'Denver, CO' })).toMatchObject(
      {
        lat: 39.7392,
        lng: -104.99,
        place: 'Denver, CO',
      },
    );
    const bad = discoverFilterSchema.parse({ lat: 'north', lng: '200', q: 'pickup' });
    expect(bad.lat).toBeUndefined();
    expect(bad.lng).toBeUndefined();
    expect(bad.q).toBe('pickup');
  });
});
