import { z } from 'zod';
import { adminPartnerMessages as m, partnerTypes } from '@/lib/messages/partners';

// admin/partners forms: the same schemas validate the form (zodResolver) and the server action.

export const PARTNER_TYPES = Object.keys(partnerTypes) as [
  keyof typeof partnerTypes,
  ...(keyof typeof partnerTypes)[],
];
const id = z.string().trim().min(1).max(80);
const text = (max: number, required: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .max(max, { error: m.tooLong(max) });

export const partnerFields = z.object({
  name: text(120, m.nameRequired),
  type: z.enum(PARTNER_TYPES, { error: m.typeRequired }),
  tagline: text(160, m.taglineRequired),
  description: text(4000, m.descriptionRequired),
  city: text(80, m.cityRequired),
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: m.regionInvalid }),
  websiteUrl: z
    .string()
    .trim()
    .max(300, { error: m.tooLong(300) })
    .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), { error: m.websiteInvalid }),
  preferred: z.boolean(),
  sortOrder: z.number({ error: m.sortOrderInvalid }).int({ error: m.sortOrderInvalid }).min(0).max(9999),
});
export type PartnerInput = z.input<typeof partnerFields>;
export type PartnerValues = z.output<typeof partnerFields>;

export const createPartnerSchema = partnerFields;
export const updatePartnerSchema = partnerFields.extend({ partnerId: id });
export type UpdatePartnerValues = z.output<typeof updatePartnerSchema>;

export const retirePartnerSchema = z.object({ partnerId: id, retired: z.boolean() });

export const partnerEventFields = z.object({
  title: text(120, m.eventTitleRequired),
  schedule: text(120, m.scheduleRequired),
  description: text(2000, m.descriptionRequired),
  sortOrder: z.number({ error: m.sortOrderInvalid }).int({ error: m.sortOrderInvalid }).min(0).max(9999),
});
export type PartnerEventInput = z.input<typeof partnerEventFields>;

/** Adds an event (no eventId) or edits one of the partner's. */
export const savePartnerEventSchema = partnerEventFields.extend({ partnerId: id, eventId: id.optional() });
export type SavePartnerEventValues = z.output<typeof savePartnerEventSchema>;

export const removePartnerEventSchema = z.object({ partnerId: id, eventId: id });
