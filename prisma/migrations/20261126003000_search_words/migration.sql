-- full-search's word list (model SearchWord): the distinct words of each kind's searched text, as
-- to_tsvector('simple') splits them (lower case, not stemmed). A misspelled query word is corrected against
-- this small list, then the corrected words search the kind's full-text index (lib/search/service.ts).

-- CreateTable
CREATE TABLE "search_words" (
    "kind" TEXT NOT NULL,
    "word" TEXT NOT NULL,
    "docs" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("kind","word")
);

-- CreateIndex
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops);

-- New words arrive by trigger: once per INSERT statement (its new rows as a transition table, so bulk inserts
-- cost one pass), and per row when an UPDATE changes the searched text. TG_ARGV: the kind, and the searched
-- text as an expression over the row `n`. Words are inserted in order (two transactions adding the same new
-- words wait for each other instead of deadlocking); existing words are left alone (no lock on common words, so
-- creating games never queues behind another transaction). Counts are set when the list is built (below);
-- words added later count 1 and words of deleted rows stay (a stale word only ever corrects to no match).
CREATE FUNCTION search_words_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    EXECUTE format('INSERT INTO search_words (kind, word)
      SELECT DISTINCT %L, w FROM new_rows n, unnest(tsvector_to_array(to_tsvector(''simple'', %s))) w
      ORDER BY 2 ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1]);
  ELSE
    EXECUTE format('INSERT INTO search_words (kind, word)
      SELECT DISTINCT %L, w FROM (SELECT ($1).*) n, unnest(tsvector_to_array(to_tsvector(''simple'', %s))) w
      ORDER BY 2 ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1]) USING NEW;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "events_search_words_insert" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_note('events', 'concat_ws('' '', n."title", n."description")');
CREATE TRIGGER "events_search_words_update" AFTER UPDATE OF "title", "description" ON "events" FOR EACH ROW
  WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."description" IS DISTINCT FROM NEW."description")
  EXECUTE FUNCTION search_words_note('events', 'concat_ws('' '', n."title", n."description")');

CREATE TRIGGER "teams_search_words_insert" AFTER INSERT ON "teams" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_note('teams', 'concat_ws('' '', n."name", n."description")');
CREATE TRIGGER "teams_search_words_update" AFTER UPDATE OF "name", "description" ON "teams" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description")
  EXECUTE FUNCTION search_words_note('teams', 'concat_ws('' '', n."name", n."description")');

CREATE TRIGGER "organizations_search_words_insert" AFTER INSERT ON "organizations" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_note('organizations', 'concat_ws('' '', n."name", n."description")');
CREATE TRIGGER "organizations_search_words_update" AFTER UPDATE OF "name", "description" ON "organizations" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description")
  EXECUTE FUNCTION search_words_note('organizations', 'concat_ws('' '', n."name", n."description")');

CREATE TRIGGER "places_search_words_insert" AFTER INSERT ON "places" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_note('places', 'concat_ws('' '', n."name", n."address", n."description")');
CREATE TRIGGER "places_search_words_update" AFTER UPDATE OF "name", "address", "description" ON "places" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."address" IS DISTINCT FROM NEW."address"
        OR OLD."description" IS DISTINCT FROM NEW."description")
  EXECUTE FUNCTION search_words_note('places', 'concat_ws('' '', n."name", n."address", n."description")');

CREATE TRIGGER "posts_search_words_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_note('posts', 'concat_ws('' '', n."title", n."text")');
CREATE TRIGGER "posts_search_words_update" AFTER UPDATE OF "title", "text" ON "posts" FOR EACH ROW
  WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."text" IS DISTINCT FROM NEW."text")
  EXECUTE FUNCTION search_words_note('posts', 'concat_ws('' '', n."title", n."text")');

CREATE TRIGGER "users_search_words_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_note('people', 'concat_ws('' '', n."displayName", n."fullName")');
CREATE TRIGGER "users_search_words_update" AFTER UPDATE OF "displayName", "fullName" ON "users" FOR EACH ROW
  WHEN (OLD."displayName" IS DISTINCT FROM NEW."displayName" OR OLD."fullName" IS DISTINCT FROM NEW."fullName")
  EXECUTE FUNCTION search_words_note('people', 'concat_ws('' '', n."displayName", n."fullName")');

-- The list of the rows already there, with counts.
INSERT INTO "search_words" ("kind", "word", "docs")
SELECT k, w, count(*)::int FROM (
  SELECT 'events' AS k, concat_ws(' ', "title", "description") AS t FROM "events"
  UNION ALL SELECT 'teams', concat_ws(' ', "name", "description") FROM "teams"
  UNION ALL SELECT 'organizations', concat_ws(' ', "name", "description") FROM "organizations"
  UNION ALL SELECT 'places', concat_ws(' ', "name", "address", "description") FROM "places"
  UNION ALL SELECT 'posts', concat_ws(' ', "title", "text") FROM "posts"
  UNION ALL SELECT 'people', concat_ws(' ', "displayName", "fullName") FROM "users"
) d, unnest(tsvector_to_array(to_tsvector('simple', d.t))) w
GROUP BY k, w;
ANALYZE "search_words";
