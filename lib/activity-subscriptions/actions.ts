'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { activitySubscriptionMessages as m, authMessages } from '@/lib/messages';
import { activitySubscriptionSchema } from './schema';
import { deleteActivitySubscription, saveActivitySubscription, type SubscriptionView } from './service';

const SETTINGS_PATH = '/settings';

export async function saveActivitySubscriptionAction(
  input: unknown,
): Promise<ActionResult<SubscriptionView>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = activitySubscriptionSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const result = await saveActivitySubscription(db, viewer.id, parsed.data);
    if (!result.ok) {
      return result.reason === 'not-found'
        ? fail(m.notFound)
        : { ok: false, fieldErrors: { activities: [m.validation.unknownActivity] } };
    }
    revalidatePath(SETTINGS_PATH);
    return ok(result.subscription, m.saved);
  } catch (error) {
    console.error('[activity-subscriptions] save failed', error);
    return fail(m.saveFailed);
  }
}

export async function deleteActivitySubscriptionAction(id: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = z.string().min(1).max(100).safeParse(id);
  if (!parsed.success) return fail(m.notFound);
  try {
    if (!(await deleteActivitySubscription(db, viewer.id, parsed.data))) return fail(m.notFound);
  } catch (error) {
    console.error('[activity-subscriptions] delete failed', error);
    return fail(m.deleteFailed);
  }
  revalidatePath(SETTINGS_PATH);
  return ok(undefined, m.deleted);
}
