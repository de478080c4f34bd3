'use server';

import { db } from '@/lib/db';
import { signOut } from '@/lib/auth';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { defaultSubscriptionBilling } from '@/lib/billing/subscriptions';
import { authMessages, deletionMessages } from '@/lib/messages';
import { deleteAccountSchema } from './schema';
import { deleteAccount } from './service';

export async function deleteAccountAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = deleteAccountSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const result = await deleteAccount(db, viewer.id, { billing: defaultSubscriptionBilling() });
    if (result.status === 'blocked') return fail(deletionMessages.teamsBlocking);
    if (result.status === 'notFound') return fail(deletionMessages.failure);
  } catch (error) {
    console.error('[account] deletion failed', error);
    return fail(deletionMessages.failure);
  }
  // Every other session already ends with the users row; this drops this browser's cookie too.
  await signOut({ redirect: false }).catch((error: unknown) => {
    console.error('[account] sign-out after deletion failed', error);
  });
  return ok(undefined, deletionMessages.success);
}
