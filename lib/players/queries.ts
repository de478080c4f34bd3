import 'server-only';
import { db } from '@/lib/db';
import { replicaDb } from '@/lib/db-replica';
import { wallClock, zonedToInstant } from '@/lib/time';
import type { FreeNearValues, PlayersNearInput } from './schema';
import { findPlayersNear } from './service';

/** Users near a point with their availability as `viewerId` may see it (see findPlayersNear; a read replica when set). */
export const playersNear = (viewerId: string, options: PlayersNearInput) =>
  findPlayersNear(replicaDb, viewerId, options);

export const FREE_NEAR_PAGE_SIZE = 20;

/**
 * "Who is free near you" (connect): players around the viewer's go-to city who are free at some moment of the
 * window (date and time wall-clock in the viewer's zone, for `hours`), through findPlayersNear, so the
 * discoverability setting, the availability visibility rule and blocks apply inside the query.
 */
export async function playersFreeNear(viewerId: string, values: FreeNearValues) {
  const me = await db.user.findUnique({
    where: { id: viewerId },
    select: { cityLat: true, cityLng: true, timeZone: true },
  });
  if (!me || me.cityLat === null || me.cityLng === null) return { status: 'noCity' } as const;
  const from = zonedToInstant(values.date, values.time, me.timeZone);
  const to = new Date(from.getTime() + values.hours * 3_600_000);
  const page = await findPlayersNear(replicaDb, viewerId, {
    lat: me.cityLat,
    lng: me.cityLng,
    radiusMiles: values.radius,
    window: { from, to },
    pageSize: FREE_NEAR_PAGE_SIZE,
  });
  return {
    status: 'ok',
    players: page.players,
    hasMore: page.hasMore,
    from,
    to,
    timeZone: me.timeZone,
  } as const;
}

/** The form's first values: the next full hour in the viewer's zone, for 2 hours within 10 miles. */
export function freeNearDefaults(timeZone: string, now: Date = new Date()) {
  const next = wallClock(new Date(now.getTime() + 3_600_000), timeZone);
  return { date: next.date, time: `${next.time.slice(0, 2)}:00`, hours: '2', radius: '10' };
}
