-- CreateIndex
CREATE INDEX "blocks_blockedEmail_idx" ON "blocks"("blockedEmail");

-- CreateIndex
CREATE INDEX "users_displayName_idx" ON "users" USING GIN ("displayName" gin_trgm_ops);
