import 'server-only';
import { db } from '@/lib/db';
import type { PlayersNearInput } from './schema';
import { findPlayersNear } from './service';

/** Users near a point with their availability as `viewerId` may see it (see findPlayersNear). */
export const playersNear = (viewerId: string, options: PlayersNearInput) =>
  findPlayersNear(db, viewerId, options);

export const HOME_PLAYERS_LIMIT = 6;
export const HOME_PLAYERS_RADIUS_MILES = 25;

/** The home page's "Players near you": around the viewer's go-to city; null when they have none. */
export async function playersNearViewer(viewerId: string) {
  const me = await db.user.findUnique({
    where: { id: viewerId },
    select: { cityLat: true, cityLng: true, cityName: true },
  });
  if (me?.cityLat == null || me.cityLng == null) return null;
  const { players } = await findPlayersNear(db, viewerId, {
    lat: me.cityLat,
    lng: me.cityLng,
    radiusMiles: HOME_PLAYERS_RADIUS_MILES,
    pageSize: HOME_PLAYERS_LIMIT,
  });
  return { cityName: me.cityName, players };
}
