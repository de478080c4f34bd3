-- Refunds and disputes of punch cards from Stripe's webhooks (docs/passes.md).
-- AlterEnum
ALTER TYPE "PunchCardPassStatus" ADD VALUE 'DISPUTED';

-- AlterTable
ALTER TABLE "punch_card_passes" ADD COLUMN "disputeStatus" TEXT;
