-- AlterEnum
ALTER TYPE "ParticipantStatus" ADD VALUE 'OFFERED';

-- AlterTable
ALTER TABLE "event_participants" ADD COLUMN     "offerExpiresAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "events" ADD COLUMN     "offerHoldMinutes" INTEGER NOT NULL DEFAULT 120;
