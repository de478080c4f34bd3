// Pure rules of Find a sub (no I/O): quiet hours, tiers, and the choices the forms offer.

export const RADIUS_OPTIONS = [5, 10, 25, 50] as const;
export const DEFAULT_RADIUS_MILES = 10;
export const DELAY_OPTIONS = [15, 30, 60, 120] as const;
export const DEFAULT_DELAY_MINUTES = 30;
/** Requests per week a player may choose (null: no limit); new accounts start at 3. */
export const WEEKLY_LIMIT_OPTIONS = [1, 3, 5, 10, null] as const;
export const CANDIDATE_LIMIT = 50;
/** At most this many players in one request. */
export const MAX_INVITES = 50;

/** Rank groups, best first: connections and teammates, past co-players of the host, everyone else. */
export type SubTier = 'close' | 'played' | 'nearby';
export const TIER_ORDER: readonly SubTier[] = ['close', 'played', 'nearby'];

// Quiet hours (22:00–08:00 on the invitee's clock, unless the game starts within 3 h) are shared with game
// reminders: lib/notifications/quiet-hours.ts.
export { deliverAt, QUIET_END_MINUTE, QUIET_START_MINUTE, URGENT_MS } from '@/lib/notifications/quiet-hours';

/**
 * Splits a tiered request into tiers, in rank order: each rank group that has someone is one tier (so the first
 * tier is the connections and teammates when there are any). Players keep their order inside a tier.
 */
export function splitTiers<T extends { tier: SubTier }>(players: readonly T[]): T[][] {
  return TIER_ORDER.map((tier) => players.filter((p) => p.tier === tier)).filter((group) => group.length > 0);
}

/** Spots still open, or null for a game without a limit. */
export const openSpots = (e: { capacity: number | null; goingCount: number }) =>
  e.capacity === null ? null : Math.max(0, e.capacity - e.goingCount);

/** The cancel cutoff: hoursToCancelBefore before the start, or the start (tiers stop there). */
export const cancelCutoff = (e: { dateStart: Date; hoursToCancelBefore: number | null }) =>
  new Date(e.dateStart.getTime() - (e.hoursToCancelBefore ?? 0) * 3_600_000);

/** Whether a request may still ask players: not cancelled, before the cutoff, and a spot open. */
export function mayInvite(
  e: {
    cancelled: boolean;
    dateStart: Date;
    hoursToCancelBefore: number | null;
    capacity: number | null;
    goingCount: number;
  },
  now: Date,
): 'ok' | 'full' | 'closed' {
  if (e.cancelled || now.getTime() >= cancelCutoff(e).getTime()) return 'closed';
  if (openSpots(e) === 0) return 'full';
  return 'ok';
}
