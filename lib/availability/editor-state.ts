// The availability editor's state transitions, as pure functions (unit-tested in
// tests/unit/availability-editor.test.ts). Components only call these and render the result.
import { weekdays, type Weekday } from '@/lib/messages';
import {
  DEFAULT_RANGE_MINUTES,
  addOneMonth,
  datesBetween,
  dayKey,
  minutesToTime,
  type MinuteRange,
} from './rules';
import { isDate } from '@/lib/time';
import {
  dateEntrySchema,
  dayScheduleSchema,
  dropIncompleteRanges,
  isBlankRange,
  privacySchema,
  type DateEntryForm,
  type DayForm,
  type PrivacyForm,
  type TimeRangeForm,
  type TravelLocation,
  type WeeklyForm,
} from './schema';

export const defaultRange = (): TimeRangeForm => ({
  startTime: minutesToTime(DEFAULT_RANGE_MINUTES.startMinute),
  endTime: minutesToTime(DEFAULT_RANGE_MINUTES.endMinute),
});
export const blankRange = (): TimeRangeForm => ({ startTime: '', endTime: '' });

/** Field errors keyed by path ("timeRanges.0.endTime"), first message per path. */
export type FieldErrors = Record<string, string>;

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: FieldErrors = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

// ───────────────────────────── Weekly schedule ─────────────────────────────

/** A week built day by day, Monday to Sunday. */
export function mapWeek(build: (day: Weekday) => DayForm): WeeklyForm {
  const week = {} as WeeklyForm;
  for (const d of weekdays) week[d.key] = build(d.key);
  return week;
}

export const emptyWeek = (): WeeklyForm => mapWeek(() => ({ isAvailable: false, timeRanges: [] }));

/** The editor's week from stored rows (1 = Monday ... 7 = Sunday). */
export function weekFromRows(rows: readonly (MinuteRange & { dayOfWeek: number })[]): WeeklyForm {
  const week = emptyWeek();
  for (const row of [...rows].sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startMinute - b.startMinute)) {
    const day = week[dayKey(row.dayOfWeek)];
    day.isAvailable = true;
    day.timeRanges.push({ startTime: minutesToTime(row.startMinute), endTime: minutesToTime(row.endMinute) });
  }
  return week;
}

const withDay = (week: WeeklyForm, day: Weekday, value: DayForm): WeeklyForm => ({ ...week, [day]: value });

/** Ticking a day adds the default 17:00–20:00 range; unticking clears its ranges. */
export function setDayAvailable(week: WeeklyForm, day: Weekday, available: boolean): WeeklyForm {
  return withDay(
    week,
    day,
    available ? { isAvailable: true, timeRanges: [defaultRange()] } : { isAvailable: false, timeRanges: [] },
  );
}

/** Adds an empty range to a day (ticking it if needed). */
export function addRange(week: WeeklyForm, day: Weekday): WeeklyForm {
  const current = week[day];
  if (!current.isAvailable) return setDayAvailable(week, day, true);
  return withDay(week, day, { isAvailable: true, timeRanges: [...current.timeRanges, blankRange()] });
}

/** Removing the last range unticks the day. */
export function removeRange(week: WeeklyForm, day: Weekday, index: number): WeeklyForm {
  const timeRanges = week[day].timeRanges.filter((_, i) => i !== index);
  return withDay(week, day, { isAvailable: timeRanges.length > 0, timeRanges });
}

export function updateRange(
  week: WeeklyForm,
  day: Weekday,
  index: number,
  patch: Partial<TimeRangeForm>,
): WeeklyForm {
  const timeRanges = week[day].timeRanges.map((r, i) => (i === index ? { ...r, ...patch } : r));
  return withDay(week, day, { ...week[day], timeRanges });
}

/** "Copy To All Other Days": every other day gets this day's tick and a copy of its ranges. */
export function copyToAllDays(week: WeeklyForm, from: Weekday): WeeklyForm {
  const source = week[from];
  return mapWeek((day) =>
    day === from
      ? source
      : { isAvailable: source.isAvailable, timeRanges: source.timeRanges.map((r) => ({ ...r })) },
  );
}

/** Errors of one day card (validated with the same schema the action uses). */
export function dayErrors(day: DayForm): FieldErrors {
  return errorsOf(dayScheduleSchema.safeParse(day));
}

export const isWeekValid = (week: WeeklyForm) =>
  weekdays.every((d) => Object.keys(dayErrors(week[d.key])).length === 0);

/** What is saved: ranges missing a start or end dropped; a day left without ranges is unavailable. */
export function weekForSave(week: WeeklyForm): WeeklyForm {
  const cleaned = dropIncompleteRanges(week);
  return mapWeek((day) => {
    const timeRanges = cleaned[day].isAvailable ? cleaned[day].timeRanges : [];
    return { isAvailable: timeRanges.length > 0, timeRanges };
  });
}

// ───────────────────────────── Privacy card ─────────────────────────────

export const defaultPrivacy = (): PrivacyForm => ({
  visibilityMode: 'PUBLIC',
  allowedGenders: [],
  communityFilter: 'NONE',
  allowedCommunityIds: [],
  connectionsOnly: false,
  requireAllFilters: false,
});

/** Applies one change of the privacy card; leaving "specific" forgets the chosen communities. */
export function updatePrivacy(privacy: PrivacyForm, patch: Partial<PrivacyForm>): PrivacyForm {
  const next = { ...privacy, ...patch };
  if (next.communityFilter !== 'SPECIFIC') next.allowedCommunityIds = [];
  return next;
}

export const toggleInList = (list: readonly string[], value: string, on: boolean) =>
  on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((x) => x !== value);

export const privacyErrors = (privacy: PrivacyForm): FieldErrors =>
  errorsOf(privacySchema.safeParse(privacy));

// ───────────────────────────── Editor mode ─────────────────────────────

/** Loading, then editing an existing record (saved as an update) or creating one. */
export type EditorMode = 'loading' | 'create' | 'edit';
export const modeAfterLoad = (recordExists: boolean): EditorMode => (recordExists ? 'edit' : 'create');
export const modeAfterSave = (_mode: EditorMode): EditorMode => 'edit';

// ───────────────────────────── Date-specific / travel dialog ─────────────────────────────

export const newDateEntry = (): DateEntryForm => ({
  useRange: false,
  date: '',
  endDate: '',
  useDailyHours: false,
  timeRanges: [defaultRange()],
  dailyTimeRanges: [],
  isTraveling: false,
  location: null,
});

/**
 * Rebuilds the per-day hours for each day of the range: days already there keep their hours, new days
 * get the default 17:00–20:00. Nothing is built while the range is incomplete or longer than a month.
 */
export function regenerateDaily(form: DateEntryForm): DateEntryForm {
  const ranged = form.useRange && form.useDailyHours;
  const valid =
    isDate(form.date) &&
    isDate(form.endDate) &&
    form.endDate >= form.date &&
    form.endDate <= addOneMonth(form.date);
  if (!ranged || !valid) return { ...form, dailyTimeRanges: ranged ? form.dailyTimeRanges : [] };
  const existing = new Map(form.dailyTimeRanges.map((d) => [d.date, d.timeRanges]));
  return {
    ...form,
    dailyTimeRanges: datesBetween(form.date, form.endDate).map((date) => ({
      date,
      timeRanges: existing.get(date)?.map((r) => ({ ...r })) ?? [defaultRange()],
    })),
  };
}

/** Travel on forces date-range mode; travel off clears the travel location. */
export function setTraveling(form: DateEntryForm, traveling: boolean): DateEntryForm {
  if (traveling) return regenerateDaily({ ...form, isTraveling: true, useRange: true });
  return { ...form, isTraveling: false, location: null };
}

/** Leaving date-range mode (impossible while traveling) drops the end date and per-day hours. */
export function setUseRange(form: DateEntryForm, useRange: boolean): DateEntryForm {
  if (!useRange && form.isTraveling) return form;
  if (!useRange) return { ...form, useRange: false, endDate: '', useDailyHours: false, dailyTimeRanges: [] };
  return regenerateDaily({ ...form, useRange: true });
}

/** Moving the start after the end clears the end. */
export function setStartDate(form: DateEntryForm, date: string): DateEntryForm {
  const clearEnd = form.endDate !== '' && date !== '' && date > form.endDate;
  return regenerateDaily({ ...form, date, endDate: clearEnd ? '' : form.endDate });
}

export const setEndDate = (form: DateEntryForm, endDate: string): DateEntryForm =>
  regenerateDaily({ ...form, endDate });

export const setUseDailyHours = (form: DateEntryForm, useDailyHours: boolean): DateEntryForm =>
  regenerateDaily({ ...form, useDailyHours });

export const setLocation = (form: DateEntryForm, location: TravelLocation | null): DateEntryForm => ({
  ...form,
  location: form.isTraveling ? location : null,
});

/** Range edits; `dayIndex` null edits the shared hours, a number the hours of that day. */
export function editEntryRanges(
  form: DateEntryForm,
  dayIndex: number | null,
  edit: (ranges: TimeRangeForm[]) => TimeRangeForm[],
): DateEntryForm {
  if (dayIndex === null) return { ...form, timeRanges: edit(form.timeRanges) };
  return {
    ...form,
    dailyTimeRanges: form.dailyTimeRanges.map((d, i) =>
      i === dayIndex ? { ...d, timeRanges: edit(d.timeRanges) } : d,
    ),
  };
}

export const addEntryRange = (ranges: TimeRangeForm[]) => [...ranges, blankRange()];
export const removeEntryRange = (ranges: TimeRangeForm[], index: number) =>
  ranges.filter((_, i) => i !== index);
export const patchEntryRange = (ranges: TimeRangeForm[], index: number, patch: Partial<TimeRangeForm>) =>
  ranges.map((r, i) => (i === index ? { ...r, ...patch } : r));

/** The dialog's errors; `today` is today's date in the owner's time zone. */
export const dateEntryErrors = (form: DateEntryForm, today: string): FieldErrors =>
  errorsOf(dateEntrySchema(today).safeParse(form));

/** Whether the entry has at least one complete range to save. */
export function entryHasRanges(form: DateEntryForm): boolean {
  const lists =
    (form.useRange || form.isTraveling) && form.useDailyHours
      ? form.dailyTimeRanges.map((d) => d.timeRanges)
      : [form.timeRanges];
  return lists.some((list) => list.some((r) => !isBlankRange(r)));
}

/** The add button is disabled while the form is invalid or has no ranges. */
export const canAddEntry = (form: DateEntryForm, today: string) =>
  entryHasRanges(form) && Object.keys(dateEntryErrors(form, today)).length === 0;
