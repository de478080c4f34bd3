-- AlterTable
ALTER TABLE "date_availabilities" ADD COLUMN     "homeLat" DOUBLE PRECISION,
ADD COLUMN     "homeLng" DOUBLE PRECISION;

-- Hand-written (later diffs ignore functions, triggers and expression indexes).
-- Each date-specific entry carries its owner's go-to city, kept in step by triggers, so that "whose
-- date-specific hours near here may fall in this window" is answered through one GiST index on (days covered,
-- home point): lib/availability/sql.ts datedCandidatesSql.
UPDATE "date_availabilities" d SET "homeLat" = u."cityLat", "homeLng" = u."cityLng"
  FROM "availabilities" a JOIN "users" u ON u."id" = a."userId" WHERE a."id" = d."availabilityId";

CREATE FUNCTION date_availability_home() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."cityLat", u."cityLng" INTO NEW."homeLat", NEW."homeLng"
    FROM "availabilities" a JOIN "users" u ON u."id" = a."userId" WHERE a."id" = NEW."availabilityId";
  RETURN NEW;
END $$;

CREATE TRIGGER date_availabilities_home BEFORE INSERT OR UPDATE OF "availabilityId", "homeLat", "homeLng"
  ON "date_availabilities" FOR EACH ROW EXECUTE FUNCTION date_availability_home();

CREATE FUNCTION user_city_to_date_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "date_availabilities" d SET "homeLat" = NEW."cityLat", "homeLng" = NEW."cityLng"
    FROM "availabilities" a WHERE a."userId" = NEW."id" AND d."availabilityId" = a."id";
  RETURN NULL;
END $$;

CREATE TRIGGER users_city_to_date_entries AFTER UPDATE OF "cityLat", "cityLng" ON "users"
  FOR EACH ROW WHEN (OLD."cityLat" IS DISTINCT FROM NEW."cityLat" OR OLD."cityLng" IS DISTINCT FROM NEW."cityLng")
  EXECUTE FUNCTION user_city_to_date_entries();

-- Not-travel entries by the days they cover and their owner's home: the window's date-specific candidates.
CREATE INDEX "date_availabilities_home_days_idx" ON "date_availabilities" USING gist (
  daterange("date", GREATEST("date", COALESCE("endDate", "date")), '[]'),
  ll_to_earth("homeLat", "homeLng")
) WHERE NOT "isTraveling" AND "homeLat" IS NOT NULL AND "homeLng" IS NOT NULL;

-- Replaced by the index above (the window's date-specific candidates are now looked up by place as well).
DROP INDEX "date_availabilities_ends_idx";
