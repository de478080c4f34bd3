import { Prisma } from '@/lib/generated/prisma/client';
import { pendingRoleSql } from './membership-sql';
import { teamsOfUserWhere } from './membership-where';

/**
 * Who may see an event, as a Prisma filter (blocks with the host are checked on top, by e-mail too, with
 * lib/access/blocks): public events; private ones once makePublicAfter has passed; otherwise the host,
 * anyone with an RSVP row (joiners, waitlisted, pending) and members of the hosting team. Visitors who are
 * not signed in see only the public ones. A player asked to sub (Find a sub) sees the game they were asked to.
 */
export function visibleEventWhere(viewerId: string | null, now: Date): Prisma.EventWhereInput {
  const open: Prisma.EventWhereInput[] = [{ isPrivate: false }, { makePublicAfter: { lte: now } }];
  if (!viewerId) return { OR: open };
  return {
    OR: [
      ...open,
      { creatorId: viewerId },
      { participants: { some: { userId: viewerId } } },
      { subInvitations: { some: { userId: viewerId, status: { in: ['SENT', 'JOINED', 'DECLINED'] } } } },
      { hostingTeam: teamsOfUserWhere(viewerId) },
    ],
  };
}

/**
 * visibleEventWhere as a SQL condition on an events row (an alias such as `e`), for raw reads that check the
 * game and read more in the same statement (the game chat). The same rule, clause by clause; a test holds the
 * two to the same answers (tests/integration/game-chat.test.ts).
 */
export function visibleEventSql(alias: string, viewerId: string | null, now: Date): Prisma.Sql {
  const e = Prisma.raw(alias);
  const open = Prisma.sql`(NOT ${e}."isPrivate" OR ${e}."makePublicAfter" <= ${now})`;
  if (!viewerId) return open;
  return Prisma.sql`(${open}
    OR ${e}."creatorId" = ${viewerId}
    OR EXISTS (SELECT 1 FROM "event_participants" vp WHERE vp."eventId" = ${e}."id" AND vp."userId" = ${viewerId})
    OR EXISTS (SELECT 1 FROM "sub_invitations" vs
                WHERE vs."eventId" = ${e}."id" AND vs."userId" = ${viewerId}
                  AND vs."status"::text IN ('SENT', 'JOINED', 'DECLINED'))
    OR EXISTS (SELECT 1 FROM "teams" vt
                WHERE vt."id" = ${e}."hostingTeamId"
                  AND (vt."ownerId" = ${viewerId} OR EXISTS (
                    SELECT 1 FROM "roster_entries" vr
                     WHERE vr."teamId" = vt."id" AND vr."userId" = ${viewerId}
                       AND NOT ${pendingRoleSql(Prisma.sql`vr."role"`)}))))`;
}

/** Teams a user may host a game for: those they own, or administer or manage on the roster. */
export const hostableTeamWhere = (userId: string) =>
  ({
    OR: [
      { ownerId: userId },
      {
        roster: {
          some: {
            userId,
            OR: [
              { role: { equals: 'admin', mode: 'insensitive' } },
              { role: { equals: 'owner', mode: 'insensitive' } },
              { role: { equals: 'manager', mode: 'insensitive' } },
            ],
          },
        },
      },
    ],
  }) satisfies Prisma.TeamWhereInput;

/** Events a user may manage: the ones they host, and those of a team they may host for (co-hosts). */
export const manageableEventWhere = (userId: string) =>
  ({
    OR: [{ creatorId: userId }, { hostingTeam: hostableTeamWhere(userId) }],
  }) satisfies Prisma.EventWhereInput;

/**
 * hostableTeamWhere as a SQL condition on a team id (a value, or a column such as e."hostingTeamId"), for raw
 * reads: the event page's co-host check, home's approval tasks.
 */
export const hostableTeamSql = (teamId: string | null | Prisma.Sql, userId: string) => Prisma.sql`EXISTS (
  SELECT 1 FROM "teams" t
   WHERE t."id" = ${teamId}
     AND (t."ownerId" = ${userId} OR EXISTS (
       SELECT 1 FROM "roster_entries" r
        WHERE r."teamId" = t."id" AND r."userId" = ${userId}
          AND lower(r."role") IN ('admin', 'owner', 'manager'))))`;
