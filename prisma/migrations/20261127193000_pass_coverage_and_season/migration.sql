-- Passes name what they cover (a series, a sport) and season passes (issue 34 §1, docs/passes.md).
-- CreateEnum
CREATE TYPE "PassCoverage" AS ENUM ('TEAM', 'SERIES', 'SPORT');

-- CreateEnum
CREATE TYPE "PassKind" AS ENUM ('PUNCH_CARD', 'SEASON');

-- AlterTable
ALTER TABLE "punch_cards" ADD COLUMN     "coverage" "PassCoverage" NOT NULL DEFAULT 'TEAM',
ADD COLUMN     "gameTypeId" TEXT,
ADD COLUMN     "kind" "PassKind" NOT NULL DEFAULT 'PUNCH_CARD',
ADD COLUMN     "seasonEndsAt" TIMESTAMP(3),
ADD COLUMN     "seriesId" TEXT;

-- AddForeignKey
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_seriesId_fkey" FOREIGN KEY ("seriesId") REFERENCES "event_series"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_gameTypeId_fkey" FOREIGN KEY ("gameTypeId") REFERENCES "game_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A punch card sells 1–50 games; a season pass sells none (unlimited until seasonEndsAt, which it must have).
ALTER TABLE "punch_cards" DROP CONSTRAINT "punch_cards_games_check";
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_games_check" CHECK (
  ("kind" = 'PUNCH_CARD' AND "games" BETWEEN 1 AND 50)
  OR ("kind" = 'SEASON' AND "games" = 0 AND "seasonEndsAt" IS NOT NULL));
-- A TEAM card names no series or sport.
ALTER TABLE "punch_cards" ADD CONSTRAINT "punch_cards_coverage_check"
  CHECK ("coverage" <> 'TEAM' OR ("seriesId" IS NULL AND "gameTypeId" IS NULL));
