// Pure rules of game reminders (no I/O). Two reminders per game a player holds a spot or a waitlist
// place in: the day before at the game's time on the player's clock (so across a daylight-saving change it comes
// 23 or 25 hours ahead, at the same local minute), and 2 hours before. Quiet hours are Find a sub's
// (lib/notifications/quiet-hours.ts deliverAt): a day-before reminder falling between 22:00 and 08:00 on the
// player's clock waits until 08:00 (or 3 h before the start, whichever is first); the 2 h one is always inside
// 3 h of the start, so it is never held. `timeZone` is always the player's own (users.timeZone): docs/time-zones.md,
// "Jobs and availability".
import { wallClock, zonedToInstant } from '@/lib/time';
import { deliverAt } from '@/lib/notifications/quiet-hours';

export type ReminderKind = '24h' | '2h';

export const REMINDER_LATE_MS = 2 * 3_600_000;
/** How far ahead the reminder query looks: a day plus the largest daylight-saving shift, with margin. */
export const REMINDER_HORIZON_MS = 27 * 3_600_000;

/** The instant the wall clock of `timeZone` shows the start's local time one calendar day earlier. */
export function dayBefore(startsAt: Date, timeZone: string): Date {
  const { date, time } = wallClock(startsAt, timeZone);
  const [y, m, d] = date.split('-').map(Number);
  const previous = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  return zonedToInstant(previous, time, timeZone);
}

/** When each reminder of a game starting at `startsAt` reaches a player living in `timeZone` (quiet hours applied). */
export function reminderTimes(startsAt: Date, timeZone: string): Record<ReminderKind, Date> {
  return {
    '24h': deliverAt(dayBefore(startsAt, timeZone), timeZone, startsAt),
    '2h': new Date(startsAt.getTime() - REMINDER_LATE_MS),
  };
}

/**
 * The reminder due at `now` for a player who joined at `joinedAt` (null: none). Only the latest reminder whose
 * time has come counts (a worker that was down sends the 2 h one, not both); a reminder whose time had passed
 * when the player joined is skipped (they have just seen the game); nothing once the game has started.
 */
export function dueReminder(
  startsAt: Date,
  timeZone: string,
  joinedAt: Date,
  now: Date,
): ReminderKind | null {
  if (now.getTime() >= startsAt.getTime()) return null;
  const times = reminderTimes(startsAt, timeZone);
  for (const kind of ['2h', '24h'] as const) {
    const at = kind === '24h' ? dayBefore(startsAt, timeZone) : times[kind];
    if (now.getTime() < times[kind].getTime()) continue;
    return joinedAt.getTime() <= at.getTime() ? kind : null;
  }
  return null;
}
