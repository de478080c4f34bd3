-- CreateEnum
CREATE TYPE "StripeConnectMethod" AS ENUM ('OAUTH', 'ACCOUNT_LINK');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "stripeConnectMethod" "StripeConnectMethod",
ADD COLUMN     "stripeRequirementsDue" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "connect_oauth_states" (
    "state" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "connect_oauth_states_pkey" PRIMARY KEY ("state")
);

-- CreateIndex
CREATE INDEX "connect_oauth_states_userId_idx" ON "connect_oauth_states"("userId");

-- AddForeignKey
ALTER TABLE "connect_oauth_states" ADD CONSTRAINT "connect_oauth_states_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
