-- Game reminders sent (24 h and 2 h before the start), keyed by participation, kind and the start they were for.
CREATE TABLE "event_reminders" (
    "participantId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_reminders_pkey" PRIMARY KEY ("participantId","kind","startsAt")
);

ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES "event_participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The host's last nudge of a team game's non-responders (once per game per 12 hours).
CREATE TABLE "event_nudges" (
    "eventId" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL,
    "sentById" TEXT,

    CONSTRAINT "event_nudges_pkey" PRIMARY KEY ("eventId")
);

ALTER TABLE "event_nudges" ADD CONSTRAINT "event_nudges_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;
