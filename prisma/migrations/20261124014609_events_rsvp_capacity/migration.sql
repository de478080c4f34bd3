-- AlterTable
ALTER TABLE "event_participants" ADD COLUMN     "waitlistedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "events" ADD COLUMN     "address" TEXT,
ADD COLUMN     "goingCount" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "event_participants_eventId_status_waitlistedAt_idx" ON "event_participants"("eventId", "status", "waitlistedAt");

-- Existing joiners take their spots.
UPDATE "events" e SET "goingCount" = t.n
  FROM (SELECT "eventId", SUM(1 + "guestCount")::int AS n FROM "event_participants"
        WHERE "status" = 'GOING' GROUP BY "eventId") t
 WHERE t."eventId" = e."id";
UPDATE "events" SET "capacity" = "goingCount" WHERE "capacity" < "goingCount";

-- Spots taken never go below zero, and never above the capacity (the conditional UPDATE enforces the latter;
-- this CHECK makes a bug in it fail loudly instead of overbooking).
ALTER TABLE "events" ADD CONSTRAINT "events_going_count_check"
  CHECK ("goingCount" >= 0 AND ("capacity" IS NULL OR "goingCount" <= "capacity"));
