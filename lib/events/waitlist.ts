// A game's waitlist in offer order, and each player's place in it (docs/waitlist-order.md): the one reader of
// the order, used by the offers (service.ts promoteWaitlist), the game page and the reminder (the position) and
// the manage page (the host's list), so they never disagree.
import { Prisma } from '@/lib/generated/prisma/client';
import { waitlistOrderSql } from '@/lib/billing/limits';
import { reliabilityFor } from '@/lib/reliability/queries';
import { waitlistOrder, type WaitlistEntry } from '@/lib/reliability/waitlist';

/** A waitlisted row of a game, as waitlistLines gives it. */
export type LineEntry = WaitlistEntry & {
  eventId: string;
  guestCount: number;
  slotGroupId: string | null;
  /** False when the row's slot group is full for it and its guests (it is passed over, not dropped). */
  groupHasRoom: boolean;
};

type Queryable = Pick<Prisma.TransactionClient, '$queryRaw'>;

/**
 * The waitlists of these games, each in offer order (docs/waitlist-order.md): the line from SQL (FIFO with Member
 * Plus's head start), reordered by reliability for games whose host chose "reliable players first". Two queries
 * whatever the number of games (the rows, then the records when some game needs them). `lock` takes the rows
 * FOR UPDATE (promoteWaitlist, inside its transaction).
 */
export async function waitlistLines(
  tx: Queryable,
  eventIds: readonly string[],
  now: Date,
  options: { lock?: boolean } = {},
): Promise<Map<string, LineEntry[]>> {
  const lines = new Map<string, LineEntry[]>();
  if (eventIds.length === 0) return lines;
  const rows = await tx.$queryRaw<(LineEntry & { reliableFirst: boolean })[]>`
    SELECT p."id", p."eventId", p."userId", p."guestCount", p."slotGroupId", p."waitlistedAt",
           (g."id" IS NULL OR g."goingCount" + 1 + p."guestCount" <= g."capacity") AS "groupHasRoom",
           e."waitlistReliableFirst" AS "reliableFirst"
      FROM "event_participants" p
      JOIN "events" e ON e."id" = p."eventId"
      LEFT JOIN "event_slot_groups" g ON g."id" = p."slotGroupId"
     WHERE p."eventId" IN (${Prisma.join([...new Set(eventIds)])}) AND p."status" = 'WAITLIST'
     ORDER BY p."eventId", ${waitlistOrderSql('p')}, p."id" ${options.lock ? Prisma.sql`FOR UPDATE OF p` : Prisma.empty}`;
  const reliableFirst = new Set(rows.filter((r) => r.reliableFirst).map((r) => r.eventId));
  const records =
    reliableFirst.size > 0
      ? await reliabilityFor(
          tx,
          rows.flatMap((r) => (r.userId && reliableFirst.has(r.eventId) ? [r.userId] : [])),
          now,
        )
      : undefined;
  for (const { reliableFirst: _r, ...row } of rows) {
    const line = lines.get(row.eventId) ?? [];
    line.push(row);
    lines.set(row.eventId, line);
  }
  for (const [eventId, line] of lines)
    lines.set(
      eventId,
      waitlistOrder(line, { reliableFirst: reliableFirst.has(eventId), records, inLineOrder: true }),
    );
  return lines;
}

/**
 * Each waitlisted row's place in its game's offer order (1 = offered the next spot that fits it), by participant
 * id: what the game page and the reminder show. Everyone ahead in the line counts, whatever their slot group.
 */
export async function waitlistPositions(
  tx: Queryable,
  eventIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  const positions = new Map<string, number>();
  for (const line of (await waitlistLines(tx, eventIds, now)).values())
    line.forEach((entry, index) => positions.set(entry.id, index + 1));
  return positions;
}
