import { z } from 'zod';
import { activitySubscriptionMessages as m } from '@/lib/messages';

// Activity subscription form, shared by the form (zodResolver) and the action.

/** The location of a subscription: {lat, lng, description, name} (a city chosen in the location picker). */
export type SubscriptionAddress = { lat: number; lng: number; description: string; name: string };

export const RADIUS_MIN = 1;
export const RADIUS_MAX = 50;
export const RADIUS_DEFAULT = 15;
export const MAX_ACTIVITIES = 50;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec 01 §5: an object with numeric lat, lng and a non-empty description, else invalidLocation. */
export function isValidAddress(value: unknown): value is SubscriptionAddress {
  if (!isRecord(value)) return false;
  const { lat, lng, description, name } = value;
  return (
    typeof lat === 'number' &&
    Number.isFinite(lat) &&
    Math.abs(lat) <= 90 &&
    typeof lng === 'number' &&
    Number.isFinite(lng) &&
    Math.abs(lng) <= 180 &&
    typeof description === 'string' &&
    description.trim().length > 0 &&
    description.length <= 300 &&
    (name === undefined || (typeof name === 'string' && name.length <= 200))
  );
}

const addressSchema = z.unknown().transform((value, ctx): SubscriptionAddress => {
  if (!isValidAddress(value)) {
    ctx.addIssue({ code: 'custom', message: m.validation.invalidLocation });
    return z.NEVER;
  }
  const description = value.description.trim();
  // The card shows the name; a location without one shows the first part of its description.
  return {
    lat: value.lat,
    lng: value.lng,
    description,
    name: value.name?.trim() || description.split(',')[0]!.trim(),
  };
});

const instant = z.iso.datetime({ offset: true, error: m.validation.invalidDate }).nullable();

export const activitySubscriptionSchema = z
  .object({
    id: z.string().min(1).max(100).optional(),
    address: addressSchema,
    radius: z
      .number({ error: m.validation.radiusRange })
      .int({ error: m.validation.radiusRange })
      .min(RADIUS_MIN, { error: m.validation.radiusRange })
      .max(RADIUS_MAX, { error: m.validation.radiusRange }),
    activities: z
      .array(z.string().trim().min(1).max(100))
      .min(1, { error: m.validation.activitiesRequired })
      .max(MAX_ACTIVITIES),
    startDate: instant,
    endDate: instant,
  })
  .refine((v) => !v.startDate || !v.endDate || new Date(v.endDate) >= new Date(v.startDate), {
    error: m.validation.endBeforeStart,
    path: ['endDate'],
  });

export type ActivitySubscriptionInput = z.input<typeof activitySubscriptionSchema>;
export type ActivitySubscriptionValues = z.output<typeof activitySubscriptionSchema>;
