import 'server-only';
import { db } from '@/lib/db';
import { manageableEventWhere } from '@/lib/access/event-visibility';
import { hostConfidence, levelsOf as levelsOnScale, scaleFor } from './rules';
import { hostRatingsOf, levelsOf } from './service';

/** Settings → Sports: one row per sport the player marked (and any sport they already rated). */
export async function levelRowsFor(userId: string) {
  const [sports, levels, ratings] = await Promise.all([
    db.userSport.findMany({
      where: { userId },
      select: { gameTypeId: true, gameType: { select: { label: true, sortOrder: true } } },
      orderBy: { gameType: { sortOrder: 'asc' } },
    }),
    levelsOf(db, userId, userId),
    hostRatingsOf(db, userId),
  ]);
  const byId = new Map(levels.map((l) => [l.gameTypeId, l]));
  const ids = new Set(sports.map((s) => s.gameTypeId));
  const rows = sports.map((s) => ({ gameTypeId: s.gameTypeId, sport: s.gameType.label }));
  for (const l of levels) if (!ids.has(l.gameTypeId)) rows.push({ gameTypeId: l.gameTypeId, sport: l.sport });
  return rows.map((r) => ({
    ...r,
    confidence: hostConfidence(scaleFor(r.sport), ratings.get(r.gameTypeId) ?? []),
    options: levelsOnScale(scaleFor(r.sport)),
    level: byId.get(r.gameTypeId)?.level ?? null,
    private: byId.get(r.gameTypeId)?.private ?? false,
  }));
}

/** The levels others may see on a profile or player card ("Pickleball 3.5"). */
export async function shownLevels(userId: string, viewerId: string | null) {
  return (await levelsOf(db, userId, viewerId)).map((l) => ({
    sport: l.sport,
    label: levelsOnScale(l.scale).find((o) => o.ordinal === l.level)?.label ?? String(l.level),
    private: l.private,
  }));
}

/**
 * The host's "Rate the players' level" list for an ended, level checked game they manage (null otherwise): the
 * players who went (no-shows and the host left out), with this game's rating of each.
 */
export async function levelRatingRows(hostId: string, eventId: string, now: Date = new Date()) {
  const event = await db.event.findFirst({
    where: { id: eventId, levelChecked: true, cancelled: false, ...manageableEventWhere(hostId) },
    select: {
      dateStart: true,
      durationMinutes: true,
      gameType: { select: { label: true } },
      levelRatings: { select: { userId: true, level: true } },
      participants: {
        where: { status: 'GOING', noShow: false, userId: { not: hostId } },
        select: { id: true, userId: true, user: { select: { displayName: true, fullName: true } } },
        orderBy: { createdAt: 'asc' },
      },
    },
  });
  if (!event?.gameType) return null;
  if (event.dateStart.getTime() + event.durationMinutes * 60_000 > now.getTime()) return null;
  const rated = new Map(event.levelRatings.map((r) => [r.userId, r.level]));
  return {
    options: levelsOnScale(scaleFor(event.gameType.label)),
    players: event.participants
      .filter((p) => p.userId !== null)
      .map((p) => ({
        participantId: p.id,
        name: p.user?.displayName ?? p.user?.fullName ?? '',
        level: rated.get(p.userId as string) ?? null,
      })),
  };
}
