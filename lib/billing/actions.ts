'use server';

import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { completeLink, refreshAccount, startConnect, unlinkAccount } from '@/lib/billing/connect';
import {
  connectCodeSchema,
  connectStartSchema,
  emptySchema,
  planChangeSchema,
  portalSchema,
} from '@/lib/billing/schema';
import { changePlan, openPortal } from '@/lib/billing/service';
import { connectClientId, oauthAuthorizeBase, stripeClient } from '@/lib/billing/stripe';
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

const payoutPages: ['/billing', 'page'][] = [['/billing', 'page']];

/** Connect to Stripe dialog: Create (NEW) or Link (LINK) → the URL to go to (spec 02 §7 "Link or create account"). */
export const startConnectAction = defineAction(
  {
    name: 'billing.connect.start',
    input: connectStartSchema,
    failure: m.linkFailed,
    revalidate: payoutPages,
  },
  async ({ input, viewer }) => {
    const result = await startConnect(
      db,
      stripeClient(),
      viewer.id,
      input,
      { appUrl: env().APP_URL },
      {
        clientId: connectClientId(),
        authorizeBase: oauthAuthorizeBase(),
      },
    );
    if (result.status === 'redirect') return ok({ url: result.url });
    if (result.status === 'already-active') return fail(m.alreadyConnected);
    return fail(m.linkFailed);
  },
);

/** Back on /billing with ?code=…&state=…: connect the authorised account (spec 02 §4 "Linking"). */
export const completeConnectAction = defineAction(
  {
    name: 'billing.connect.complete',
    input: connectCodeSchema,
    invalid: m.connectFailed,
    failure: m.connectFailed,
    revalidate: payoutPages,
  },
  async ({ input, viewer }) => {
    const result = await completeLink(db, stripeClient(), viewer.id, input);
    if (result.status !== 'linked') return fail(m.connectFailed);
    const { status: _status, ...account } = result;
    return ok({ ok: true as const, ...account }, m.linked);
  },
);

/** Back from onboarding, or "Check status": the account re-read from Stripe. */
export const checkConnectionAction = defineAction(
  {
    name: 'billing.connect.check',
    input: emptySchema,
    failure: m.connectionCheckFailed,
    revalidate: payoutPages,
  },
  async ({ viewer }) => {
    const state = await refreshAccount(db, stripeClient(), viewer.id);
    if (!state) return fail(m.connectionCheckFailed);
    return ok(state, state.active ? m.linked : undefined);
  },
);

/** Unlink Stripe: the id and both flags cleared (spec 02 §4). */
export const unlinkConnectAction = defineAction(
  {
    name: 'billing.connect.unlink',
    input: emptySchema,
    failure: m.unlinkFailed,
    revalidate: payoutPages,
  },
  async ({ viewer }) => {
    const done = await unlinkAccount(db, stripeClient(), viewer.id, { clientId: connectClientId() });
    return done ? ok(undefined, m.unlinked) : fail(m.unlinkFailed);
  },
);
