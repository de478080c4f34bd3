import { Badge } from '@/components/ui';
import { rangeLabel, scaleFor } from '@/lib/levels/rules';
import { levelsMessages as m } from '@/lib/messages/levels';

/** A game's level range as a badge ("Level 3.0–4.0"); nothing for a game without one. */
export function LevelBadge({ sport, min, max }: { sport: string; min: number | null; max: number | null }) {
  const label = rangeLabel(scaleFor(sport), { min, max });
  return label ? <Badge tone="success">{m.levelBadge(label)}</Badge> : null;
}
