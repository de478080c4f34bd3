import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { notKnownMinorSql } from '@/lib/access/discoverable';
import { isBlockedBetween } from '@/lib/access/blocks';
import { readPrivacyFlags } from './rules';

export const ONLINE_WINDOW_MS = 5 * 60_000;
const UPCOMING_LIMIT = 5;

export type ProfilePrivacyData = {
  /** Null when the owner hides their online status (or has no presence yet). */
  presence: { online: boolean; lastSeenAt: string } | null;
  /** Null when the owner hides their upcoming games. */
  upcomingGames:
    { id: string; title: string; dateStart: string; timeZone: string; locationName: string }[] | null;
};

/**
 * What the public profile may show about the owner's activity: online status and upcoming games, each
 * only while the owner's flag is on (the owner always sees their own). Null: blocked either way or
 * unknown owner, so nothing is shown.
 */
export async function profilePrivacyData(
  db: Db,
  viewerId: string,
  ownerId: string,
  now = new Date(),
): Promise<ProfilePrivacyData | null> {
  const self = viewerId === ownerId;
  const owner = await db.user.findUnique({
    where: { id: ownerId },
    select: {
      messagesFromAnyone: true,
      publicOnlineStatus: true,
      publicUpcomingGames: true,
      publicBadges: true,
      presence: { select: { online: true, lastSeenAt: true } },
    },
  });
  if (!owner || (!self && (await isBlockedBetween(db, viewerId, ownerId)))) return null;
  const flags = readPrivacyFlags(owner);

  const presence =
    (self || flags.publicOnlineStatus) && owner.presence
      ? {
          online:
            owner.presence.online && now.getTime() - owner.presence.lastSeenAt.getTime() < ONLINE_WINDOW_MS,
          lastSeenAt: owner.presence.lastSeenAt.toISOString(),
        }
      : null;

  const upcomingGames =
    self || (flags.publicUpcomingGames && (await profileGamesAccess(db, viewerId, ownerId)).upcoming)
      ? (
          await db.event.findMany({
            where: {
              dateStart: { gte: now },
              cancelled: false,
              ...(self ? {} : { isPrivate: false }),
              OR: [{ creatorId: ownerId }, { participants: { some: { userId: ownerId, status: 'GOING' } } }],
            },
            orderBy: { dateStart: 'asc' },
            take: UPCOMING_LIMIT,
            select: { id: true, title: true, dateStart: true, timeZone: true, locationName: true },
          })
        ).map((e) => ({ ...e, dateStart: e.dateStart.toISOString() }))
      : null;

  return { presence, upcomingGames };
}

/**
 * SQL: the user (an alias such as `u`) may be named among a game's players to anyone: "Show my upcoming games" on
 * (a missing flag reads as off) and not known to be under 18.
 */
export const sharesUpcomingGamesSql = (alias: string) =>
  Prisma.sql`(${Prisma.raw(alias)}."publicUpcomingGames" IS TRUE AND ${notKnownMinorSql(alias)})`;

export type ProfileGamesAccess = {
  /** Any of the owner's games (a known minor's only to their connections and family). */
  games: boolean;
  /** Their upcoming games too: only while "Show my upcoming games" is on. */
  upcoming: boolean;
};

/**
 * Which of a user's games another user may see on their profile: none of a user known to be under 18 unless the
 * viewer is a confirmed connection or family member, and games that have not started yet only while the owner's
 * "Show my upcoming games" is on (past games stay). The owner sees all of their own. One query.
 */
export async function profileGamesAccess(
  db: Pick<Db, '$queryRaw'>,
  viewerId: string,
  ownerId: string,
): Promise<ProfileGamesAccess> {
  if (viewerId === ownerId) return { games: true, upcoming: true };
  const [low, high] = [viewerId, ownerId].sort();
  const [row] = await db.$queryRaw<{ upcoming: boolean | null; minor: boolean; close: boolean }[]>(Prisma.sql`
    SELECT u."publicUpcomingGames" AS "upcoming", NOT ${notKnownMinorSql('u')} AS "minor",
           (EXISTS (SELECT 1 FROM "connections" c
                     WHERE c."userLowId" = ${low} AND c."userHighId" = ${high} AND c."status" = 'ACCEPTED')
            OR EXISTS (SELECT 1 FROM "family_connections" f
                        WHERE f."status" = 'ACCEPTED'
                          AND ((f."requesterId" = ${viewerId} AND f."recipientId" = ${ownerId})
                            OR (f."requesterId" = ${ownerId} AND f."recipientId" = ${viewerId})))) AS "close"
      FROM "users" u WHERE u."id" = ${ownerId}`);
  if (!row) return { games: false, upcoming: false };
  const games = !row.minor || row.close;
  return { games, upcoming: games && row.upcoming === true };
}
