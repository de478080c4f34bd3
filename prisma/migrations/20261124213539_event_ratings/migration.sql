-- AlterTable
ALTER TABLE "event_participants" ADD COLUMN     "noShow" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "event_ratings" (
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "comment" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "event_ratings_pkey" PRIMARY KEY ("eventId","userId")
);

-- CreateIndex
CREATE INDEX "event_ratings_userId_idx" ON "event_ratings"("userId");

-- AddForeignKey
ALTER TABLE "event_ratings" ADD CONSTRAINT "event_ratings_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_ratings" ADD CONSTRAINT "event_ratings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: a rating is 1 to 5 stars.
ALTER TABLE "event_ratings" ADD CONSTRAINT "event_ratings_stars_range" CHECK ("stars" BETWEEN 1 AND 5);
