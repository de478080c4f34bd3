import { Prisma } from '@/lib/generated/prisma/client';
import { notBlockedSql } from '@/lib/access/blocks';

/** Online: a heartbeat within this window (tabs beat once a minute). */
export const ONLINE_WINDOW_SECONDS = 150;
/** A tab's heartbeat interval; the server also ignores beats closer than this. */
export const HEARTBEAT_SECONDS = 60;

/**
 * SQL: the user in `userIdColumn` shows as online to the viewer — a recent heartbeat, their "public online
 * status" on (null reads off, as in settings), and no block either way. The user themself always sees it.
 */
export function onlineForViewerSql(viewerId: string, userIdColumn: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM "presence" pr JOIN "users" pu ON pu."id" = pr."userId"
     WHERE pr."userId" = ${userIdColumn} AND pr."online"
       AND pr."lastSeenAt" > now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})
       AND (pu."id" = ${viewerId} OR (pu."publicOnlineStatus" IS TRUE AND ${notBlockedSql(viewerId, userIdColumn)})))`;
}
