-- A partial refund of a punch card's charge made at Stripe (the dashboard) while the card stays in use, recorded
-- once on the card and the ledger (docs/passes.md "Partial refunds at Stripe").
-- AlterTable
ALTER TABLE "punch_card_passes" ADD COLUMN "partRefundedCents" INTEGER NOT NULL DEFAULT 0;
