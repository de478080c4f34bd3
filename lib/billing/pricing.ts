import 'server-only';
import { db } from '@/lib/db';
import { isFeatureEnabled } from '@/lib/feature-flags/service';

export type PricingPlan = {
  id: string;
  label: string;
  paid: boolean;
  costCents: number;
  features: string[];
};

/**
 * The plans a pricing page shows (the main platform's, in their order), read when the static page is built or
 * revalidated. Paid plans are left out while the subscriptions flag is off; a failed read shows no plans rather
 * than an error page (spec 02 §8).
 */
export async function pricingPlans(kind: 'TEAM' | 'USER'): Promise<PricingPlan[]> {
  try {
    const [plans, subscriptionsEnabled] = await Promise.all([
      db.plan.findMany({
        where: { kind, platform: 'GTH' },
        orderBy: { sortOrder: 'asc' },
        select: { id: true, label: true, priceId: true, costCents: true, features: true },
      }),
      isFeatureEnabled(db, 'subscriptions'),
    ]);
    return plans
      .filter((p) => subscriptionsEnabled || p.priceId === null)
      .map((p) => ({
        id: p.id,
        label: p.label,
        paid: p.priceId !== null,
        costCents: p.costCents,
        features: p.features,
      }));
  } catch (error) {
    console.error('[pricing] plans failed to load', error);
    return [];
  }
}
