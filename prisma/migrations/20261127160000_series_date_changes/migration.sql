-- Cancel or move one date of a series (issue 34 §2): the calendar feed's SEQUENCE (bumped by every cancel or
-- move, so calendar apps take the new version), the start a moved date had before (its RECURRENCE-ID), and
-- the host's reason for cancelling (shown on the page and told to the players).
ALTER TABLE "events" ADD COLUMN "sequence" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "events" ADD COLUMN "originalStart" TIMESTAMP(3);
ALTER TABLE "events" ADD COLUMN "cancelReason" TEXT;
