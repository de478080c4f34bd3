// Availability schemas, shared by the editor (which validates each day form, the privacy card and
// the date dialog with them) and the server actions (which parse the same shapes).
import { z } from 'zod';
import { availabilityMessages, weekdays, type Weekday } from '@/lib/messages';
import { isDate } from '@/lib/time';
import { canonicalZone } from '@/lib/geo/time-zone';
import { ANY_GENDER, addOneMonth, datesBetween, isValidTimeZone, timeToMinutes } from './rules';

const v = availabilityMessages.validation;

// ───────────────────────────── Time ranges ─────────────────────────────

export type TimeRangeForm = { startTime: string; endTime: string };

/** A range with both times empty is blank: not an error, dropped on save. */
export const isBlankRange = (r: TimeRangeForm) => r.startTime === '' && r.endTime === '';

function checkRange(range: TimeRangeForm, ctx: z.RefinementCtx, path: (string | number)[] = []) {
  if (isBlankRange(range)) return;
  const start = timeToMinutes(range.startTime);
  const end = timeToMinutes(range.endTime);
  if (start === null)
    ctx.addIssue({ code: 'custom', message: v.timesRequired, path: [...path, 'startTime'] });
  if (end === null) ctx.addIssue({ code: 'custom', message: v.timesRequired, path: [...path, 'endTime'] });
  if (start !== null && end !== null && end <= start) {
    ctx.addIssue({ code: 'custom', message: v.endBeforeStart, path: [...path, 'endTime'] });
  }
}

const rangeShape = z.object({ startTime: z.string().max(5), endTime: z.string().max(5) });

/** One time range: start and end required (unless both are blank), end later than start. */
export const timeRangeSchema = rangeShape.superRefine((range, ctx) => checkRange(range, ctx));

const MAX_RANGES = 12;

// ───────────────────────────── Weekly schedule ─────────────────────────────

export type DayForm = { isAvailable: boolean; timeRanges: TimeRangeForm[] };
export type WeeklyForm = Record<Weekday, DayForm>;

export const dayScheduleSchema = z.object({
  isAvailable: z.boolean(),
  timeRanges: z.array(timeRangeSchema).max(MAX_RANGES),
});

export const weeklySchema = z.object(
  Object.fromEntries(weekdays.map((d) => [d.key, dayScheduleSchema])) as Record<
    Weekday,
    typeof dayScheduleSchema
  >,
);

// ───────────────────────────── Privacy card ─────────────────────────────

export const privacySchema = z
  .object({
    visibilityMode: z.enum(['PUBLIC', 'FILTERED']),
    allowedGenders: z.array(z.string().min(1).max(50)).max(20),
    communityFilter: z.enum(['NONE', 'ANY', 'ALL', 'SPECIFIC']),
    allowedCommunityIds: z.array(z.string().min(1).max(64)).max(100),
    connectionsOnly: z.boolean(),
    requireAllFilters: z.boolean(),
  })
  .superRefine((p, ctx) => {
    if (p.allowedGenders.includes(ANY_GENDER)) {
      ctx.addIssue({ code: 'custom', message: v.anyGender, path: ['allowedGenders'] });
    }
    if (
      p.visibilityMode === 'FILTERED' &&
      p.communityFilter === 'SPECIFIC' &&
      !p.allowedCommunityIds.length
    ) {
      ctx.addIssue({ code: 'custom', message: v.communitiesRequired, path: ['allowedCommunityIds'] });
    }
  });

export type PrivacyForm = z.infer<typeof privacySchema>;

// ───────────────────────────── Whole availability (the Save button) ─────────────────────────────

// Stored in its modern spelling, so the schedule follows its owner's zone (docs/time-zones.md).
export const timeZoneSchema = z
  .string()
  .refine(isValidTimeZone, v.invalidTimeZone)
  .transform((zone) => canonicalZone(zone) ?? zone);

export const saveAvailabilitySchema = z.object({
  timeZone: timeZoneSchema,
  weekly: weeklySchema,
  privacy: privacySchema,
});

export type SaveAvailabilityInput = z.infer<typeof saveAvailabilitySchema>;

// ───────────────────────────── Date-specific and travel entries (the dialog) ─────────────────────────────

export const travelLocationSchema = z.object({
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100),
  country: z.string().trim().max(100),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  formattedAddress: z.string().trim().min(1).max(200),
});

export type TravelLocation = z.infer<typeof travelLocationSchema>;

export type DailyRangesForm = { date: string; timeRanges: TimeRangeForm[] };

export type DateEntryForm = {
  /** false: one date; true: a date range (forced on while traveling). */
  useRange: boolean;
  date: string;
  /** '' while not chosen. */
  endDate: string;
  /** Range mode only: hours per day (dailyTimeRanges) instead of the same hours every day. */
  useDailyHours: boolean;
  timeRanges: TimeRangeForm[];
  dailyTimeRanges: DailyRangesForm[];
  isTraveling: boolean;
  location: TravelLocation | null;
};

const dateEntryShape = z.object({
  useRange: z.boolean(),
  date: z.string().max(10),
  endDate: z.string().max(10),
  useDailyHours: z.boolean(),
  timeRanges: z.array(rangeShape).max(MAX_RANGES),
  dailyTimeRanges: z
    .array(z.object({ date: z.string().max(10), timeRanges: z.array(rangeShape).max(MAX_RANGES) }))
    .max(32),
  isTraveling: z.boolean(),
  location: travelLocationSchema.nullable(),
});

/**
 * The date dialog's form. `today` is today's date in the owner's time zone (the start may not be
 * in the past); the server leaves it out and checks it against the stored time zone (the service's
 * 'startInPast'). Ranges must be complete here; blank ones are dropped before parsing (see
 * `dropIncompleteRanges`), so a form whose ranges are all blank has no ranges and fails.
 */
export function dateEntrySchema(today?: string) {
  return dateEntryShape.superRefine((form, ctx) => {
    const issue = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });

    if (!isDate(form.date)) issue(v.dateRequired, ['date']);
    else if (today && form.date < today) issue(v.startInPast, ['date']);

    const range = form.useRange || form.isTraveling;
    if (form.isTraveling && !form.useRange) issue(v.travelNeedsRange, ['useRange']);
    if (range) {
      if (!isDate(form.endDate)) issue(v.dateRequired, ['endDate']);
      else if (isDate(form.date) && form.endDate < form.date) issue(v.endBeforeStartDate, ['endDate']);
      else if (isDate(form.date) && form.endDate > addOneMonth(form.date)) issue(v.rangeTooLong, ['endDate']);
    }
    if (form.isTraveling && !form.location) issue(v.locationRequired, ['location']);

    if (range && form.useDailyHours) {
      const expected =
        isDate(form.date) && isDate(form.endDate) && form.endDate <= addOneMonth(form.date)
          ? datesBetween(form.date, form.endDate)
          : [];
      const days = form.dailyTimeRanges.map((d) => d.date);
      if (expected.length && expected.join() !== days.join()) issue(v.dayNeedsRange, ['dailyTimeRanges']);
      form.dailyTimeRanges.forEach((day, i) => {
        if (!day.timeRanges.filter((r) => !isBlankRange(r)).length) {
          issue(v.dayNeedsRange, ['dailyTimeRanges', i, 'timeRanges']);
        }
        day.timeRanges.forEach((r, j) => checkRange(r, ctx, ['dailyTimeRanges', i, 'timeRanges', j]));
      });
    } else {
      if (!form.timeRanges.filter((r) => !isBlankRange(r)).length) issue(v.rangesRequired, ['timeRanges']);
      form.timeRanges.forEach((r, j) => checkRange(r, ctx, ['timeRanges', j]));
    }
  });
}

export const entryIdSchema = z.string().min(1).max(64);

/** What the server actions parse: the forms' schemas after blank ranges are dropped. */
export const saveAvailabilityInput = z.preprocess(dropIncompleteRanges, saveAvailabilitySchema);
export const dateEntryInput = z.preprocess(dropIncompleteRanges, dateEntrySchema());
export type SaveAvailabilityData = z.output<typeof saveAvailabilitySchema>;
export type DateEntryData = z.output<ReturnType<typeof dateEntrySchema>>;

// ───────────────────────────── Save-time clean-up ─────────────────────────────

/**
 * "On saving, ranges missing a start or end are dropped": removes such ranges from every
 * `timeRanges` array found in the input (any depth). Applied by the editor before sending and by the
 * actions before parsing, so a direct request gets the same treatment.
 */
export function dropIncompleteRanges<T>(input: T): T {
  if (Array.isArray(input)) return input.map((item) => dropIncompleteRanges(item)) as T;
  if (input === null || typeof input !== 'object') return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    out[key] =
      key === 'timeRanges' && Array.isArray(value)
        ? value.filter((r) => !isIncompleteRangeLike(r)).map((r) => dropIncompleteRanges(r))
        : dropIncompleteRanges(value);
  }
  return out as T;
}

function isIncompleteRangeLike(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const { startTime, endTime } = value as { startTime?: unknown; endTime?: unknown };
  const missing = (t: unknown) => t === undefined || t === null || t === '';
  return missing(startTime) || missing(endTime);
}
