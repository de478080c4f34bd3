import { z } from 'zod';
import { profileMessages } from '@/lib/messages';

// Limits of spec 01 §5 / §9.
export const DISPLAY_NAME = { min: 2, max: 25 } as const;
export const FULL_NAME = { min: 2, max: 300 } as const;
export const LAST_NAME = { min: 1, max: 100 } as const;

// The custom name rule (ours, spec: "not shown"): letters (any alphabet), digits, spaces and name
// punctuation (. ' ’ - _), starting with a letter or digit, and nothing that looks like a web address
// or e-mail (no @, :, / and no "www." or ".com"-style endings), so names cannot carry links or spam.
const NAME_CHARS = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .'’_-]*$/u;
const LOOKS_LIKE_DOMAIN = /(^|[\s.])www\.|\.(com|net|org|io|co|app|xyz|info|biz|ru|me|ly)(\s|$)/i;
export const isAcceptableName = (value: string) => NAME_CHARS.test(value) && !LOOKS_LIKE_DOMAIN.test(value);

const name = (limits: { min: number; max: number }, lengthMessage: string, requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .min(limits.min, lengthMessage)
    .max(limits.max, lengthMessage)
    .refine(isAcceptableName, profileMessages.validation.customName);

const v = profileMessages.validation;
export const displayNameField = name(DISPLAY_NAME, v.displayNameLength, v.displayNameRequired);
export const fullNameField = name(FULL_NAME, v.fullNameLength, v.fullNameRequired);

export const cityField = z.object({
  name: z.string().trim().min(1, v.cityRequired),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

// The onboarding step of the foundation: the fields every profile needs to count as completed.
export const onboardingSchema = z.object({
  displayName: displayNameField,
  fullName: fullNameField,
  city: cityField,
});

export type OnboardingInput = z.infer<typeof onboardingSchema>;
