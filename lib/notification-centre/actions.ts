'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, commonMessages, notificationCentreMessages } from '@/lib/messages';
import { markAllRead } from './service';

export async function markAllNotificationsReadAction(): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  try {
    await markAllRead(db, viewer.id);
  } catch (error) {
    console.error('[notifications] mark all read failed', error);
    return fail(commonMessages.somethingWentWrong);
  }
  revalidatePath('/notifications');
  return ok(undefined, notificationCentreMessages.markedAllRead);
}
