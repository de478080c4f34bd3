-- Chat-message reports in the admin moderation queue (issue 32): open until an admin deletes the message or
-- dismisses the report, like post_reports.closedAt.
ALTER TABLE "message_reports" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'open',
ADD COLUMN "closedAt" TIMESTAMP(3);
