// The waitlist offer order (docs/waitlist-order.md): who gets a freed spot first.
//   1. When the host chose "reliable players first" (events.waitlistReliableFirst): by reliability
//      (rules.ts#compareReliability; a guest without an account counts as a new player).
//   2. The line: first come, first served with Member Plus's head start (lib/billing/entitlements.ts
//      compareWaitlist, waitlistOrderSql in SQL). Entries arrive in line order (`inLineOrder`) from SQL;
//      otherwise by waitlistedAt, then id.
import { compareReliability, NEW_RECORD, type Reliability } from './rules';
import { reliabilityFor } from './queries';
import type { Prisma } from '@/lib/generated/prisma/client';

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

/** The head of the line among `entries` (in line order from SQL, Member Plus's head start included): one query
 * for their records. */
export async function waitlistHead<T extends WaitlistEntry>(
  tx: Pick<Prisma.TransactionClient, '$queryRaw'>,
  entries: readonly T[],
  reliableFirst: boolean,
  now: Date,
): Promise<T | undefined> {
  if (!reliableFirst || entries.length < 2) return entries[0];
  const records = await reliabilityFor(
    tx,
    entries.flatMap((e) => (e.userId ? [e.userId] : [])),
    now,
  );
  return waitlistOrder(entries, { reliableFirst, records, inLineOrder: true })[0];
}
