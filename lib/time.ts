import { zoneAbbreviation } from '@/lib/geo/time-zone';
import { dateTimeFormat } from '@/lib/intl';

// Dates, wall clocks and time zones (pure, no I/O), in one place for the whole app.
//
// - A calendar date is a string YYYY-MM-DD on some wall clock; a time of day is HH:mm.
// - An instant is a Date. It becomes a wall clock only through a time zone (wallClock, wallClockIn), and a wall
//   clock becomes an instant only through zonedToInstant, so a game stays at 18:00 local across a daylight-saving
//   change.
// - ONE weekday convention: ISO 8601, 1 = Monday … 7 = Sunday (`Weekday`), as PostgreSQL's ISODOW and the
//   availability_weekly.dayOfWeek column. Other numberings exist only at the edges and are converted there with
//   the named functions below: event_series.daysOfWeek and the repeat form count 0 = Sunday … 6 = Saturday
//   (`fromSundayFirst` / `toSundayFirst`).

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a calendar date (YYYY-MM-DD). */
export const epochDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
/** The calendar date (YYYY-MM-DD) of a day number of epochDay. */
export const dateOfEpochDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The weekday of a day number of epochDay (1970-01-01 was a Thursday). */
export const weekdayOfEpochDay = (day: number): Weekday => (((((day + 3) % 7) + 7) % 7) + 1) as Weekday;
/** The weekday of a calendar date (YYYY-MM-DD). */
export const weekdayOf = (date: string): Weekday => weekdayOfEpochDay(epochDay(date));

export const addDays = (date: string, days: number) => dateOfEpochDay(epochDay(date) + days);
export const daysBetween = (from: string, to: string) => epochDay(to) - epochDay(from);

/** A weekday numbered 0 = Sunday … 6 = Saturday (event_series.daysOfWeek, the repeat form) as an ISO weekday. */
export const fromSundayFirst = (day: number): Weekday => (day === 0 ? 7 : day) as Weekday;
/** An ISO weekday numbered 0 = Sunday … 6 = Saturday, for event_series.daysOfWeek and the repeat form. */
export const toSundayFirst = (day: Weekday): number => day % 7;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isDate = (value: string) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === value;
};
export const isTime = (value: string) => TIME.test(value);

/** Offset (ms) of the zone from UTC at the instant `ms`. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - (ms - (ms % 1000));
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` (YYYY-MM-DD) `time` (HH:mm). A time that
 * does not exist (the spring-forward gap) moves forward by the gap; an ambiguous one (fall back) takes the
 * first occurrence, or the second with `ambiguous: 'later'` (what PostgreSQL's `timestamp AT TIME ZONE` does,
 * for code that must agree with SQL).
 */
export function zonedToInstant(
  date: string,
  time: string,
  timeZone: string,
  ambiguous: 'earlier' | 'later' = 'earlier',
): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets a day before and after (at most one change lies between them in any real zone).
  const before = wall - zoneOffset(wall - 86_400_000, timeZone);
  const after = wall - zoneOffset(wall + 86_400_000, timeZone);
  const shows = (instant: number) => instant + zoneOffset(instant, timeZone) === wall;
  const valid = [before, after].filter(shows);
  if (valid.length > 0) return new Date(ambiguous === 'later' ? Math.max(...valid) : Math.min(...valid));
  return new Date(before);
}

/** The wall clock (date YYYY-MM-DD, time HH:mm) of an instant in a time zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + zoneOffset(instant.getTime(), timeZone));
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "Tue, Nov 24, 2026, 6:00 PM CST" in a time zone. */
export function formatWhen(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

/**
 * A game's start as people read it (docs/time-zones.md): "Sat, Mar 14 · 7:00 PM" on the wall clock of the
 * game's zone (the year too when it is not this year's), followed by the zone's short name ("CDT", "GMT+1")
 * when the viewer's zone shows another clock then, or when the viewer's zone is unknown (null). Formatted on
 * the server only: the browser's ICU may write it differently.
 */
export function formatGameTime(
  instant: Date,
  gameZone: string,
  viewerZone: string | null,
  now: Date = new Date(),
): string {
  const thisYear =
    wallClock(now, gameZone).date.slice(0, 4) === wallClock(instant, gameZone).date.slice(0, 4);
  const parts = dateTimeFormat('en-US', {
    timeZone: gameZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(thisYear ? {} : { year: 'numeric' }),
  }).format(instant);
  const clock = dateTimeFormat('en-US', { timeZone: gameZone, hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
  const label = viewerZone === null || zonesDiffer(instant, gameZone, viewerZone);
  return `${parts} · ${clock}${label ? ` ${zoneAbbreviation(gameZone, instant)}` : ''}`;
}

/** True when the two zones show a different wall clock at that instant. */
export const zonesDiffer = (instant: Date, a: string, b: string) =>
  a !== b && zoneOffset(instant.getTime(), a) !== zoneOffset(instant.getTime(), b);

/** The wall clock of an instant in a zone: the local date and the minutes (with seconds) since local midnight. */
export function wallClockIn(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const minutes =
    Number(get('hour')) * 60 +
    Number(get('minute')) +
    (Number(get('second')) + (instant.getTime() % 1000) / 1000) / 60;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, minutes };
}
