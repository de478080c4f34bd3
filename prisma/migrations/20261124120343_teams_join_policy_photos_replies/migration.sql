-- CreateEnum
CREATE TYPE "TeamJoinPolicy" AS ENUM ('OPEN', 'REQUEST', 'INVITE_ONLY');

-- AlterEnum
ALTER TYPE "TeamKind" ADD VALUE 'LEAGUE';

-- AlterTable
ALTER TABLE "discussions" ADD COLUMN     "parentId" TEXT;

-- AlterTable
ALTER TABLE "roster_entries" ADD COLUMN     "invitedById" TEXT,
ADD COLUMN     "joinRequest" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "joinPolicy" "TeamJoinPolicy" NOT NULL DEFAULT 'INVITE_ONLY';

-- CreateTable
CREATE TABLE "team_photos" (
    "teamId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "team_photos_pkey" PRIMARY KEY ("teamId")
);

-- CreateIndex
CREATE INDEX "discussions_parentId_createdAt_idx" ON "discussions"("parentId", "createdAt");

-- AddForeignKey
ALTER TABLE "team_photos" ADD CONSTRAINT "team_photos_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "discussions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
