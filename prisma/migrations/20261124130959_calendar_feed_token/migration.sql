-- AlterTable
ALTER TABLE "users" ADD COLUMN     "calendarFeedToken" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "users_calendarFeedToken_key" ON "users"("calendarFeedToken");
