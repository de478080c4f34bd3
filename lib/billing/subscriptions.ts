import 'server-only';
import { env } from '@/lib/env';
import Stripe from 'stripe';

// The one seam to the payment provider's subscriptions used so far (account deletion cancels paid
// plans). The Stripe implementation is used when STRIPE_SECRET_KEY is set; tests pass a fake.

export interface SubscriptionBilling {
  /** Cancels immediately. Succeeds when the subscription is already canceled or unknown at Stripe. */
  cancelSubscription(stripeSubscriptionId: string): Promise<void>;
}

type StripeErrorLike = { code?: string; type?: string };

export function stripeSubscriptionBilling(secretKey: string): SubscriptionBilling {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
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

/** Without a Stripe key there is no provider to call (development, tests, demo): nothing to cancel. */
export const offlineSubscriptionBilling: SubscriptionBilling = {
  async cancelSubscription(id) {
    console.warn(`[billing] STRIPE_SECRET_KEY is not set; subscription ${id} is only canceled locally`);
  },
};

export function defaultSubscriptionBilling(): SubscriptionBilling {
  const key = env().STRIPE_SECRET_KEY;
  return key ? stripeSubscriptionBilling(key) : offlineSubscriptionBilling;
}
