import { z } from 'zod';
import { formMessages as m } from '@/lib/messages/forms';
import { fieldListSchema } from './fields';

// The builder's form (react-hook-form + zodResolver) and the save action parse the same schema; so do the fill-in
// page and the submit action (the answers themselves are checked against the version's own schema, ./fields.ts).

const id = z.string().trim().min(1).max(40);
const optionalId = z.union([z.literal(''), id]).optional();

/** Dollars as typed ("25", "25.5", "25.50"); '' is none. */
const amount = z
  .string()
  .trim()
  .regex(/^(\d{1,6}(\.\d{1,2})?)?$/, m.invalidAmount);
export const toCents = (value: string | undefined) =>
  value ? Math.round(Number.parseFloat(value) * 100) : 0;
export const fromCents = (cents: number | null | undefined) =>
  cents ? (cents / 100).toFixed(2).replace(/\.00$/, '') : '';

/** An instant, sent as ISO 8601 (the builder converts its local date-time inputs before saving); '' is none. */
const instant = z.union([z.literal(''), z.iso.datetime({ offset: true, local: true })]).optional();

export const FORM_AUDIENCES = ['ANYONE', 'TEAM_MEMBERS'] as const;

export const saveFormSchema = z
  .object({
    formId: optionalId,
    title: z.string().trim().min(1, m.titleRequired).max(120, m.tooLong(120)),
    description: z.string().trim().max(2000, m.tooLong(2000)).optional(),
    teamId: optionalId,
    seasonId: optionalId,
    price: amount,
    deposit: amount.optional(),
    opensAt: instant,
    closesAt: instant,
    capacity: z
      .string()
      .trim()
      .regex(/^([1-9]\d{0,5})?$/, m.invalidCapacity)
      .optional(),
    audience: z.enum(FORM_AUDIENCES),
    closed: z.boolean(),
    fields: fieldListSchema,
  })
  .superRefine((v, ctx) => {
    const price = toCents(v.price);
    const deposit = toCents(v.deposit);
    if (price > 0 && price < 50) ctx.addIssue({ code: 'custom', path: ['price'], message: m.invalidAmount });
    if (deposit > 0 && price === 0)
      ctx.addIssue({ code: 'custom', path: ['deposit'], message: m.depositNeedsPrice });
    else if (deposit > 0 && (deposit >= price || deposit < 50))
      ctx.addIssue({ code: 'custom', path: ['deposit'], message: m.depositTooHigh });
    if (v.opensAt && v.closesAt && new Date(v.closesAt) <= new Date(v.opensAt))
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: m.closesBeforeOpens });
    if (v.audience === 'TEAM_MEMBERS' && !v.teamId)
      ctx.addIssue({ code: 'custom', path: ['audience'], message: m.teamMembersNeedTeam });
    if (v.seasonId && !v.teamId)
      ctx.addIssue({ code: 'custom', path: ['seasonId'], message: m.seasonNeedsTeam });
  });
export type SaveFormInput = z.input<typeof saveFormSchema>;
export type SaveFormValues = z.output<typeof saveFormSchema>;

export const submitFormSchema = z.object({
  formId: id,
  /** The version the page showed; a newer one refuses the submission (the fields changed under the user). */
  version: z.number().int().min(1),
  /** A family member the viewer fills in for; absent for themself. */
  forUserId: optionalId,
  answers: z.record(z.string().max(40), z.unknown()),
});
export type SubmitFormInput = z.input<typeof submitFormSchema>;

export const submissionRefSchema = z.object({ formId: id, submissionId: id });
export type SubmissionRef = z.infer<typeof submissionRefSchema>;

export const teamFormAddSchema = z.object({ formId: id, userId: id });
