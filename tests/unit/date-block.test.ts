import { describe, expect, it } from 'vitest';
import { dateBlock } from '@/lib/looks/date-block';

// The card's date block is the viewer's wall clock: one instant reads differently in each zone, across
// midnight, half-hour zones and daylight saving changes.
describe('dateBlock', () => {
  const noonUtc = new Date('2026-12-05T12:00:00Z'); // a Saturday

  it('reads "SAT 5 DEC 12:00" in UTC', () => {
    expect(dateBlock(noonUtc, 'UTC')).toEqual({
      weekday: 'SAT',
      day: '5',
      month: 'DEC',
      time: '12:00',
      label: 'SAT 5 DEC 12:00',
    });
  });

  it("follows the viewer's zone, including the day and weekday across midnight", () => {
    expect(dateBlock(noonUtc, 'America/Chicago').label).toBe('SAT 5 DEC 06:00');
    expect(dateBlock(noonUtc, 'Pacific/Auckland').label).toBe('SUN 6 DEC 01:00');
    expect(dateBlock(noonUtc, 'Asia/Kathmandu').label).toBe('SAT 5 DEC 17:45');
    expect(dateBlock(noonUtc, 'America/St_Johns').label).toBe('SAT 5 DEC 08:30');
    expect(dateBlock(new Date('2026-12-05T02:30:00Z'), 'America/Los_Angeles').label).toBe('FRI 4 DEC 18:30');
  });

  it('uses 24-hour time (midnight is 00:00) and three-letter months (not "SEPT")', () => {
    expect(dateBlock(new Date('2027-09-01T05:00:00Z'), 'America/Chicago').label).toBe('WED 1 SEP 00:00');
  });

  it('keeps the wall clock across a daylight saving change', () => {
    // 18:00 in Chicago on both sides of the US change of 1 Nov 2026 (CDT UTC-5, then CST UTC-6).
    expect(dateBlock(new Date('2026-10-31T23:00:00Z'), 'America/Chicago').label).toBe('SAT 31 OCT 18:00');
    expect(dateBlock(new Date('2026-11-08T00:00:00Z'), 'America/Chicago').label).toBe('SAT 7 NOV 18:00');
    // Berlin (CET, UTC+1 since 25 Oct) reads the first instant as midnight the next day.
    expect(dateBlock(new Date('2026-10-31T23:00:00Z'), 'Europe/Berlin').label).toBe('SUN 1 NOV 00:00');
  });
});
