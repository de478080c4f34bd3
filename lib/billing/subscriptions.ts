import 'server-only';
import type Stripe from 'stripe';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';

// The seam account deletion uses to cancel paid plans. Stripe (or the local stand-in) when configured; tests
// may pass a fake.

export interface SubscriptionBilling {
  /** Cancels immediately. Succeeds when the subscription is already canceled or unknown at Stripe. */
  cancelSubscription(stripeSubscriptionId: string): Promise<void>;
}

type StripeErrorLike = { code?: string; type?: string };

export function stripeSubscriptionBilling(stripe: Stripe): SubscriptionBilling {
  return {
    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      } catch (error) {
        const code = (error as StripeErrorLike).code;
        if (code === 'resource_missing') return; // nothing left to cancel
        // Canceling a canceled subscription is refused; that is the state we want.
        const current = await stripe.subscriptions.retrieve(id).catch(() => null);
        if (current?.status === 'canceled') return;
        throw error;
      }
    },
  };
}

/** Without Stripe or the stand-in there is no provider to call: nothing to cancel there. */
export const offlineSubscriptionBilling: SubscriptionBilling = {
  async cancelSubscription(id) {
    console.warn(`[billing] Stripe is not configured; subscription ${id} is only canceled locally`);
  },
};

export function defaultSubscriptionBilling(): SubscriptionBilling {
  return stripeMode() === 'off' ? offlineSubscriptionBilling : stripeSubscriptionBilling(stripeClient());
}
