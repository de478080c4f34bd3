import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env';
import { sitemapEntries } from '@/lib/seo/queries';

// /sitemap.xml: every public page, post, organization, team or organization website and upcoming public
// game. Read at request time (a build's database need not be the served one, and new posts should be listed
// at once); crawlers fetch it rarely and it is a few indexed reads.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  return (await sitemapEntries()).map((entry) => ({
    url: `${base}${entry.path}`,
    lastModified: entry.lastModified,
    priority: entry.priority,
  }));
}
