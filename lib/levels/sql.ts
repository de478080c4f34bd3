import { Prisma } from '@/lib/generated/prisma/client';

// The level rules of ./rules.ts as SQL conditions, for queries that filter or rank in the database. Property
// tests (tests/integration/levels-sql.test.ts) hold them to the pure functions.

/** levelMatches(level, range) for a level expression and an events row alias's levelMin/levelMax. */
export function levelMatchesSql(level: Prisma.Sql, event: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`((${event}."levelMin" IS NULL AND ${event}."levelMax" IS NULL)
    OR (${level} IS NOT NULL
        AND (${event}."levelMin" IS NULL OR ${level} >= ${event}."levelMin")
        AND (${event}."levelMax" IS NULL OR ${level} <= ${event}."levelMax")))`;
}

/** The viewer's level for the sport of the events row `event` (null without one). */
export function viewerLevelSql(viewerId: string, event: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT pl."level" FROM "player_levels" pl
                      WHERE pl."userId" = ${viewerId} AND pl."gameTypeId" = ${event}."gameTypeId")`;
}

/** shownAtMyLevel(viewer's level for the game's sport, the game's range). */
export function atMyLevelSql(viewerId: string, event: Prisma.Sql = Prisma.sql`e`): Prisma.Sql {
  const level = viewerLevelSql(viewerId, event);
  return Prisma.sql`(${level} IS NULL OR ${levelMatchesSql(level, event)})`;
}

/** levelMatches(level, range) for a level expression and a range given as values (null bounds are open). */
export function levelInRangeSql(
  level: Prisma.Sql,
  range: { min: number | null; max: number | null },
): Prisma.Sql {
  if (range.min === null && range.max === null) return Prisma.sql`true`;
  return Prisma.sql`(${level} IS NOT NULL
    AND (${range.min}::int IS NULL OR ${level} >= ${range.min}::int)
    AND (${range.max}::int IS NULL OR ${level} <= ${range.max}::int))`;
}

/** A user's level for a sport (null without one), `userId` being an SQL expression. */
export function userLevelSql(userId: Prisma.Sql, gameTypeId: string): Prisma.Sql {
  return Prisma.sql`(SELECT pl."level" FROM "player_levels" pl
                      WHERE pl."userId" = ${userId} AND pl."gameTypeId" = ${gameTypeId})`;
}
