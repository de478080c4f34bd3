import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { db } from '@/lib/db';
import { newAccountSince } from '@/lib/indexing/new-accounts';
import { runsOrganization, runsTeam } from './where';
import { organizationSlugSchema } from './schema';

// Organizations (org/{slug}): read through Next's data cache, tagged per slug, so the statically generated
// pages are rebuilt only when an organization changes (revalidateOrganization) — never on a timer.

export const ORGANIZATIONS_TAG = 'organizations';
export const organizationTag = (slug: string) => `organization:${slug}`;

export type OrganizationPage = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  logoUrl: string | null;
  links: string[];
  city: string | null;
  /** When its owner's account was created (ISO): a new account's organization is kept out of search engines. */
  ownerJoinedAt: string;
  teams: {
    id: string;
    name: string;
    kind: 'TEAM' | 'COMMUNITY' | 'LEAGUE';
    cityName: string | null;
    sport: string | null;
  }[];
};

async function readOrganization(slug: string): Promise<OrganizationPage | null> {
  const org = await db.organization.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      logoUrl: true,
      links: true,
      owner: { select: { createdAt: true } },
      teams: {
        where: { isExternal: false },
        select: { id: true, name: true, kind: true, cityName: true, gameType: { select: { label: true } } },
        orderBy: { name: 'asc' },
      },
    },
  });
  if (!org) return null;
  const teams = org.teams.map((t) => ({
    id: t.id,
    name: t.name,
    kind: t.kind,
    cityName: t.cityName,
    sport: t.gameType?.label ?? null,
  }));
  // The organization's city: the most common home city of its teams.
  const counts = new Map<string, number>();
  for (const t of teams) if (t.cityName) counts.set(t.cityName, (counts.get(t.cityName) ?? 0) + 1);
  const city = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return {
    id: org.id,
    slug: org.slug,
    name: org.name,
    description: org.description,
    logoUrl: org.logoUrl,
    links: org.links,
    city,
    ownerJoinedAt: org.owner.createdAt.toISOString(),
    teams,
  };
}

/** Thrown inside a cached read on a miss: unstable_cache keeps nothing for a read that throws. */
class Miss extends Error {}

/**
 * The organization of a slug (cached; tags: the slug's and all organizations'). A slug of another shape is
 * unknown without a query, and a miss is never cached, so made-up slugs leave nothing in the shared cache
 * (docs/security.md, "Shared cache").
 */
export async function organizationBySlug(slug: string): Promise<OrganizationPage | null> {
  if (organizationSlugSchema.safeParse(slug).data !== slug) return null;
  try {
    return await unstable_cache(
      async () => {
        const org = await readOrganization(slug);
        if (!org) throw new Miss();
        return org;
      },
      ['organization', slug],
      { tags: [organizationTag(slug), ORGANIZATIONS_TAG] },
    )();
  } catch (error) {
    if (error instanceof Miss) return null;
    throw error;
  }
}

/** Slugs generated at build time. */
export async function organizationSlugs(): Promise<string[]> {
  const rows = await db.organization.findMany({
    select: { slug: true },
    orderBy: { createdAt: 'asc' },
    take: 1000,
  });
  return rows.map((r) => r.slug);
}

/** Slugs for the sitemap: organizations of accounts younger than NEW_ACCOUNT_DAYS are left out. */
export async function sitemapOrganizationSlugs(): Promise<string[]> {
  const rows = await db.organization.findMany({
    where: { owner: { createdAt: { lte: newAccountSince() } } },
    select: { slug: true },
    orderBy: { createdAt: 'asc' },
    take: 1000,
  });
  return rows.map((r) => r.slug);
}

/**
 * Call after an organization (or one of its teams) changes outside a server action (route handlers, jobs):
 * the page is expired at once, so its next visitor sees the change. Server actions use
 * refreshOrganizationPages (lib/organizations/cache.ts), which also gives the author read-your-writes.
 */
export function revalidateOrganization(slug: string) {
  revalidateTag(organizationTag(slug), { expire: 0 });
}

/** The organizations list (route organizations). */
export function listOrganizations() {
  return db.organization.findMany({
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      logoUrl: true,
      _count: { select: { teams: true } },
    },
    orderBy: { name: 'asc' },
    take: 100,
  });
}

/** The slug of an organization id (organization/{id} redirects to org/{slug}). */
export async function organizationSlugById(id: string): Promise<string | null> {
  const org = await db.organization.findUnique({ where: { id }, select: { slug: true } });
  return org?.slug ?? null;
}

/** The organizations the viewer owns or administers (organizations: "Your organizations"). */
export function myOrganizations(viewerId: string) {
  return db.organization.findMany({
    where: runsOrganization(viewerId),
    select: { id: true, slug: true, name: true, logoUrl: true, _count: { select: { teams: true } } },
    orderBy: { name: 'asc' },
    take: 50,
  });
}

/** Everything the manage page shows, or null when the viewer is neither the owner nor an admin. */
export async function organizationForManage(viewerId: string, organizationId: string) {
  const org = await db.organization.findFirst({
    where: { id: organizationId, ...runsOrganization(viewerId) },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      logoUrl: true,
      links: true,
      ownerId: true,
      owner: { select: { id: true, displayName: true, fullName: true, photoUrl: true } },
      admins: {
        select: { user: { select: { id: true, displayName: true, fullName: true, photoUrl: true } } },
        orderBy: { addedAt: 'asc' },
      },
      teams: {
        where: { isExternal: false },
        select: { id: true, name: true, kind: true, photoUrl: true },
        orderBy: { name: 'asc' },
      },
      teamRequests: {
        select: { team: { select: { id: true, name: true } }, createdAt: true },
        orderBy: { createdAt: 'asc' },
      },
    },
  });
  if (!org) return null;
  return { ...org, isOwner: org.ownerId === viewerId };
}

/** Teams the viewer owns or administers that are in no organization (the manage page's "Add one of your teams"). */
export function freeTeamsOf(viewerId: string) {
  return db.team.findMany({
    where: { ...runsTeam(viewerId), organizationId: null },
    select: { id: true, name: true },
    orderBy: { name: 'asc' },
    take: 200,
  });
}

/** Requests from organizations to list a team the viewer owns or administers. */
export function teamRequestsFor(viewerId: string) {
  return db.organizationTeamRequest.findMany({
    where: { team: runsTeam(viewerId) },
    select: {
      organization: { select: { id: true, name: true, slug: true } },
      team: { select: { id: true, name: true } },
      createdAt: true,
    },
    orderBy: { createdAt: 'asc' },
    take: 50,
  });
}
