// The waitlist offer order (docs/waitlist-order.md): who gets a freed spot first.
//   1. Member Plus priority: HOOK. lib/billing/entitlements.ts is being added on another branch; until it is
//      merged no entry has priority. When it is, pass `priority` (true for a Member Plus player) to waitlistOrder.
//   2. When the host chose "reliable players first" (events.waitlistReliableFirst): by reliability
//      (rules.ts#compareReliability; a guest without an account counts as a new player).
//   3. First come, first served: waitlistedAt, then id.
import { compareReliability, NEW_RECORD, type Reliability } from './rules';
import { reliabilityFor } from './queries';
import type { Prisma } from '@/lib/generated/prisma/client';

export type WaitlistEntry = {
  id: string;
  userId: string | null;
  waitlistedAt: Date | null;
  priority?: boolean;
};

const time = (d: Date | null) => (d ? d.getTime() : Number.MAX_SAFE_INTEGER);

/** The entries in offer order (a new array). `records` is needed only when reliableFirst. */
export function waitlistOrder<T extends WaitlistEntry>(
  entries: readonly T[],
  options: { reliableFirst: boolean; records?: ReadonlyMap<string, Reliability> },
): T[] {
  const recordOf = (e: T) => (e.userId ? options.records?.get(e.userId) : undefined) ?? NEW_RECORD;
  return [...entries].sort(
    (a, b) =>
      Number(Boolean(b.priority)) - Number(Boolean(a.priority)) ||
      (options.reliableFirst ? compareReliability(recordOf(a), recordOf(b)) : 0) ||
      time(a.waitlistedAt) - time(b.waitlistedAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The head of the line among `entries` (already in FIFO order from SQL): one query for their records. */
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
  return waitlistOrder(entries, { reliableFirst, records })[0];
}
