'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, featureFlagMessages } from '@/lib/messages';
import { updateFlagSchema } from './schema';
import { updateFlag } from './service';

export async function updateFeatureFlagAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  // Not an admin: the page and its action do not exist for them.
  if (!viewer.isAdmin) return fail(featureFlagMessages.notFound);
  const parsed = updateFlagSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    if (!(await updateFlag(db, parsed.data))) return fail(featureFlagMessages.notFound);
  } catch (error) {
    console.error('[feature-flags] update failed', error);
    return fail(featureFlagMessages.saveFailed);
  }
  revalidatePath('/', 'layout');
  return ok(undefined, featureFlagMessages.saved);
}
