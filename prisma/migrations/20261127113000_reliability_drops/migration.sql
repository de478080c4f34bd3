-- CreateTable
CREATE TABLE "event_drops" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "droppedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "late" BOOLEAN NOT NULL,

    CONSTRAINT "event_drops_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "event_drops_userId_droppedAt_idx" ON "event_drops"("userId", "droppedAt");

-- CreateIndex
CREATE INDEX "event_drops_eventId_idx" ON "event_drops"("eventId");

-- AddForeignKey
ALTER TABLE "event_drops" ADD CONSTRAINT "event_drops_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_drops" ADD CONSTRAINT "event_drops_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "events" ADD COLUMN     "waitlistReliableFirst" BOOLEAN NOT NULL DEFAULT false;
