// Skill levels (issue 32 §3): pure rules, no database. Every level is stored as one ordinal (a small integer),
// so a player's level and a game's range compare with plain integer comparisons in SQL and here alike.
//
// Two scales:
// - "rating" (pickleball, tennis): 2.0–5.5 in 0.5 steps; the ordinal is the rating × 10 (20, 25, … 55).
// - "band" (every other sport): Beginner / Intermediate / Advanced / Competitive; each band sits at the rating
//   its players usually have (20, 30, 40, 50), so a band and a rating compare on the same line.

import { levelsMessages } from '@/lib/messages/levels';

export type LevelScale = 'rating' | 'band';

export const RATING_SPORTS = ['pickleball', 'tennis'] as const;

export const BANDS = [20, 30, 40, 50].map((ordinal) => ({ ordinal, label: levelsMessages.bands[ordinal] }));

export const RATING_MIN = 20;
export const RATING_MAX = 55;
export const RATING_STEP = 5;

/** The lowest and highest ordinal any scale uses (database check constraints use the same bounds). */
export const ORDINAL_MIN = 20;
export const ORDINAL_MAX = 55;

/** The scale a sport uses, from its game type's label ("Pickleball" → rating). */
export function scaleFor(sportLabel: string): LevelScale {
  return (RATING_SPORTS as readonly string[]).includes(sportLabel.trim().toLowerCase()) ? 'rating' : 'band';
}

/** The levels a player can pick for a sport, lowest first. */
export function levelsOf(scale: LevelScale): { ordinal: number; label: string }[] {
  if (scale === 'band') return BANDS.map((b) => ({ ...b }));
  const out: { ordinal: number; label: string }[] = [];
  for (let o = RATING_MIN; o <= RATING_MAX; o += RATING_STEP)
    out.push({ ordinal: o, label: (o / 10).toFixed(1) });
  return out;
}

/** Whether an ordinal is a level on the scale (3.5 is on the rating scale, not a band; 30 is both). */
export function isOnScale(scale: LevelScale, ordinal: number): boolean {
  return levelsOf(scale).some((l) => l.ordinal === ordinal);
}

/** The label of an ordinal on a scale: "3.5", "Intermediate". A value off the scale is snapped to the nearest. */
export function levelLabel(scale: LevelScale, ordinal: number): string {
  return levelsOf(scale).reduce((best, l) =>
    Math.abs(l.ordinal - ordinal) < Math.abs(best.ordinal - ordinal) ? l : best,
  ).label;
}

/** The ordinal of a rating ("3.5", 3.5) or band label ("intermediate"), or null when it is neither. */
export function parseLevel(scale: LevelScale, value: string | number): number | null {
  const text = String(value).trim().toLowerCase();
  const found = levelsOf(scale).find(
    (l) => l.label.toLowerCase() === text || (scale === 'rating' && Number(text) * 10 === l.ordinal),
  );
  return found ? found.ordinal : null;
}

/** A game's level range: either bound may be open (null). */
export type LevelRange = { min: number | null; max: number | null };

/** A valid range: each bound on the sport's scale, min ≤ max. */
export function isValidRange(scale: LevelScale, range: LevelRange): boolean {
  if (range.min !== null && !isOnScale(scale, range.min)) return false;
  if (range.max !== null && !isOnScale(scale, range.max)) return false;
  return range.min === null || range.max === null || range.min <= range.max;
}

export const hasRange = (range: LevelRange) => range.min !== null || range.max !== null;

/**
 * Whether a player's level matches a game's range. A game without a range matches everyone; a player without a
 * level for the sport matches only games without a range.
 */
export function levelMatches(level: number | null, range: LevelRange): boolean {
  if (!hasRange(range)) return true;
  if (level === null) return false;
  return (range.min === null || level >= range.min) && (range.max === null || level <= range.max);
}

/** "3.0–4.0", "3.5+", "up to Intermediate", "Beginner", or null without a range. */
export function rangeLabel(scale: LevelScale, range: LevelRange): string | null {
  const { min, max } = range;
  if (min === null && max === null) return null;
  if (min !== null && max !== null)
    return min === max ? levelLabel(scale, min) : `${levelLabel(scale, min)}–${levelLabel(scale, max)}`;
  if (min !== null) return `${levelLabel(scale, min)}+`;
  return levelsMessages.upTo(levelLabel(scale, max as number));
}

/** The pickleball quiz's result ('2-0' … '4-0', where 4-0 means 4.0+) as a rating ordinal. */
export function ordinalFromQuiz(level: string): number | null {
  const m = /^([2-5])-([05])$/.exec(level);
  if (!m) return null;
  const ordinal = Number(m[1]) * 10 + Number(m[2]);
  return ordinal >= RATING_MIN && ordinal <= RATING_MAX ? ordinal : null;
}

/**
 * Sub-finder order (stable): players inside the range first, then the rest in their given order. With
 * `require`, players outside the range are dropped.
 */
export function rankByLevel<T>(
  players: readonly T[],
  levelOf: (p: T) => number | null,
  range: LevelRange,
  require = false,
): T[] {
  if (!hasRange(range)) return [...players];
  const inside = players.filter((p) => levelMatches(levelOf(p), range));
  if (require) return inside;
  return [...inside, ...players.filter((p) => !levelMatches(levelOf(p), range))];
}

/**
 * Discover's "games at my level" (on by default): a game is shown when it has no range, when the player has no
 * level for its sport (the filter only applies to sports the player rated), or when the level is inside it.
 */
export function shownAtMyLevel(level: number | null, range: LevelRange): boolean {
  return level === null || levelMatches(level, range);
}

/**
 * What hosts' ratings say about a player's level in a sport: how many, and their median on the scale (the
 * lower middle for an even count, snapped to the scale). The self-rating is never replaced by it.
 */
export function hostConfidence(
  scale: LevelScale,
  ratings: readonly number[],
): { count: number; level: number } | null {
  if (ratings.length === 0) return null;
  const sorted = [...ratings].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const snapped = levelsOf(scale).reduce((best, l) =>
    Math.abs(l.ordinal - median) < Math.abs(best.ordinal - median) ? l : best,
  ).ordinal;
  return { count: ratings.length, level: snapped };
}
