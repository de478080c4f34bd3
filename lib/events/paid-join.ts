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
