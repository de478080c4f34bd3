'use server';

import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { authMessages, commonMessages } from '@/lib/messages';
import { playersNearSchema } from './schema';
import { findPlayersNear, type PlayersNearPage } from './service';

/** The server function behind "users by location with availability attached". */
export async function playersNearAction(input: unknown): Promise<ActionResult<PlayersNearPage>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = playersNearSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    return ok(await findPlayersNear(db, viewer.id, parsed.data));
  } catch (error) {
    console.error('[players] near query failed', error);
    return fail(commonMessages.somethingWentWrong);
  }
}
