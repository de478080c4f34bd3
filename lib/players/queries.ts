import 'server-only';
import { db } from '@/lib/db';
import type { PlayersNearInput } from './schema';
import { findPlayersNear } from './service';

/** Users near a point with their availability as `viewerId` may see it (see findPlayersNear). */
export const playersNear = (viewerId: string, options: PlayersNearInput) =>
  findPlayersNear(db, viewerId, options);
