import { ButtonLink, Card } from '@/components/ui';
import { paymentsSummary } from '@/lib/billing/queries';
import { billingMessages } from '@/lib/messages';
import type { SettingsTabProps } from './types';

// Read-only: the current plan and payout-account state; the Billing and Subscriptions page changes them.
export async function PaymentsTab({ viewer }: SettingsTabProps) {
  const summary = await paymentsSummary(viewer.id);
  const payoutStatus = {
    none: billingMessages.notAvailable,
    active: billingMessages.payoutActive,
    incomplete: billingMessages.payoutIncomplete,
  }[summary.payouts];
  return (
    <Card title={billingMessages.activePlans}>
      <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-slate-700">{billingMessages.currentPlan}</dt>
        <dd>
          {summary.plan}
          {!summary.subscribed && (
            <span className="block text-sm text-slate-600">{billingMessages.noActiveSubscription}</span>
          )}
        </dd>
        <dt className="font-medium text-slate-700">{billingMessages.organizerPayouts}</dt>
        <dd>{payoutStatus}</dd>
      </dl>
      <ButtonLink className="mt-4" variant="secondary" href="/billing">
        {billingMessages.openBillingPage}
      </ButtonLink>
    </Card>
  );
}
