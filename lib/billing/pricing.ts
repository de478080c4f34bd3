import 'server-only';
import { db } from '@/lib/db';
import { isFeatureEnabled } from '@/lib/feature-flags/service';
import { planOnSale, planPerks } from './entitlements';

export type PricingPlan = {
  id: string;
  label: string;
  paid: boolean;
  costCents: number;
  features: string[];
};

/**
 * The plans a pricing page shows (the main platform's, in their order; perks from lib/billing/entitlements.ts), read when the static page is built or
 * revalidated. Retired plans are never listed (docs/plans.md); paid plans are left out while the subscriptions flag is off; a failed read shows no plans rather
 * than an error page (spec 02 §8).
 */
export async function pricingPlans(kind: 'TEAM' | 'USER'): Promise<PricingPlan[]> {
  try {
    const [plans, subscriptionsEnabled] = await Promise.all([
      db.plan.findMany({
        where: { kind, platform: 'GTH' },
        orderBy: { sortOrder: 'asc' },
        select: { id: true, label: true, priceId: true, costCents: true },
      }),
      isFeatureEnabled(db, 'subscriptions'),
    ]);
    return plans
      .filter((p) => (subscriptionsEnabled || p.priceId === null) && planOnSale(p.label))
      .map((p) => ({
        id: p.id,
        label: p.label,
        paid: p.priceId !== null,
        costCents: p.costCents,
        // What the plan gives comes from the entitlements table, the one every check reads (not the plans
        // row's stored list): a perk cannot be listed without being enforced.
        features: planPerks(kind, p.label),
      }));
  } catch (error) {
    console.error('[pricing] plans failed to load', error);
    return [];
  }
}
