// The reliability record of many players in one statement (no N+1): the counts of rules.ts#countRecord in SQL,
// then the tier by rules.ts#reliabilityOf. Callers decide who may see it (hosts of a game the player is in, the
// player): this module does not check.
import { db as appDb } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { isLateDrop, NEW_RECORD, type Reliability, reliabilityOf, windowStart } from './rules';

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>;

/** Records keyed by user id; every asked id gets one (a player with nothing counted is "new"). */
export async function reliabilityFor(
  db: Reader,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, Reliability>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, Reliability>(ids.map((id) => [id, NEW_RECORD]));
  if (ids.length === 0) return out;
  const from = windowStart(now);
  const rows = await db.$queryRaw<{ userId: string; games: number; noShows: number; lateDrops: number }[]>`
    WITH ids AS (SELECT unnest(${ids}::text[]) AS "userId"),
    played AS (
      SELECT p."userId",
             count(*) FILTER (WHERE NOT p."noShow")::int AS "games",
             -- A no-show counts unless the player was on by default and never confirmed, or answered the mark
             -- and no host confirmed it (rules.ts#noShowCounts, docs/no-shows.md).
             count(*) FILTER (WHERE p."noShow" AND NOT p."byDefault"
                                AND (p."noShowAnsweredAt" IS NULL OR p."noShowConfirmedAt" IS NOT NULL))::int
               AS "noShows"
        FROM "event_participants" p JOIN "events" e ON e."id" = p."eventId"
       WHERE p."userId" IN (SELECT "userId" FROM ids) AND p."status" = 'GOING' AND NOT e."cancelled"
         AND e."dateStart" >= ${from}
         AND e."dateStart" + make_interval(mins => e."durationMinutes") < ${now}
       GROUP BY p."userId"),
    dropped AS (
      SELECT d."userId", count(*)::int AS "lateDrops"
        FROM "event_drops" d JOIN "events" e ON e."id" = d."eventId"
       WHERE d."userId" IN (SELECT "userId" FROM ids) AND d."late" AND NOT e."cancelled"
         AND d."droppedAt" >= ${from} AND d."droppedAt" <= ${now}
       GROUP BY d."userId")
    SELECT ids."userId", coalesce(pl."games", 0) AS "games", coalesce(pl."noShows", 0) AS "noShows",
           coalesce(dr."lateDrops", 0) AS "lateDrops"
      FROM ids LEFT JOIN played pl ON pl."userId" = ids."userId" LEFT JOIN dropped dr ON dr."userId" = ids."userId"`;
  for (const r of rows) {
    out.set(r.userId, reliabilityOf({ games: r.games, noShows: r.noShows, lateDrops: r.lateDrops }));
  }
  return out;
}

/**
 * Called by leaveEvent inside its transaction when a player gives up a going spot: keeps the fact (the
 * participation row is deleted), late or not, for the record.
 */
export async function recordDrop(
  tx: Prisma.TransactionClient,
  input: { eventId: string; userId: string; dateStart: Date; hoursToCancelBefore: number | null },
  now: Date = new Date(),
): Promise<void> {
  await tx.eventDrop.create({
    data: { eventId: input.eventId, userId: input.userId, droppedAt: now, late: isLateDrop(input, now) },
  });
}

/** The viewer's own record (settings). */
export async function ownReliability(viewerId: string, now: Date = new Date()): Promise<Reliability> {
  return (await reliabilityFor(appDb, [viewerId], now)).get(viewerId) ?? NEW_RECORD;
}
