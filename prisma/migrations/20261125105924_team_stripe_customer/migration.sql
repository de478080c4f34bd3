-- AlterTable
ALTER TABLE "teams" ADD COLUMN     "stripeCustomerId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "teams_stripeCustomerId_key" ON "teams"("stripeCustomerId");
