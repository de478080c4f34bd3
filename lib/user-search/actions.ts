'use server';

import { db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, userSearchMessages } from '@/lib/messages';
import { userSearchSchema, type UserSearchHit } from './schema';
import { searchUsers } from './service';

export async function searchUsersAction(input: unknown): Promise<ActionResult<UserSearchHit[]>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = userSearchSchema.safeParse(input);
  if (!parsed.success) return ok([]);
  try {
    return ok(await searchUsers(db, viewer.id, parsed.data.query));
  } catch (error) {
    console.error('[user-search] failed', error);
    return fail(userSearchMessages.searchError);
  }
}
