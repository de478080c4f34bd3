'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { fail, ok, fieldError } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { activitySubscriptionMessages } from '@/lib/messages';
import { activitySubscriptionSchema } from './schema';
import { deleteActivitySubscription, saveActivitySubscription } from './service';

const m = activitySubscriptionMessages;

export const saveActivitySubscriptionAction = defineAction(
  {
    name: 'activitySubscriptions.save',
    input: activitySubscriptionSchema,
    failure: m.saveFailed,
    revalidate: ['/settings'],
  },
  async ({ input, viewer }) => {
    const result = await saveActivitySubscription(db, viewer.id, input);
    if (!result.ok) {
      if (result.reason === 'plan-limit') return fail(result.refusal.message, result.refusal.link);
      return result.reason === 'not-found'
        ? fail(m.notFound)
        : fieldError('activities', m.validation.unknownActivity);
    }
    return ok(result.subscription, m.saved);
  },
);

export const deleteActivitySubscriptionAction = defineAction(
  {
    name: 'activitySubscriptions.delete',
    input: z.string().min(1).max(100),
    invalid: m.notFound,
    failure: m.deleteFailed,
    revalidate: ['/settings'],
  },
  async ({ input, viewer }) =>
    (await deleteActivitySubscription(db, viewer.id, input)) ? ok(undefined, m.deleted) : fail(m.notFound),
);
