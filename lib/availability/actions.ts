'use server';

import { revalidatePath } from 'next/cache';
import { fail, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { authMessages, availabilityMessages } from '@/lib/messages';
import type { DateEntryView } from './rules';
import { addDateEntry, removeDateEntry, saveAvailability } from './service';

// Each action: session, then the service (which parses with the editor's schemas and scopes every
// write to the viewer's own record). Unexpected errors are logged and answered with the spec's message.

async function run<T>(label: string, work: (viewerId: string) => Promise<ActionResult<T>>) {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  try {
    const result = await work(viewer.id);
    if (result.ok) {
      revalidatePath('/settings');
      revalidatePath('/profile', 'layout');
      revalidatePath('/home');
    }
    return result;
  } catch (error) {
    console.error(`[availability] ${label} failed`, error);
    return fail(availabilityMessages.saveFailed);
  }
}

export async function saveAvailabilityAction(
  input: unknown,
): Promise<ActionResult<{ mode: 'created' | 'updated' }>> {
  return run('save', (viewerId) => saveAvailability(db, viewerId, input));
}

export async function addDateAvailabilityAction(input: unknown): Promise<ActionResult<DateEntryView>> {
  return run('add date entry', (viewerId) => addDateEntry(db, viewerId, input));
}

export async function removeDateAvailabilityAction(entryId: unknown): Promise<ActionResult<{ id: string }>> {
  return run('remove date entry', (viewerId) => removeDateEntry(db, viewerId, entryId));
}
