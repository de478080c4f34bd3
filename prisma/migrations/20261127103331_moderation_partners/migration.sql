-- Issue 29 §6: the moderation queue's audit trail and closed reports, ambassador decisions, retired partners.
-- AlterTable
ALTER TABLE "ambassador_applications" ADD COLUMN     "decidedAt" TIMESTAMP(3),
ADD COLUMN     "decidedById" TEXT,
ADD COLUMN     "decisionMessage" TEXT,
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'pending';

-- AlterTable
ALTER TABLE "partners" ADD COLUMN     "retiredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "post_reports" ADD COLUMN     "closedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "post_moderation_actions" (
    "id" TEXT NOT NULL,
    "postId" TEXT NOT NULL,
    "adminId" TEXT,
    "action" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_moderation_actions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "post_moderation_actions_postId_createdAt_idx" ON "post_moderation_actions"("postId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "post_moderation_actions_createdAt_idx" ON "post_moderation_actions"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "ambassador_applications_status_createdAt_idx" ON "ambassador_applications"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "ambassador_applications" ADD CONSTRAINT "ambassador_applications_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_moderation_actions" ADD CONSTRAINT "post_moderation_actions_postId_fkey" FOREIGN KEY ("postId") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_moderation_actions" ADD CONSTRAINT "post_moderation_actions_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
