import 'server-only';
import { payoutStatus, requirementsInPlainWords } from '@/lib/billing/rules';
import { planOnSale, planPerks } from '@/lib/billing/entitlements';
import { billingMessages } from '@/lib/messages/billing';
import { stripeMode } from '@/lib/billing/stripe';
import { db } from '@/lib/db';
import { isFeatureEnabled } from '@/lib/feature-flags/service';

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
  const payouts = payoutStatus(user);
  // The viewer's own live subscription; a lookup failure reads as none (spec 01 §8).
  const live = await db.subscriptionRecord
    .findFirst({
      where: { userId: viewerId, teamId: null, status: { in: [...LIVE] } },
      select: { id: true },
    })
    .catch((error: unknown) => {
      console.error('[billing] subscription lookup failed', error);
      return null;
    });
  return { plan: user.userSubscription, subscribed: live !== null, payouts };
}

type PlanView = {
  id: string;
  label: string;
  priceId: string | null;
  costCents: number;
  interval: string;
  features: string[];
};
export type OwnerPlanView = {
  level: string;
  subscription: {
    planId: string;
    status: string;
    periodEnd: Date;
    cancelAtPeriodEnd: boolean;
  } | null;
};
export type BillingOverview = {
  platform: 'GTH' | 'MEH';
  email: string;
  /** The subscriptions feature flag: off hides the paid plans. */
  subscriptionsEnabled: boolean;
  teamPlans: PlanView[];
  userPlans: PlanView[];
  member: OwnerPlanView;
  teams: (OwnerPlanView & { id: string; name: string })[];
  payouts: 'none' | 'active' | 'incomplete';
  /** The connected account (spec's stripeId), how it came, and what Stripe still needs, in plain words. */
  payoutAccount: { id: string; method: 'OAUTH' | 'ACCOUNT_LINK' | null; requirements: string[] } | null;
};

const LIVE = ['ACTIVE', 'TRIALING', 'PAST_DUE'] as const;
const planSelect = {
  id: true,
  label: true,
  priceId: true,
  costCents: true,
  interval: true,
  kind: true,
} as const;
const recordSelect = {
  planId: true,
  status: true,
  periodEnd: true,
  cancelAtPeriodEnd: true,
  teamId: true,
} as const;

/** Everything the Billing and Subscriptions page shows, in four queries. */
export async function billingOverview(viewerId: string): Promise<BillingOverview> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewerId },
    select: {
      email: true,
      platform: true,
      betaAudiences: true,
      userSubscription: true,
      stripeAccountId: true,
      stripeChargesEnabled: true,
      stripeDetailsSubmitted: true,
      stripeConnectMethod: true,
      stripeRequirementsDue: true,
      ownedTeams: { select: { id: true, name: true, subscriptionLevel: true }, orderBy: { name: 'asc' } },
    },
  });
  const [plans, records, subscriptionsEnabled] = await Promise.all([
    // A plan-list failure shows no plans rather than an error page (spec 02 §8).
    db.plan
      .findMany({ where: { platform: user.platform }, select: planSelect, orderBy: { sortOrder: 'asc' } })
      .catch((error: unknown) => {
        console.error('[billing] plans failed to load', error);
        return [];
      }),
    db.subscriptionRecord.findMany({
      where: {
        status: { in: [...LIVE] },
        OR: [{ userId: viewerId, teamId: null }, { teamId: { in: user.ownedTeams.map((t) => t.id) } }],
      },
      select: recordSelect,
      orderBy: { createdAt: 'desc' },
    }),
    isFeatureEnabled(db, 'subscriptions', user),
  ]);
  // What each plan gives comes from the entitlements table (lib/billing/entitlements.ts), as on the pricing pages.
  const strip = ({ kind, ...p }: (typeof plans)[number]) => ({ ...p, features: planPerks(kind, p.label) });
  // A retired plan (docs/plans.md) is not offered; a team on it still sees its level and may change or cancel.
  const offered = plans.filter((p) => (subscriptionsEnabled || p.priceId === null) && planOnSale(p.label));
  const teamPlans = offered.filter((p) => p.kind === 'TEAM').map(strip);
  const userPlans = offered.filter((p) => p.kind === 'USER').map(strip);
  const userPlanIds = new Set(userPlans.map((p) => p.id));
  const pick = (r: (typeof records)[number] | undefined) =>
    r
      ? { planId: r.planId, status: r.status, periodEnd: r.periodEnd, cancelAtPeriodEnd: r.cancelAtPeriodEnd }
      : null;
  return {
    platform: user.platform,
    email: user.email,
    subscriptionsEnabled,
    teamPlans,
    userPlans,
    member: {
      level: user.userSubscription,
      subscription: pick(records.find((r) => r.teamId === null && userPlanIds.has(r.planId))),
    },
    teams: user.ownedTeams.map((t) => ({
      id: t.id,
      name: t.name,
      level: t.subscriptionLevel,
      subscription: pick(records.find((r) => r.teamId === t.id)),
    })),
    payouts: payoutStatus(user),
    payoutAccount: user.stripeAccountId
      ? {
          id: user.stripeAccountId,
          method: user.stripeConnectMethod,
          requirements: requirementsInPlainWords(
            user.stripeRequirementsDue,
            billingMessages.requirementLabels,
          ),
        }
      : null,
  };
}

export const billingTestMode = () => stripeMode() === 'local';

/** The viewer's invoices, newest first (spec 02 §7 "Invoices by user id"). */
export function invoicesOf(viewerId: string) {
  return db.invoice.findMany({
    where: { userId: viewerId },
    orderBy: { createdAt: 'desc' },
    take: 200,
    select: {
      id: true,
      createdAt: true,
      description: true,
      amountCents: true,
      currency: true,
      status: true,
      hostedUrl: true,
      pdfUrl: true,
    },
  });
}

export type TransactionView = {
  id: string;
  createdAt: Date;
  kind: string;
  description: string | null;
  amountCents: number;
  currency: string;
};

const ROWS = 200;

/**
 * The viewer's payments and refunds (positive paid, negative refunded), and, for a host, what their paid games
 * brought to their payout account: each paid spot's charge (+) and the platform's fee (−), and for a refunded one
 * what Stripe refunded as the reversed transfer (−, partial refunds too), the fee Stripe returned (+, its
 * application fee's amount_refunded: none for a dashboard refund without the fee) and a lost dispute (−). The host's rows come from our own payment records (a
 * destination charge moves exactly these amounts); bank payouts happen inside Stripe and are not listed.
 */
export async function transactionsOf(viewerId: string): Promise<TransactionView[]> {
  const [own, hosted] = await Promise.all([
    db.transaction.findMany({
      where: { userId: viewerId },
      orderBy: { createdAt: 'desc' },
      take: ROWS,
      select: { id: true, createdAt: true, kind: true, description: true, amountCents: true, currency: true },
    }),
    db.eventPayment.findMany({
      where: { event: { creatorId: viewerId }, status: { in: ['PAID', 'REFUNDED'] } },
      orderBy: { createdAt: 'desc' },
      take: ROWS,
      select: {
        id: true,
        status: true,
        amountCents: true,
        feeCents: true,
        refundedCents: true,
        feeRefundedCents: true,
        disputeStatus: true,
        disputedCents: true,
        currency: true,
        createdAt: true,
        updatedAt: true,
        event: { select: { title: true } },
        user: { select: { displayName: true, fullName: true } },
      },
    }),
  ]);
  const host = hosted.flatMap((p): TransactionView[] => {
    const description = billingMessages.hostedDescription(
      p.event.title,
      p.user.displayName ?? p.user.fullName ?? '—',
    );
    const row = (suffix: string, kind: string, amountCents: number, createdAt: Date) => ({
      id: `${p.id}-${suffix}`,
      createdAt,
      kind,
      description,
      amountCents,
      currency: p.currency,
    });
    const fee = p.feeCents > 0;
    return [
      row('charge', 'HOST_EARNING', p.amountCents, p.createdAt),
      ...(fee ? [row('fee', 'PLATFORM_FEE', -p.feeCents, p.createdAt)] : []),
      // What Stripe refunded (a partial refund too, docs/refunds.md), and the fee Stripe returned with it (its
      // application fee's amount_refunded: in proportion for our refunds, none for a dashboard refund without it).
      ...(p.refundedCents > 0 ? [row('reversal', 'HOST_REVERSAL', -p.refundedCents, p.updatedAt)] : []),
      ...(p.feeRefundedCents > 0
        ? [row('fee-returned', 'FEE_RETURNED', p.feeRefundedCents, p.updatedAt)]
        : []),
      ...(p.disputeStatus === 'lost'
        ? [row('dispute', 'HOST_DISPUTE_LOST', -p.disputedCents, p.updatedAt)]
        : []),
    ];
  });
  return [...own, ...host].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 2 * ROWS);
}
