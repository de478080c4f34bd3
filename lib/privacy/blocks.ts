import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';

// Blocking, in SQL, for every feature that lists or reaches other users (user search, messages,
// players near you, availability). A block row says "blocker does not want blockedUser / blockedEmail";
// it works both ways: neither side sees or reaches the other. A block by e-mail address alone (a list
// member who was not on the platform yet) matches the account that holds that primary address.

type Queryable = Pick<Db, '$queryRaw'>;

/**
 * SQL condition, true when the user in `userIdColumn` and the viewer have not blocked each other.
 * Use it in a WHERE clause: `WHERE ${notBlockedSql(viewer.id, Prisma.sql`u."id"`)}`.
 * Each branch is an index lookup (blocks by blocker, blocks by blocked user / e-mail).
 */
export function notBlockedSql(viewerId: string, userIdColumn: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (
    SELECT 1 FROM "blocks" nb
    WHERE (nb."blockerId" = ${viewerId}
           AND (nb."blockedUserId" = ${userIdColumn}
                OR nb."blockedEmail" = (SELECT nbu."email" FROM "users" nbu WHERE nbu."id" = ${userIdColumn})))
       OR (nb."blockerId" = ${userIdColumn}
           AND (nb."blockedUserId" = ${viewerId}
                OR nb."blockedEmail" = (SELECT nbv."email" FROM "users" nbv WHERE nbv."id" = ${viewerId})))
  )`;
}

/** Ids of every user the viewer blocked or was blocked by (by id or by the e-mail address). */
export async function blockedEitherWay(db: Queryable, viewerId: string): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT b."blockedUserId" AS id FROM "blocks" b
     WHERE b."blockerId" = ${viewerId} AND b."blockedUserId" IS NOT NULL
    UNION
    SELECT u."id" FROM "blocks" b JOIN "users" u ON u."email" = b."blockedEmail"
     WHERE b."blockerId" = ${viewerId}
    UNION
    SELECT b."blockerId" FROM "blocks" b WHERE b."blockedUserId" = ${viewerId}
    UNION
    SELECT b."blockerId" FROM "blocks" b JOIN "users" me ON me."email" = b."blockedEmail"
     WHERE me."id" = ${viewerId}`;
  return new Set(rows.map((r) => r.id));
}

/** True when one of the two users blocked the other. */
export async function isBlockedBetween(db: Queryable, userA: string, userB: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ free: boolean }[]>`
    SELECT ${notBlockedSql(userA, Prisma.sql`${userB}`)} AS free`;
  return !row?.free;
}
