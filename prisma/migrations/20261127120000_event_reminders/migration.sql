-- Game reminders sent (24 h and 2 h before the start), keyed by participation, kind and the start they were for.
CREATE TABLE "event_reminders" (
    "participantId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_reminders_pkey" PRIMARY KEY ("participantId","kind","startsAt")
);

ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_participantId_fkey" FOREIGN KEY ("participantId") REFERENCES "event_participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
