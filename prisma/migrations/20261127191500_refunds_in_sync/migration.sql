-- Refunds and disputes in sync with Stripe (docs/refunds.md).
CREATE TYPE "RefundState" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

ALTER TABLE "event_payments"
  ADD COLUMN "refundState" "RefundState",
  ADD COLUMN "refundId" TEXT,
  ADD COLUMN "refundedCents" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "refundAttempts" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "disputeId" TEXT,
  ADD COLUMN "disputeStatus" TEXT,
  ADD COLUMN "disputedCents" INTEGER NOT NULL DEFAULT 0;

-- Payments refunded before this migration were refunded in full.
UPDATE "event_payments" SET "refundState" = 'SUCCEEDED', "refundedCents" = "amountCents" WHERE "status" = 'REFUNDED';

-- Stripe is read outside transactions; an older read never overwrites a newer one (lib/billing/sync-marks.ts).
CREATE TABLE "stripe_sync_marks" (
    "key" TEXT NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "stripe_sync_marks_pkey" PRIMARY KEY ("key")
);
