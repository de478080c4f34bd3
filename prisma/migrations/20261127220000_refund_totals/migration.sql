-- Refund totals (docs/passes.md, docs/refunds.md): a membership's refunds of earlier periods, each kept period's
-- refunded amount, and the platform's fee actually returned on a paid game's refund.
ALTER TABLE "punch_card_passes" ADD COLUMN "priorRefundCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "pass_payments" ADD COLUMN "refundedCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "event_payments" ADD COLUMN "feeRefundedCents" INTEGER NOT NULL DEFAULT 0;

-- Refunds made so far were ours (refund_application_fee: the fee returned in proportion), as shown until now.
UPDATE "event_payments"
SET "feeRefundedCents" = CASE
  WHEN "refundedCents" >= "amountCents" THEN "feeCents"
  ELSE ROUND(("feeCents"::numeric * "refundedCents") / "amountCents")::integer
END
WHERE "refundedCents" > 0 AND "feeCents" > 0 AND "amountCents" > 0;
