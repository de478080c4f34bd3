-- AlterTable
ALTER TABLE "weekly_time_ranges" ADD COLUMN     "userId" TEXT;

-- Hand-written (later diffs ignore functions and triggers).
-- Each weekly range also carries its owner's user id (an availability's user never changes), set by the trigger
-- that already copies the time zone and home point, so that Find a sub's walk of the schedules checks the
-- player's sport before reading their availability (lib/subs/sql.ts).
UPDATE "weekly_time_ranges" w SET "userId" = a."userId"
  FROM "availabilities" a WHERE a."id" = w."availabilityId";

CREATE OR REPLACE FUNCTION weekly_time_range_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a."timeZone", a."userId", u."cityLat", u."cityLng"
    INTO NEW."timeZone", NEW."userId", NEW."homeLat", NEW."homeLng"
    FROM "availabilities" a JOIN "users" u ON u."id" = a."userId" WHERE a."id" = NEW."availabilityId";
  RETURN NEW;
END $$;
