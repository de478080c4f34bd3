import 'server-only';
import { db } from '@/lib/db';
import { levelsOf as levelsOnScale, scaleFor } from './rules';
import { levelsOf } from './service';

/** Settings → Sports: one row per sport the player marked (and any sport they already rated). */
export async function levelRowsFor(userId: string) {
  const [sports, levels] = await Promise.all([
    db.userSport.findMany({
      where: { userId },
      select: { gameTypeId: true, gameType: { select: { label: true, sortOrder: true } } },
      orderBy: { gameType: { sortOrder: 'asc' } },
    }),
    levelsOf(db, userId, userId),
  ]);
  const byId = new Map(levels.map((l) => [l.gameTypeId, l]));
  const ids = new Set(sports.map((s) => s.gameTypeId));
  const rows = sports.map((s) => ({ gameTypeId: s.gameTypeId, sport: s.gameType.label }));
  for (const l of levels) if (!ids.has(l.gameTypeId)) rows.push({ gameTypeId: l.gameTypeId, sport: l.sport });
  return rows.map((r) => ({
    ...r,
    options: levelsOnScale(scaleFor(r.sport)),
    level: byId.get(r.gameTypeId)?.level ?? null,
    private: byId.get(r.gameTypeId)?.private ?? false,
  }));
}

/** The levels others may see on a profile or player card ("Pickleball 3.5"). */
export async function shownLevels(userId: string, viewerId: string | null) {
  return (await levelsOf(db, userId, viewerId)).map((l) => ({
    sport: l.sport,
    label: levelsOnScale(l.scale).find((o) => o.ordinal === l.level)?.label ?? String(l.level),
    private: l.private,
  }));
}
