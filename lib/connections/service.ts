import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { connectUi as m } from '@/lib/messages/places';
import { notify, type NotifyTx } from '@/lib/notifications/notify';
import { pendingRoleSql } from '@/lib/access/membership-sql';
import { discoverableSql } from '@/lib/access/discoverable';
import { isBlockedBetween, notBlockedSql } from '@/lib/access/blocks';
import { onlineForViewerSql } from '@/lib/presence/sql';
import { limits, takeAllIn } from '@/lib/rate-limit';
import { pairOf } from './schema';

// Connections: request, accept, decline, cancel, remove — each change in one transaction with its
// notification (category "connections"). A block between two people refuses a request and (a trigger on
// blocks) removes their connection.

type Tx = NotifyTx & Pick<Db, 'connection' | '$queryRaw'>;

const nameOf = async (tx: Tx, userId: string) => {
  const u = await tx.user.findUnique({
    where: { id: userId },
    select: { displayName: true, fullName: true },
  });
  return u?.displayName || u?.fullName || '';
};
const CONNECT_PATH = '/connect';

export type RequestResult =
  'requested' | 'accepted' | 'already' | 'alreadyRequested' | 'notFound' | 'limited' | 'askedRecently';

/**
 * Asks `targetId` to connect; a pending request from them is accepted instead. A new request (it notifies and
 * mails the target) is limited per day, and to the same person once a week, so cancelling and asking again
 * cannot flood them.
 */
export async function requestConnection(db: Db, viewerId: string, targetId: string): Promise<RequestResult> {
  if (viewerId === targetId) return 'notFound';
  return db.$transaction(async (tx) => {
    const target = await tx.user.findFirst({
      where: { id: targetId, emailVerified: { not: null }, hasAdditionalInfo: true },
      select: { id: true },
    });
    if (!target || (await isBlockedBetween(tx, viewerId, targetId))) return 'notFound';
    const pair = pairOf(viewerId, targetId);
    const existing = await tx.connection.findUnique({ where: { userLowId_userHighId: pair } });
    if (existing?.status === 'ACCEPTED') return 'already';
    if (existing && existing.requesterId === viewerId) return 'alreadyRequested';
    if (!existing) {
      const refused = await takeAllIn(tx, limits.connectionRequest(viewerId, targetId));
      if (refused) return refused.bucket === 'connect:pair' ? 'askedRecently' : 'limited';
    }
    const me = await nameOf(tx, viewerId);
    if (existing) {
      await tx.connection.update({ where: { userLowId_userHighId: pair }, data: { status: 'ACCEPTED' } });
      await notify(tx, targetId, {
        type: 'CONNECTION_ACCEPTED',
        category: 'connections',
        title: m.acceptedTitle,
        message: m.acceptedMessage(me),
        data: { userId: viewerId },
        url: CONNECT_PATH,
      });
      return 'accepted';
    }
    const created = await tx.connection.createMany({
      data: [{ ...pair, requesterId: viewerId, status: 'PENDING' }],
      skipDuplicates: true, // a crossing request at the same moment
    });
    if (created.count === 0) return 'alreadyRequested';
    await notify(tx, targetId, {
      type: 'CONNECTION_REQUEST',
      category: 'connections',
      title: m.requestTitle,
      message: m.requestMessage(me),
      data: { userId: viewerId },
      actorId: viewerId,
      url: CONNECT_PATH,
    });
    return 'requested';
  });
}

/** Accepts or declines the pending request `requesterId` sent the viewer; 'notFound' when there is none. */
export async function answerConnection(
  db: Db,
  viewerId: string,
  requesterId: string,
  accept: boolean,
): Promise<'accepted' | 'declined' | 'notFound'> {
  if (viewerId === requesterId) return 'notFound';
  return db.$transaction(async (tx) => {
    const where = { ...pairOf(viewerId, requesterId), requesterId, status: 'PENDING' as const };
    const { count } = accept
      ? await tx.connection.updateMany({ where, data: { status: 'ACCEPTED' } })
      : await tx.connection.deleteMany({ where });
    if (count === 0) return 'notFound';
    const me = await nameOf(tx, viewerId);
    await notify(tx, requesterId, {
      type: accept ? 'CONNECTION_ACCEPTED' : 'CONNECTION_DECLINED',
      category: 'connections',
      title: accept ? m.acceptedTitle : m.declinedTitle,
      message: accept ? m.acceptedMessage(me) : m.declinedMessage(me),
      data: { userId: viewerId },
      url: CONNECT_PATH,
    });
    return accept ? 'accepted' : 'declined';
  });
}

/**
 * Removes a connection (the other person is told) or cancels the viewer's own pending request (nobody is
 * told). 'notFound' when there is neither.
 */
export async function removeConnection(
  db: Db,
  viewerId: string,
  otherId: string,
): Promise<'removed' | 'cancelled' | 'notFound'> {
  if (viewerId === otherId) return 'notFound';
  return db.$transaction(async (tx) => {
    const pair = pairOf(viewerId, otherId);
    const accepted = await tx.connection.deleteMany({ where: { ...pair, status: 'ACCEPTED' } });
    if (accepted.count === 1) {
      await notify(tx, otherId, {
        type: 'CONNECTION_REMOVED',
        category: 'connections',
        title: m.removedTitle,
        message: m.removedMessage(await nameOf(tx, viewerId)),
        data: { userId: viewerId },
        url: CONNECT_PATH,
      });
      return 'removed';
    }
    const mine = await tx.connection.deleteMany({
      where: { ...pair, status: 'PENDING', requesterId: viewerId },
    });
    return mine.count === 1 ? 'cancelled' : 'notFound';
  });
}

export type ConnectionPerson = {
  id: string;
  displayName: string | null;
  photoUrl: string | null;
  cityName: string | null;
  since: Date;
  /** Shows as online to the viewer (presence, their setting, no block). */
  online: boolean;
};
export type SuggestedPerson = Omit<ConnectionPerson, 'since'> & { playedWith: number; sharedTeams: number };

type Queryable = Pick<Db, '$queryRaw'>;

/**
 * The connect page: connections, incoming and outgoing requests (never anyone blocked either way), and
 * suggestions — people the viewer played with (both held a spot in the same game) or shares a team with (as
 * owner or accepted member: pending invitations and join requests do not count, on either side), who
 * let themselves be found, not yet connected or asked either way.
 */
export async function connectionLists(db: Queryable, viewerId: string) {
  const people = await db.$queryRaw<(ConnectionPerson & { status: string; requesterId: string })[]>`
    SELECT u."id", u."displayName", u."photoUrl", u."cityName", c."createdAt" AS "since",
           ${onlineForViewerSql(viewerId, Prisma.sql`u."id"`)} AS "online",
           c."status"::text AS "status", c."requesterId"
      FROM "connections" c
      JOIN "users" u ON u."id" = CASE WHEN c."userLowId" = ${viewerId} THEN c."userHighId" ELSE c."userLowId" END
     WHERE (c."userLowId" = ${viewerId} OR c."userHighId" = ${viewerId})
       AND ${notBlockedSql(viewerId, Prisma.sql`u."id"`)}
     ORDER BY lower(u."displayName") NULLS LAST, u."id"`;
  const strip = ({ status: _s, requesterId: _r, ...p }: (typeof people)[number]) => p;
  const suggestions = await db.$queryRaw<SuggestedPerson[]>`
    WITH played AS (
      SELECT other."userId" AS id, count(DISTINCT other."eventId")::int AS n
        FROM "event_participants" me
        JOIN "event_participants" other ON other."eventId" = me."eventId" AND other."userId" <> me."userId"
       WHERE me."userId" = ${viewerId} AND me."status" = 'GOING' AND other."status" = 'GOING'
       GROUP BY other."userId"
    ), my_teams AS (
      SELECT t."id" FROM "teams" t WHERE t."ownerId" = ${viewerId}
      UNION SELECT r."teamId" FROM "roster_entries" r WHERE r."userId" = ${viewerId} AND NOT ${pendingRoleSql(Prisma.sql`r."role"`)}
    ), shared AS (
      SELECT x.id, count(DISTINCT x.team)::int AS n FROM (
        SELECT r."userId" AS id, r."teamId" AS team FROM "roster_entries" r
         WHERE r."teamId" IN (SELECT id FROM my_teams) AND r."userId" IS NOT NULL
           AND NOT ${pendingRoleSql(Prisma.sql`r."role"`)}
        UNION ALL
        SELECT t."ownerId", t."id" FROM "teams" t WHERE t."id" IN (SELECT id FROM my_teams)
      ) x WHERE x.id <> ${viewerId} GROUP BY x.id
    ), candidates AS (
      SELECT COALESCE(p.id, s.id) AS id, COALESCE(p.n, 0) AS "playedWith", COALESCE(s.n, 0) AS "sharedTeams"
        FROM played p FULL JOIN shared s ON s.id = p.id
    )
    SELECT u."id", u."displayName", u."photoUrl", u."cityName", c."playedWith", c."sharedTeams",
           ${onlineForViewerSql(viewerId, Prisma.sql`u."id"`)} AS "online"
      FROM candidates c JOIN "users" u ON u."id" = c.id
     WHERE u."emailVerified" IS NOT NULL AND u."hasAdditionalInfo" AND ${discoverableSql('u')}
       AND ${notBlockedSql(viewerId, Prisma.sql`u."id"`)}
       AND NOT EXISTS (SELECT 1 FROM "connections" k
                        WHERE k."userLowId" = LEAST(${viewerId}, u."id") AND k."userHighId" = GREATEST(${viewerId}, u."id"))
     ORDER BY c."playedWith" + c."sharedTeams" DESC, lower(u."displayName"), u."id"
     LIMIT 12`;
  return {
    connections: people.filter((p) => p.status === 'ACCEPTED').map(strip),
    incoming: people.filter((p) => p.status === 'PENDING' && p.requesterId !== viewerId).map(strip),
    outgoing: people.filter((p) => p.status === 'PENDING' && p.requesterId === viewerId).map(strip),
    suggestions,
  };
}
