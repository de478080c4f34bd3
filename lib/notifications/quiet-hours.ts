// Quiet hours (no I/O): when a notification about a game should reach a player, on their clock. Used by Find a
// sub's invitations (lib/subs) and game reminders (lib/events/reminder-rules.ts). The zone is always the
// recipient's own (users.timeZone), never the server's, the game's or a fixed one: docs/time-zones.md, "Jobs and
// availability".
import { addDays, wallClockIn, zonedToInstant } from '@/lib/time';

/** Quiet hours as minutes after local midnight: from `start` to `end`; a window with start ≥ end crosses midnight. */
export type QuietHours = { start: number; end: number };

/** Quiet hours in the invitee's zone: from 22:00 to 08:00. */
export const QUIET_START_MINUTE = 22 * 60;
export const QUIET_END_MINUTE = 8 * 60;
export const QUIET_HOURS: QuietHours = { start: QUIET_START_MINUTE, end: QUIET_END_MINUTE };
/** Inside this much of the start, quiet hours do not hold an invitation back. */
export const URGENT_MS = 3 * 3_600_000;

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The instant the quiet hours around `now` end on the clock of `timeZone`, or null when `now` is outside them.
 * A window that crosses midnight (22:00–08:00) ends on the next local day when `now` is before midnight. The
 * end is found by its wall clock, so a daylight-saving change during the night moves it by its hour.
 */
export function quietUntil(now: Date, timeZone: string, quiet: QuietHours = QUIET_HOURS): Date | null {
  const { date, minutes } = wallClockIn(now, timeZone);
  const crosses = quiet.start >= quiet.end;
  const inside = crosses
    ? minutes >= quiet.start || minutes < quiet.end
    : minutes >= quiet.start && minutes < quiet.end;
  if (!inside) return null;
  const endDay = crosses && minutes >= quiet.start ? addDays(date, 1) : date;
  return zonedToInstant(endDay, hhmm(quiet.end), timeZone);
}

/**
 * When a notification sent at `now` should reach a player living in `timeZone`: now, unless it is their quiet
 * hours (22:00–08:00 on their clock) and the game starts more than 3 h from now; then deferred (never dropped)
 * to the end of the quiet hours, 08:00 their time, or 3 h before the start if that comes first (from then on
 * the game starts within 3 h).
 */
export function deliverAt(
  now: Date,
  timeZone: string,
  startsAt: Date,
  quiet: QuietHours = QUIET_HOURS,
): Date {
  if (startsAt.getTime() - now.getTime() <= URGENT_MS) return now;
  const until = quietUntil(now, timeZone, quiet);
  if (!until) return now;
  return new Date(Math.min(until.getTime(), startsAt.getTime() - URGENT_MS));
}
