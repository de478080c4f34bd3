-- AlterTable
ALTER TABLE "events" ADD COLUMN     "gameOnAt" TIMESTAMP(3);
