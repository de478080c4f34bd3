-- A form payment is reserved (no Checkout session yet) before Stripe is called, outside any transaction, and
-- gets its session id in a second short transaction (lib/forms/payments.ts startPayment).
ALTER TABLE "form_payments" ALTER COLUMN "stripeSessionId" DROP NOT NULL;
