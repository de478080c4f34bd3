'use server';

import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { planChangeSchema, portalSchema } from '@/lib/billing/schema';
import { changePlan, openPortal } from '@/lib/billing/service';
import { stripeClient } from '@/lib/billing/stripe';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { billingMessages as m } from '@/lib/messages';

export type PlanChangeData = { checkoutUrl: string | null };

/** Subscribe, change plan or cancel (the free plan) for the viewer or a team they own (spec 02 §4). */
export const changePlanAction = defineAction(
  {
    name: 'billing.changePlan',
    input: planChangeSchema,
    invalid: m.planNotFound,
    failure: m.billingFailed,
    revalidate: [
      ['/billing', 'page'],
      ['/settings', 'page'],
    ],
  },
  async ({ input, viewer }) => {
    const result = await changePlan(db, stripeClient(), viewer.id, input, { appUrl: env().APP_URL });
    switch (result.status) {
      case 'not-found':
        return fail(result.what === 'team' ? m.teamNotFound : m.planNotFound);
      case 'unchanged':
        return fail(m.alreadyOnPlan);
      case 'checkout':
        return ok<PlanChangeData>({ checkoutUrl: result.url });
      case 'changed':
        return ok<PlanChangeData>({ checkoutUrl: null }, m.changed);
      case 'cancelled':
        return ok<PlanChangeData>({ checkoutUrl: null }, m.cancelled);
    }
  },
);

/** The viewer's Stripe billing portal (a new window on the page). */
export const openPortalAction = defineAction(
  { name: 'billing.portal', input: portalSchema, failure: m.billingFailed },
  async ({ viewer }) => {
    const url = await openPortal(db, stripeClient(), viewer.id, { appUrl: env().APP_URL });
    return url ? ok({ url }) : fail(m.billingFailed);
  },
);
