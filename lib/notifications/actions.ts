'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, notificationMessages } from '@/lib/messages';
import { notificationSettingsSchema, pushSubscriptionSchema } from './schema';
import { savePushSubscription, saveNotificationSettings } from './service';

export async function saveNotificationSettingsAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = notificationSettingsSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const saved = await saveNotificationSettings(db, viewer.id, parsed.data);
    if (!saved) return fail(notificationMessages.unknownSetting);
  } catch (error) {
    console.error('[notifications] saving settings failed', error);
    return fail(notificationMessages.saveFailed);
  }
  revalidatePath('/settings');
  return ok(undefined, notificationMessages.saved);
}

export async function savePushSubscriptionAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = pushSubscriptionSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    await savePushSubscription(db, viewer.id, parsed.data);
  } catch (error) {
    console.error('[notifications] saving a push subscription failed', error);
    return fail(notificationMessages.pushFailed);
  }
  return ok(undefined, notificationMessages.pushEnabled);
}
