-- Skill levels (issue 32 §3): a player's self-rating per sport and a game's optional level range, as ordinals of
-- lib/levels/rules.ts (20–55: rating × 10, or a band's ordinal).
CREATE TABLE "player_levels" (
    "userId" TEXT NOT NULL,
    "gameTypeId" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "private" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL DEFAULT 'SELF',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "player_levels_pkey" PRIMARY KEY ("userId","gameTypeId"),
    CONSTRAINT "player_levels_level_check" CHECK ("level" BETWEEN 20 AND 55),
    CONSTRAINT "player_levels_source_check" CHECK ("source" IN ('SELF', 'QUIZ'))
);

CREATE INDEX "player_levels_gameTypeId_level_idx" ON "player_levels"("gameTypeId", "level");

ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_gameTypeId_fkey" FOREIGN KEY ("gameTypeId") REFERENCES "game_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "events" ADD COLUMN "levelMin" INTEGER,
ADD COLUMN "levelMax" INTEGER,
ADD COLUMN "levelRequired" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "levelChecked" BOOLEAN NOT NULL DEFAULT false,
ADD CONSTRAINT "events_level_range_check" CHECK (
    ("levelMin" IS NULL OR "levelMin" BETWEEN 20 AND 55)
    AND ("levelMax" IS NULL OR "levelMax" BETWEEN 20 AND 55)
    AND ("levelMin" IS NULL OR "levelMax" IS NULL OR "levelMin" <= "levelMax"));

-- Hosts' ratings of players' level after a "level checked" game (a confidence; never the self-rating).
CREATE TABLE "level_ratings" (
    "eventId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "raterId" TEXT NOT NULL,
    "gameTypeId" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "level_ratings_pkey" PRIMARY KEY ("eventId","userId"),
    CONSTRAINT "level_ratings_level_check" CHECK ("level" BETWEEN 20 AND 55)
);

CREATE INDEX "level_ratings_userId_gameTypeId_idx" ON "level_ratings"("userId", "gameTypeId");

ALTER TABLE "level_ratings" ADD CONSTRAINT "level_ratings_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "level_ratings" ADD CONSTRAINT "level_ratings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "level_ratings" ADD CONSTRAINT "level_ratings_raterId_fkey" FOREIGN KEY ("raterId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
