'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, commonMessages, deletionMessages } from '@/lib/messages';
import { leaveTeam } from './service';

const leaveTeamSchema = z.object({ teamId: z.string().trim().min(1).max(64) });

export async function leaveTeamAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = leaveTeamSchema.safeParse(input);
  if (!parsed.success) return fail(commonMessages.teamNotFound);
  try {
    const result = await leaveTeam(db, viewer.id, parsed.data.teamId);
    if (result.status === 'notFound') return fail(commonMessages.teamNotFound);
    if (result.status === 'owner') return fail(deletionMessages.ownerCannotLeave);
    revalidatePath('/', 'layout');
    return ok(undefined, deletionMessages.leftTeam(result.teamName));
  } catch (error) {
    console.error('[teams] leave failed', error);
    return fail(deletionMessages.leaveTeamFailed);
  }
}
