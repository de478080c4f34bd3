-- CreateEnum
CREATE TYPE "BracketFormat" AS ENUM ('SINGLE', 'DOUBLE');

-- CreateEnum
CREATE TYPE "BracketPart" AS ENUM ('WINNERS', 'LOSERS', 'FINAL');

-- CreateEnum
CREATE TYPE "GameSlot" AS ENUM ('HOME', 'AWAY');

-- DropForeignKey
ALTER TABLE "games" DROP CONSTRAINT "games_sourceGameId_fkey";

-- DropIndex
DROP INDEX "games_eventId_idx";

-- AlterTable
ALTER TABLE "games" DROP COLUMN "awayTeamName",
DROP COLUMN "homeTeamName",
DROP COLUMN "isPlayoff",
DROP COLUMN "name",
DROP COLUMN "playoffBracket",
DROP COLUMN "sourceGameId",
ADD COLUMN     "awayExternalTeamId" TEXT,
ADD COLUMN     "awayName" TEXT,
ADD COLUMN     "awaySeed" INTEGER,
ADD COLUMN     "awayTeamId" TEXT,
ADD COLUMN     "bracketId" TEXT,
ADD COLUMN     "bracketIndex" INTEGER,
ADD COLUMN     "bracketPart" "BracketPart",
ADD COLUMN     "bracketRound" INTEGER,
ADD COLUMN     "court" TEXT,
ADD COLUMN     "homeExternalTeamId" TEXT,
ADD COLUMN     "homeName" TEXT,
ADD COLUMN     "homeSeed" INTEGER,
ADD COLUMN     "homeTeamId" TEXT,
ADD COLUMN     "loserToId" TEXT,
ADD COLUMN     "loserToSlot" "GameSlot",
ADD COLUMN     "round" TEXT,
ADD COLUMN     "startsAt" TIMESTAMP(3),
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "winnerToId" TEXT,
ADD COLUMN     "winnerToSlot" "GameSlot";

-- CreateTable
CREATE TABLE "playoff_brackets" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "format" "BracketFormat" NOT NULL,
    "size" INTEGER NOT NULL,
    "seeding" TEXT NOT NULL,
    "entrants" JSONB NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "playoff_brackets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "playoff_brackets_eventId_key" ON "playoff_brackets"("eventId");

-- CreateIndex
CREATE INDEX "games_eventId_startsAt_idx" ON "games"("eventId", "startsAt");

-- CreateIndex
CREATE INDEX "games_bracketId_idx" ON "games"("bracketId");

-- CreateIndex
CREATE INDEX "games_homeTeamId_idx" ON "games"("homeTeamId");

-- CreateIndex
CREATE INDEX "games_awayTeamId_idx" ON "games"("awayTeamId");

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_bracketId_fkey" FOREIGN KEY ("bracketId") REFERENCES "playoff_brackets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_homeTeamId_fkey" FOREIGN KEY ("homeTeamId") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_awayTeamId_fkey" FOREIGN KEY ("awayTeamId") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_homeExternalTeamId_fkey" FOREIGN KEY ("homeExternalTeamId") REFERENCES "external_teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_awayExternalTeamId_fkey" FOREIGN KEY ("awayExternalTeamId") REFERENCES "external_teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_winnerToId_fkey" FOREIGN KEY ("winnerToId") REFERENCES "games"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_loserToId_fkey" FOREIGN KEY ("loserToId") REFERENCES "games"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "playoff_brackets" ADD CONSTRAINT "playoff_brackets_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "playoff_brackets" ADD CONSTRAINT "playoff_brackets_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: scores are never negative.
ALTER TABLE "games" ADD CONSTRAINT "games_scores_check"
  CHECK (("homeScore" IS NULL OR "homeScore" >= 0) AND ("awayScore" IS NULL OR "awayScore" >= 0));
