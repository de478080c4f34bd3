-- CreateEnum
CREATE TYPE "SubInvitationStatus" AS ENUM ('QUEUED', 'SENT', 'JOINED', 'DECLINED', 'STOPPED');

-- AlterTable
ALTER TABLE "user_sports" ADD COLUMN     "openToSubs" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "subRequestsPerWeek" INTEGER DEFAULT 3;

-- CreateTable
CREATE TABLE "sub_campaigns" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "hostId" TEXT NOT NULL,
    "radiusMiles" INTEGER NOT NULL,
    "delayMinutes" INTEGER NOT NULL DEFAULT 30,
    "stoppedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sub_campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sub_invitations" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tier" INTEGER NOT NULL DEFAULT 0,
    "status" "SubInvitationStatus" NOT NULL DEFAULT 'QUEUED',
    "sentAt" TIMESTAMP(3),
    "notifyAt" TIMESTAMP(3),
    "notifiedAt" TIMESTAMP(3),
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sub_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sub_campaigns_eventId_idx" ON "sub_campaigns"("eventId");

-- CreateIndex
CREATE INDEX "sub_invitations_userId_sentAt_idx" ON "sub_invitations"("userId", "sentAt");

-- CreateIndex
CREATE INDEX "sub_invitations_campaignId_tier_idx" ON "sub_invitations"("campaignId", "tier");

-- CreateIndex
CREATE UNIQUE INDEX "sub_invitations_eventId_userId_key" ON "sub_invitations"("eventId", "userId");

-- AddForeignKey
ALTER TABLE "sub_campaigns" ADD CONSTRAINT "sub_campaigns_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sub_campaigns" ADD CONSTRAINT "sub_campaigns_hostId_fkey" FOREIGN KEY ("hostId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sub_invitations" ADD CONSTRAINT "sub_invitations_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "sub_campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sub_invitations" ADD CONSTRAINT "sub_invitations_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sub_invitations" ADD CONSTRAINT "sub_invitations_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
