import type { Prisma } from '@/lib/generated/prisma/client';
import { EVENTS_QUEUE, sendInTransaction } from '@/lib/notifications/queue';
import type { EventJob } from './minimum';
import { returnPunches } from './punch-returns';

/**
 * A player gives up a paid spot (leaves before the cancel cutoff, or the host removes them): each of their PAID
 * payments for the game is refunded in full. The refund is queued in the transaction that freed the spot, so it
 * happens even if the immediate attempt after the commit fails; both paths refund once (payments.refundPayment
 * locks the payment row and keys the refund by the payment). A punch of a punch card is given back at once.
 * Answers the payments, the total to refund and the punches returned.
 */
export async function queuePaidSpotRefunds(tx: Prisma.TransactionClient, eventId: string, userId: string) {
  const paid = await tx.eventPayment.findMany({
    where: { eventId, userId, status: 'PAID' },
    select: { id: true, amountCents: true, currency: true },
  });
  for (const p of paid) {
    await sendInTransaction(tx, EVENTS_QUEUE, { kind: 'refund-payment', paymentId: p.id } satisfies EventJob);
  }
  // A spot paid with a punch card: the punch goes back to the card (issue 34 §1).
  const punches = await returnPunches(tx, eventId, userId);
  return {
    punches,
    paymentIds: paid.map((p) => p.id),
    cents: paid.reduce((sum, p) => sum + p.amountCents, 0),
    currency: paid[0]?.currency ?? 'usd',
  };
}

export type PaidSpotRefunds = Awaited<ReturnType<typeof queuePaidSpotRefunds>>;
