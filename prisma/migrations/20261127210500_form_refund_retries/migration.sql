-- Form fees' refunds on the failed-refund path of paid games (docs/refunds.md "Form fees"): the newest refund's
-- id and state, and the attempt number in its idempotency key.
-- AlterTable
ALTER TABLE "form_payments" ADD COLUMN "refundState" "RefundState",
ADD COLUMN "refundId" TEXT,
ADD COLUMN "refundAttempts" INTEGER NOT NULL DEFAULT 0;
