-- Every paid period's payment intent of a membership (docs/passes.md, "Memberships"): a dispute of an older
-- period's charge finds its pass.
-- CreateTable
CREATE TABLE "pass_payments" (
    "id" TEXT NOT NULL,
    "passId" TEXT NOT NULL,
    "paymentIntentId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pass_payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pass_payments_paymentIntentId_key" ON "pass_payments"("paymentIntentId");

-- CreateIndex
CREATE INDEX "pass_payments_passId_idx" ON "pass_payments"("passId");

-- AddForeignKey
ALTER TABLE "pass_payments" ADD CONSTRAINT "pass_payments_passId_fkey" FOREIGN KEY ("passId") REFERENCES "punch_card_passes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The memberships paid so far: their current period's payment (older periods were not kept).
INSERT INTO "pass_payments" ("id", "passId", "paymentIntentId")
SELECT 'pp_' || p."id", p."id", p."paymentIntentId"
FROM "punch_card_passes" p JOIN "punch_cards" c ON c."id" = p."cardId"
WHERE c."kind"::text = 'MEMBERSHIP' AND p."paymentIntentId" IS NOT NULL
ON CONFLICT DO NOTHING;
