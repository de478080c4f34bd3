-- Time zones (docs/time-zones.md): no place's zone is assumed. events.timeZone loses its default and users.timeZone
-- defaults to UTC instead of America/New_York (an account with no browser zone and no area yet). Every game names its zone; users.timeZoneSource says where a user's zone came from, so
-- that a guess is replaced by the browser's zone at the next sign-in and by the Go-To Area's when one is set.
-- Existing accounts are GUESS here; the zone data step (scripts/db/user-zones.ts, run after the migrations by
-- every start) sets each one with a home area to that area's zone (tz-lookup is JavaScript, not SQL).
CREATE TYPE "TimeZoneSource" AS ENUM ('GUESS', 'BROWSER', 'AREA', 'CHOSEN');
ALTER TABLE "users" ADD COLUMN "timeZoneSource" "TimeZoneSource" NOT NULL DEFAULT 'GUESS';
ALTER TABLE "users" ALTER COLUMN "timeZone" SET DEFAULT 'UTC';
ALTER TABLE "events" ALTER COLUMN "timeZone" DROP DEFAULT;
-- The data step reads the accounts whose zone is still a guess and that have a home area.
CREATE INDEX "users_zone_guess_idx" ON "users" ("id") WHERE "timeZoneSource" = 'GUESS' AND "cityLat" IS NOT NULL;
