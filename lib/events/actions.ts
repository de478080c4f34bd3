'use server';

import { db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, eventMessages as m } from '@/lib/messages';
import { createEventSchema } from './schema';
import { createEvent } from './service';

// Minimal server action for creating an event (no event-creation screen yet); alerts subscribers around it.
export async function createEventAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = createEventSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const result = await createEvent(db, viewer.id, parsed.data);
    if (!result.ok) return { ok: false, fieldErrors: { gameTypeId: [m.gameTypeUnknown] } };
    return ok({ id: result.event.id }, m.created);
  } catch (error) {
    console.error('[events] create failed', error);
    return fail(m.createFailed);
  }
}
