-- Hand-written (expression indexes; Prisma's diff ignores them). Discover walks start times in order and tests
-- the 4-character geohash cell and the game type inside the index (lib/events/queries.ts nearbyEvents); sparse
-- cells are read through the second index and sorted. Their statistics give the planner the cells' sizes.
CREATE INDEX IF NOT EXISTS "events_start_cell_type_idx" ON "events" ("dateStart", left("geohash", 4), "gameTypeId");
CREATE INDEX IF NOT EXISTS "events_cell_start_idx" ON "events" (left("geohash", 4), "dateStart");

-- Text search: the full-text document of the title (weighted over the description), as Discover queries it.
CREATE INDEX IF NOT EXISTS "events_search_idx" ON "events" USING GIN (
  (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', COALESCE("description", '')), 'B'))
);
