-- AlterTable
ALTER TABLE "date_availabilities" ADD COLUMN     "timeZone" TEXT;

-- Hand-written (later diffs ignore functions and triggers). The rules: docs/time-zones.md, "Jobs and availability".
--
-- A date-specific or travel entry is matched in its own zone: a travel entry in its city's, any other in the
-- owner's schedule zone when it was written (both set by lib/availability/service.ts addDateEntry). NULL reads
-- as the schedule's zone (lib/availability/sql.ts entryZone): the entries written before this column, which
-- were always read that way, keep that meaning; travel entries with a place get their city's zone from the
-- data step scripts/db/travel-zones.ts (it needs the coordinates-to-zone package), run after the migrations by
-- every start and by `npm run db:migrate`, for the rows still NULL (idempotent).

-- The weekly hours are in the owner's zone: a schedule whose zone is the owner's follows a change of the
-- owner's zone (the weekly ranges follow through availabilities_zone_to_weekly_ranges). A schedule the owner
-- set to another zone than their own keeps it. Date-specific and travel entries keep the zone they were written in.
CREATE FUNCTION user_zone_to_availability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "availabilities" SET "timeZone" = NEW."timeZone"
   WHERE "userId" = NEW."id" AND "timeZone" = OLD."timeZone";
  RETURN NULL;
END $$;

CREATE TRIGGER users_zone_to_availability AFTER UPDATE OF "timeZone" ON "users"
  FOR EACH ROW WHEN (OLD."timeZone" IS DISTINCT FROM NEW."timeZone")
  EXECUTE FUNCTION user_zone_to_availability();
