-- Hand-written (the schema has nothing to diff: an expression index).
-- Travel entries by the days they cover and where they are: the travel matches of a window near a place
-- (lib/availability/sql.ts travelNearWindowSql) read only the entries around the window, not every trip
-- ever planned to that place.
CREATE INDEX "date_availabilities_travel_days_idx" ON "date_availabilities" USING gist (
  daterange("date", GREATEST("date", COALESCE("endDate", "date")), '[]'),
  ll_to_earth("locationLat", "locationLng")
) WHERE "isTraveling" AND "locationLat" IS NOT NULL AND "locationLng" IS NOT NULL;
