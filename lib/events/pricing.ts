import type { Prisma } from '@/lib/generated/prisma/client';
import { payoutStatus } from '@/lib/billing/rules';

// Only hosts whose payout account is Active (spec 02 §4: charges enabled and details submitted) may put a price on
// a game: the money goes to that account.

export async function hostCanCharge(tx: Prisma.TransactionClient, userId: string) {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { stripeAccountId: true, stripeChargesEnabled: true, stripeDetailsSubmitted: true },
  });
  return !!user && payoutStatus(user) === 'active';
}
