-- full-search and Discover match events on a weighted full-text document (title 'A' over the description
-- 'B'). It is stored (a generated column) instead of indexed as an expression: full-search walks upcoming games
-- in start order and tests the document row by row for common words, and ranks its candidates with ts_rank,
-- both of which would otherwise rebuild it with to_tsvector for every row read (about 20 µs each on 1M games).
-- The schema declares it as Unsupported("tsvector")? (Prisma cannot write generated columns; it never writes
-- this one). The GIN index on the column replaces the expression index events_search_idx; ANALYZE gives the
-- planner the new column's word frequencies (common vs rare words choose different plans).
ALTER TABLE "events" ADD COLUMN "searchDoc" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', COALESCE("description", '')), 'B')
) STORED;

CREATE INDEX "events_searchDoc_idx" ON "events" USING GIN ("searchDoc");

DROP INDEX IF EXISTS "events_search_idx";
ANALYZE "events";
