import { z } from 'zod';
import { billingMessages, payoutCountries, type PayoutCountryCode } from '@/lib/messages/billing';

// Inputs of the billing actions, shared by the billing page's dialogs and the actions.

const id = z.string().trim().min(1).max(100);

/** Subscribe, change plan or cancel (a plan with no price): the plan chosen, for the viewer or one of their teams. */
export const planChangeSchema = z.object({
  planId: id,
  teamId: id.optional(),
  /** Minted once per dialog: a double click sends the same key to Stripe and creates nothing twice. */
  nonce: z.string().regex(/^[\w-]{8,64}$/),
});
export type PlanChangeInput = z.infer<typeof planChangeSchema>;

export const portalSchema = z.object({}).strict();

/** The 45 payout countries of spec 02 §9 (codes); the dialog's select offers exactly these, US first chosen. */
export const payoutCountryCodes = payoutCountries.map((c) => c.code) as [
  PayoutCountryCode,
  ...PayoutCountryCode[],
];

/** The Connect to Stripe dialog: Create (NEW, a new Stripe account) or Link (LINK, an existing one through OAuth). */
export const connectStartSchema = z.object({
  type: z.enum(['NEW', 'LINK']),
  country: z.enum(payoutCountryCodes, { message: billingMessages.countryInvalid }),
});
export type ConnectStartInput = z.infer<typeof connectStartSchema>;

/** Back from Stripe's OAuth page with ?code=…&state=… (spec 02 §5: a code is required to connect). */
export const connectCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^ac_\w{1,200}$/),
  state: z
    .string()
    .trim()
    .regex(/^[\w-]{20,100}$/),
});
export type ConnectCodeInput = z.infer<typeof connectCodeSchema>;

export const emptySchema = z.object({}).strict();
