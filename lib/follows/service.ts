import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { blockedBetweenSql, isBlockedBetween } from '@/lib/access/blocks';
import { teamUi as m } from '@/lib/messages/teams';
import { visibleEventWhere } from '@/lib/access/event-visibility';

// Hosts you follow (subscriptions): users and teams. A new public event of a followed host notifies its
// followers (category eventCreatedJoin), in the event's transaction. Blocks either way hide hosts and
// stop notifications.

type Tx = Prisma.TransactionClient;

export type FollowResult = { status: 'followed' | 'unfollowed'; name: string } | { status: 'notFound' };

/** Follow or unfollow a user or a (non-external) team; a host blocked either way, or oneself, is not found. */
export async function setFollow(
  db: Db,
  viewerId: string,
  input: { kind: 'user' | 'team'; hostId: string; follow: boolean },
): Promise<FollowResult> {
  return db.$transaction(async (tx) => {
    const host = await findHost(tx, viewerId, input.kind, input.hostId);
    if (!host) return { status: 'notFound' } as const;
    if (input.kind === 'user') {
      if (input.follow) {
        await tx.hostFollow.upsert({
          where: { followerId_hostId: { followerId: viewerId, hostId: host.id } },
          create: { followerId: viewerId, hostId: host.id },
          update: {},
        });
      } else {
        await tx.hostFollow.deleteMany({ where: { followerId: viewerId, hostId: host.id } });
      }
    } else if (input.follow) {
      await tx.teamFollow.upsert({
        where: { followerId_teamId: { followerId: viewerId, teamId: host.id } },
        create: { followerId: viewerId, teamId: host.id },
        update: {},
      });
    } else {
      await tx.teamFollow.deleteMany({ where: { followerId: viewerId, teamId: host.id } });
    }
    return { status: input.follow ? 'followed' : 'unfollowed', name: host.name } as const;
  });
}

/** A host the viewer may follow: a verified user other than themself, or a team; none blocked either way. */
async function findHost(tx: Tx | Db, viewerId: string, kind: 'user' | 'team', hostId: string) {
  if (kind === 'user') {
    if (hostId === viewerId) return null;
    const user = await tx.user.findFirst({
      where: { id: hostId, emailVerified: { not: null } },
      select: { id: true, displayName: true, fullName: true, photoUrl: true, cityName: true },
    });
    if (!user || (await isBlockedBetween(tx, viewerId, user.id))) return null;
    return {
      id: user.id,
      name: user.displayName || user.fullName || m.someone,
      photoUrl: user.photoUrl,
      city: user.cityName,
    };
  }
  const team = await tx.team.findFirst({
    where: { id: hostId, isExternal: false },
    select: {
      id: true,
      name: true,
      photoUrl: true,
      cityName: true,
      ownerId: true,
      joinPolicy: true,
      roster: { where: { userId: viewerId }, select: { id: true } },
    },
  });
  if (!team || (await isBlockedBetween(tx, viewerId, team.ownerId))) return null;
  // An invite-only team is only visible to people on its roster (as on team/{id}).
  if (team.joinPolicy === 'INVITE_ONLY' && team.ownerId !== viewerId && team.roster.length === 0) return null;
  return { id: team.id, name: team.name, photoUrl: team.photoUrl, city: team.cityName };
}

/** subscriptions: the users and teams the viewer follows (blocked hosts left out). */
export async function followedHosts(db: Db, viewerId: string) {
  const [users, teams] = await Promise.all([
    db.$queryRaw<{ id: string; name: string; photoUrl: string | null; city: string | null }[]>`
      SELECT u."id", COALESCE(NULLIF(u."displayName", ''), u."fullName", '') AS "name", u."photoUrl", u."cityName" AS "city"
        FROM "host_follows" f JOIN "users" u ON u."id" = f."hostId"
       WHERE f."followerId" = ${viewerId} AND NOT ${blockedBetweenSql(Prisma.sql`${viewerId}`, Prisma.sql`u."id"`)}
       ORDER BY f."createdAt" DESC`,
    db.$queryRaw<{ id: string; name: string; photoUrl: string | null; city: string | null }[]>`
      SELECT t."id", t."name", t."photoUrl", t."cityName" AS "city"
        FROM "team_follows" f JOIN "teams" t ON t."id" = f."teamId"
       WHERE f."followerId" = ${viewerId} AND NOT ${blockedBetweenSql(Prisma.sql`${viewerId}`, Prisma.sql`t."ownerId"`)}
       ORDER BY f."createdAt" DESC`,
  ]);
  return [
    ...users.map((u) => ({ ...u, kind: 'user' as const })),
    ...teams.map((t) => ({ ...t, kind: 'team' as const })),
  ];
}

/**
 * subscriptions/{hostId}: the host (a user id or a team id), whether the viewer follows it, and its upcoming
 * public events (a user's own events, not those they host for a team; a team's hosted events).
 */
export async function hostPage(db: Db, viewerId: string, hostId: string, now: Date = new Date()) {
  const asUser = await findHost(db, viewerId, 'user', hostId);
  const kind = asUser ? ('user' as const) : ('team' as const);
  const host = asUser ?? (await findHost(db, viewerId, 'team', hostId));
  if (!host) return null;
  const [following, events] = await Promise.all([
    kind === 'user'
      ? db.hostFollow.count({ where: { followerId: viewerId, hostId } })
      : db.teamFollow.count({ where: { followerId: viewerId, teamId: hostId } }),
    db.event.findMany({
      where: {
        ...(kind === 'user' ? { creatorId: hostId } : { hostingTeamId: hostId }),
        cancelled: false,
        isPrivate: false,
        dateStart: { gte: now },
        AND: [visibleEventWhere(viewerId, now)],
      },
      select: { id: true, title: true, dateStart: true, timeZone: true, locationName: true },
      orderBy: { dateStart: 'asc' },
      take: 50,
    }),
  ]);
  return { kind, host, following: following > 0, events };
}
