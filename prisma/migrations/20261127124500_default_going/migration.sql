-- Team practices "going unless you say no" (issue 32 §1).
ALTER TABLE "events" ADD COLUMN "defaultGoing" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "event_participants" ADD COLUMN "byDefault" BOOLEAN NOT NULL DEFAULT false;
