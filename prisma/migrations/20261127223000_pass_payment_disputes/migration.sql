-- A dispute's status per charge of a membership (docs/passes.md): each period's charge can be disputed on its own.
ALTER TABLE "pass_payments" ADD COLUMN "disputeStatus" TEXT;

-- Disputes recorded so far: copied only where the pass has had one charge (then it was that charge's). A renewed
-- membership's pass-level status may be an earlier period's, so its rows start unknown.
UPDATE "pass_payments" AS pp
SET "disputeStatus" = p."disputeStatus"
FROM "punch_card_passes" AS p
WHERE pp."passId" = p."id" AND pp."paymentIntentId" = p."paymentIntentId" AND p."disputeStatus" IS NOT NULL
  AND p."periodsPaid" <= 1;
