import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';

// The one block rule. Every feature that lists or reaches other users (user search, messages, players near
// you, availability, profiles, family, events, activity alerts) asks it here, in SQL or through the helpers
// below, which are all built on `blockedBetweenSql`. A block row says "blocker does not want blockedUser /
// blockedEmail"; it works both ways: neither side sees or reaches the other. A block by e-mail address
// alone (a list member who was not on the platform yet) matches the account whose primary address it is,
// in any letter case. Both branches start from the blocker, so each is a lookup on blocks' unique
// (blockerId, …) indexes.

type Queryable = Pick<Db, '$queryRaw'>;

const emailOf = (userId: Prisma.Sql, alias: string) =>
  Prisma.sql`(SELECT lower(${Prisma.raw(alias)}."email") FROM "users" ${Prisma.raw(alias)} WHERE ${Prisma.raw(alias)}."id" = ${userId})`;

/**
 * SQL condition, true when the users `a` and `b` (SQL expressions for user ids, e.g. `u."id"` or a bound
 * parameter) have a block between them in either direction.
 */
export function blockedBetweenSql(a: Prisma.Sql, b: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(
    EXISTS (SELECT 1 FROM "blocks" blk_ab WHERE blk_ab."blockerId" = ${a}
             AND (blk_ab."blockedUserId" = ${b} OR lower(blk_ab."blockedEmail") = ${emailOf(b, 'blk_eb')}))
    OR EXISTS (SELECT 1 FROM "blocks" blk_ba WHERE blk_ba."blockerId" = ${b}
             AND (blk_ba."blockedUserId" = ${a} OR lower(blk_ba."blockedEmail") = ${emailOf(a, 'blk_ea')}))
  )`;
}

/**
 * SQL condition, true when the user in `userIdColumn` and the viewer have not blocked each other.
 * Use it in a WHERE clause: `WHERE ${notBlockedSql(viewer.id, Prisma.sql`u."id"`)}`.
 */
export function notBlockedSql(viewerId: string, userIdColumn: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`NOT ${blockedBetweenSql(Prisma.sql`${viewerId}`, userIdColumn)}`;
}

/**
 * SQL subquery (parenthesised): the ids of every user with a block between them and the viewer, either way —
 * the rule of blockedBetweenSql as a set. `col NOT IN (blockedUserIdsSql)` is evaluated once per
 * statement as a hashed set instead of two lookups per row, which matters where a scan tests many rows (search).
 * Users' addresses are stored lower-case (the sign-up schema lower-cases them), so a block by address finds its
 * account through the unique e-mail index; the address on the block is compared in any case.
 */
export function blockedUserIdsSql(viewerId: string): Prisma.Sql {
  return Prisma.sql`(
    SELECT b."blockedUserId" FROM "blocks" b WHERE b."blockerId" = ${viewerId} AND b."blockedUserId" IS NOT NULL
    UNION ALL
    SELECT u."id" FROM "blocks" b JOIN "users" u ON u."email" = lower(b."blockedEmail")
     WHERE b."blockerId" = ${viewerId}
    UNION ALL
    SELECT b."blockerId" FROM "blocks" b WHERE b."blockedUserId" = ${viewerId}
    UNION ALL
    SELECT b."blockerId" FROM "blocks" b
     WHERE lower(b."blockedEmail") = (SELECT lower(v."email") FROM "users" v WHERE v."id" = ${viewerId}))`;
}

/** True when one of the two users blocked the other. A user never blocks themself. */
export async function isBlockedBetween(db: Queryable, userA: string, userB: string): Promise<boolean> {
  if (userA === userB) return false;
  const [row] = await db.$queryRaw<{ blocked: boolean }[]>`
    SELECT ${blockedBetweenSql(Prisma.sql`${userA}`, Prisma.sql`${userB}`)} AS blocked`;
  return row?.blocked === true;
}

/** The ids among `candidates` that have a block with `userId` in either direction (one query). */
export async function blockedAmong(
  db: Queryable,
  userId: string,
  candidates: string[],
): Promise<Set<string>> {
  const others = [...new Set(candidates)].filter((id) => id !== userId);
  if (others.length === 0) return new Set();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT c.id FROM unnest(${others}::text[]) AS c(id)
     WHERE ${blockedBetweenSql(Prisma.sql`${userId}`, Prisma.sql`c.id`)}`;
  return new Set(rows.map((r) => r.id));
}

/**
 * Ids of every user the viewer blocked or was blocked by. The candidates are gathered from the block rows
 * that mention the viewer, then confirmed by the same rule as everywhere else.
 */
export async function blockedEitherWay(db: Queryable, viewerId: string): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    WITH candidates AS (
      SELECT b."blockedUserId" AS id FROM "blocks" b
       WHERE b."blockerId" = ${viewerId} AND b."blockedUserId" IS NOT NULL
      UNION
      SELECT u."id" FROM "blocks" b JOIN "users" u ON u."email" = lower(b."blockedEmail")
       WHERE b."blockerId" = ${viewerId}
      UNION
      SELECT b."blockerId" FROM "blocks" b WHERE b."blockedUserId" = ${viewerId}
      UNION
      SELECT b."blockerId" FROM "blocks" b
       WHERE lower(b."blockedEmail") = ${emailOf(Prisma.sql`${viewerId}`, 'me')}
    )
    SELECT c.id FROM candidates c
     WHERE c.id <> ${viewerId} AND ${blockedBetweenSql(Prisma.sql`${viewerId}`, Prisma.sql`c.id`)}`;
  return new Set(rows.map((r) => r.id));
}
