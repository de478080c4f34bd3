// Plan-change rules (spec 02 §4), pure. A plan with a null price is the free plan of its kind: Free for users,
// ROOKIE for teams.

export const FREE_USER_LEVEL = 'Free';
export const FREE_TEAM_LEVEL = 'ROOKIE';

/** Statuses in which a subscription still gives its plan. */
export const LIVE_STATUSES = ['ACTIVE', 'TRIALING', 'PAST_DUE'] as const;

export type PlanChange =
  /** Target is the free plan: cancel the live subscription (after the confirm dialog). */
  | 'cancel'
  /** Paid → another paid plan with a provider subscription: confirm, then change it (with proration). */
  | 'change'
  /** Nothing paid yet (ROOKIE / Free, or a plan without a provider subscription): pay through Checkout. */
  | 'checkout'
  /** Already there. */
  | 'none';

export function decidePlanChange(input: {
  /** The owner's live subscription, if any. */
  current: { planId: string; hasProviderSubscription: boolean } | null;
  target: { id: string; priceId: string | null };
}): PlanChange {
  const { current, target } = input;
  if (target.priceId === null) return current ? 'cancel' : 'none';
  if (!current) return 'checkout';
  if (current.planId === target.id) return 'none';
  return current.hasProviderSubscription ? 'change' : 'checkout';
}

const STATUS_MAP: Record<string, 'ACTIVE' | 'TRIALING' | 'PAST_DUE' | 'CANCELED' | 'INCOMPLETE'> = {
  active: 'ACTIVE',
  trialing: 'TRIALING',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
  incomplete: 'INCOMPLETE',
  paused: 'INCOMPLETE',
};

/** Stripe's subscription status as ours. */
export const subscriptionStatusOf = (stripeStatus: string) => STATUS_MAP[stripeStatus] ?? 'INCOMPLETE';

/** Payout account status (spec 02 §4): none without an account; Active only when charges and details are both on. */
export function payoutStatus(user: {
  stripeAccountId: string | null;
  stripeChargesEnabled: boolean;
  stripeDetailsSubmitted: boolean;
}): 'none' | 'active' | 'incomplete' {
  if (!user.stripeAccountId) return 'none';
  return user.stripeChargesEnabled && user.stripeDetailsSubmitted ? 'active' : 'incomplete';
}

/** requirements.currently_due in plain words, each once, in Stripe's order. */
export function requirementsInPlainWords(keys: readonly string[], labels: Record<string, string>): string[] {
  const words = keys.map((key) => {
    if (labels[key]) return labels[key];
    // An unknown key, e.g. "company.tax_id" → "Company tax id".
    const text = key.replace(/[._]+/g, ' ').trim();
    return text.charAt(0).toUpperCase() + text.slice(1);
  });
  return [...new Set(words)];
}
