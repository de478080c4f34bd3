import type { Db } from '@/lib/db';
import { manageableEventWhere } from '@/lib/access/event-visibility';

// After the game: the host marks who did not show up (seen by hosts only), and the players who went rate the
// game 1–5 with an optional comment. A host's average shows on their profile once they have 3 ratings.

export const MIN_RATINGS_SHOWN = 3;

const endsAt = (e: { dateStart: Date; durationMinutes: number }) =>
  e.dateStart.getTime() + e.durationMinutes * 60_000;

export type AttendanceResult = { status: 'saved' } | { status: 'not-found' | 'not-ended' };

/** Marks a player who was going as a no-show (or not). Host and co-hosts, once the game has ended. */
export async function markNoShow(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string; participantId: string; noShow: boolean },
  now: Date = new Date(),
): Promise<AttendanceResult> {
  return db.$transaction(async (tx) => {
    const event = await tx.event.findFirst({
      where: { id: input.eventId, ...manageableEventWhere(viewerId) },
      select: { dateStart: true, durationMinutes: true },
    });
    if (!event) return { status: 'not-found' as const };
    if (endsAt(event) > now.getTime()) return { status: 'not-ended' as const };
    const updated = await tx.eventParticipant.updateMany({
      where: { id: input.participantId, eventId: input.eventId, status: 'GOING' },
      data: { noShow: input.noShow },
    });
    return updated.count === 1 ? { status: 'saved' as const } : { status: 'not-found' as const };
  });
}

export type RateResult =
  { status: 'rated' | 'updated' } | { status: 'not-found' | 'not-ended' | 'not-going' | 'own-game' };

/**
 * A player rates a game they went to (going when it ended, not marked a no-show), after it ended; rating
 * again replaces the earlier one. The host does not rate their own game.
 */
export async function rateEvent(
  db: Pick<Db, '$transaction'>,
  userId: string,
  input: { eventId: string; stars: number; comment: string },
  now: Date = new Date(),
): Promise<RateResult> {
  return db.$transaction(async (tx) => {
    const row = await tx.eventParticipant.findUnique({
      where: { eventId_userId: { eventId: input.eventId, userId } },
      select: {
        status: true,
        noShow: true,
        event: { select: { creatorId: true, dateStart: true, durationMinutes: true, cancelled: true } },
      },
    });
    if (!row || row.event.cancelled) return { status: 'not-found' as const };
    if (row.event.creatorId === userId) return { status: 'own-game' as const };
    if (endsAt(row.event) > now.getTime()) return { status: 'not-ended' as const };
    if (row.status !== 'GOING' || row.noShow) return { status: 'not-going' as const };
    const existing = await tx.eventRating.findUnique({
      where: { eventId_userId: { eventId: input.eventId, userId } },
      select: { stars: true },
    });
    const comment = input.comment.trim() || null;
    await tx.eventRating.upsert({
      where: { eventId_userId: { eventId: input.eventId, userId } },
      create: { eventId: input.eventId, userId, stars: input.stars, comment },
      update: { stars: input.stars, comment },
    });
    return { status: existing ? ('updated' as const) : ('rated' as const) };
  });
}

/** A host's average rating over the games they created, or null under MIN_RATINGS_SHOWN ratings. */
export async function hostRating(db: Pick<Db, '$queryRaw'>, hostId: string) {
  const [row] = await db.$queryRaw<{ count: number; average: number | null }[]>`
    SELECT count(*)::int AS count, avg(r."stars")::float8 AS average
      FROM "event_ratings" r JOIN "events" e ON e."id" = r."eventId"
     WHERE e."creatorId" = ${hostId}`;
  if (!row || row.count < MIN_RATINGS_SHOWN || row.average === null) return null;
  return { average: Math.round(row.average * 10) / 10, count: row.count };
}
