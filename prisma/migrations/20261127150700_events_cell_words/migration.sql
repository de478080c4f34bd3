-- Discover's text search near a place (issue 36): a word frequent in the whole table but rare or absent around
-- the viewer made PostgreSQL walk every upcoming event nearby in start order (the walk never found a page) or
-- AND two large bitmaps (the word's and the cells') — 60-200 ms on the 1M-event seed. This index keys every
-- event by (cell, word) pairs, "9v6k:morn" (its 4-character geohash cell and each lexeme of its full-text
-- document), so "the events with this word in these cells" reads only their own short posting lists.
-- lib/events/queries.ts (nearbyEvents) asks it first; the events it finds there are few, or a walk in start
-- order finds a page quickly.
-- PARALLEL UNSAFE on purpose: a statement using it reads a few index entries, and PostgreSQL (estimating 1% of
-- the table for an array overlap it cannot see) would otherwise start parallel workers, which cost more.
CREATE FUNCTION "event_cell_words"(cell text, doc tsvector) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL UNSAFE
  AS $$ SELECT array_agg(cell || ':' || w) FROM unnest(tsvector_to_array(doc)) AS w $$;

-- fastupdate off: new events go into the index at once, not into a pending list every search would read
-- row by row until the next vacuum (events are written rarely, searched often).
CREATE INDEX "events_cell_words_idx" ON "events" USING GIN ("event_cell_words"(left("geohash", 4), "searchDoc"))
  WITH (fastupdate = off);

ANALYZE "events";
