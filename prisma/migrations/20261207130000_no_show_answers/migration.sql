-- No-show marks that are fair (docs/no-shows.md): when the host marked it, the player's one answer, and the host's
-- confirmation of a disputed mark. Marks made before keep NULLs: undisputed, they count as before.
ALTER TABLE "event_participants" ADD COLUMN "noShowMarkedAt" TIMESTAMP(3);
ALTER TABLE "event_participants" ADD COLUMN "noShowAnswer" TEXT;
ALTER TABLE "event_participants" ADD COLUMN "noShowAnsweredAt" TIMESTAMP(3);
ALTER TABLE "event_participants" ADD COLUMN "noShowConfirmedAt" TIMESTAMP(3);
