-- The block rule (lib/privacy/blocks.ts) matches a block by e-mail in any letter case; "who blocked the
-- viewer's address" looks blocks up by lower("blockedEmail"). Hand-written: Prisma cannot declare an
-- expression index, and later diffs ignore it.
CREATE INDEX "blocks_blockedEmail_lower_idx" ON "blocks" (lower("blockedEmail"));
