import { describe, expect, it } from 'vitest';
import { deliverAt, quietUntil } from '@/lib/notifications/quiet-hours';
import { zonedToInstant } from '@/lib/time';

// Quiet hours on the recipient's own clock (docs/time-zones.md, "Jobs and availability"): a window that crosses
// midnight, one that does not, and daylight-saving nights. `now` is always passed, never read.
const BERLIN = 'Europe/Berlin';
const NY = 'America/New_York';
const at = (date: string, time: string, zone = BERLIN) => zonedToInstant(date, time, zone);

describe('quiet hours', () => {
  it('22:00–08:00 crosses midnight: before midnight they end the next morning, after it the same morning', () => {
    expect(quietUntil(at('2026-12-09', '21:59'), BERLIN)).toBeNull();
    expect(quietUntil(at('2026-12-09', '22:00'), BERLIN)).toEqual(at('2026-12-10', '08:00'));
    expect(quietUntil(at('2026-12-09', '23:59'), BERLIN)).toEqual(at('2026-12-10', '08:00'));
    expect(quietUntil(at('2026-12-10', '00:00'), BERLIN)).toEqual(at('2026-12-10', '08:00'));
    expect(quietUntil(at('2026-12-10', '07:59'), BERLIN)).toEqual(at('2026-12-10', '08:00'));
    expect(quietUntil(at('2026-12-10', '08:00'), BERLIN)).toBeNull();
    // The last day of a month steps into the next.
    expect(quietUntil(at('2026-12-31', '23:00'), BERLIN)).toEqual(at('2027-01-01', '08:00'));
  });

  it('a window inside one day (13:00–15:00) holds only inside it', () => {
    const siesta = { start: 13 * 60, end: 15 * 60 };
    expect(quietUntil(at('2026-12-09', '12:59'), BERLIN, siesta)).toBeNull();
    expect(quietUntil(at('2026-12-09', '13:00'), BERLIN, siesta)).toEqual(at('2026-12-09', '15:00'));
    expect(quietUntil(at('2026-12-09', '15:00'), BERLIN, siesta)).toBeNull();
    expect(quietUntil(at('2026-12-09', '23:00'), BERLIN, siesta)).toBeNull();
  });

  it('ends at 08:00 on the new clock after a daylight-saving night (EU 03-29 and 10-25, US 03-08 and 11-01)', () => {
    const hours = (from: Date, to: Date | null) => (to!.getTime() - from.getTime()) / 3_600_000;
    // 23:00 to 08:00 is 8 h of real time when the clocks go forward, 10 h when they go back.
    const spring = at('2026-03-28', '23:00');
    expect(quietUntil(spring, BERLIN)!.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(hours(spring, quietUntil(spring, BERLIN))).toBe(8);
    const autumn = at('2026-10-24', '23:00');
    expect(quietUntil(autumn, BERLIN)!.toISOString()).toBe('2026-10-25T07:00:00.000Z');
    expect(hours(autumn, quietUntil(autumn, BERLIN))).toBe(10);
    const usSpring = at('2026-03-07', '23:00', NY);
    expect(quietUntil(usSpring, NY)!.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    const usFall = at('2026-10-31', '23:00', NY);
    expect(quietUntil(usFall, NY)!.toISOString()).toBe('2026-11-01T13:00:00.000Z');
    // The same instant is quiet in Berlin and not in New York (the recipient's zone decides).
    expect(quietUntil(at('2026-03-20', '23:30'), NY)).toBeNull();
  });

  it('defers rather than drops, and never past 3 h before the game', () => {
    const now = at('2026-12-09', '23:00');
    expect(deliverAt(now, BERLIN, at('2026-12-11', '19:00'))).toEqual(at('2026-12-10', '08:00'));
    expect(deliverAt(now, BERLIN, at('2026-12-10', '06:00'))).toEqual(at('2026-12-10', '03:00'));
    expect(deliverAt(now, BERLIN, at('2026-12-10', '01:00'))).toEqual(now);
    expect(deliverAt(at('2026-12-09', '12:00'), BERLIN, at('2026-12-11', '19:00'))).toEqual(
      at('2026-12-09', '12:00'),
    );
  });
});
