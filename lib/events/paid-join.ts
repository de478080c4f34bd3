import type { Prisma } from '@/lib/generated/prisma/client';
import { isBlockedBetween } from '@/lib/access/blocks';

/** Answers to the viewer already being in the game (or on its way in). */
const IN_GAME = ['GOING', 'WAITLIST', 'PENDING_APPROVAL', 'OFFERED'];

/**
 * The refusals shared by every way into a paid game (card through Checkout, a punch card): the game is hidden by a
 * block, free, the viewer's own, or the viewer is already in it. Null when the viewer may go on. Runs inside the
 * caller's transaction, so what it read holds for the join that follows.
 */
export async function paidJoinRefusal(
  tx: Prisma.TransactionClient,
  userId: string,
  event: { id: string; creatorId: string; priceCents: number } | null,
): Promise<{ status: 'not-found' | 'free' | 'already' } | null> {
  if (!event || (await isBlockedBetween(tx, userId, event.creatorId))) return { status: 'not-found' };
  if (event.priceCents <= 0) return { status: 'free' };
  if (event.creatorId === userId) return { status: 'already' };
  const participant = await tx.eventParticipant.findUnique({
    where: { eventId_userId: { eventId: event.id, userId } },
    select: { status: true },
  });
  return participant && IN_GAME.includes(participant.status) ? { status: 'already' } : null;
}

/** The game's row lock (FOR UPDATE), taken first by every paid way into a game. */
export async function lockEvent(tx: Prisma.TransactionClient, eventId: string) {
  await tx.$executeRaw`SELECT 1 FROM "events" WHERE "id" = ${eventId} FOR UPDATE`;
}

/** Whether the player holds a spot in the game paid with a pass (a use not given back). */
export async function joinedWithPass(tx: Prisma.TransactionClient, eventId: string, userId: string) {
  return (await tx.passPunch.count({ where: { eventId, userId, returnedAt: null } })) > 0;
}
