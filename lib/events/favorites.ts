import type { Db } from '@/lib/db';
import { blockedAmong, isBlockedBetween } from '@/lib/access/blocks';
import { visibleEventWhere } from '@/lib/access/event-visibility';

// Favorites (the heart on event cards and pages). Only an event the viewer may see can be favorited, and
// the list shows only favorites the viewer can still see (a private game, a block with the host: gone).

/** Sets the heart; 'not-found' for an event the viewer may not see. Idempotent. */
export async function setFavorite(
  db: Db,
  viewerId: string,
  input: { eventId: string; favorite: boolean },
  now: Date = new Date(),
): Promise<'saved' | 'not-found'> {
  const event = await db.event.findFirst({
    where: { id: input.eventId, ...visibleEventWhere(viewerId, now) },
    select: { id: true, creatorId: true },
  });
  if (!event || (await isBlockedBetween(db, viewerId, event.creatorId))) return 'not-found';
  if (input.favorite) {
    await db.eventFavorite.createMany({
      data: [{ userId: viewerId, eventId: event.id }],
      skipDuplicates: true,
    });
  } else {
    await db.eventFavorite.deleteMany({ where: { userId: viewerId, eventId: event.id } });
  }
  return 'saved';
}

export type FavoriteEvent = {
  id: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  locationName: string;
  cancelled: boolean;
  past: boolean;
};

/** The viewer's favorites they may still see: upcoming first (soonest first), then past ones (latest first). */
export async function listFavorites(
  db: Db,
  viewerId: string,
  now: Date = new Date(),
): Promise<FavoriteEvent[]> {
  const rows = await db.event.findMany({
    where: { favorites: { some: { userId: viewerId } }, ...visibleEventWhere(viewerId, now) },
    select: {
      id: true,
      title: true,
      dateStart: true,
      timeZone: true,
      locationName: true,
      cancelled: true,
      creatorId: true,
    },
    take: 200,
  });
  const hidden = await blockedAmong(
    db,
    viewerId,
    rows.map((r) => r.creatorId),
  );
  const list = rows
    .filter((r) => !hidden.has(r.creatorId))
    .map((r) => ({
      id: r.id,
      title: r.title,
      startsAt: r.dateStart,
      timeZone: r.timeZone,
      locationName: r.locationName,
      cancelled: r.cancelled,
      past: r.dateStart <= now,
    }));
  const upcoming = list.filter((e) => !e.past).sort((a, b) => +a.startsAt - +b.startsAt);
  const past = list.filter((e) => e.past).sort((a, b) => +b.startsAt - +a.startsAt);
  return [...upcoming, ...past];
}
