import type { Db } from '@/lib/db';
import { manageableEventWhere } from '@/lib/access/event-visibility';
import { noShowMessages as am } from '@/lib/messages/reliability';
import { notify } from '@/lib/notifications/notify';

// After the game: the host marks who did not show up (seen by hosts and the player, who may answer once:
// docs/no-shows.md), and the players who went rate the game 1–5 with an optional comment. A host's average shows on their profile once they have 3 ratings.

export const MIN_RATINGS_SHOWN = 3;

const endsAt = (e: { dateStart: Date; durationMinutes: number }) =>
  e.dateStart.getTime() + e.durationMinutes * 60_000;

export type AttendanceResult =
  { status: 'saved' | 'confirmed' } | { status: 'not-found' | 'not-ended' | 'window-closed' };

/** How long after a game's end its host may mark a no-show, and confirm a disputed one after its answer. */
export const NO_SHOW_WINDOW_MS = 72 * 3_600_000;
/** How long after a mark the player may answer it (docs/no-shows.md): marks older than that, or made before marks
 * were dated, stand as they are. */
export const NO_SHOW_ANSWER_WINDOW_MS = 14 * 86_400_000;

/**
 * Marks a player who was going as a no-show (or not): the host and co-hosts, once the game has ended
 * (docs/no-shows.md). Marking is allowed until 72 h after the end (NO_SHOW_WINDOW_MS; after it, refused); the
 * player is told and may answer once (answerNoShow). Marking again a mark the player disputed confirms it (within
 * 72 h of the answer): a disputed mark counts in the record only once confirmed. Clearing a mark is always allowed
 * (it only helps the player) and forgets its answer.
 */
export async function markNoShow(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string; participantId: string; noShow: boolean },
  now: Date = new Date(),
): Promise<AttendanceResult> {
  return db.$transaction(async (tx) => {
    const event = await tx.event.findFirst({
      where: { id: input.eventId, ...manageableEventWhere(viewerId) },
      select: { id: true, title: true, dateStart: true, durationMinutes: true },
    });
    if (!event) return { status: 'not-found' as const };
    if (endsAt(event) > now.getTime()) return { status: 'not-ended' as const };
    // The row's lock: a player's answer at the same moment is read as it is.
    await tx.$executeRaw`SELECT 1 FROM "event_participants" WHERE "id" = ${input.participantId} FOR UPDATE`;
    const row = await tx.eventParticipant.findFirst({
      where: { id: input.participantId, eventId: input.eventId, status: 'GOING' },
      select: { id: true, userId: true, noShow: true, noShowAnsweredAt: true, noShowConfirmedAt: true },
    });
    if (!row) return { status: 'not-found' as const };
    if (!input.noShow) {
      await tx.eventParticipant.update({
        where: { id: row.id },
        data: {
          noShow: false,
          noShowMarkedAt: null,
          noShowAnswer: null,
          noShowAnsweredAt: null,
          noShowConfirmedAt: null,
        },
      });
      return { status: 'saved' as const };
    }
    if (row.noShow) {
      // Marked already: a disputed mark is confirmed (once, within the window after the answer).
      if (!row.noShowAnsweredAt || row.noShowConfirmedAt) return { status: 'saved' as const };
      if (now.getTime() > row.noShowAnsweredAt.getTime() + NO_SHOW_WINDOW_MS)
        return { status: 'window-closed' as const };
      await tx.eventParticipant.update({ where: { id: row.id }, data: { noShowConfirmedAt: now } });
      if (row.userId)
        await notify(tx, row.userId, {
          type: 'EVENT_NO_SHOW_CONFIRMED',
          title: am.confirmedTitle,
          message: am.confirmed(event.title),
          data: { eventId: event.id },
          url: `/evt/${event.id}`,
        });
      return { status: 'confirmed' as const };
    }
    if (now.getTime() > endsAt(event) + NO_SHOW_WINDOW_MS) return { status: 'window-closed' as const };
    await tx.eventParticipant.update({
      where: { id: row.id },
      data: {
        noShow: true,
        noShowMarkedAt: now,
        noShowAnswer: null,
        noShowAnsweredAt: null,
        noShowConfirmedAt: null,
      },
    });
    if (row.userId)
      await notify(tx, row.userId, {
        type: 'EVENT_NO_SHOW_MARKED',
        title: am.markedTitle,
        message: am.marked(event.title),
        data: { eventId: event.id },
        url: `/evt/${event.id}`,
      });
    return { status: 'saved' as const };
  });
}

export type NoShowAnswerResult = { status: 'answered' } | { status: 'not-found' | 'already' | 'too-late' };

/**
 * The player answers the host's no-show mark, once (docs/no-shows.md): the answer is stored and shown to the
 * hosts, the game's creator is told, and the mark no longer counts in the player's record unless a host confirms
 * it. Only the player's own marked row; anything else is "not found".
 */
export async function answerNoShow(
  db: Pick<Db, '$transaction'>,
  userId: string,
  input: { eventId: string; answer: string },
  now: Date = new Date(),
): Promise<NoShowAnswerResult> {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "event_participants"
       WHERE "eventId" = ${input.eventId} AND "userId" = ${userId} AND "noShow" FOR UPDATE`;
    const row = rows[0]
      ? await tx.eventParticipant.findUniqueOrThrow({
          where: { id: rows[0].id },
          select: {
            id: true,
            noShowAnsweredAt: true,
            noShowMarkedAt: true,
            event: { select: { id: true, title: true, creatorId: true } },
            user: { select: { displayName: true, fullName: true } },
          },
        })
      : null;
    if (!row) return { status: 'not-found' as const };
    if (row.noShowAnsweredAt) return { status: 'already' as const };
    if (!row.noShowMarkedAt || now.getTime() > row.noShowMarkedAt.getTime() + NO_SHOW_ANSWER_WINDOW_MS)
      return { status: 'too-late' as const };
    await tx.eventParticipant.update({
      where: { id: row.id },
      data: { noShowAnswer: input.answer.trim(), noShowAnsweredAt: now },
    });
    await notify(tx, row.event.creatorId, {
      type: 'EVENT_NO_SHOW_ANSWERED',
      title: am.answeredTitle,
      message: am.answered(row.user?.displayName || row.user?.fullName || '', row.event.title),
      data: { eventId: row.event.id },
      url: `/event/${row.event.id}/manage`,
    });
    return { status: 'answered' as const };
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
