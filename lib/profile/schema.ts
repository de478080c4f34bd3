import { z } from 'zod';
import { emailField } from '@/lib/auth/schema';
import { pickedCitySchema } from '@/lib/geo/city';
import { DISTANCE_UNITS } from '@/lib/geo/distance';
import { canonicalZone } from '@/lib/geo/time-zone';
import { settingsMessages } from '@/lib/messages/settings';
import { distanceMessages, joinReasonOptions, profileMessages, pronounOptions } from '@/lib/messages';
import { checkBirthdate, isPlausiblePhone } from './rules';

// The profile form's rules (spec 01 §5 / §9), used by the form (zodResolver) and again by the actions.

export const DISPLAY_NAME = { min: 2, max: 25 } as const;
export const FULL_NAME = { min: 2, max: 300 } as const;
export const LAST_NAME = { min: 1, max: 100 } as const;
export const EMAIL_MAX = 100;
export const PHONE_MAX = 30;
export const MAX_GAMES = 50;

// The custom name rule (ours; the spec says only that there is one and that it is not shown), for display
// name and full name: letters of any alphabet, digits, spaces and name punctuation (. ' ’ - _), starting
// with a letter or digit, and nothing that looks like a web address or e-mail (no @, :, / and no "www."
// or ".com"-style endings), so that names cannot carry links or spam. Checked after trimming.
const NAME_CHARS = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’_-]*$/u;
const LOOKS_LIKE_DOMAIN = /(^|[\s.])www\.|\.(com|net|org|io|co|app|xyz|info|biz|ru|me|ly)(\s|$)/i;
export const isAcceptableName = (value: string) => NAME_CHARS.test(value) && !LOOKS_LIKE_DOMAIN.test(value);

const v = profileMessages.validation;

/** Settings → General: the account's time zone, one of the zones a person can pick (docs/time-zones.md). */
export const timeZoneSchema = z.object({
  timeZone: z
    .string()
    // canonicalZone refuses anything over 64 characters too (one message either way).
    .refine((value) => canonicalZone(value) !== null, { error: settingsMessages.timeZone.unknown })
    .transform((value) => canonicalZone(value)!),
});
export type TimeZoneInput = z.input<typeof timeZoneSchema>;

const name = (limits: { min: number; max: number }, lengthMessage: string, requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .min(limits.min, lengthMessage)
    .max(limits.max, lengthMessage)
    .refine(isAcceptableName, v.customName);

export const displayNameField = name(DISPLAY_NAME, v.displayNameLength, v.displayNameRequired);
export const fullNameField = name(FULL_NAME, v.fullNameLength, v.fullNameRequired);

/** Optional: empty means none (null); otherwise 1 to 100 characters after trimming. */
export const lastNameField = z
  .string()
  .trim()
  .max(LAST_NAME.max, v.lastNameLength)
  .transform((value) => value || null);

/**
 * The "Go-To Area to Play": a city chosen in <CityPicker> (null until one is chosen; the name is
 * required). The saved city keeps name, lat and lng, plus a geohash computed on the server.
 */
export const cityField = pickedCitySchema
  .extend({ name: z.string().trim().min(1, v.cityRequired).max(200) })
  .nullable()
  .transform((city, ctx) => {
    if (city) return city;
    ctx.addIssue({ code: 'custom', message: v.cityRequired });
    return z.NEVER;
  });

export const joinReasonValues = joinReasonOptions.map((o) => o.value) as [
  (typeof joinReasonOptions)[number]['value'],
  ...(typeof joinReasonOptions)[number]['value'][],
];
export const pronounValues = pronounOptions.map((o) => o.value) as [
  (typeof pronounOptions)[number]['value'],
  ...(typeof pronounOptions)[number]['value'][],
];
export type JoinReasonValue = (typeof joinReasonValues)[number];
export type PronounValue = (typeof pronounValues)[number];

/** Birthdate as YYYY-MM-DD from a date input; empty means none. */
export const birthdateField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!value) return;
    const problem = checkBirthdate(value, new Date());
    if (problem === 'invalid') ctx.addIssue({ code: 'custom', message: v.birthdateInvalid });
    if (problem === 'too-young') ctx.addIssue({ code: 'custom', message: v.minAge });
    if (problem === 'too-early') ctx.addIssue({ code: 'custom', message: v.birthdateTooEarly });
  })
  .transform((value) => value || null);

export const phoneField = z
  .string()
  .trim()
  .max(PHONE_MAX, v.phoneInvalid)
  .refine((value) => !value || isPlausiblePhone(value), v.phoneInvalid)
  .transform((value) => value || null);

const baseShape = {
  displayName: displayNameField,
  fullName: fullNameField,
  lastName: lastNameField,
  city: cityField,
};

/** "More Information": the initial sign-up form of a new user. */
export const newProfileSchema = z.object({
  ...baseShape,
  joinReasons: z.array(z.enum(joinReasonValues)).max(joinReasonValues.length),
  gameTypeIds: z
    .array(z.string().min(1).max(64))
    .min(1, v.gamesRequired)
    .max(MAX_GAMES)
    .refine((ids) => new Set(ids).size === ids.length, v.gameUnknown),
});

/** "Settings": an existing user's profile. */
export const existingProfileSchema = z.object({
  ...baseShape,
  gender: z
    .string()
    .trim()
    .max(50)
    .transform((value) => value || null),
  pronoun: z.union([z.enum(pronounValues), z.literal('')]).transform((value) => value || null),
  birthdate: birthdateField,
  phoneNumber: phoneField,
});

/**
 * The profile form holds both modes' fields; each mode validates its own fields with the schema above
 * (the other mode's fields stay empty and are ignored by the action, which parses with that schema).
 */
export const profileFormSchemas = {
  new: newProfileSchema.extend({
    gender: existingProfileSchema.shape.gender,
    pronoun: existingProfileSchema.shape.pronoun,
    birthdate: existingProfileSchema.shape.birthdate,
    phoneNumber: existingProfileSchema.shape.phoneNumber,
  }),
  existing: existingProfileSchema.extend({
    joinReasons: newProfileSchema.shape.joinReasons,
    gameTypeIds: z.array(z.string().max(64)).max(MAX_GAMES),
  }),
};
export type ProfileFormValues = z.input<typeof profileFormSchemas.new>;

export type NewProfileInput = z.input<typeof newProfileSchema>;
export type NewProfileData = z.output<typeof newProfileSchema>;
export type ExistingProfileInput = z.input<typeof existingProfileSchema>;
export type ExistingProfileData = z.output<typeof existingProfileSchema>;

// Alternate emails
export const MAX_ALTERNATE_EMAILS = 10;
export const alternateEmailSchema = z.object({ email: emailField });
export const recordIdSchema = z.object({ id: z.string().trim().min(1).max(64) });
export type AlternateEmailData = z.output<typeof alternateEmailSchema>;
export type RecordIdData = z.output<typeof recordIdSchema>;

// Interests (sportAvailability): the user's whole list of sports with a toggle each.
export const sportAvailabilitySchema = z.object({
  sports: z
    .array(z.object({ gameTypeId: z.string().min(1).max(64), available: z.boolean() }))
    .max(MAX_GAMES)
    .refine((list) => new Set(list.map((s) => s.gameTypeId)).size === list.length, v.gameUnknown),
});
export type SportAvailabilityInput = z.infer<typeof sportAvailabilitySchema>;
export type SportAvailabilityData = z.output<typeof sportAvailabilitySchema>;

/** Settings → General: "Show distances in" kilometres or miles (docs/cities.md). */
export const distanceUnitSchema = z.object({
  distanceUnit: z.enum(DISTANCE_UNITS, { error: distanceMessages.unitInvalid }),
});
export type DistanceUnitInput = z.input<typeof distanceUnitSchema>;
