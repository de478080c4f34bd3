import { z } from 'zod';

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
