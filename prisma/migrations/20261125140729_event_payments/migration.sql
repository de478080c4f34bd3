-- CreateEnum
CREATE TYPE "EventPaymentStatus" AS ENUM ('PENDING', 'PAID', 'EXPIRED', 'REFUNDED');

-- CreateTable
CREATE TABLE "event_payments" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "hostAccountId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "feeCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "spots" INTEGER NOT NULL DEFAULT 1,
    "slotGroupId" TEXT,
    "status" "EventPaymentStatus" NOT NULL DEFAULT 'PENDING',
    "checkoutSessionId" TEXT,
    "checkoutUrl" TEXT,
    "paymentIntentId" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "event_payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "event_payments_checkoutSessionId_key" ON "event_payments"("checkoutSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "event_payments_paymentIntentId_key" ON "event_payments"("paymentIntentId");

-- CreateIndex
CREATE INDEX "event_payments_eventId_status_idx" ON "event_payments"("eventId", "status");

-- CreateIndex
CREATE INDEX "event_payments_userId_idx" ON "event_payments"("userId");

-- AddForeignKey
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open (PENDING) payment per joiner and event: a double click resumes it instead of holding a second spot.
CREATE UNIQUE INDEX "event_payments_one_pending" ON "event_payments" ("eventId", "userId") WHERE "status" = 'PENDING';
