-- CreateEnum
CREATE TYPE "RepeatFrequency" AS ENUM ('WEEKLY', 'BIWEEKLY', 'MONTHLY');

-- AlterTable
ALTER TABLE "events" ADD COLUMN     "occurrenceDate" DATE,
ADD COLUMN     "seriesId" TEXT;

-- CreateTable
CREATE TABLE "event_series" (
    "id" TEXT NOT NULL,
    "creatorId" TEXT NOT NULL,
    "frequency" "RepeatFrequency" NOT NULL,
    "daysOfWeek" INTEGER[],
    "startDate" DATE NOT NULL,
    "timeStart" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "untilDate" DATE,
    "count" INTEGER,
    "excludedDates" DATE[],
    "materializedThrough" DATE NOT NULL,
    "ended" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_series_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "event_series_ended_materializedThrough_idx" ON "event_series"("ended", "materializedThrough");

-- CreateIndex
CREATE UNIQUE INDEX "events_seriesId_occurrenceDate_key" ON "events"("seriesId", "occurrenceDate");

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "event_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
