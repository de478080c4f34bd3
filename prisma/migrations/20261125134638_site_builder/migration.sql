-- DropIndex
DROP INDEX "websites_domain_key";

-- AlterTable
ALTER TABLE "website_pages" ADD COLUMN     "inNav" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "puckVersion" TEXT NOT NULL DEFAULT '0.23.0',
ALTER COLUMN "content" SET DEFAULT '{}';

-- AlterTable
ALTER TABLE "websites" DROP COLUMN "domain",
ADD COLUMN     "teamId" TEXT;

-- CreateTable
CREATE TABLE "website_domains" (
    "id" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "hostname" TEXT NOT NULL,
    "verificationToken" TEXT NOT NULL,
    "verifiedAt" TIMESTAMP(3),
    "lastCheckedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "website_domains_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "website_domains_hostname_idx" ON "website_domains"("hostname");

-- CreateIndex
CREATE UNIQUE INDEX "website_domains_websiteId_hostname_key" ON "website_domains"("websiteId", "hostname");

-- CreateIndex
CREATE INDEX "websites_teamId_idx" ON "websites"("teamId");

-- AddForeignKey
ALTER TABLE "websites" ADD CONSTRAINT "websites_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "website_domains" ADD CONSTRAINT "website_domains_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "websites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A hostname is served for one website at most: only verified rows must be unique, so a pending claim by
-- someone else never blocks the domain's real owner.
CREATE UNIQUE INDEX "website_domains_verified_hostname_key" ON "website_domains"("hostname") WHERE "verifiedAt" IS NOT NULL;

-- Page content is Puck Data now; the earlier block lists (demo data only) become empty pages.
UPDATE "website_pages"
SET "content" = jsonb_build_object('root', jsonb_build_object('props', jsonb_build_object('title', "title")), 'content', '[]'::jsonb)
WHERE jsonb_typeof("content") <> 'object';
