'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { fail, ok, type ActionResult, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { requestClientIp } from '@/lib/auth/client-ip';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { dateTimeFormat } from '@/lib/intl';
import { formMessages as m } from '@/lib/messages';
import { saveFormSchema, submissionRefSchema, submitFormSchema, teamFormAddSchema } from './schema';
import { saveForm } from './build';
import { refundSubmission, startPayment } from './payments';
import { addSubmitterToTeam } from './roster';
import { teamUi } from '@/lib/messages/teams';
import { TEAM_INVITES_PER_DAY } from '@/lib/rate-limit';
import { submitForm } from './submit';

// On the submitter's clock (docs/time-zones.md).
const dateText = (d: Date, timeZone: string) =>
  dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);

/** Create a form (no formId) or save the viewer's form; changed fields of a form with submissions make a new version. */
export const saveFormAction = defineAction(
  {
    name: 'forms.save',
    input: saveFormSchema,
    failure: m.saveFailed,
    revalidate: (data: { formId: string }) => ['/form', `/form/${data.formId}`, `/form/build/${data.formId}`],
  },
  async ({ input, viewer }): Promise<ActionResult<{ formId: string; version: number }>> => {
    const result = await saveForm(db, viewer.id, input);
    switch (result.status) {
      case 'notFound':
        return fail(m.formNotFound);
      case 'teamNotManaged':
        return fieldError('teamId', m.teamNotManaged);
      case 'seasonNotFound':
        return fieldError('seasonId', m.seasonNotFound);
      case 'teamLocked':
        return fieldError('teamId', m.teamLocked);
      case 'plan-limit':
        return fail(result.refusal.message, result.refusal.link);
      case 'created':
        return ok({ formId: result.formId, version: result.version }, m.created);
      case 'saved':
        return ok(
          { formId: result.formId, version: result.version },
          result.newVersion ? m.savedNewVersion(result.version) : m.saved,
        );
    }
  },
);

/** Submit answers (for oneself or a ward); the answers are checked against the form's current version. */
export const submitFormAction = defineAction(
  {
    name: 'forms.submit',
    input: submitFormSchema,
    failure: m.submitFailed,
    revalidate: (data: { formId: string }) => [`/form/${data.formId}/submissions`],
  },
  async ({
    input,
    viewer,
  }): Promise<ActionResult<{ formId: string; submissionId: string; payNext: boolean }>> => {
    const h = await headers();
    const result = await submitForm(db, viewer.id, input, {
      ip: (await requestClientIp()) ?? null,
      userAgent: h.get('user-agent'),
    });
    switch (result.status) {
      case 'submitted':
        return ok(
          { formId: result.formId, submissionId: result.submissionId, payNext: result.payNext },
          m.submitted,
        );
      case 'invalid':
        return { ok: false, message: m.fixErrors, fieldErrors: result.fieldErrors };
      case 'notFound':
      case 'denied':
        return fail(m.formNotFound);
      case 'notGuardian':
        return fieldError('forUserId', m.notGuardian);
      case 'changed':
        return fail(m.formChanged);
      case 'closed':
        return fail(m.formClosed);
      case 'full':
        return fail(m.formFull);
      case 'duplicate':
        return fail(m.alreadySubmitted);
      case 'notYet':
        return fail(m.notOpenYet(dateText(result.opensAt, viewer.timeZone)));
    }
  },
);

/** Checkout for a submission's next payment: the fee (or its deposit) or, later, the balance. */
export const startPaymentAction = defineAction(
  {
    name: 'forms.pay',
    input: submissionRefSchema.extend({ balance: z.boolean(), nonce: z.string().min(8).max(64) }),
    invalid: m.submissionNotFound,
    failure: m.payFailed,
  },
  async ({ input, viewer }): Promise<ActionResult<{ url: string }>> => {
    if (stripeMode() === 'off') return fail(m.paymentsOff);
    const returnPath = input.balance
      ? `/pay-balance/${input.formId}/${input.submissionId}`
      : `/form/payment/${input.formId}/${input.submissionId}`;
    const result = await startPayment(db, stripeClient(), viewer, input, {
      appUrl: env().APP_URL,
      returnPath,
    });
    if (result.status === 'checkout') return ok({ url: result.url });
    return fail(result.status === 'notFound' ? m.submissionNotFound : m.nothingToPay);
  },
);

/** form/{formId}/team-form-add/{userId}: a manager adds a submitter to the form's team roster. */
export const addToTeamAction = defineAction(
  {
    name: 'forms.teamAdd',
    input: teamFormAddSchema,
    invalid: m.submissionNotFound,
    failure: m.teamAddFailed,
    revalidate: (data: { formId: string }) => [`/form/${data.formId}/submissions`],
  },
  async ({ input, viewer }): Promise<ActionResult<{ formId: string }>> => {
    const result = await addSubmitterToTeam(db, viewer.id, input);
    switch (result.status) {
      case 'added':
        return ok({ formId: input.formId }, m.addedToTeam(result.team));
      case 'invited':
        return ok({ formId: input.formId }, m.invitedToTeam(result.team));
      case 'already':
        return ok({ formId: input.formId }, m.alreadyOnTeam);
      case 'noTeam':
        return fail(m.noTeamForForm);
      case 'notManager':
        return fail(m.teamAddNotAllowed);
      case 'limited':
        return fail(teamUi.inviteLimit(TEAM_INVITES_PER_DAY));
      case 'plan-limit':
        return fail(result.refusal.message, result.refusal.link);
      case 'notFound':
        return fail(m.submissionNotFound);
    }
  },
);

/** The form's owner refunds a submission's payments. */
export const refundAction = defineAction(
  {
    name: 'forms.refund',
    input: submissionRefSchema,
    invalid: m.submissionNotFound,
    failure: m.refundFailed,
    revalidate: (data: { formId: string; submissionId: string }) => [
      `/form/${data.formId}/submissions`,
      `/form/${data.formId}/${data.submissionId}`,
    ],
  },
  async ({ input, viewer }): Promise<ActionResult<{ formId: string; submissionId: string }>> => {
    if (stripeMode() === 'off') return fail(m.paymentsOff);
    const result = await refundSubmission(db, stripeClient(), viewer.id, input, { appUrl: env().APP_URL });
    if (result.status === 'refunded') return ok(input, m.refunded(m.formatMoney(result.amountCents)));
    return fail(result.status === 'notFound' ? m.submissionNotFound : m.nothingToRefund);
  },
);
