-- The city an activity alert counts in for the plan's alert-city limit, derived on the server from the
-- coordinates (the nearest listed city), never from the client-sent address name. Rows saved before keep NULL
-- and count by their name until they are next saved.
ALTER TABLE "activity_subscriptions" ADD COLUMN "cityKey" TEXT;
