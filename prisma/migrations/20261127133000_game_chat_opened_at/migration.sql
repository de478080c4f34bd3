-- Game chat: when the host opened it to anyone who can see the game. Outsiders read only messages from then on.
ALTER TABLE "conversations" ADD COLUMN "openedAt" TIMESTAMP(3);

-- Chats already open: the players' earlier messages stay theirs, so outsiders start from now.
UPDATE "conversations" SET "openedAt" = CURRENT_TIMESTAMP WHERE "openToViewers" = true;
