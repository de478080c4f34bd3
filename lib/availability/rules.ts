// Pure availability logic: the visibility rule, time helpers and plain-language summaries.
// No I/O here; the SQL twin of `canSeeAvailability` lives in ./sql.ts and a property-based test
// (tests/integration/availability-visibility.test.ts) proves the two agree.
import { isPendingRole } from '@/lib/access/membership-where';
import { availabilityMessages, weekdays, type Weekday } from '@/lib/messages';
import { dateTimeFormat } from '@/lib/intl';
import { canonicalZone } from '@/lib/geo/time-zone';
import { addDays, dateOfEpochDay, epochDay, wallClockIn, weekdayOf, zonedToInstant } from '@/lib/time';

// ───────────────────────────── Who may see an availability ─────────────────────────────
//
// THE RULE (spec 01 §6, issue 4):
// 1. The owner always sees their own availability.
// 2. Nobody sees the availability of a user who blocked them or whom they blocked (by user id, or by
//    an e-mail block matching the account's address).
// 3. PUBLIC: every signed-in user sees it.
// 4. FILTERED: the active filters are
//      - gender: the allowed-genders list is not empty; passes when the viewer's gender is in it
//        ("Any" is never a person's gender, so it never passes);
//      - community: the filter is not NONE; passes for
//          ANY      the viewer shares at least one community with the owner,
//          ALL      the owner belongs to at least one community and the viewer belongs to every one
//                   of them (an empty list never passes: "all of nothing" is not a membership),
//          SPECIFIC the viewer belongs to at least one of the allowed communities;
//      - connections: connectionsOnly; passes when the two have an ACCEPTED connection.
//    requireAllFilters: every active filter must pass; otherwise one passing filter is enough.
//    FILTERED with no active filter: only the owner.
// A user's communities are the teams and communities (Team, either kind) they own or hold an active
// roster entry in (a role that is present and does not contain "pending").

export type VisibilityModeValue = 'PUBLIC' | 'FILTERED';
export type CommunityFilterValue = 'NONE' | 'ANY' | 'ALL' | 'SPECIFIC';

export type VisibilitySettings = {
  visibilityMode: VisibilityModeValue;
  allowedGenders: readonly string[] | null;
  communityFilter: CommunityFilterValue;
  allowedCommunityIds: readonly string[] | null;
  connectionsOnly: boolean;
  requireAllFilters: boolean;
};

export type VisibilityFacts = {
  viewerId: string;
  ownerId: string;
  /** Either of the two blocked the other. */
  blocked: boolean;
  viewerGender: string | null;
  viewerCommunityIds: readonly string[];
  ownerCommunityIds: readonly string[];
  /** The two have an ACCEPTED connection. */
  connected: boolean;
};

/** The gender label that exists for event filters and is never a person's gender. */
export const ANY_GENDER = 'Any';

export function canSeeAvailability(settings: VisibilitySettings, facts: VisibilityFacts): boolean {
  if (facts.viewerId === facts.ownerId) return true;
  if (facts.blocked) return false;
  if (settings.visibilityMode === 'PUBLIC') return true;

  const results: boolean[] = [];
  const genders = settings.allowedGenders ?? [];
  if (genders.length > 0) {
    const gender = facts.viewerGender;
    results.push(gender !== null && gender !== ANY_GENDER && genders.includes(gender));
  }
  if (settings.communityFilter !== 'NONE') {
    results.push(communityPasses(settings, facts));
  }
  if (settings.connectionsOnly) results.push(facts.connected);

  if (results.length === 0) return false;
  return settings.requireAllFilters ? results.every(Boolean) : results.some(Boolean);
}

function communityPasses(settings: VisibilitySettings, facts: VisibilityFacts): boolean {
  const viewer = new Set(facts.viewerCommunityIds);
  switch (settings.communityFilter) {
    case 'ANY':
      return facts.ownerCommunityIds.some((id) => viewer.has(id));
    case 'ALL':
      return facts.ownerCommunityIds.length > 0 && facts.ownerCommunityIds.every((id) => viewer.has(id));
    case 'SPECIFIC':
      return (settings.allowedCommunityIds ?? []).some((id) => viewer.has(id));
    default:
      return false;
  }
}

/** The communities of a user from raw rows: teams they own plus active roster entries. */
export function communitiesOf(
  userId: string,
  teams: readonly { id: string; ownerId: string }[],
  roster: readonly { teamId: string; userId: string | null; role: string | null }[],
): string[] {
  const ids = new Set<string>();
  for (const team of teams) if (team.ownerId === userId) ids.add(team.id);
  for (const entry of roster)
    if (entry.userId === userId && !isPendingRole(entry.role)) ids.add(entry.teamId);
  return [...ids];
}

// ───────────────────────────── Times and dates ─────────────────────────────

export const MINUTES_PER_DAY = 24 * 60;
export const DEFAULT_RANGE_MINUTES = { startMinute: 17 * 60, endMinute: 20 * 60 } as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "18:30" -> 1110; null for anything that is not HH:MM. */
export function timeToMinutes(value: string): number | null {
  const match = TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 1110 -> "18:30". */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// Calendar dates (a valid YYYY-MM-DD: isDate, a day later: addDays) come from lib/time.ts.

/** One calendar month later, clamped to the month's last day (Jan 31 -> Feb 28/29). */
export function addOneMonth(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Every date from start to end inclusive (empty when end is before start). */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let day = epochDay(start); day <= epochDay(end); day++) out.push(dateOfEpochDay(day));
  return out;
}

/** Today's date (YYYY-MM-DD) on the wall clock of a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A zone a schedule may be in: one canonicalZone accepts (docs/time-zones.md, "Spelling"). */
export const isValidTimeZone = (value: string): boolean => canonicalZone(value) !== null;

/** The weekday key of an ISO day number (1 = Monday ... 7 = Sunday, lib/time.ts). */
export const dayKey = (dayOfWeek: number): Weekday => weekdays[dayOfWeek - 1].key;

// ───────────────────────────── Stored schedule, as read back ─────────────────────────────

export type MinuteRange = { startMinute: number; endMinute: number };
export type WeeklyRangeView = MinuteRange & { dayOfWeek: number };
/** `day` null: every day of the entry; a date (YYYY-MM-DD): that day only (per-day hours). */
export type DateRangeView = MinuteRange & { day: string | null };
/** The travel location: what the US-city picker gives. */
export type LocationView = {
  city: string;
  state: string;
  country: string;
  lat: number;
  lng: number;
  formattedAddress: string;
};
export type DateEntryView = {
  id: string;
  date: string;
  endDate: string | null;
  isTraveling: boolean;
  /** The zone of its dates and hours: a travel entry's city's, else the schedule's when it was written. */
  timeZone: string;
  location: LocationView | null;
  ranges: DateRangeView[];
};
/** An owner's schedule as a viewer allowed to see it receives it. Weekly times are in `timeZone`, each date
 * entry's in its own `timeZone` (docs/time-zones.md, "Jobs and availability"). */
export type AvailabilityView = { timeZone: string; weekly: WeeklyRangeView[]; dates: DateEntryView[] };

// ───────────────────────────── Display ─────────────────────────────

export const formatRange = (range: MinuteRange) =>
  `${minutesToTime(range.startMinute)}–${minutesToTime(range.endMinute)}`;

/** "Mon, Jun 3" for a YYYY-MM-DD date (the date is a calendar date, shown as is). */
export function formatDate(iso: string): string {
  return dateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

export const formatDateSpan = (date: string, endDate: string | null) =>
  endDate && endDate !== date ? `${formatDate(date)} – ${formatDate(endDate)}` : formatDate(date);

/** Short weekly summary for cards, e.g. "Tue, Thu 18:00–20:00 · Sat 08:00–12:00". */
export function weeklySummary(ranges: readonly (MinuteRange & { dayOfWeek: number })[]): string {
  const byDay = new Map<number, string>();
  for (const r of [...ranges].sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startMinute - b.startMinute)) {
    const text = formatRange(r);
    byDay.set(r.dayOfWeek, byDay.has(r.dayOfWeek) ? `${byDay.get(r.dayOfWeek)}, ${text}` : text);
  }
  // Group days that share the same hours.
  const groups: { days: number[]; hours: string }[] = [];
  for (const [day, hours] of byDay) {
    const group = groups.find((g) => g.hours === hours);
    if (group) group.days.push(day);
    else groups.push({ days: [day], hours });
  }
  return groups
    .map((g) => `${g.days.map((d) => weekdays[d - 1].label.slice(0, 3)).join(', ')} ${g.hours}`)
    .join(' · ');
}

// ───────────────────────────── Privacy summary ─────────────────────────────

export type PrivacySummaryInput = {
  visibilityMode: VisibilityModeValue;
  allowedGenders: readonly string[];
  communityFilter: CommunityFilterValue;
  allowedCommunityIds: readonly string[];
  connectionsOnly: boolean;
  requireAllFilters: boolean;
};

/** Plain-language sentence saying who can see the schedule (mirrors `canSeeAvailability`). */
export function privacySummary(
  privacy: PrivacySummaryInput,
  communityNames: ReadonlyMap<string, string>,
): string {
  const m = availabilityMessages.privacy;
  if (privacy.visibilityMode === 'PUBLIC') return m.summaryPublic;
  const filters: string[] = [];
  if (privacy.allowedGenders.length > 0) filters.push(m.summaryGender(privacy.allowedGenders));
  if (privacy.communityFilter === 'ANY') filters.push(m.summaryCommunityAny);
  if (privacy.communityFilter === 'ALL') filters.push(m.summaryCommunityAll);
  if (privacy.communityFilter === 'SPECIFIC') {
    const names = privacy.allowedCommunityIds.map((id) => communityNames.get(id) ?? id);
    filters.push(names.length ? m.summaryCommunitySpecific(names) : m.summaryCommunityNoneChosen);
  }
  if (privacy.connectionsOnly) filters.push(m.summaryConnectsOnly);
  if (filters.length === 0) return m.summaryNoFilters;
  return m.summaryFiltered(filters, privacy.requireAllFilters);
}

// ───────────────────────────── Free for a whole window ─────────────────────────────
//
// THE RULE for "free during the whole of [from, to)" (Find a sub; the SQL twin is freeThroughoutSql in ./sql.ts,
// and tests/integration/subs.test.ts checks the two agree on random schedules, zones and windows). Hours become
// instants in their own zone (docs/time-zones.md, "Jobs and availability"): weekly hours in the schedule's zone,
// a date-specific or travel entry's days and hours in the entry's zone. The window, in whole minutes (start
// rounded down, end up), must be covered by the union of:
//  - the hours of the travel entries whose location is near the place;
//  - when the owner's home is near the place: the date-specific entries' hours, and the weekly hours outside
//    the date-specific entries' days, all outside the travel entries' days (the player is away then, so home
//    does not count).
// A day of an entry runs from its midnight to the next in the entry's zone.

/** Whether the union of `ranges` covers [start, end) (minutes). */
export function rangesCover(ranges: readonly MinuteRange[], start: number, end: number): boolean {
  if (end <= start) return true;
  let reached = start;
  for (const r of [...ranges].sort((a, b) => a.startMinute - b.startMinute)) {
    if (r.startMinute > reached) break;
    reached = Math.max(reached, r.endMinute);
    if (reached >= end) return true;
  }
  return reached >= end;
}

/** A set of instants: sorted, disjoint, non-adjacent [start, end) spans (ms). */
type Spans = [number, number][];

function union(...lists: Spans[]): Spans {
  const all = lists.flat().filter(([s, e]) => e > s);
  all.sort((a, b) => a[0] - b[0]);
  const out: Spans = [];
  for (const [s, e] of all) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function minus(spans: Spans, cut: Spans): Spans {
  const out: Spans = [];
  for (const [s0, e] of spans) {
    let s = s0;
    for (const [cs, ce] of cut) {
      if (ce <= s || cs >= e) continue;
      if (cs > s) out.push([s, cs]);
      s = Math.max(s, ce);
    }
    if (s < e) out.push([s, e]);
  }
  return out;
}

/** The instant the wall clock of `zone` shows `minute` minutes after midnight of `date` (as PostgreSQL reads it). */
const instant = (date: string, minute: number, zone: string) =>
  zonedToInstant(
    addDays(date, Math.floor(minute / MINUTES_PER_DAY)),
    minutesToTime(minute % MINUTES_PER_DAY),
    zone,
    'later',
  ).getTime();

const entryZone = (schedule: AvailabilityView, entry: DateEntryView) => entry.timeZone || schedule.timeZone;
const lastDay = (entry: DateEntryView) =>
  entry.endDate && entry.endDate > entry.date ? entry.endDate : entry.date;

/** The instants an entry's days cover, in its zone. */
const entryCover = (schedule: AvailabilityView, entry: DateEntryView): Spans => {
  const zone = entryZone(schedule, entry);
  return [[instant(entry.date, 0, zone), instant(addDays(lastDay(entry), 1), 0, zone)]];
};

/** An entry's hours on its days around [from, to), as instants in its zone. */
function entryHours(schedule: AvailabilityView, entry: DateEntryView, from: Date, to: Date): Spans {
  const zone = entryZone(schedule, entry);
  const first = [entry.date, wallClockIn(from, zone).date].sort()[1];
  const last = [lastDay(entry), wallClockIn(to, zone).date].sort()[0];
  const out: Spans = [];
  for (const day of datesBetween(first, last))
    for (const r of entry.ranges)
      if (r.day === null || r.day === day)
        out.push([instant(day, r.startMinute, zone), instant(day, r.endMinute, zone)]);
  return out;
}

/** The weekly hours on the local days (the schedule's zone) of [from, to), as instants. */
function weeklyHours(schedule: AvailabilityView, from: Date, to: Date): Spans {
  const zone = schedule.timeZone;
  const out: Spans = [];
  const days = datesBetween(wallClockIn(from, zone).date, wallClockIn(new Date(to.getTime() - 1), zone).date);
  for (const day of days)
    for (const w of schedule.weekly)
      if (w.dayOfWeek === weekdayOf(day))
        out.push([instant(day, w.startMinute, zone), instant(day, w.endMinute, zone)]);
  return out;
}

/**
 * Whether the owner of `schedule` is free during the whole of [from, to) (see THE RULE above). `near` says
 * whether a place (the home, or a travel location) is near enough; `home` is the owner's go-to city.
 */
export function freeThroughout(
  schedule: AvailabilityView,
  window: { from: Date; to: Date },
  home: { lat: number; lng: number } | null,
  near: (place: { lat: number; lng: number }) => boolean,
): boolean {
  const { from, to } = window;
  if (to.getTime() <= from.getTime()) return false;
  const need: [number, number] = [
    Math.floor(from.getTime() / 60_000) * 60_000,
    Math.ceil(to.getTime() / 60_000) * 60_000,
  ];
  const travel = schedule.dates.filter((d) => d.isTraveling);
  const dated = schedule.dates.filter((d) => !d.isTraveling);
  const hoursOf = (entries: DateEntryView[]) =>
    union(...entries.map((d) => entryHours(schedule, d, from, to)));
  const coverOf = (entries: DateEntryView[]) => union(...entries.map((d) => entryCover(schedule, d)));
  const travelNear = hoursOf(travel.filter((d) => d.location !== null && near(d.location)));
  const home_ =
    home !== null && near(home)
      ? minus(
          union(hoursOf(dated), minus(union(weeklyHours(schedule, from, to)), coverOf(dated))),
          coverOf(travel),
        )
      : [];
  return union(travelNear, home_).some(([s, e]) => s <= need[0] && e >= need[1]);
}
