-- Memberships (issue 34 §1, docs/passes.md): a third kind of pass, billed by a Stripe subscription.
-- CreateEnum
CREATE TYPE "MembershipInterval" AS ENUM ('MONTH', 'YEAR');

-- AlterEnum
ALTER TYPE "PassKind" ADD VALUE 'MEMBERSHIP';

-- AlterEnum
ALTER TYPE "PunchCardPassStatus" ADD VALUE 'LAPSED';

-- AlterTable
ALTER TABLE "punch_card_passes" ADD COLUMN     "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "endedAt" TIMESTAMP(3),
ADD COLUMN     "periodEndsAt" TIMESTAMP(3),
ADD COLUMN     "periodStartsAt" TIMESTAMP(3),
ADD COLUMN     "periodsPaid" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "stripeSubscriptionId" TEXT,
ADD COLUMN     "subscriptionStatus" TEXT;

-- AlterTable
ALTER TABLE "punch_cards" ADD COLUMN     "interval" "MembershipInterval";

-- CreateIndex
CREATE UNIQUE INDEX "punch_card_passes_stripeSubscriptionId_key" ON "punch_card_passes"("stripeSubscriptionId");

-- A membership has no games and an interval (kind compared as text: the enum value is new in this transaction).
ALTER TABLE "punch_cards" DROP CONSTRAINT "punch_cards_games_check";
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_games_check" CHECK (
  ("kind"::text = 'PUNCH_CARD' AND "games" BETWEEN 1 AND 50 AND "interval" IS NULL)
  OR ("kind"::text = 'SEASON' AND "games" = 0 AND "seasonEndsAt" IS NOT NULL AND "interval" IS NULL)
  OR ("kind"::text = 'MEMBERSHIP' AND "games" = 0 AND "interval" IS NOT NULL AND "seasonEndsAt" IS NULL));
