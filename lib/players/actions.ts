'use server';

import { ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';
import { playersNearSchema } from './schema';
import { findPlayersNear } from './service';

/** The server function behind "users by location with availability attached". */
export const playersNearAction = defineAction(
  { name: 'players.near', input: playersNearSchema, failure: commonMessages.somethingWentWrong },
  async ({ input, viewer }) => ok(await findPlayersNear(db, viewer.id, input)),
);
