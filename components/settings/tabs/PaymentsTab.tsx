import { Card } from '@/components/ui';
import { db } from '@/lib/db';
import { billingMessages } from '@/lib/messages';
import type { SettingsTabProps } from './types';

// Read-only: the current plan and payout-account state (billing flows arrive with the billing issue).
export async function PaymentsTab({ viewer }: SettingsTabProps) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: {
      userSubscription: true,
      stripeAccountId: true,
      stripeChargesEnabled: true,
      stripeDetailsSubmitted: true,
    },
  });
  const payoutStatus = !user.stripeAccountId
    ? billingMessages.notAvailable
    : user.stripeChargesEnabled && user.stripeDetailsSubmitted
      ? 'Active'
      : 'Incomplete';
  return (
    <Card title={billingMessages.activePlans}>
      <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-slate-700">{billingMessages.currentPlan}</dt>
        <dd>{user.userSubscription}</dd>
        <dt className="font-medium text-slate-700">{billingMessages.organizerPayouts}</dt>
        <dd>{payoutStatus}</dd>
      </dl>
    </Card>
  );
}
