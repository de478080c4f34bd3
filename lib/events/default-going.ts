import type { Prisma } from '@/lib/generated/prisma/client';
import { activeRosterWhere } from '@/lib/access/membership-where';
import { blockedAmong } from '@/lib/access/blocks';

// Team practices "going unless you say no" (issue 32 §1, Spond's default for practices). A game with
// defaultGoing (hosted by a team of kind TEAM, no player limit, free: lib/events/schema.ts and the services
// check) puts the hosting team's members (its owner and active roster) on as GOING rows marked byDefault when the
// game, or a later date of its series, is created, in the same transaction. Members who join the team later are
// not added to dates that already exist (they join them themselves); dates created after they joined include them.
// A by-default player says "I can't come" (NOT_GOING) until the decline deadline: the game's leave cutoff
// (hoursToCancelBefore before the start; the start itself when there is none). After it they leave by the normal
// leave rules. A member blocked either way with the game's creator is not put on it (they join it themselves,
// if the block lets them).

type Tx = Prisma.TransactionClient;

/** The deadline for a by-default player to say they cannot come. */
export function declineDeadline(event: { dateStart: Date; hoursToCancelBefore: number | null }): Date {
  return new Date(event.dateStart.getTime() - (event.hoursToCancelBefore ?? 0) * 3_600_000);
}

/**
 * Adds the members of `teamId` (owner and active roster, except those already on a game and those blocked either
 * way with its creator) to each of `eventIds` as by-default GOING rows, and counts them in goingCount. Returns how
 * many rows were added.
 */
export async function addDefaultGoing(tx: Tx, eventIds: string[], teamId: string): Promise<number> {
  if (eventIds.length === 0) return 0;
  const team = await tx.team.findUnique({
    where: { id: teamId },
    select: { kind: true, ownerId: true, roster: { where: activeRosterWhere, select: { userId: true } } },
  });
  if (!team || team.kind !== 'TEAM') return 0;
  const members = [
    ...new Set([team.ownerId, ...team.roster.map((r) => r.userId)].filter((id): id is string => !!id)),
  ];
  if (members.length === 0) return 0;
  const events = await tx.event.findMany({
    where: { id: { in: eventIds } },
    select: { id: true, creatorId: true },
  });
  const blockedWith = new Map<string, Set<string>>();
  for (const creatorId of new Set(events.map((e) => e.creatorId)))
    blockedWith.set(creatorId, await blockedAmong(tx, creatorId, members));
  const added = await tx.eventParticipant.createManyAndReturn({
    data: events.flatMap((event) =>
      members
        .filter((userId) => !blockedWith.get(event.creatorId)?.has(userId))
        .map((userId) => ({ eventId: event.id, userId, status: 'GOING' as const, byDefault: true })),
    ),
    skipDuplicates: true,
    select: { eventId: true },
  });
  const perEvent = new Map<string, number>();
  for (const row of added) perEvent.set(row.eventId, (perEvent.get(row.eventId) ?? 0) + 1);
  for (const [eventId, n] of perEvent) {
    await tx.event.update({ where: { id: eventId }, data: { goingCount: { increment: n } } });
  }
  return added.length;
}
