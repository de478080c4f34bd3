-- Security review 3: refund terms kept per payment (M6), excess form payments refunded (L4), verified custom
-- domains re-checked (L11).

-- AlterTable
ALTER TABLE "event_payments" ADD COLUMN "refundDeadline" TIMESTAMP(3);

-- Payments made before this column: the game's current cutoff is the best record of their terms.
UPDATE "event_payments" p
   SET "refundDeadline" = e."dateStart" - make_interval(hours => COALESCE(e."hoursToCancelBefore", 0))
  FROM "events" e
 WHERE e."id" = p."eventId" AND p."status" IN ('PAID', 'REFUNDED');

-- AlterTable
ALTER TABLE "form_payments" ADD COLUMN "refundedCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "website_domains" ADD COLUMN "failedChecks" INTEGER NOT NULL DEFAULT 0;
