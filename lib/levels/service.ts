import 'server-only';
import type { Db } from '@/lib/db';
import { isOnScale, scaleFor, type LevelScale } from './rules';

export type SetLevelStatus = 'saved' | 'cleared' | 'sportUnknown' | 'offScale';

/** Sets (or, with level null, clears) the caller's level for a sport. */
export async function setPlayerLevel(
  db: Db,
  userId: string,
  input: { gameTypeId: string; level: number | null; private: boolean },
  source: 'SELF' | 'QUIZ' = 'SELF',
): Promise<SetLevelStatus> {
  const sport = await db.gameType.findUnique({ where: { id: input.gameTypeId }, select: { label: true } });
  if (!sport) return 'sportUnknown';
  if (input.level === null) {
    await db.playerLevel.deleteMany({ where: { userId, gameTypeId: input.gameTypeId } });
    return 'cleared';
  }
  if (!isOnScale(scaleFor(sport.label), input.level)) return 'offScale';
  await db.playerLevel.upsert({
    where: { userId_gameTypeId: { userId, gameTypeId: input.gameTypeId } },
    create: { userId, gameTypeId: input.gameTypeId, level: input.level, private: input.private, source },
    update: { level: input.level, private: input.private, source },
  });
  return 'saved';
}

export type ShownLevel = {
  gameTypeId: string;
  sport: string;
  scale: LevelScale;
  level: number;
  private: boolean;
};

/**
 * A player's levels: all of them for the player, the public ones for anyone else.
 */
export async function levelsOf(db: Db, userId: string, viewerId: string | null): Promise<ShownLevel[]> {
  const rows = await db.playerLevel.findMany({
    where: { userId, ...(viewerId === userId ? {} : { private: false }) },
    select: {
      gameTypeId: true,
      level: true,
      private: true,
      gameType: { select: { label: true, sortOrder: true } },
    },
    orderBy: { gameType: { sortOrder: 'asc' } },
  });
  return rows.map((r) => ({
    gameTypeId: r.gameTypeId,
    sport: r.gameType.label,
    scale: scaleFor(r.gameType.label),
    level: r.level,
    private: r.private,
  }));
}
