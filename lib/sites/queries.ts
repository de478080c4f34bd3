import 'server-only';
import { unstable_cache } from 'next/cache';
import { db } from '@/lib/db';
import { hostableTeamWhere, visibleEventWhere } from '@/lib/access/event-visibility';
import { activeRosterWhere } from '@/lib/access/membership-where';
import { Prisma } from '@/lib/generated/prisma/client';
import { discoverableSql } from '@/lib/access/discoverable';
import { publicPlayerName } from './names';
import { challengeRecord, readPageData, type PageData } from './schema';
import { readSettings, type SiteSettings } from './service';
import { isNewAccount, newAccountSince } from '@/lib/indexing/new-accounts';

// What the site builder's pages read. Editor reads are scoped to the creator; public reads return only
// published sites (cached per site, tag siteTag(id), expired by Publish).

export const siteTag = (siteId: string) => `site:${siteId}`;

/** The viewer's websites (site): published rows with their draft state, pages, owner and domains. */
export async function mySites(viewerId: string) {
  const rows = await db.website.findMany({
    where: { creatorId: viewerId, draftOfId: null },
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      title: true,
      publishedAt: true,
      updatedAt: true,
      team: { select: { name: true } },
      organization: { select: { name: true } },
      draft: { select: { updatedAt: true, _count: { select: { pages: true } } } },
      _count: { select: { pages: true } },
      domains: { where: { verifiedAt: { not: null } }, select: { hostname: true }, take: 1 },
      settings: true,
    },
  });
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    publishedAt: r.publishedAt,
    hasDraft: Boolean(r.draft),
    pages: r.draft?._count.pages ?? r._count.pages,
    owner: r.team?.name ?? r.organization?.name ?? null,
    domain: r.domains[0]?.hostname ?? null,
    settings: readSettings(r.settings),
  }));
}

/** Teams the viewer may build a site or a roster block for, and the organizations they own. */
export async function siteOwnerChoices(viewerId: string) {
  const [teams, organizations] = await Promise.all([
    db.team.findMany({
      where: hostableTeamWhere(viewerId),
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
    db.organization.findMany({
      where: { ownerId: viewerId },
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
  ]);
  return { teams, organizations };
}

export type EditorPage = {
  slug: string;
  title: string;
  seoDescription: string;
  inNav: boolean;
  data: PageData;
};
export type EditorData = {
  siteId: string;
  title: string;
  settings: SiteSettings;
  publishedAt: Date | null;
  hasDraft: boolean;
  pages: EditorPage[];
  teams: { id: string; name: string }[];
  forms: { id: string; title: string }[];
};

/**
 * The editor's working copy: the draft when there is one, else the published site (the first edit copies
 * it). Someone else's site answers 'not-owner' (spec 02 §6), an unknown id 'not-found'.
 */
export async function editorData(
  viewerId: string,
  siteId: string,
): Promise<{ status: 'ok'; data: EditorData } | { status: 'not-found' } | { status: 'not-owner' }> {
  const pageSelect = { orderBy: [{ sortOrder: 'asc' as const }, { slug: 'asc' as const }] };
  const site = await db.website.findFirst({
    where: { id: siteId, draftOfId: null },
    include: { pages: pageSelect, draft: { include: { pages: pageSelect } } },
  });
  if (!site) return { status: 'not-found' };
  if (site.creatorId !== viewerId) return { status: 'not-owner' };
  const working = site.draft ?? site;
  const [teams, forms] = await Promise.all([
    db.team.findMany({
      where: hostableTeamWhere(viewerId),
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
    db.form.findMany({
      where: { ownerId: viewerId },
      select: { id: true, title: true },
      orderBy: { createdAt: 'desc' },
      take: 200,
    }),
  ]);
  return {
    status: 'ok',
    data: {
      siteId: site.id,
      title: working.title,
      settings: readSettings(working.settings),
      publishedAt: site.publishedAt,
      hasDraft: Boolean(site.draft),
      pages: working.pages.map((p) => ({
        slug: p.slug,
        title: p.title,
        seoDescription: p.seoDescription ?? '',
        inNav: p.inNav,
        data: readPageData(p.content, p.title),
      })),
      teams,
      forms,
    },
  };
}

export type PublishedSite = {
  id: string;
  title: string;
  creatorId: string;
  settings: SiteSettings;
  domain: string | null;
  /** The creator's account is new (lib/indexing/new-accounts.ts): the pages carry robots noindex. Read fresh. */
  newAccount: boolean;
  pages: { slug: string; title: string; seoDescription: string | null; inNav: boolean; data: PageData }[];
};

async function readPublishedSite(siteId: string): Promise<PublishedSite | null> {
  const site = await db.website.findFirst({
    where: { id: siteId, draftOfId: null, publishedAt: { not: null } },
    include: {
      pages: { orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }] },
    },
  });
  if (!site) return null;
  return {
    id: site.id,
    title: site.title,
    creatorId: site.creatorId,
    settings: readSettings(site.settings),
    domain: null,
    newAccount: false,
    pages: site.pages.map((p) => ({
      slug: p.slug,
      title: p.title,
      seoDescription: p.seoDescription,
      inNav: p.inNav,
      data: readPageData(p.content, p.title),
    })),
  };
}

const cachedSite = (siteId: string) =>
  unstable_cache(() => readPublishedSite(siteId), ['published-site', siteId], { tags: [siteTag(siteId)] })();

/**
 * A published website (its pages cached; tag siteTag(id)) with its verified domain, read fresh (one indexed
 * query) so a domain verified or removed shows in canonical links at once; null when unknown or never published.
 */
export async function publishedSite(siteId: string): Promise<PublishedSite | null> {
  const [site, domain, creator] = await Promise.all([
    cachedSite(siteId),
    db.websiteDomain.findFirst({
      where: { websiteId: siteId, verifiedAt: { not: null } },
      orderBy: { verifiedAt: 'asc' },
      select: { hostname: true },
    }),
    db.website.findUnique({ where: { id: siteId }, select: { creator: { select: { createdAt: true } } } }),
  ]);
  return (
    site && {
      ...site,
      domain: domain?.hostname ?? null,
      newAccount: isNewAccount(creator?.creator.createdAt),
    }
  );
}

/**
 * The sitemap's team and organization websites: the pages of published sites served on this host, i.e. without
 * a verified domain of their own (those have their canonical links there, and a sitemap lists its own host's
 * pages only). The home page is site/view/{id} (its canonical link), the others site/view/{id}/{slug}; at most
 * `limit` paths, newest sites first.
 */
export async function sitemapSitePaths(limit: number): Promise<{ path: string; lastModified: Date }[]> {
  const sites = await db.website.findMany({
    where: {
      draftOfId: null,
      publishedAt: { not: null },
      domains: { none: { verifiedAt: { not: null } } },
      creator: { createdAt: { lte: newAccountSince() } },
    },
    select: {
      id: true,
      updatedAt: true,
      pages: { select: { slug: true }, orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }] },
    },
    orderBy: { publishedAt: 'desc' },
    take: limit,
  });
  return sites
    .flatMap((site) =>
      site.pages.map((page, i) => ({
        path: i === 0 ? `/site/view/${site.id}` : `/site/view/${site.id}/${page.slug}`,
        lastModified: site.updatedAt,
      })),
    )
    .slice(0, limit);
}

/** The website of an organization (organization-website/{id}). */
export async function organizationWebsiteId(organizationId: string) {
  const org = await db.organization.findUnique({
    where: { id: organizationId },
    select: { websiteId: true },
  });
  return org?.websiteId ?? null;
}

// ── Live blocks: current data on every render, only while the site's creator may show it ──────────────

/**
 * The roster a team's public website shows (sites, custom domains): the active members of a team the site's
 * creator owns, administers or manages who agreed to be found — "Show me in Players near you" on and not known
 * to be under 18 (the Players near you rule) — each by first name and last initial, with their role. Two queries.
 */
export async function rosterForSite(creatorId: string, teamId: string) {
  const team = await db.team.findFirst({
    where: { id: teamId, ...hostableTeamWhere(creatorId) },
    select: {
      name: true,
      roster: {
        where: { ...activeRosterWhere, joinRequest: false, userId: { not: null } },
        orderBy: { createdAt: 'asc' },
        take: 200,
        select: { id: true, role: true, userId: true, user: { select: { displayName: true } } },
      },
    },
  });
  if (!team) return null;
  const ids = team.roster.flatMap((r) => (r.userId ? [r.userId] : []));
  const listed =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db.$queryRaw<{ id: string }[]>(
              Prisma.sql`SELECT u."id" FROM "users" u WHERE u."id" = ANY(${ids}) AND ${discoverableSql('u')}`,
            )
          ).map((u) => u.id),
        );
  return {
    name: team.name,
    players: team.roster.flatMap((r) =>
      r.userId && listed.has(r.userId) && r.user?.displayName
        ? [{ id: r.id, name: publicPlayerName(r.user.displayName), role: r.role ?? '' }]
        : [],
    ),
  };
}

/** The next public games of a team the creator may host for, or the creator's own (no team). */
export async function upcomingEventsForSite(
  creatorId: string,
  teamId: string,
  limit: number,
  now = new Date(),
) {
  return db.event.findMany({
    where: {
      AND: [
        visibleEventWhere(null, now),
        { cancelled: false, dateStart: { gte: now } },
        teamId ? { hostingTeamId: teamId, hostingTeam: hostableTeamWhere(creatorId) } : { creatorId },
      ],
    },
    orderBy: { dateStart: 'asc' },
    take: Math.min(Math.max(limit, 1), 12),
    select: {
      id: true,
      title: true,
      dateStart: true,
      timeZone: true,
      locationName: true,
      capacity: true,
      goingCount: true,
    },
  });
}

/** The viewer's sites with their domains and the TXT record each needs (custom-website). */
export async function myDomains(viewerId: string) {
  const sites = await db.website.findMany({
    where: { creatorId: viewerId, draftOfId: null },
    orderBy: { createdAt: 'desc' },
    select: {
      id: true,
      title: true,
      publishedAt: true,
      domains: { orderBy: { createdAt: 'asc' } },
    },
  });
  return sites.map((s) => ({
    id: s.id,
    title: s.title,
    published: Boolean(s.publishedAt),
    domains: s.domains.map((d) => ({
      id: d.id,
      hostname: d.hostname,
      verifiedAt: d.verifiedAt,
      lastCheckedAt: d.lastCheckedAt,
      record: challengeRecord(d.hostname, d.verificationToken),
    })),
  }));
}
