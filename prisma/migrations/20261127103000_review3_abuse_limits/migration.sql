-- Security review 3, M3: the user who caused a notification, so a repeated one of the same type from the same
-- actor updates the recipient's unread row instead of writing (and mailing) another.

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN "actorId" TEXT;

-- CreateIndex
CREATE INDEX "notifications_userId_actorId_type_idx" ON "notifications"("userId", "actorId", "type");

-- AddForeignKey (a deleted actor leaves the notification, without the link)
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- M2: addresses that asked for no more team invitation mail (the link in every invitation mail).
-- CreateTable
CREATE TABLE "invitation_opt_outs" (
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitation_opt_outs_pkey" PRIMARY KEY ("email")
);
