import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { manageableEventWhere } from '@/lib/access/event-visibility';
import { isOnScale, scaleFor, type LevelScale } from './rules';

export type SetLevelStatus = 'saved' | 'cleared' | 'sportUnknown' | 'offScale';

/** Sets (or, with level null, clears) the caller's level for a sport. */
export async function setPlayerLevel(
  db: Db,
  userId: string,
  input: { gameTypeId: string; level: number | null; private: boolean },
  source: 'SELF' | 'QUIZ' = 'SELF',
): Promise<SetLevelStatus> {
  const sport = await db.gameType.findUnique({ where: { id: input.gameTypeId }, select: { label: true } });
  if (!sport) return 'sportUnknown';
  if (input.level === null) {
    await db.playerLevel.deleteMany({ where: { userId, gameTypeId: input.gameTypeId } });
    return 'cleared';
  }
  if (!isOnScale(scaleFor(sport.label), input.level)) return 'offScale';
  await db.playerLevel.upsert({
    where: { userId_gameTypeId: { userId, gameTypeId: input.gameTypeId } },
    create: { userId, gameTypeId: input.gameTypeId, level: input.level, private: input.private, source },
    update: { level: input.level, private: input.private, source },
  });
  return 'saved';
}

export type ShownLevel = {
  gameTypeId: string;
  sport: string;
  scale: LevelScale;
  level: number;
  private: boolean;
};

/**
 * A player's levels: all of them for the player, the public ones for anyone else.
 */
export async function levelsOf(db: Db, userId: string, viewerId: string | null): Promise<ShownLevel[]> {
  // One statement (a Prisma select ordered by a relation sends three).
  const rows = await db.$queryRaw<{ gameTypeId: string; label: string; level: number; private: boolean }[]>`
    SELECT l."gameTypeId", g."label", l."level", l."private"
      FROM "player_levels" l JOIN "game_types" g ON g."id" = l."gameTypeId"
     WHERE l."userId" = ${userId} ${viewerId === userId ? Prisma.empty : Prisma.sql`AND NOT l."private"`}
     ORDER BY g."sortOrder", l."gameTypeId"`;
  return rows.map((r) => ({
    gameTypeId: r.gameTypeId,
    sport: r.label,
    scale: scaleFor(r.label),
    level: r.level,
    private: r.private,
  }));
}

export type RateLevelStatus = 'saved' | 'not-found' | 'not-ended' | 'not-checked' | 'offScale';

/**
 * A host (or co-host) rates the level of a player who went to a "level checked" game, once it ended; rating
 * again replaces their earlier rating. The player's own self-rating is left as it is. A participant who is not
 * going, a no-show, the rater themself or a game the rater does not manage answers not-found.
 */
export async function rateAttendeeLevel(
  db: Db,
  raterId: string,
  input: { eventId: string; participantId: string; level: number },
  now: Date = new Date(),
): Promise<RateLevelStatus> {
  const event = await db.event.findFirst({
    where: { id: input.eventId, ...manageableEventWhere(raterId) },
    select: {
      dateStart: true,
      durationMinutes: true,
      levelChecked: true,
      cancelled: true,
      gameType: { select: { id: true, label: true } },
    },
  });
  if (!event || event.cancelled || !event.gameType) return 'not-found';
  const participant = await db.eventParticipant.findFirst({
    where: { id: input.participantId, eventId: input.eventId, status: 'GOING', noShow: false },
    select: { userId: true },
  });
  if (!participant?.userId || participant.userId === raterId) return 'not-found';
  if (!event.levelChecked) return 'not-checked';
  if (event.dateStart.getTime() + event.durationMinutes * 60_000 > now.getTime()) return 'not-ended';
  if (!isOnScale(scaleFor(event.gameType.label), input.level)) return 'offScale';
  const data = { raterId, gameTypeId: event.gameType.id, level: input.level };
  await db.levelRating.upsert({
    where: { eventId_userId: { eventId: input.eventId, userId: participant.userId } },
    create: { eventId: input.eventId, userId: participant.userId, ...data },
    update: data,
  });
  return 'saved';
}

/** The hosts' ratings of a player per sport (levels only, oldest first). */
export async function hostRatingsOf(db: Db, userId: string): Promise<Map<string, number[]>> {
  const rows = await db.levelRating.findMany({
    where: { userId },
    select: { gameTypeId: true, level: true },
    orderBy: { createdAt: 'asc' },
  });
  const out = new Map<string, number[]>();
  for (const r of rows) out.set(r.gameTypeId, [...(out.get(r.gameTypeId) ?? []), r.level]);
  return out;
}
