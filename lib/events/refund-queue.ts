import type { Prisma } from '@/lib/generated/prisma/client';
import { EVENTS_QUEUE, sendInTransaction } from '@/lib/notifications/queue';
import type { EventJob } from './minimum';

/**
 * A player gives up a paid spot (leaves before the cancel cutoff, or the host removes them): each of their PAID
 * payments for the game is refunded in full. The refund is queued in the transaction that freed the spot, so it
 * happens even if the immediate attempt after the commit fails; both paths refund once (payments.refundPayment
 * locks the payment row and keys the refund by the payment). Answers the payments and the total to refund.
 */
export async function queuePaidSpotRefunds(tx: Prisma.TransactionClient, eventId: string, userId: string) {
  const paid = await tx.eventPayment.findMany({
    where: { eventId, userId, status: 'PAID' },
    select: { id: true, amountCents: true, currency: true },
  });
  for (const p of paid) {
    await sendInTransaction(tx, EVENTS_QUEUE, { kind: 'refund-payment', paymentId: p.id } satisfies EventJob);
  }
  return {
    paymentIds: paid.map((p) => p.id),
    cents: paid.reduce((sum, p) => sum + p.amountCents, 0),
    currency: paid[0]?.currency ?? 'usd',
  };
}

export type PaidSpotRefunds = Awaited<ReturnType<typeof queuePaidSpotRefunds>>;
