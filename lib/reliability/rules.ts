// Pure rules of the reliability record (no I/O). A player's record counts, over the last 12 months:
// - games: going spots in games that ended (not cancelled) where the host did not mark them a no-show;
// - no-shows: going spots the host marked "no-show" after the game (EventParticipant.noShow);
// - late drops: going spots given up after the game's cancel cutoff (recorded in event_drops when they happen).
// The record is seen by the player and by hosts (host, co-hosts) of a game the player is in, never by others.

export const WINDOW_DAYS = 365;
/** With fewer commitments than this (games + no-shows + late drops) the record says "New player". */
export const MIN_COMMITMENTS = 3;
/** When the host set no cancel cutoff, leaving less than this before the start is a late drop. */
export const DEFAULT_LATE_DROP_HOURS = 2;
/** Share of commitments broken (no-shows + late drops) up to which a player is "Reliable". */
export const RELIABLE_MAX_RATE = 0.1;
/** ... and up to which "Mostly reliable"; above it "Often drops out". */
export const MOSTLY_MAX_RATE = 0.25;

export type ReliabilityTier = 'new' | 'reliable' | 'mostly' | 'unreliable';
/** Best first: the waitlist's "reliable players first" order. A new player ranks after reliable ones. */
export const TIER_RANK: Record<ReliabilityTier, number> = { reliable: 0, mostly: 1, new: 2, unreliable: 3 };

export type ReliabilityCounts = { games: number; lateDrops: number; noShows: number };
export type Reliability = ReliabilityCounts & { tier: ReliabilityTier };

/** Start of the window the record counts. */
export const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_DAYS * 86_400_000);

/**
 * Whether giving up a going spot at `at` is a late drop: after the cancel cutoff (hoursToCancelBefore before the
 * start, or DEFAULT_LATE_DROP_HOURS when the host set none). Leaving after the start is not possible; a waitlist
 * place or a pending request given up is never a drop.
 */
export function isLateDrop(e: { dateStart: Date; hoursToCancelBefore: number | null }, at: Date): boolean {
  const hours = e.hoursToCancelBefore ?? DEFAULT_LATE_DROP_HOURS;
  return at.getTime() > e.dateStart.getTime() - hours * 3_600_000;
}

/** The tier for these counts. */
export function reliabilityOf(c: ReliabilityCounts): Reliability {
  const broken = c.lateDrops + c.noShows;
  const total = c.games + broken;
  const rate = total === 0 ? 0 : broken / total;
  const tier: ReliabilityTier =
    total < MIN_COMMITMENTS
      ? 'new'
      : rate <= RELIABLE_MAX_RATE
        ? 'reliable'
        : rate <= MOSTLY_MAX_RATE
          ? 'mostly'
          : 'unreliable';
  return { ...c, tier };
}

/** What the record counts, from raw facts; the SQL in queries.ts computes the same for many players at once. */
export type ParticipationFact = {
  status: string;
  noShow: boolean;
  /** Put on by a team practice's "going unless you say no" and never confirmed by the player. */
  byDefault?: boolean;
  /** The player answered the mark; a host confirmed it after the answer. */
  noShowAnsweredAt?: Date | null;
  noShowConfirmedAt?: Date | null;
  cancelled: boolean;
  dateStart: Date;
  endsAt: Date;
};
export type DropFact = { late: boolean; droppedAt: Date; cancelled: boolean };

/**
 * Whether a no-show mark counts against the player (docs/no-shows.md): not for a by-default row the player never
 * confirmed, nor for a mark the player answered until a host confirms it.
 */
export const noShowCounts = (
  p: Pick<ParticipationFact, 'noShow' | 'byDefault' | 'noShowAnsweredAt' | 'noShowConfirmedAt'>,
) => p.noShow && !p.byDefault && (!p.noShowAnsweredAt || !!p.noShowConfirmedAt);

export function countRecord(parts: ParticipationFact[], drops: DropFact[], now: Date): ReliabilityCounts {
  const from = windowStart(now).getTime();
  const t = now.getTime();
  const counted = parts.filter(
    (p) => p.status === 'GOING' && !p.cancelled && p.endsAt.getTime() < t && p.dateStart.getTime() >= from,
  );
  return {
    games: counted.filter((p) => !p.noShow).length,
    noShows: counted.filter(noShowCounts).length,
    lateDrops: drops.filter(
      (d) => d.late && !d.cancelled && d.droppedAt.getTime() >= from && d.droppedAt.getTime() <= t,
    ).length,
  };
}

/** Sort key, best first: by tier, then fewer broken commitments per commitment, then more games. */
export function compareReliability(a: Reliability, b: Reliability): number {
  if (TIER_RANK[a.tier] !== TIER_RANK[b.tier]) return TIER_RANK[a.tier] - TIER_RANK[b.tier];
  const rate = (r: Reliability) => {
    const total = r.games + r.lateDrops + r.noShows;
    return total === 0 ? 0 : (r.lateDrops + r.noShows) / total;
  };
  return rate(a) - rate(b) || b.games - a.games;
}

export const NEW_RECORD: Reliability = { games: 0, lateDrops: 0, noShows: 0, tier: 'new' };
