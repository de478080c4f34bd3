-- AlterTable
ALTER TABLE "roster_entries" ADD COLUMN     "guestUserId" TEXT;

-- CreateTable
CREATE TABLE "place_photos" (
    "id" TEXT NOT NULL,
    "placeId" TEXT NOT NULL,
    "uploaderId" TEXT,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "place_photos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "place_photos_placeId_createdAt_idx" ON "place_photos"("placeId", "createdAt");

-- CreateIndex
CREATE INDEX "place_photos_uploaderId_idx" ON "place_photos"("uploaderId");

-- CreateIndex
CREATE UNIQUE INDEX "roster_entries_teamId_guestUserId_key" ON "roster_entries"("teamId", "guestUserId");

-- AddForeignKey
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_guestUserId_fkey" FOREIGN KEY ("guestUserId") REFERENCES "guest_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_placeId_fkey" FOREIGN KEY ("placeId") REFERENCES "places"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_uploaderId_fkey" FOREIGN KEY ("uploaderId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
