-- CreateTable
CREATE TABLE "team_follows" (
    "followerId" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_follows_pkey" PRIMARY KEY ("followerId","teamId")
);

-- CreateIndex
CREATE INDEX "team_follows_teamId_idx" ON "team_follows"("teamId");

-- AddForeignKey
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_followerId_fkey" FOREIGN KEY ("followerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_follows" ADD CONSTRAINT "team_follows_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
