import { dateTimeFormat } from '@/lib/intl';
import {
  dateOfEpochDay as fromDay,
  epochDay as toDay,
  toSundayFirst,
  weekdayOf,
  weekdayOfEpochDay as weekday,
  type Weekday,
} from '@/lib/time';

// Repeating games (pure, no I/O): the local dates a rule produces. Dates are calendar days on the event's wall
// clock ("YYYY-MM-DD"); each becomes an instant only through zonedToInstant(date, time, zone), so a game stays
// at 18:00 local on both sides of a daylight-saving change.

export type RepeatFrequency = 'WEEKLY' | 'BIWEEKLY' | 'MONTHLY';

export type RepeatRule = {
  frequency: RepeatFrequency;
  /** ISO weekdays (lib/time.ts); weekly rules only (the start date's weekday is always one of them). Stored
   * rows and the form count from Sunday: lib/events/series.ts and the service convert. */
  daysOfWeek: Weekday[];
  /** The first occurrence. */
  startDate: string;
  untilDate: string | null;
  count: number | null;
};

/** Occurrences exist as rows at least this far ahead (a rolling window the worker extends). */
export const WINDOW_DAYS = 12 * 7;
/** A rule ends at most a year after it starts, or after this many occurrences. */
export const MAX_REPEAT_DAYS = 366;
export const MAX_REPEAT_COUNT = 52;
export const MIN_REPEAT_COUNT = 2;

const DAY_MS = 86_400_000;
/** Weeks run Sunday to Saturday here (a every-2-weeks rule skips whole Sunday-first weeks). */
const bySundayFirst = (a: Weekday, b: Weekday) => toSundayFirst(a) - toSundayFirst(b);

/** Which weekday of its month a date is: 1–4, or 'last' for a fifth one (not every month has a fifth). */
export function nthWeekday(date: string): number | 'last' {
  const dom = Number(date.slice(8, 10));
  const nth = Math.ceil(dom / 7);
  return nth === 5 ? 'last' : nth;
}

function monthlyDate(year: number, month: number, dow: Weekday, nth: number | 'last'): number {
  if (nth === 'last') {
    const last = Date.UTC(year, month + 1, 0) / DAY_MS;
    return last - ((weekday(last) - dow + 7) % 7);
  }
  const first = Date.UTC(year, month, 1) / DAY_MS;
  return first + ((dow - weekday(first) + 7) % 7) + (nth - 1) * 7;
}

/** Every date of the rule in order, without end (callers stop it). Excluded dates are still yielded. */
function* ruleDays(rule: RepeatRule): Generator<number> {
  const start = toDay(rule.startDate);
  if (rule.frequency === 'MONTHLY') {
    const [y, m] = rule.startDate.split('-').map(Number);
    const dow = weekday(start);
    const nth = nthWeekday(rule.startDate);
    for (let k = 0; ; k++) yield monthlyDate(y, m - 1 + k, dow, nth);
  }
  const interval = rule.frequency === 'BIWEEKLY' ? 2 : 1;
  const days = [...new Set([...rule.daysOfWeek, weekday(start)])].sort(bySundayFirst);
  const sunday = start - toSundayFirst(weekday(start));
  for (let week = 0; ; week += interval) {
    for (const dow of days) {
      const day = sunday + week * 7 + toSundayFirst(dow);
      if (day >= start) yield day;
    }
  }
}

export type Expansion = {
  /** Dates after `after` up to `through` (inclusive), excluded dates removed. */
  dates: string[];
  /** True when the rule has no date after `through` (its until date or count is reached). */
  ended: boolean;
};

/**
 * The rule's dates in (after, through]. A count counts the rule's dates including excluded ones (as RFC 5545's
 * COUNT with EXDATE), so excluding a date never moves the series' end.
 */
export function expandRule(
  rule: RepeatRule,
  through: string,
  after: string | null = null,
  excluded: readonly string[] = [],
): Expansion {
  const last = toDay(through);
  const from = after === null ? -Infinity : toDay(after);
  const until = rule.untilDate ? toDay(rule.untilDate) : Infinity;
  const skip = new Set(excluded);
  const dates: string[] = [];
  let n = 0;
  for (const day of ruleDays(rule)) {
    if (day > until || (rule.count !== null && n >= rule.count)) return { dates, ended: true };
    if (day > last) return { dates, ended: false };
    n++;
    const date = fromDay(day);
    if (day > from && !skip.has(date)) dates.push(date);
  }
  return { dates, ended: true };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS_LONG = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ORDINAL = ['', 'first', 'second', 'third', 'fourth'];

/** "Every week on Tue, Thu", "Every 2 weeks on Mon", "Monthly on the second Tuesday", "… until Mar 1, 2027". */
export function describeRule(rule: RepeatRule): string {
  let text: string;
  if (rule.frequency === 'MONTHLY') {
    const nth = nthWeekday(rule.startDate);
    text = `Monthly on the ${nth === 'last' ? 'last' : ORDINAL[nth]} ${WEEKDAYS_LONG[toSundayFirst(weekdayOf(rule.startDate))]}`;
  } else {
    const days = [...new Set([...rule.daysOfWeek, weekdayOf(rule.startDate)])].sort(bySundayFirst);
    text = `${rule.frequency === 'BIWEEKLY' ? 'Every 2 weeks' : 'Every week'} on ${days.map((d) => WEEKDAYS[toSundayFirst(d)]).join(', ')}`;
  }
  if (rule.count !== null) return `${text}, ${rule.count} times`;
  if (rule.untilDate) {
    const until = dateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(toDay(rule.untilDate) * DAY_MS));
    return `${text} until ${until}`;
  }
  return text;
}

/** The repeat form's day labels, 0 = Sunday … 6 = Saturday (its values convert with lib/time.ts). */
export const WEEKDAY_LABELS = WEEKDAYS;
