-- AlterTable
ALTER TABLE "event_participants" ADD COLUMN     "guestNames" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Hand-written: rows that counted guests before names were kept get "Guest" per guest; from now on the count
-- and the names agree.
UPDATE "event_participants" SET "guestNames" = array_fill('Guest'::text, ARRAY["guestCount"]) WHERE "guestCount" > 0;
ALTER TABLE "event_participants"
  ADD CONSTRAINT "event_participants_guest_names_count" CHECK ("guestCount" = COALESCE(cardinality("guestNames"), 0));
