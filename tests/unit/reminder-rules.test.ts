import { describe, expect, it } from 'vitest';
import { dayBefore, dueReminder, reminderTimes } from '@/lib/events/reminder-rules';
import { zonedToInstant } from '@/lib/time';
import { ordinal } from '@/lib/messages/reminders';

const NY = 'America/New_York';
const MIN = 60_000;
const HOUR = 3_600_000;

describe('game reminder rules', () => {
  it('puts the day-before reminder at the same local time, 25 h or 23 h ahead across daylight saving', () => {
    const fallBack = zonedToInstant('2026-11-01', '18:00', NY);
    expect(dayBefore(fallBack, NY).toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(fallBack.getTime() - dayBefore(fallBack, NY).getTime()).toBe(25 * HOUR);
    const springForward = zonedToInstant('2027-03-14', '18:00', NY);
    expect(springForward.getTime() - dayBefore(springForward, NY).getTime()).toBe(23 * HOUR);
    // A day without a change: 24 h; the first day of a month steps back into the previous month.
    const plain = zonedToInstant('2026-12-01', '09:15', NY);
    expect(dayBefore(plain, NY).toISOString()).toBe('2026-11-30T14:15:00.000Z');
  });

  it('holds the day-before reminder over quiet hours (22:00–08:00), never the 2 h one', () => {
    const early = zonedToInstant('2026-12-10', '07:00', NY);
    expect(reminderTimes(early, NY)['24h']).toEqual(zonedToInstant('2026-12-09', '08:00', NY));
    expect(reminderTimes(early, NY)['2h']).toEqual(zonedToInstant('2026-12-10', '05:00', NY));
    const late = zonedToInstant('2026-12-10', '23:30', NY);
    expect(reminderTimes(late, NY)['24h']).toEqual(zonedToInstant('2026-12-10', '08:00', NY));
    const evening = zonedToInstant('2026-12-10', '19:00', NY);
    expect(reminderTimes(evening, NY)['24h']).toEqual(zonedToInstant('2026-12-09', '19:00', NY));
  });

  it('answers the latest reminder due, none before its minute, none when joined after it or after the start', () => {
    const start = zonedToInstant('2026-12-10', '19:00', NY);
    const joined = zonedToInstant('2026-12-01', '12:00', NY);
    const day = zonedToInstant('2026-12-09', '19:00', NY);
    expect(dueReminder(start, NY, joined, new Date(day.getTime() - MIN))).toBeNull();
    expect(dueReminder(start, NY, joined, day)).toBe('24h');
    expect(dueReminder(start, NY, joined, new Date(start.getTime() - 2 * HOUR - MIN))).toBe('24h');
    expect(dueReminder(start, NY, joined, new Date(start.getTime() - 2 * HOUR))).toBe('2h');
    expect(dueReminder(start, NY, joined, start)).toBeNull();
    const lateJoin = new Date(start.getTime() - 5 * HOUR);
    expect(dueReminder(start, NY, lateJoin, new Date(start.getTime() - 4 * HOUR))).toBeNull();
    expect(dueReminder(start, NY, lateJoin, new Date(start.getTime() - 2 * HOUR))).toBe('2h');
    const lastMinute = new Date(start.getTime() - HOUR);
    expect(dueReminder(start, NY, lastMinute, new Date(start.getTime() - 30 * MIN))).toBeNull();
  });

  it('says the waitlist place as an ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
