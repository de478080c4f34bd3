// Quiet hours (no I/O): when a notification about a game should reach a player, on their clock. Used by Find a
// sub's invitations (lib/subs) and game reminders (lib/events/reminder-rules.ts).
import { wallClockIn } from '@/lib/time';

/** Quiet hours in the invitee's zone: from 22:00 to 08:00. */
export const QUIET_START_MINUTE = 22 * 60;
export const QUIET_END_MINUTE = 8 * 60;
/** Inside this much of the start, quiet hours do not hold an invitation back. */
export const URGENT_MS = 3 * 3_600_000;

/**
 * When an invitation sent at `now` should reach a player living in `timeZone`: now, unless it is their quiet
 * hours (22:00–08:00 on their clock) and the game starts more than 3 h from now; then at 08:00 their time, or
 * 3 h before the start if that comes first (from then on the game starts within 3 h).
 */
export function deliverAt(now: Date, timeZone: string, startsAt: Date): Date {
  if (startsAt.getTime() - now.getTime() <= URGENT_MS) return now;
  const { minutes } = wallClockIn(now, timeZone);
  const quiet = minutes >= QUIET_START_MINUTE || minutes < QUIET_END_MINUTE;
  if (!quiet) return now;
  const untilEight =
    minutes >= QUIET_START_MINUTE ? 24 * 60 - minutes + QUIET_END_MINUTE : QUIET_END_MINUTE - minutes;
  // Wall-clock minutes to 08:00; a DST change in the night moves the real instant by its hour, so step to the
  // instant whose wall clock reads 08:00.
  let at = new Date(now.getTime() + untilEight * 60_000);
  const check = wallClockIn(at, timeZone).minutes;
  if (Math.round(check) !== QUIET_END_MINUTE)
    at = new Date(at.getTime() - (check - QUIET_END_MINUTE) * 60_000);
  return new Date(Math.min(at.getTime(), startsAt.getTime() - URGENT_MS));
}
