-- The refund of a part paid beyond a form's fee is recorded in the webhook's transaction and sent to Stripe after
-- it commits: this marks it sent. Refunds made before (inside the transaction) are marked sent here.
ALTER TABLE "form_payments" ADD COLUMN "excessRefundedAt" TIMESTAMP(3);
UPDATE "form_payments" SET "excessRefundedAt" = COALESCE("paidAt", "createdAt") WHERE "refundedCents" > 0;
