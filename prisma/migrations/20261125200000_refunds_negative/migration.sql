-- One sign for refunds: payments are positive, refunds negative (money back), so a user's transactions add up
-- to what they paid. Form refunds were stored positive until now.
UPDATE "transactions" SET "amountCents" = -"amountCents" WHERE "kind" = 'REFUND' AND "amountCents" > 0;
