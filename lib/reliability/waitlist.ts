// The waitlist offer order (docs/waitlist-order.md): who gets a freed spot first.
//   1. When the host chose "reliable players first" (events.waitlistReliableFirst): by reliability
//      (rules.ts#compareReliability; a guest without an account counts as a new player).
//   2. The line: first come, first served with Member Plus's head start (lib/billing/entitlements.ts
//      compareWaitlist, waitlistOrderSql in SQL). Entries arrive in line order (`inLineOrder`) from SQL;
//      otherwise by waitlistedAt, then id.
// lib/events/waitlist.ts waitlistLines is the one reader of that order: the offers (promoteWaitlist), the position
// on the game page and in the reminder, and the host's list all take it from there, so they never disagree.
import { compareReliability, NEW_RECORD, type Reliability } from './rules';

export type WaitlistEntry = {
  id: string;
  userId: string | null;
  waitlistedAt: Date | null;
};

const time = (d: Date | null) => (d ? d.getTime() : Number.MAX_SAFE_INTEGER);

/** The entries in offer order (a new array). `records` is needed only when reliableFirst. */
export function waitlistOrder<T extends WaitlistEntry>(
  entries: readonly T[],
  options: { reliableFirst: boolean; records?: ReadonlyMap<string, Reliability>; inLineOrder?: boolean },
): T[] {
  const recordOf = (e: T) => (e.userId ? options.records?.get(e.userId) : undefined) ?? NEW_RECORD;
  // Array.prototype.sort is stable: entries already in line order keep it within a reliability tier.
  return [...entries].sort(
    (a, b) =>
      (options.reliableFirst ? compareReliability(recordOf(a), recordOf(b)) : 0) ||
      (options.inLineOrder
        ? 0
        : time(a.waitlistedAt) - time(b.waitlistedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
}
