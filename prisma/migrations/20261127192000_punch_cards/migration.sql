-- Punch cards (issue 34 §1, docs/passes.md).
-- CreateEnum
CREATE TYPE "PunchCardPassStatus" AS ENUM ('PENDING', 'ACTIVE', 'EXPIRED', 'REFUNDING', 'REFUNDED');

-- AlterEnum
ALTER TYPE "TransactionKind" ADD VALUE 'PASS_PAYMENT';

-- CreateTable
CREATE TABLE "punch_cards" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "expiryDays" INTEGER,
    "maxGamePriceCents" INTEGER,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "punch_cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "punch_card_passes" (
    "id" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "remaining" INTEGER NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "feeCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "hostAccountId" TEXT NOT NULL,
    "status" "PunchCardPassStatus" NOT NULL DEFAULT 'PENDING',
    "expiresAt" TIMESTAMP(3),
    "checkoutSessionId" TEXT,
    "checkoutUrl" TEXT,
    "paymentIntentId" TEXT,
    "refundCents" INTEGER,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "punch_card_passes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pass_punches" (
    "id" TEXT NOT NULL,
    "passId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "refundDeadline" TIMESTAMP(3),
    "returnedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pass_punches_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "punch_cards_teamId_idx" ON "punch_cards"("teamId");

-- CreateIndex
CREATE UNIQUE INDEX "punch_card_passes_checkoutSessionId_key" ON "punch_card_passes"("checkoutSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "punch_card_passes_paymentIntentId_key" ON "punch_card_passes"("paymentIntentId");

-- CreateIndex
CREATE INDEX "punch_card_passes_userId_status_idx" ON "punch_card_passes"("userId", "status");

-- CreateIndex
CREATE INDEX "punch_card_passes_cardId_idx" ON "punch_card_passes"("cardId");

-- CreateIndex
CREATE INDEX "pass_punches_eventId_userId_idx" ON "pass_punches"("eventId", "userId");

-- CreateIndex
CREATE INDEX "pass_punches_passId_idx" ON "pass_punches"("passId");

-- AddForeignKey
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_sellerId_fkey" FOREIGN KEY ("sellerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "punch_card_passes" ADD CONSTRAINT "punch_card_passes_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "punch_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "punch_card_passes" ADD CONSTRAINT "punch_card_passes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pass_punches" ADD CONSTRAINT "pass_punches_passId_fkey" FOREIGN KEY ("passId") REFERENCES "punch_card_passes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pass_punches" ADD CONSTRAINT "pass_punches_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A punch is one conditional UPDATE ("remaining" > 0); the balance never leaves 0..games.
ALTER TABLE "punch_card_passes" ADD CONSTRAINT "punch_card_passes_remaining_check"
  CHECK ("remaining" >= 0 AND "remaining" <= "games");
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_games_check" CHECK ("games" BETWEEN 1 AND 50);

-- At most one live (not returned) punch per player and game.
CREATE UNIQUE INDEX "pass_punches_live_key" ON "pass_punches"("eventId", "userId") WHERE "returnedAt" IS NULL;
