-- Hand-written (a trigger; the schema has nothing to diff).
-- Blocking removes a connection (issue 15): whichever way a block is written (from a list, by e-mail, by id),
-- the connection or pending request between the two people goes in the same transaction.
CREATE FUNCTION "blocks_remove_connection"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  other text;
BEGIN
  other := COALESCE(NEW."blockedUserId", (SELECT u."id" FROM "users" u WHERE u."email" = lower(NEW."blockedEmail")));
  IF other IS NOT NULL AND other <> NEW."blockerId" THEN
    DELETE FROM "connections"
     WHERE "userLowId" = LEAST(NEW."blockerId", other) AND "userHighId" = GREATEST(NEW."blockerId", other);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "blocks_remove_connection" AFTER INSERT OR UPDATE OF "blockedUserId", "blockedEmail" ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "blocks_remove_connection"();
