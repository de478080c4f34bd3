import 'server-only';
import { PAYMENT_KIND } from '@/lib/billing/checkout';
import type { PaymentHandlers } from '@/lib/billing/webhook';
import { eventPaymentHandler } from '@/lib/events/payments';
import { formPaymentHandler } from '@/lib/forms/payments';
import { membershipPaymentHandler, MEMBERSHIP_KIND } from '@/lib/passes/membership';
import { passPaymentHandler } from '@/lib/passes/service';

// The payment kinds the Stripe webhook dispatches to (docs/payments.md). Billing sits below the features that sell
// things (events and forms import it), so the map that names their handlers lives above them, here, and the
// webhook route hands it to lib/billing/webhook.ts. A new kind: a PAYMENT_KIND key, openCheckout with it, and a
// handler registered here.
export const paymentHandlers: PaymentHandlers = {
  [PAYMENT_KIND.event]: eventPaymentHandler,
  [PAYMENT_KIND.form]: formPaymentHandler,
  [PAYMENT_KIND.pass]: passPaymentHandler,
  [MEMBERSHIP_KIND]: membershipPaymentHandler,
};
