-- AlterTable
ALTER TABLE "weekly_time_ranges" ADD COLUMN     "homeLat" DOUBLE PRECISION,
ADD COLUMN     "homeLng" DOUBLE PRECISION,
ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'UTC';

-- CreateIndex
CREATE INDEX "weekly_time_ranges_timeZone_idx" ON "weekly_time_ranges"("timeZone");

-- Hand-written (later diffs ignore extensions, functions, triggers and expression indexes).
-- Each weekly range carries its availability's time zone and its owner's go-to city, kept in step by
-- triggers, so that "who near here is free in this window" is answered from the schedules through one GiST
-- index on (time zone, minutes of the ISO week, home point): lib/availability/sql.ts scheduleCandidatesSql.
CREATE EXTENSION IF NOT EXISTS btree_gist;

UPDATE "weekly_time_ranges" w SET "timeZone" = a."timeZone", "homeLat" = u."cityLat", "homeLng" = u."cityLng"
  FROM "availabilities" a JOIN "users" u ON u."id" = a."userId" WHERE a."id" = w."availabilityId";

CREATE FUNCTION weekly_time_range_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a."timeZone", u."cityLat", u."cityLng" INTO NEW."timeZone", NEW."homeLat", NEW."homeLng"
    FROM "availabilities" a JOIN "users" u ON u."id" = a."userId" WHERE a."id" = NEW."availabilityId";
  RETURN NEW;
END $$;

CREATE TRIGGER weekly_time_ranges_owner BEFORE INSERT OR UPDATE ON "weekly_time_ranges"
  FOR EACH ROW EXECUTE FUNCTION weekly_time_range_owner();

CREATE FUNCTION availability_zone_to_weekly_ranges() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "weekly_time_ranges" SET "timeZone" = NEW."timeZone" WHERE "availabilityId" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER availabilities_zone_to_weekly_ranges AFTER UPDATE OF "timeZone" ON "availabilities"
  FOR EACH ROW WHEN (OLD."timeZone" IS DISTINCT FROM NEW."timeZone")
  EXECUTE FUNCTION availability_zone_to_weekly_ranges();

CREATE FUNCTION user_city_to_weekly_ranges() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "weekly_time_ranges" w SET "homeLat" = NEW."cityLat", "homeLng" = NEW."cityLng"
    FROM "availabilities" a WHERE a."userId" = NEW."id" AND w."availabilityId" = a."id";
  RETURN NULL;
END $$;

CREATE TRIGGER users_city_to_weekly_ranges AFTER UPDATE OF "cityLat", "cityLng" ON "users"
  FOR EACH ROW WHEN (OLD."cityLat" IS DISTINCT FROM NEW."cityLat" OR OLD."cityLng" IS DISTINCT FROM NEW."cityLng")
  EXECUTE FUNCTION user_city_to_weekly_ranges();

CREATE INDEX "weekly_time_ranges_window_idx" ON "weekly_time_ranges" USING gist (
  "timeZone",
  int4range("dayOfWeek" * 1440 + "startMinute", "dayOfWeek" * 1440 + "endMinute"),
  ll_to_earth("homeLat", "homeLng")
) WHERE "homeLat" IS NOT NULL AND "homeLng" IS NOT NULL;

-- Date-specific entries that end on or after a day (the window's non-travel entries).
CREATE INDEX "date_availabilities_ends_idx" ON "date_availabilities" ((COALESCE("endDate", "date")))
  WHERE NOT "isTraveling";
