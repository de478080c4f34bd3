-- AlterTable: existing check-ins take the day they were made (UTC), and repeats of one user at one place on one
-- day are folded into the earliest, so the unique key below holds on a database that already has check-ins.
ALTER TABLE "place_check_ins" ADD COLUMN     "day" DATE;
UPDATE "place_check_ins" SET "day" = "createdAt"::date;
DELETE FROM "place_check_ins" c
 USING "place_check_ins" e
 WHERE e."placeId" = c."placeId" AND e."userId" = c."userId" AND e."day" = c."day"
   AND (e."createdAt", e."id") < (c."createdAt", c."id");
ALTER TABLE "place_check_ins" ALTER COLUMN "day" SET DEFAULT CURRENT_DATE, ALTER COLUMN "day" SET NOT NULL;

-- AlterTable
ALTER TABLE "places" ADD COLUMN     "openingNotes" TEXT,
ADD COLUMN     "photoUrls" TEXT[],
ADD COLUMN     "sports" TEXT[],
ADD COLUMN     "surface" TEXT;

-- CreateIndex
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "place_check_ins_placeId_userId_day_key" ON "place_check_ins"("placeId", "userId", "day");

-- CreateIndex
CREATE INDEX "places_name_trgm_idx" ON "places" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING GIN ("title" gin_trgm_ops);

-- Hand-written (expression indexes; Prisma's diff ignores them).
-- Places by the map's visible bounds (lib/places/queries.ts placesInBounds): point(lng, lat) <@ box(...),
-- nearest to the centre first.
CREATE INDEX "places_point_idx" ON "places" USING gist (point("lng", "lat"));

-- full-search (lib/search/sql.ts): the weighted full-text documents, exactly as the queries build them.
CREATE INDEX "places_search_idx" ON "places" USING GIN (
  (setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', "address"), 'B')
    || setweight(to_tsvector('english', COALESCE("description", '')), 'C'))
);
CREATE INDEX "posts_search_idx" ON "posts" USING GIN (
  (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "text"), 'B'))
);
CREATE INDEX "organizations_search_idx" ON "organizations" USING GIN (
  (setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', COALESCE("description", '')), 'B'))
);
CREATE INDEX "users_search_idx" ON "users" USING GIN (
  (setweight(to_tsvector('simple', COALESCE("displayName", '')), 'A') || setweight(to_tsvector('simple', COALESCE("fullName", '')), 'B'))
);
