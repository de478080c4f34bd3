import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { HEARTBEAT_SECONDS, onlineForViewerSql } from './sql';

type Queryable = Pick<Db, '$queryRaw' | '$executeRaw'>;

/**
 * A signed-in tab's heartbeat: marks the user online. Written at most once a minute per user however many
 * tabs beat (a beat within HEARTBEAT_SECONDS of the last write changes nothing). True when it wrote.
 */
export async function heartbeat(db: Queryable, userId: string, now: Date = new Date()): Promise<boolean> {
  const written = await db.$executeRaw`
    INSERT INTO "presence" ("userId", "online", "lastSeenAt") VALUES (${userId}, true, ${now})
    ON CONFLICT ("userId") DO UPDATE SET "online" = true, "lastSeenAt" = EXCLUDED."lastSeenAt"
     WHERE NOT "presence"."online"
        OR "presence"."lastSeenAt" <= EXCLUDED."lastSeenAt" - make_interval(secs => ${HEARTBEAT_SECONDS - 1})`;
  return written === 1;
}

/** Whether `userId` shows as online to the viewer (see onlineForViewerSql). */
export async function isOnlineFor(db: Queryable, viewerId: string, userId: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ online: boolean }[]>`
    SELECT ${onlineForViewerSql(viewerId, Prisma.sql`${userId}`)} AS online`;
  return row?.online === true;
}
