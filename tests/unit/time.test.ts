import { describe, expect, it } from 'vitest';
import { expandRule, type RepeatRule } from '@/lib/events/recurrence';
import {
  addDays,
  daysBetween,
  fromSundayFirst,
  toSundayFirst,
  wallClock,
  wallClockIn,
  weekdayOf,
  zonedToInstant,
  type Weekday,
} from '@/lib/time';

// lib/time.ts: one weekday convention (ISO, 1 = Monday … 7 = Sunday) and the zone conversions, checked on each
// weekday and across both daylight-saving changes of 2026–27 in the US.

// Monday 2026-11-23 … Sunday 2026-11-29.
const WEEK: [string, Weekday, string][] = [
  ['2026-11-23', 1, 'Monday'],
  ['2026-11-24', 2, 'Tuesday'],
  ['2026-11-25', 3, 'Wednesday'],
  ['2026-11-26', 4, 'Thursday'],
  ['2026-11-27', 5, 'Friday'],
  ['2026-11-28', 6, 'Saturday'],
  ['2026-11-29', 7, 'Sunday'],
];

describe('weekdays', () => {
  it.each(WEEK)('%s is ISO weekday %i (%s), as PostgreSQL ISODOW and Intl say', (date, iso, name) => {
    expect(weekdayOf(date)).toBe(iso);
    const intl = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
    expect(intl).toBe(name);
  });

  it.each(WEEK)('%s converts to the Sunday-first numbering of stored series and back', (date, iso) => {
    const sundayFirst = new Date(`${date}T12:00:00Z`).getUTCDay();
    expect(toSundayFirst(iso)).toBe(sundayFirst);
    expect(fromSundayFirst(sundayFirst)).toBe(iso);
  });

  it('counts weekdays before 1970 and across years', () => {
    expect(weekdayOf('1969-12-28')).toBe(7); // a Sunday
    expect(weekdayOf('2027-01-01')).toBe(5); // a Friday
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-23', '2027-11-23')).toBe(365);
  });
});

describe('time zones across a daylight-saving change', () => {
  it('keeps 18:00 local in Chicago on both sides of the fall-back change (2026-11-01)', () => {
    const before = zonedToInstant('2026-10-31', '18:00', 'America/Chicago');
    const after = zonedToInstant('2026-11-01', '18:00', 'America/Chicago');
    expect(before.toISOString()).toBe('2026-10-31T23:00:00.000Z'); // CDT, UTC-5
    expect(after.toISOString()).toBe('2026-11-02T00:00:00.000Z'); // CST, UTC-6
    expect(after.getTime() - before.getTime()).toBe(25 * 3_600_000);
    expect(wallClock(after, 'America/Chicago')).toEqual({ date: '2026-11-01', time: '18:00' });
    expect(wallClock(after, 'UTC')).toEqual({ date: '2026-11-02', time: '00:00' });
  });

  it('moves a time in the spring-forward gap (2027-03-14 02:30 New York) forward by the gap', () => {
    const gap = zonedToInstant('2027-03-14', '02:30', 'America/New_York');
    expect(wallClock(gap, 'America/New_York')).toEqual({ date: '2027-03-14', time: '03:30' });
  });

  it('takes the first of the two 01:30s of the fall-back night', () => {
    const ambiguous = zonedToInstant('2026-11-01', '01:30', 'America/New_York');
    expect(ambiguous.toISOString()).toBe('2026-11-01T05:30:00.000Z'); // still EDT
  });

  it('gives the local date and minutes the same way as wallClock', () => {
    const instant = new Date('2026-11-02T05:30:45.000Z'); // Sunday 23:30:45 in Chicago (CST)
    const local = wallClockIn(instant, 'America/Chicago');
    expect(local.date).toBe('2026-11-01');
    expect(local.minutes).toBeCloseTo(23 * 60 + 30 + 45 / 60, 6);
    expect(weekdayOf(local.date)).toBe(7);
    expect(wallClock(instant, 'America/Chicago')).toEqual({ date: '2026-11-01', time: '23:30' });
  });

  it('repeats a Sunday game weekly at 18:00 local through the fall-back change', () => {
    const rule: RepeatRule = {
      frequency: 'WEEKLY',
      daysOfWeek: [7],
      startDate: '2026-10-25',
      untilDate: null,
      count: 3,
    };
    const { dates } = expandRule(rule, '2026-12-31');
    expect(dates).toEqual(['2026-10-25', '2026-11-01', '2026-11-08']);
    const starts = dates.map((d) =>
      wallClock(zonedToInstant(d, '18:00', 'America/Chicago'), 'America/Chicago'),
    );
    expect(starts.every((s) => s.time === '18:00')).toBe(true);
  });

  it('keeps every-2-weeks rules on Sunday-first weeks (a Sunday start with Monday: the next day)', () => {
    const rule: RepeatRule = {
      frequency: 'BIWEEKLY',
      daysOfWeek: [7, 1],
      startDate: '2026-11-29',
      untilDate: null,
      count: 4,
    };
    expect(expandRule(rule, '2027-01-31').dates).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-13',
      '2026-12-14',
    ]);
  });
});
