import 'server-only';
import { db } from '@/lib/db';
import { sitemapOrganizationSlugs } from '@/lib/organizations/queries';
import { sitemapPosts } from '@/lib/posts/queries';
import { postCategories } from '@/lib/messages/posts';
import { postPath } from '@/lib/posts/rules';
import { partnerSitemapPaths } from '@/lib/partners/queries';
import { sitemapSitePaths } from '@/lib/sites/queries';
import { MARKETING_PATHS, OTHER_PUBLIC_PATHS, QUIZ_RESULT_PATHS } from './public-pages';

export type SitemapEntry = { path: string; lastModified?: Date; priority?: number };

/** Upcoming public games (evt/{id}), soonest first. Private games are never listed. */
function publicEvents(limit: number) {
  return db.event.findMany({
    where: { isPrivate: false, cancelled: false, dateStart: { gte: new Date() } },
    select: { id: true, updatedAt: true },
    orderBy: { dateStart: 'asc' },
    take: limit,
  });
}

/** Every public page: marketing pages, quiz results, partners, the board with its categories and posts, organizations, team and organization websites, public games. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, orgs, events, partners, sites] = await Promise.all([
    sitemapPosts(30_000),
    sitemapOrganizationSlugs(),
    publicEvents(10_000),
    partnerSitemapPaths(),
    sitemapSitePaths(5_000),
  ]);
  return [
    ...MARKETING_PATHS.map((path) => ({ path, priority: path === '/features' ? 1 : 0.8 })),
    ...OTHER_PUBLIC_PATHS.map((path) => ({ path, priority: 0.6 })),
    ...QUIZ_RESULT_PATHS.map((path) => ({ path, priority: 0.3 })),
    ...partners.map((path) => ({ path, priority: 0.5 })),
    ...postCategories.flatMap((c) => [
      { path: `/posts/${c.slug}`, priority: 0.5 },
      ...c.subcategories.map((s) => ({ path: `/posts/${c.slug}/${s.slug}`, priority: 0.5 })),
    ]),
    ...posts.map((p) => ({ path: postPath(p), lastModified: p.updatedAt, priority: 0.4 })),
    ...orgs.map((slug) => ({ path: `/org/${slug}`, priority: 0.5 })),
    ...sites.map((site) => ({ ...site, priority: 0.5 })),
    ...events.map((e) => ({ path: `/evt/${e.id}`, lastModified: e.updatedAt, priority: 0.4 })),
  ];
}
