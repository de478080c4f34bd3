-- CreateTable
CREATE TABLE "external_teams" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "external_teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ambassador_applications" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "cityName" TEXT NOT NULL,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "sports" TEXT[],
    "why" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ambassador_applications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "external_teams_teamId_nameKey_key" ON "external_teams"("teamId", "nameKey");

-- CreateIndex
CREATE UNIQUE INDEX "ambassador_applications_userId_key" ON "ambassador_applications"("userId");

-- CreateIndex
CREATE INDEX "ambassador_applications_createdAt_idx" ON "ambassador_applications"("createdAt");

-- CreateIndex
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING GIN ("name" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "external_teams" ADD CONSTRAINT "external_teams_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "external_teams" ADD CONSTRAINT "external_teams_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ambassador_applications" ADD CONSTRAINT "ambassador_applications_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (expression indexes; Prisma's diff ignores them). The team directory (lib/teams/directory.ts)
-- narrows by 4-character geohash cells and matches text against the name (weighted over the description).
CREATE INDEX IF NOT EXISTS "teams_cell_idx" ON "teams" (left("geohash", 4));
CREATE INDEX IF NOT EXISTS "teams_search_idx" ON "teams" USING GIN (
  (setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', COALESCE("description", '')), 'B'))
);
