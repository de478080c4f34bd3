import type { Metadata } from 'next';
import Link from 'next/link';
import { BillingNotices } from '@/components/billing/BillingNotices';
import { PayoutsPanel } from '@/components/billing/PayoutsPanel';
import { PlanControls, type PlanOption } from '@/components/billing/PlanControls';
import { PortalButton } from '@/components/billing/PortalButton';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { PassList } from '@/components/passes/PassList';
import { passMessages } from '@/lib/messages/passes';
import { passesOf } from '@/lib/passes/queries';
import { billingOverview, billingTestMode, type OwnerPlanView } from '@/lib/billing/queries';
import { syncCheckoutSession } from '@/lib/billing/service';
import { billingMessages as m } from '@/lib/messages';
import { dateTimeFormat } from '@/lib/intl';

export const metadata: Metadata = { title: m.pageTitle };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const STATUS: Record<string, { label: string; tone: 'success' | 'warning' }> = {
  ACTIVE: { label: m.statusActive, tone: 'success' },
  TRIALING: { label: m.statusTrialing, tone: 'success' },
  PAST_DUE: { label: m.statusPastDue, tone: 'warning' },
};

// Billing and Subscriptions (spec 02 §2): quick actions, the two plan cards (Organizer Pro for the teams the
// viewer owns, Member Plus for the viewer), and the payout account's state.
export default async function BillingPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const params = await searchParams;
  const sessionId = typeof params.session_id === 'string' ? params.session_id : null;
  // Back from Checkout: the plan shows as active now, whether or not the webhook has arrived yet.
  if (params.paymentsuccessful === 'true' && sessionId) await syncCheckoutSession(viewer.id, sessionId);
  const [overview, passes] = await Promise.all([billingOverview(viewer.id), passesOf(viewer.id)]);
  const date = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: viewer.timeZone ?? 'UTC' });
  const options = (plans: typeof overview.teamPlans, period: string): PlanOption[] =>
    plans.map((p) => ({
      id: p.id,
      label: p.label,
      priceId: p.priceId,
      price: m.formatPrice(p.costCents / 100),
      period,
    }));
  const teamOptions = options(overview.teamPlans, m.perMonth);
  const userOptions = options(overview.userPlans, m.perYear);
  const paidTeam = overview.teamPlans.find((p) => p.priceId);
  const paidUser = overview.userPlans.find((p) => p.priceId);
  // From a pricing page's Subscribe (?subscribe=planId): that owner's plan picker opens, ready for Checkout —
  // the viewer's own for a user plan, their only team's for a team plan (with several teams they pick one).
  const subscribe = typeof params.subscribe === 'string' ? params.subscribe : null;
  const subscribeUser = !!subscribe && overview.userPlans.some((p) => p.id === subscribe && p.priceId);
  const subscribeTeam =
    !!subscribe &&
    overview.teams.length === 1 &&
    overview.teamPlans.some((p) => p.id === subscribe && p.priceId);

  function state(owner: OwnerPlanView) {
    const s = owner.subscription;
    if (!s) return null;
    const status = STATUS[s.status];
    const when = date.format(s.periodEnd);
    return (
      <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {status && <Badge tone={status.tone}>{status.label}</Badge>}
        <span>{s.cancelAtPeriodEnd ? m.endsOn(when) : m.renewsOn(when)}</span>
      </span>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BillingNotices />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{m.pageTitle}</h1>
        {billingTestMode() && (
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {m.testModeBanner}
          </p>
        )}
      </header>

      {overview.platform !== 'MEH' && (
        <section aria-labelledby="quick-actions" className="space-y-2">
          <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
            {m.quickActions}
          </h2>
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="secondary" href="/invoices">
              {m.viewInvoices}
            </ButtonLink>
            <PortalButton />
            <ButtonLink variant="secondary" href="#payouts">
              {m.organizerPayouts}
            </ButtonLink>
            <ButtonLink variant="secondary" href="/transactions">
              {m.transactionHistory}
            </ButtonLink>
          </div>
        </section>
      )}

      <section aria-labelledby="active-plans" className="space-y-3">
        <h2 id="active-plans" className="text-lg font-semibold text-slate-900">
          {m.activePlans}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <Card title={m.organizerPro} headingLevel={3}>
            <p className="text-slate-600">
              {paidTeam ? `${m.formatPrice(paidTeam.costCents / 100)}${m.perMonth} · ` : ''}
              {m.organizerProIntro}{' '}
              <Link href="/organizer/pricing" className="text-emerald-800 underline">
                {m.viewPricing}
              </Link>
            </p>
            {paidTeam && (
              <ul
                className="list-disc space-y-1 pl-5 pt-2 text-sm text-slate-600"
                aria-label={m.perksOf(paidTeam.label)}
              >
                {paidTeam.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            )}
            {overview.teams.length === 0 ? (
              <EmptyState
                className="mt-4"
                headingLevel={3}
                title={m.noTeamsTitle}
                description={m.noTeamsText}
                action={
                  <ButtonLink size="sm" href="/teams/create">
                    {m.createTeam}
                  </ButtonLink>
                }
              />
            ) : (
              <ul className="mt-4 divide-y divide-slate-100">
                {overview.teams.map((team) => (
                  <li
                    key={team.id}
                    className="space-y-2 py-3"
                    aria-label={m.planFor(team.name)}
                    data-testid={`team-plan-${team.id}`}
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-medium text-slate-900">{team.name}</span>
                      <span className="text-sm font-semibold text-emerald-800">{team.level}</span>
                    </div>
                    {state(team)}
                    <PlanControls
                      teamId={team.id}
                      ownerName={team.name}
                      plans={teamOptions}
                      currentPlanId={team.subscription?.planId ?? null}
                      openPicker={subscribeTeam && !team.subscription}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Card>

          <Card title={m.memberPlus} headingLevel={3}>
            <p className="text-slate-600">
              {paidUser ? `${m.formatPrice(paidUser.costCents / 100)}${m.perYear} · ` : ''}
              {m.memberPlusIntro}{' '}
              <Link href="/member/pricing" className="text-emerald-800 underline">
                {m.viewPricing}
              </Link>
            </p>
            <div className="mt-4 space-y-2" aria-label={m.planFor(m.memberPlus)} data-testid="member-plan">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">{m.currentPlan}</span>
                <span className="text-sm font-semibold text-emerald-800">{overview.member.level}</span>
              </div>
              {state(overview.member)}
              {(paidUser || overview.member.subscription) && (
                <PlanControls
                  ownerName={m.memberPlus}
                  plans={userOptions}
                  currentPlanId={overview.member.subscription?.planId ?? null}
                  openPicker={subscribeUser && !overview.member.subscription}
                />
              )}
              {paidUser && (
                <ul
                  className="list-disc space-y-1 pl-5 pt-2 text-sm text-slate-600"
                  aria-label={m.perksOf(paidUser.label)}
                >
                  {paidUser.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              )}
            </div>
          </Card>
        </div>
      </section>

      {/* The viewer's punch cards and their balance (issue 34 §1). */}
      <Card title={passMessages.yoursTitle}>
        <PassList passes={passes} />
      </Card>

      {/* The card is the payouts region (named by its title); this is only the #payouts anchor. */}
      <div id="payouts" className="scroll-mt-20">
        <Card title={m.organizerPayouts}>
          <PayoutsPanel
            status={overview.payouts}
            account={overview.payoutAccount}
            returning={
              typeof params.code === 'string' || params.connect === 'return'
                ? 'return'
                : params.connect === 'refresh'
                  ? 'NEW'
                  : null
            }
          />
        </Card>
      </div>
    </div>
  );
}
