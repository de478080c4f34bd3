-- Distance unit setting (docs/cities.md): kilometres or miles; null = by the country of the user's go-to area.
ALTER TABLE "users" ADD COLUMN "distanceUnit" TEXT;
ALTER TABLE "users" ADD CONSTRAINT "users_distanceUnit_check" CHECK ("distanceUnit" IS NULL OR "distanceUnit" IN ('km', 'mi'));
