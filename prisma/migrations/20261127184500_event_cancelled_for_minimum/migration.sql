-- The host's record on game cards (review L1): a game the minimum-check job called off for too few players is
-- marked, so only that cancel is excused; every cancel by the host counts against them.
ALTER TABLE "events" ADD COLUMN "cancelledForMinimum" BOOLEAN NOT NULL DEFAULT false;
