import { z } from 'zod';
import type { DistanceUnit } from '@/lib/geo/distance';
import { pickedCitySchema } from '@/lib/geo/city';
import { eventMessages as m, eventUiMessages as ui } from '@/lib/messages/events';
import { daysBetween, isDate, isTime, zonedToInstant } from '@/lib/time';
import { MAX_REPEAT_COUNT, MAX_REPEAT_DAYS, MIN_REPEAT_COUNT } from './recurrence';
import { canonicalZone } from '@/lib/geo/time-zone';
import { ORDINAL_MAX, ORDINAL_MIN } from '@/lib/levels/rules';
import { levelsMessages } from '@/lib/messages/levels';
import { noShowMessages as nsm } from '@/lib/messages/reliability';

const isTimeZone = (value: string) => canonicalZone(value) !== null;

export const DURATION_OPTIONS = [30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480, 720, 1440] as const;
export const GUEST_LIMIT_MAX = 10;
/** How long a spot freed in the last 24 h is held for the first in line (fair waitlist). */
export const OFFER_HOLD_OPTIONS = [30, 60, 120, 240] as const;
export const HOURS_TO_CANCEL_MAX = 168;
export const MAX_SLOT_GROUPS = 6;
const id = z.string().trim().max(64);
const levelBound = z
  .number({ error: levelsMessages.offScale })
  .int({ error: levelsMessages.offScale })
  .min(ORDINAL_MIN, { error: levelsMessages.offScale })
  .max(ORDINAL_MAX, { error: levelsMessages.offScale })
  .nullable()
  .default(null);
const count = (error: string) => z.number({ error }).int({ error });

/** "12.50" → 1250 cents; "" → 0 (free). Amounts from $1 to $10,000 with at most two decimals. */
export function priceToCents(value: string): number {
  const v = value.trim();
  if (v === '') return 0;
  const [whole, frac = ''] = v.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
const priceField = z
  .string()
  .trim()
  .max(12)
  .refine(
    (v) =>
      v === '' || (/^\d{1,5}(\.\d{1,2})?$/.test(v) && priceToCents(v) >= 100 && priceToCents(v) <= 1_000_000),
    {
      error: ui.priceInvalid,
    },
  )
  .default('');

/** The fields of a game, shared by creating and editing one (route `create`, event/{id}/manage). */
const gameFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: m.titleRequired })
    .max(120, { error: m.titleTooLong })
    // A title is one line: calendar files, mails and notifications carry it (CR, LF and other controls refused).
    .refine((title) => !/[\u0000-\u001f\u007f]/.test(title), { error: m.titleControlCharacters }),
  gameTypeId: z.string().min(1, { error: m.gameTypeRequired }).max(100),
  date: z.string().refine(isDate, { error: ui.dateInvalid }),
  time: z.string().refine(isTime, { error: ui.timeInvalid }),
  durationMinutes: z
    .number({ error: m.durationRange })
    .int({ error: m.durationRange })
    .min(15, { error: m.durationRange })
    .max(24 * 60, { error: m.durationRange }),
  // '' (the form's default): the zone of the game's place, derived on the server from its point
  // (lib/events/zone.ts, docs/time-zones.md); otherwise the host's override, one of the zones of the list.
  timeZone: z
    .string()
    .refine((v) => v === '' || isTimeZone(v), { error: m.timeZoneInvalid })
    .default(''),
  city: pickedCitySchema.nullable().transform((city, ctx) => {
    if (city) return city;
    ctx.addIssue({ code: 'custom', message: m.locationRequired });
    return z.NEVER;
  }),
  address: z.string().trim().max(200),
  description: z.string().trim().max(5000),
  hostingTeamId: id,
  capacity: count(ui.capacityMin).min(1, { error: ui.capacityMin }).max(10_000).nullable(),
  isPrivate: z.boolean(),
  makePublicAfter: z.string().refine((v) => v === '' || (isDate(v.slice(0, 10)) && isTime(v.slice(11))), {
    error: ui.makePublicAfterStart,
  }),
  hasMinimumNeeded: z.boolean(),
  minimumNeeded: count(ui.minimumNeededMin).min(1, { error: ui.minimumNeededMin }).max(10_000).nullable(),
  hoursToCancelBefore: count(ui.hoursToCancelRange)
    .min(0, { error: ui.hoursToCancelRange })
    .max(HOURS_TO_CANCEL_MAX, { error: ui.hoursToCancelRange })
    .nullable(),
  creatorApprovalNeeded: z.boolean(),
  allowParticipantGuests: z.boolean(),
  guestLimit: count(ui.guestLimitRange)
    .min(0, { error: ui.guestLimitRange })
    .max(GUEST_LIMIT_MAX, { error: ui.guestLimitRange }),
  chargeGuests: z.boolean(),
  allowWaitlist: z.boolean(),
  allowLateRsvp: z.boolean(),
  /** Waitlist offers go to reliable players first (docs/waitlist-order.md). */
  waitlistReliableFirst: z.boolean(),
  /** "Going unless they say no" (a team practice): a team's game without a player limit, free. */
  defaultGoing: z.boolean().default(false),
  /** Price per player in dollars ("" = free); only hosts with Active payouts may set one (checked by the service). */
  price: priceField,
  offerHoldMinutes: z
    .number()
    .int()
    .refine((v) => (OFFER_HOLD_OPTIONS as readonly number[]).includes(v), { error: ui.offerHoldInvalid }),
  // Optional level range (lib/levels/rules.ts ordinals); the service checks it is on the sport's scale.
  levelMin: levelBound,
  levelMax: levelBound,
  levelRequired: z.boolean().default(false),
  levelChecked: z.boolean().default(false),
});

type GameFieldValues = z.output<typeof gameFields>;
/** The form values every game form has (create and edit). */
export type GameFieldsInput = z.input<typeof gameFields>;
export type GameFieldsValues = GameFieldValues;

type GameTimes = Pick<GameFieldValues, 'date' | 'time' | 'isPrivate' | 'makePublicAfter'>;
/**
 * The checks of a game's times in its zone: the start in the future, "make public" before the start. The
 * schema runs them when the form names a zone; with the place's zone ('') the service runs them once it has
 * derived it (lib/events/zone.ts).
 */
export function gameTimeIssues(v: GameTimes, timeZone: string, now = Date.now()) {
  const issues: { path: string; message: string }[] = [];
  if (!isDate(v.date) || !isTime(v.time)) return issues;
  const start = zonedToInstant(v.date, v.time, timeZone);
  if (start.getTime() <= now) issues.push({ path: 'date', message: ui.startInPast });
  const publicAfter = { date: v.makePublicAfter.slice(0, 10), time: v.makePublicAfter.slice(11) };
  if (v.isPrivate && isDate(publicAfter.date) && isTime(publicAfter.time)) {
    const publicAt = zonedToInstant(publicAfter.date, publicAfter.time, timeZone);
    if (publicAt.getTime() > start.getTime())
      issues.push({ path: 'makePublicAfter', message: ui.makePublicAfterStart });
  }
  return issues;
}

/** The checks across fields of a game: start in the future, minimum within the spots, public before start. */
function refineGame(v: GameFieldValues, ctx: z.RefinementCtx) {
  // Zod runs this even when a field failed its own check; those fields already carry their message.
  if (v.timeZone && isTimeZone(v.timeZone))
    for (const issue of gameTimeIssues(v, v.timeZone))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  if (v.levelMin !== null && v.levelMax !== null && v.levelMin > v.levelMax) {
    ctx.addIssue({ code: 'custom', path: ['levelMax'], message: levelsMessages.rangeInvalid });
  }
  if (priceToCents(v.price) > 0 && v.creatorApprovalNeeded) {
    ctx.addIssue({ code: 'custom', path: ['creatorApprovalNeeded'], message: ui.paidNoApproval });
  }
  if (v.hasMinimumNeeded && v.minimumNeeded === null) {
    ctx.addIssue({ code: 'custom', path: ['minimumNeeded'], message: ui.minimumNeededMin });
  }
  if (v.hasMinimumNeeded && v.minimumNeeded !== null && v.capacity !== null && v.minimumNeeded > v.capacity) {
    ctx.addIssue({ code: 'custom', path: ['minimumNeeded'], message: ui.minimumOverCapacity });
  }
  if (v.defaultGoing) {
    if (!v.hostingTeamId)
      ctx.addIssue({ code: 'custom', path: ['defaultGoing'], message: ui.defaultGoingNeedsTeam });
    else if (v.capacity !== null)
      ctx.addIssue({ code: 'custom', path: ['defaultGoing'], message: ui.defaultGoingNoLimit });
    else if (priceToCents(v.price) > 0)
      ctx.addIssue({ code: 'custom', path: ['defaultGoing'], message: ui.defaultGoingFree });
  }
}

/**
 * Creating a game (route `create`): the form's schema (zodResolver) and the action's. Date and time are the
 * wall clock of `timeZone`; makePublicAfter ("YYYY-MM-DDTHH:mm", empty for never) too. `now` is read when the
 * schema parses, so "start in the past" is checked in the browser and again in the action.
 */
export const createEventSchema = gameFields
  .extend({
    // Repeat (lib/events/recurrence.ts): every date becomes its own game.
    repeat: z.enum(['NONE', 'WEEKLY', 'BIWEEKLY', 'MONTHLY']),
    repeatDays: z.array(z.number().int().min(0).max(6)).max(7),
    repeatEnds: z.enum(['COUNT', 'UNTIL']),
    repeatCount: count(ui.repeatCountRange(MIN_REPEAT_COUNT, MAX_REPEAT_COUNT)).nullable(),
    repeatUntil: z.string(),
    // Slot groups: none, or 2–6 named groups with their own spots (their sum is the game's capacity).
    slotGroups: z
      .array(
        z.object({
          name: z.string().trim().min(1, { error: ui.slotGroupNameRequired }).max(40),
          capacity: count(ui.capacityMin).min(1, { error: ui.capacityMin }).max(1000),
        }),
      )
      .max(MAX_SLOT_GROUPS, { error: ui.slotGroupsCount }),
    // "Create a game here" on a place's page: the game is at that place (its point); '' for none.
    placeId: z.string().trim().max(64).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.defaultGoing && v.slotGroups.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['defaultGoing'], message: ui.defaultGoingNoLimit });
    }
    if (v.slotGroups.length === 1) {
      ctx.addIssue({ code: 'custom', path: ['slotGroups'], message: ui.slotGroupsCount });
    }
    const names = v.slotGroups.map((g) => g.name.trim().toLowerCase());
    names.forEach((name, i) => {
      if (name && names.indexOf(name) !== i) {
        ctx.addIssue({ code: 'custom', path: ['slotGroups', i, 'name'], message: ui.slotGroupNamesUnique });
      }
    });
    if (v.repeat !== 'NONE' && v.repeatEnds === 'COUNT') {
      const n = v.repeatCount;
      if (n === null || n < MIN_REPEAT_COUNT || n > MAX_REPEAT_COUNT) {
        const message = ui.repeatCountRange(MIN_REPEAT_COUNT, MAX_REPEAT_COUNT);
        ctx.addIssue({ code: 'custom', path: ['repeatCount'], message });
      }
    }
    if (v.repeat !== 'NONE' && v.repeatEnds === 'UNTIL') {
      const span = isDate(v.repeatUntil) && isDate(v.date) ? daysBetween(v.date, v.repeatUntil) : -1;
      if (span < 1 || span > MAX_REPEAT_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['repeatUntil'], message: ui.repeatUntilRange });
      }
    }
    refineGame(v, ctx);
  });

/**
 * Editing a game (event/{id}/manage): the same fields without the repeat rule; a repeating game's edit applies
 * to this date or to this and every later date.
 */
export const editEventSchema = gameFields
  .extend({
    eventId: z.string().trim().min(1).max(64),
    scope: z.enum(['this', 'following']),
  })
  .superRefine(refineGame);
export type EditEventInput = z.input<typeof editEventSchema>;
export type EditEventValues = z.output<typeof editEventSchema>;

export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEventValues = z.output<typeof createEventSchema>;

/** The form's starting values: tomorrow at 18:00 in the host's zone, 1 h, 10 spots, waitlist on. */
export function createEventDefaults(timeZone: string, date: string): CreateEventInput {
  return {
    title: '',
    gameTypeId: '',
    date,
    time: '18:00',
    durationMinutes: 60,
    timeZone,
    city: null,
    address: '',
    description: '',
    hostingTeamId: '',
    capacity: 10,
    isPrivate: false,
    makePublicAfter: '',
    hasMinimumNeeded: false,
    minimumNeeded: null,
    hoursToCancelBefore: null,
    creatorApprovalNeeded: false,
    allowParticipantGuests: false,
    guestLimit: 1,
    chargeGuests: false,
    allowWaitlist: true,
    allowLateRsvp: false,
    waitlistReliableFirst: false,
    defaultGoing: false,
    offerHoldMinutes: 120,
    levelMin: null,
    levelMax: null,
    levelRequired: false,
    levelChecked: false,
    price: '',
    repeat: 'NONE',
    repeatDays: [],
    repeatEnds: 'COUNT',
    repeatCount: 8,
    repeatUntil: '',
    slotGroups: [],
    placeId: '',
  };
}

/** RSVP actions take the event id only; a malformed id reads as "not found". */
export const eventIdSchema = z.object({ eventId: z.string().trim().min(1).max(64) });

/** Joining: the event, and the slot group chosen when the game splits its spots. */
export const GUEST_NAME_MAX = 60;

/** Guests' names (at most the game's guestLimit, checked by the service). */
const guestNamesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: ui.guestNameRequired })
      .max(GUEST_NAME_MAX, { error: ui.guestNameTooLong(GUEST_NAME_MAX) }),
  )
  .max(GUEST_LIMIT_MAX, { error: ui.guestLimitRange });

/** Joining; a paid game's joiner may bring guests along (paid for in the same Checkout when guests pay). */
export const joinEventSchema = eventIdSchema.extend({
  slotGroupId: z.string().trim().min(1).max(64).optional(),
  guestNames: guestNamesSchema.optional(),
});

/** Joining a paid game with a punch card (issue 34 §1): the card to punch (else the first usable one). */
export const joinWithPassSchema = eventIdSchema.extend({
  passId: z.string().trim().min(1).max(64).optional(),
  slotGroupId: z.string().trim().min(1).max(64).optional(),
});

/** The viewer's guests for a game: their names (at most the game's guestLimit, checked by the service). */
export const guestsSchema = z.object({
  eventId: z.string().trim().min(1).max(64),
  names: guestNamesSchema,
});
export type GuestsInput = z.infer<typeof guestsSchema>;

/** Cancelling a game; a repeating one may be cancelled from this date on. */
export const CANCEL_REASON_MAX = 300;
const cancelReasonSchema = z
  .string()
  .trim()
  .max(CANCEL_REASON_MAX, { error: ui.manage.cancelReasonTooLong(CANCEL_REASON_MAX) });

/** Cancelling a game; a repeating one may be cancelled from this date on. The reason is told to the players. */
export const cancelEventSchema = eventIdSchema.extend({
  scope: z.enum(['this', 'following']).default('this'),
  reason: cancelReasonSchema.optional(),
});
export type CancelEventInput = z.input<typeof cancelEventSchema>;

/** Moving one date of a series to a new day and start time, on the game's wall clock. */
export const moveDateSchema = eventIdSchema.extend({
  date: z.string().refine(isDate, { error: ui.dateInvalid }),
  time: z.string().refine(isTime, { error: ui.timeInvalid }),
});
export type MoveDateInput = z.infer<typeof moveDateSchema>;

/** Host actions on one RSVP (approve/decline, remove, move off the waitlist); a malformed id reads as "not found". */
export const participantActionSchema = z.object({
  eventId: z.string().trim().min(1).max(64),
  participantId: z.string().trim().min(1).max(64),
});
export const answerRequestSchema = participantActionSchema.extend({ approve: z.boolean() });

export const HOST_MESSAGE_MAX = 1000;
/** "Message all joiners" on the manage page. */
export const messageJoinersSchema = z.object({
  eventId: z.string().trim().min(1).max(64),
  message: z
    .string()
    .trim()
    .min(1, ui.manage.messageRequired)
    .max(HOST_MESSAGE_MAX, ui.manage.messageTooLong(HOST_MESSAGE_MAX)),
});
export type MessageJoinersInput = z.input<typeof messageJoinersSchema>;

/** The heart on event cards and pages. */
export const favoriteSchema = z.object({ eventId: z.string().trim().min(1).max(64), favorite: z.boolean() });

/** Discover's radius choices in miles, and in kilometres for people who see kilometres (docs/cities.md). */
export const DISCOVER_RADII = [5, 10, 25, 50, 100] as const;
export const DISCOVER_RADII_KM = [10, 25, 50, 100, 150] as const;
/** The URL's radius is in the viewer's unit: one of the choices of that unit. */
export const discoverRadii = (unit: DistanceUnit): readonly number[] =>
  unit === 'km' ? DISCOVER_RADII_KM : DISCOVER_RADII;

/** The next wider discover radius, or null at the widest (an empty result's "look further" step). */
export function widerRadius(radius: number, unit: DistanceUnit = 'mi'): number | null {
  return discoverRadii(unit).find((r) => r > radius) ?? null;
}
export const DISCOVER_PAGE_SIZE = 20;
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isDate);

/**
 * Discover's filters, read from the URL (shareable; the back button works). A value that does not parse
 * falls back to its default instead of failing the page.
 */
export const discoverFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  type: z.string().trim().min(1).max(64).optional().catch(undefined),
  when: z.enum(['upcoming', 'past']).default('upcoming').catch('upcoming'),
  from: isoDay.optional().catch(undefined),
  to: isoDay.optional().catch(undefined),
  radius: z.coerce
    .number()
    .refine(
      (n) =>
        (DISCOVER_RADII as readonly number[]).includes(n) ||
        (DISCOVER_RADII_KM as readonly number[]).includes(n),
    )
    .default(50)
    .catch(50),
  page: z.coerce.number().int().min(1).max(500).default(1).catch(1),
  // Where to look (a picked city or the browser's position); without both coordinates, the go-to city.
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lng: z.coerce.number().min(-180).max(180).optional().catch(undefined),
  place: z.string().trim().min(1).max(120).optional().catch(undefined),
  // "Games at my level" (issue 32 §3): on unless the URL says level=any.
  level: z.enum(['mine', 'any']).default('mine').catch('mine'),
  // The same games as a list (the default) or on a map (issue 35); the toggle keeps every other filter.
  view: z.enum(['list', 'map']).default('list').catch('list'),
  // "Show all" of My games or My favorites: the page renders that whole list (otherwise its first few rows).
  all: z.enum(['mine', 'favorites']).optional().catch(undefined),
});
export type DiscoverFilters = z.output<typeof discoverFilterSchema>;

export const PROFILE_GAMES_PAGE_SIZE = 10;

/** A profile's games table, from the URL: the column it is sorted by, the direction and the page. */
export const profileGamesQuerySchema = z.object({
  sort: z.enum(['startsAt', 'title', 'type', 'role', 'where']).default('startsAt').catch('startsAt'),
  dir: z.enum(['asc', 'desc']).default('desc').catch('desc'),
  page: z.coerce.number().int().min(1).max(100).default(1).catch(1),
});
export type ProfileGamesQuery = z.output<typeof profileGamesQuerySchema>;

export const RATING_COMMENT_MAX = 500;

/** Rating a game after it ended: 1–5 stars and an optional comment. */
export const rateEventSchema = z.object({
  eventId: z.string().trim().min(1).max(64),
  stars: z
    .number({ error: ui.ratingStars })
    .int({ error: ui.ratingStars })
    .min(1, { error: ui.ratingStars })
    .max(5, { error: ui.ratingStars }),
  comment: z.string().max(RATING_COMMENT_MAX, { error: ui.ratingCommentTooLong(RATING_COMMENT_MAX) }),
});
export type RateEventInput = z.input<typeof rateEventSchema>;

/** The host marks a player who was going as a no-show (or not) after the game. */
export const noShowSchema = participantActionSchema.extend({ noShow: z.boolean() });

export const NO_SHOW_ANSWER_MAX = 500;

/** The player's one answer to a no-show mark (docs/no-shows.md). */
export const noShowAnswerSchema = z.object({
  eventId: z.string().trim().min(1).max(64),
  answer: z
    .string()
    .trim()
    .min(1, { error: nsm.answerEmpty })
    .max(NO_SHOW_ANSWER_MAX, { error: nsm.answerTooLong(NO_SHOW_ANSWER_MAX) }),
});
export type NoShowAnswerInput = z.input<typeof noShowAnswerSchema>;
