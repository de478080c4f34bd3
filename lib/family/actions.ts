'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { familyMessages as m } from '@/lib/messages';
import * as service from './service';

// Family actions: the signed-in user's own connections only.

async function attempt<T>(label: string, failure: string, run: () => Promise<ActionResult<T>>) {
  try {
    return await run();
  } catch (error) {
    console.error(`[family] ${label} failed`, error);
    return fail(failure);
  }
}

export async function searchFamilyUserAction(
  input: unknown,
): Promise<ActionResult<service.FoundUser | null>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(m.userNotLoaded);
  return attempt('search', m.searchError, () => service.searchFamilyUser(db, viewer.id, input));
}

export async function saveFamilyMembersAction(
  input: unknown,
): Promise<ActionResult<{ requests: number; created: number }>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(m.userNotLoaded);
  const result = await attempt('save', m.updateFailed, () => service.addFamilyMembers(db, viewer.id, input));
  if (result.ok) {
    revalidatePath('/settings');
    revalidatePath('/profile', 'layout');
  }
  return result;
}

export async function removeFamilyConnectionAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(m.userNotLoaded);
  const result = await attempt('remove', m.removeFailed, () =>
    service.removeFamilyConnection(db, viewer.id, input),
  );
  if (result.ok) {
    revalidatePath('/settings');
    revalidatePath('/profile', 'layout');
  }
  return result;
}

export async function respondFamilyRequestAction(
  input: unknown,
): Promise<ActionResult<{ accepted: boolean }>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(m.userNotLoaded);
  const result = await attempt('respond', m.request.respondFailed, () =>
    service.respondToFamilyRequest(db, viewer.id, input),
  );
  if (result.ok) {
    revalidatePath('/notifications');
    revalidatePath('/settings');
    revalidatePath('/profile', 'layout');
  }
  return result;
}
