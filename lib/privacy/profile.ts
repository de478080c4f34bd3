import 'server-only';
import type { Db } from '@/lib/db';
import { isBlockedBetween } from './blocks';
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
    self || flags.publicUpcomingGames
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
