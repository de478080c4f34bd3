import 'server-only';
import { db } from '@/lib/db';

/** The viewer's plan and payout-account state, as the settings Payments tab shows them. */
export async function paymentsSummary(viewerId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewerId },
    select: {
      userSubscription: true,
      stripeAccountId: true,
      stripeChargesEnabled: true,
      stripeDetailsSubmitted: true,
    },
  });
  const payouts = !user.stripeAccountId
    ? ('none' as const)
    : user.stripeChargesEnabled && user.stripeDetailsSubmitted
      ? ('active' as const)
      : ('incomplete' as const);
  return { plan: user.userSubscription, payouts };
}
