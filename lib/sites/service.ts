import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { hostableTeamWhere } from '@/lib/access/event-visibility';
import { customDomainsRefusal, teamFeatureFor, type PlanLimit } from '@/lib/billing/limits';
import type { TxtResolver } from './dns';
import { forgetHost, isOwnHostname } from './hosts';
import { limits, takeAll } from '@/lib/rate-limit';
import {
  challengeRecord,
  DEFAULT_THEME,
  MAX_DOMAINS,
  MAX_PAGES,
  PUCK_VERSION,
  type Block,
  type CreateSite,
  type PageData,
} from './schema';
import type { z } from 'zod';
import type {
  addDomainSchema,
  addPageSchema,
  updatePageSchema,
  updateSiteSettingsSchema,
  savePageSchema,
} from './schema';

// Site builder use cases. The row without draftOfId is the published website; edits go to its draft,
// which is copied from the published site on the first edit (one transaction, creator only) and folded
// back by publish (one transaction). Every use case takes the viewer's id and answers with a status.

type Tx = Prisma.TransactionClient;
type AddPage = z.output<typeof addPageSchema>;
type UpdatePage = z.output<typeof updatePageSchema>;
type UpdateSettings = z.output<typeof updateSiteSettingsSchema>;
type SavePage = z.output<typeof savePageSchema>;
type AddDomain = z.output<typeof addDomainSchema>;

export type SiteSettings = {
  logos: { primary: string | null; secondary: string | null };
  theme: { primaryColor: string; accentColor: string };
};

export function readSettings(value: unknown): SiteSettings {
  // Stored JSON: every leaf is checked below, so it is read as optional unknowns.
  type Stored = { logos?: { primary?: unknown; secondary?: unknown }; theme?: Record<string, unknown> };
  const v: Stored = value && typeof value === 'object' ? (value as Stored) : {};
  const hex = (c: unknown, d: string) => (typeof c === 'string' && /^#[0-9a-fA-F]{6}$/.test(c) ? c : d);
  const url = (u: unknown) => (typeof u === 'string' && u.startsWith('https://') ? u : null);
  return {
    logos: { primary: url(v.logos?.primary), secondary: url(v.logos?.secondary) },
    theme: {
      primaryColor: hex(v.theme?.primaryColor, DEFAULT_THEME.primaryColor),
      accentColor: hex(v.theme?.accentColor, DEFAULT_THEME.accentColor),
    },
  };
}

const settingsJson = (i: {
  primaryLogo: string;
  secondaryLogo: string;
  primaryColor: string;
  accentColor: string;
}) =>
  ({
    logos: { primary: i.primaryLogo || null, secondary: i.secondaryLogo || null },
    theme: { primaryColor: i.primaryColor.toLowerCase(), accentColor: i.accentColor.toLowerCase() },
  }) satisfies SiteSettings;

export const emptyPage = (title: string, content: Block[] = []): PageData => ({
  root: { props: { title, seoDescription: '' } },
  content,
});

// ── Create ───────────────────────────────────────────────────────────────────────────────────────────
export type CreateSiteResult =
  | { status: 'created'; id: string }
  | { status: 'team-not-found' }
  | { status: 'organization-not-found' }
  | { status: 'limited' };

/** Creates a website; `admit` (the action's daily limit) is asked once the input is known good, before any
 * write, and false refuses it as 'limited'. */
export async function createSite(
  db: Db,
  viewerId: string,
  input: CreateSite,
  admit?: (tx: Tx) => Promise<boolean>,
): Promise<CreateSiteResult> {
  return db.$transaction(async (tx) => {
    let teamId: string | null = null;
    if (input.owner === 'team') {
      const team = await tx.team.findFirst({
        where: { id: input.teamId, ...hostableTeamWhere(viewerId) },
        select: { id: true },
      });
      if (!team) return { status: 'team-not-found' } as const;
      teamId = team.id;
    }
    let organizationId: string | null = null;
    if (input.owner === 'organization') {
      const org = await tx.organization.findFirst({
        where: { id: input.organizationId, ownerId: viewerId },
        select: { id: true },
      });
      if (!org) return { status: 'organization-not-found' } as const;
      organizationId = org.id;
    }
    if (admit && !(await admit(tx))) return { status: 'limited' } as const;
    const site = await tx.website.create({
      data: {
        title: input.title,
        creatorId: viewerId,
        teamId,
        settings: settingsJson(input),
        pages: {
          create: {
            slug: 'home',
            title: input.title,
            sortOrder: 0,
            puckVersion: PUCK_VERSION,
            content: emptyPage(input.title, [
              {
                type: 'Hero',
                props: {
                  id: 'Hero-1',
                  heading: input.title,
                  subheading: '',
                  ctaLabel: '',
                  ctaHref: '',
                  imageUrl: '',
                },
              },
            ]) as unknown as Prisma.InputJsonValue,
          },
        },
      },
      select: { id: true },
    });
    if (organizationId)
      await tx.organization.update({ where: { id: organizationId }, data: { websiteId: site.id } });
    return { status: 'created', id: site.id } as const;
  });
}

// ── Draft ────────────────────────────────────────────────────────────────────────────────────────────
export type DraftFailure = { status: 'not-found' } | { status: 'not-owner' } | { status: 'create-failed' };
class DraftCopyFailed extends Error {}

/** Locks the published row; answers whether the viewer may edit it. */
async function lockSite(tx: Tx, viewerId: string, siteId: string) {
  const [site] = await tx.$queryRaw<{ id: string; creatorId: string; publishedAt: Date | null }[]>`
    SELECT "id", "creatorId", "publishedAt" FROM "websites"
     WHERE "id" = ${siteId} AND "draftOfId" IS NULL
       FOR UPDATE`;
  if (!site) return { status: 'not-found' } as const;
  if (site.creatorId !== viewerId) return { status: 'not-owner' } as const;
  return { status: 'ok', site } as const;
}

/**
 * The site's draft id, copied from the published site when none exists (the site row is locked first, so
 * two first edits at once make one draft). Only the creator may; a failed copy throws DraftCopyFailed.
 */
export async function ensureDraft(tx: Tx, viewerId: string, siteId: string) {
  const locked = await lockSite(tx, viewerId, siteId);
  if (locked.status !== 'ok') return locked;
  const existing = await tx.website.findUnique({ where: { draftOfId: siteId }, select: { id: true } });
  if (existing) return { status: 'ok', draftId: existing.id, copied: false } as const;
  try {
    const published = await tx.website.findUniqueOrThrow({
      where: { id: siteId },
      include: { pages: true },
    });
    const draft = await tx.website.create({
      data: {
        title: published.title,
        creatorId: published.creatorId,
        teamId: published.teamId,
        settings: published.settings ?? {},
        draftOfId: siteId,
      },
      select: { id: true },
    });
    await tx.websitePage.createMany({
      data: published.pages.map((p) => ({
        websiteId: draft.id,
        slug: p.slug,
        title: p.title,
        seoDescription: p.seoDescription,
        content: p.content ?? {},
        puckVersion: p.puckVersion,
        sortOrder: p.sortOrder,
        inNav: p.inNav,
      })),
    });
    return { status: 'ok', draftId: draft.id, copied: true } as const;
  } catch (error) {
    throw new DraftCopyFailed('draft copy failed', { cause: error });
  }
}

/** Runs `fn` on the draft (made first if needed) in one transaction. */
async function onDraft<T>(
  db: Db,
  viewerId: string,
  siteId: string,
  fn: (tx: Tx, draftId: string) => Promise<T>,
): Promise<T | DraftFailure> {
  try {
    return await db.$transaction(async (tx) => {
      const draft = await ensureDraft(tx, viewerId, siteId);
      if (draft.status !== 'ok') return draft;
      const result = await fn(tx, draft.draftId);
      await tx.website.update({ where: { id: draft.draftId }, data: { updatedAt: new Date() } });
      return result;
    });
  } catch (error) {
    if (error instanceof DraftCopyFailed) {
      console.error('[sites.draft]', error.cause);
      return { status: 'create-failed' };
    }
    throw error;
  }
}

/** Makes the draft if there is none (the editor's "start editing"), for callers that only need it to exist. */
export async function startDraft(db: Db, viewerId: string, siteId: string) {
  return onDraft(db, viewerId, siteId, async (_tx, draftId) => ({ status: 'ok', draftId }) as const);
}

// ── Pages ────────────────────────────────────────────────────────────────────────────────────────────
/** Teams and forms that blocks name must be the creator's to use. */
async function checkBlockRefs(tx: Tx, viewerId: string, blocks: Block[]) {
  const teamIds = new Set<string>();
  const formIds = new Set<string>();
  for (const b of blocks) {
    if ((b.type === 'TeamRoster' || b.type === 'UpcomingEvents') && b.props.teamId)
      teamIds.add(String(b.props.teamId));
    if (b.type === 'RegistrationForm' && b.props.formId) formIds.add(String(b.props.formId));
  }
  if (teamIds.size) {
    const ok = await tx.team.count({ where: { id: { in: [...teamIds] }, ...hostableTeamWhere(viewerId) } });
    if (ok !== teamIds.size) return 'team-not-allowed' as const;
  }
  if (formIds.size) {
    const ok = await tx.form.count({ where: { id: { in: [...formIds] }, ownerId: viewerId } });
    if (ok !== formIds.size) return 'form-not-allowed' as const;
  }
  return null;
}

export type SavePageResult =
  | DraftFailure
  | { status: 'saved' }
  | { status: 'page-not-found' }
  | { status: 'team-not-allowed' }
  | { status: 'form-not-allowed' };

export async function savePage(db: Db, viewerId: string, input: SavePage): Promise<SavePageResult> {
  return onDraft(db, viewerId, input.siteId, async (tx, draftId) => {
    const page = await tx.websitePage.findUnique({
      where: { websiteId_slug: { websiteId: draftId, slug: input.slug } },
      select: { id: true, title: true },
    });
    if (!page) return { status: 'page-not-found' } as const;
    const data = input.data as PageData;
    const refused = await checkBlockRefs(tx, viewerId, data.content);
    if (refused) return { status: refused } as const;
    const title = data.root.props.title || page.title;
    await tx.websitePage.update({
      where: { id: page.id },
      data: {
        content: {
          ...data,
          root: { props: { ...data.root.props, title } },
        } as unknown as Prisma.InputJsonValue,
        title,
        seoDescription: data.root.props.seoDescription || null,
        puckVersion: PUCK_VERSION,
      },
    });
    return { status: 'saved' } as const;
  });
}

export type PageMetaResult =
  | DraftFailure
  | { status: 'ok'; slug: string }
  | { status: 'slug-taken' }
  | { status: 'page-not-found' }
  | { status: 'too-many' };

export async function addPage(db: Db, viewerId: string, input: AddPage): Promise<PageMetaResult> {
  return onDraft(db, viewerId, input.siteId, async (tx, draftId) => {
    const pages = await tx.websitePage.findMany({
      where: { websiteId: draftId },
      select: { slug: true, sortOrder: true },
    });
    if (pages.length >= MAX_PAGES) return { status: 'too-many' } as const;
    if (pages.some((p) => p.slug === input.slug)) return { status: 'slug-taken' } as const;
    await tx.websitePage.create({
      data: {
        websiteId: draftId,
        slug: input.slug,
        title: input.title,
        seoDescription: input.seoDescription || null,
        inNav: input.inNav,
        sortOrder: Math.max(-1, ...pages.map((p) => p.sortOrder)) + 1,
        puckVersion: PUCK_VERSION,
        content: {
          root: { props: { title: input.title, seoDescription: input.seoDescription } },
          content: [],
        },
      },
    });
    return { status: 'ok', slug: input.slug } as const;
  });
}

export async function updatePage(db: Db, viewerId: string, input: UpdatePage): Promise<PageMetaResult> {
  return onDraft(db, viewerId, input.siteId, async (tx, draftId) => {
    const page = await tx.websitePage.findUnique({
      where: { websiteId_slug: { websiteId: draftId, slug: input.currentSlug } },
    });
    if (!page) return { status: 'page-not-found' } as const;
    if (input.slug !== page.slug) {
      const taken = await tx.websitePage.count({ where: { websiteId: draftId, slug: input.slug } });
      if (taken) return { status: 'slug-taken' } as const;
    }
    const content = (page.content ?? {}) as { root?: { props?: object }; content?: unknown[] };
    await tx.websitePage.update({
      where: { id: page.id },
      data: {
        slug: input.slug,
        title: input.title,
        seoDescription: input.seoDescription || null,
        inNav: input.inNav,
        content: {
          ...content,
          root: {
            props: { ...content.root?.props, title: input.title, seoDescription: input.seoDescription },
          },
          content: content.content ?? [],
        } as Prisma.InputJsonValue,
      },
    });
    return { status: 'ok', slug: input.slug } as const;
  });
}

export async function movePage(
  db: Db,
  viewerId: string,
  input: { siteId: string; slug: string; direction: 'up' | 'down' },
): Promise<PageMetaResult> {
  return onDraft(db, viewerId, input.siteId, async (tx, draftId) => {
    const pages = await tx.websitePage.findMany({
      where: { websiteId: draftId },
      orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
      select: { id: true, slug: true },
    });
    const at = pages.findIndex((p) => p.slug === input.slug);
    if (at < 0) return { status: 'page-not-found' } as const;
    const to = input.direction === 'up' ? at - 1 : at + 1;
    if (to >= 0 && to < pages.length) [pages[at], pages[to]] = [pages[to], pages[at]];
    for (const [i, p] of pages.entries())
      await tx.websitePage.update({ where: { id: p.id }, data: { sortOrder: i } });
    return { status: 'ok', slug: input.slug } as const;
  });
}

export type DeletePageResult =
  DraftFailure | { status: 'deleted' } | { status: 'page-not-found' } | { status: 'last-page' };

export async function deletePage(
  db: Db,
  viewerId: string,
  input: { siteId: string; slug: string },
): Promise<DeletePageResult> {
  return onDraft(db, viewerId, input.siteId, async (tx, draftId) => {
    const count = await tx.websitePage.count({ where: { websiteId: draftId } });
    const page = await tx.websitePage.findUnique({
      where: { websiteId_slug: { websiteId: draftId, slug: input.slug } },
    });
    if (!page) return { status: 'page-not-found' } as const;
    if (count <= 1) return { status: 'last-page' } as const;
    await tx.websitePage.delete({ where: { id: page.id } });
    return { status: 'deleted' } as const;
  });
}

export async function updateSiteSettings(
  db: Db,
  viewerId: string,
  input: UpdateSettings,
): Promise<DraftFailure | { status: 'saved' }> {
  return onDraft(db, viewerId, input.siteId, async (tx, draftId) => {
    await tx.website.update({
      where: { id: draftId },
      data: { title: input.title, settings: settingsJson(input) },
    });
    return { status: 'saved' } as const;
  });
}

// ── Publish ──────────────────────────────────────────────────────────────────────────────────────────
export type PublishResult =
  | { status: 'published'; hostnames: string[] }
  | { status: 'nothing-to-publish' }
  | { status: 'not-found' }
  | { status: 'not-owner' };

/** Replaces the published site by its draft in one transaction (visitors see the old or the new, never a mix). */
export async function publishSite(
  db: Db,
  viewerId: string,
  siteId: string,
  now = new Date(),
): Promise<PublishResult> {
  return db.$transaction(async (tx) => {
    const locked = await lockSite(tx, viewerId, siteId);
    if (locked.status !== 'ok') return locked;
    const draft = await tx.website.findUnique({ where: { draftOfId: siteId }, include: { pages: true } });
    if (!draft) {
      if (locked.site.publishedAt) return { status: 'nothing-to-publish' } as const;
      await tx.website.update({ where: { id: siteId }, data: { publishedAt: now } });
    } else {
      await tx.websitePage.deleteMany({ where: { websiteId: siteId } });
      await tx.websitePage.createMany({
        data: draft.pages.map((p) => ({
          websiteId: siteId,
          slug: p.slug,
          title: p.title,
          seoDescription: p.seoDescription,
          content: p.content ?? {},
          puckVersion: p.puckVersion,
          sortOrder: p.sortOrder,
          inNav: p.inNav,
        })),
      });
      await tx.website.update({
        where: { id: siteId },
        data: { title: draft.title, settings: draft.settings ?? {}, publishedAt: now },
      });
      await tx.website.delete({ where: { id: draft.id } });
    }
    const domains = await tx.websiteDomain.findMany({
      where: { websiteId: siteId, verifiedAt: { not: null } },
      select: { hostname: true },
    });
    return { status: 'published', hostnames: domains.map((d) => d.hostname) } as const;
  });
}

/** Throws the draft away; the published site stays as it is. */
export async function discardDraft(db: Db, viewerId: string, siteId: string) {
  const { count } = await db.website.deleteMany({
    where: { draftOfId: siteId, draftOf: { creatorId: viewerId } },
  });
  return count ? ({ status: 'discarded' } as const) : ({ status: 'not-found' } as const);
}

// ── Custom domains ───────────────────────────────────────────────────────────────────────────────────
export type AddDomainResult =
  | { status: 'added'; id: string }
  | { status: 'not-found' }
  | { status: 'own-domain' }
  | { status: 'in-use' }
  | { status: 'too-many' }
  | { status: 'plan-limit'; refusal: PlanLimit };

/**
 * Adds a custom domain to the viewer's site. Custom domains come with Organizer Pro (lib/billing/entitlements.ts):
 * on the site's team, or on a team its creator owns (lib/billing/limits.ts teamFeatureFor). Domains added before a
 * downgrade keep serving; only new ones are refused.
 */
export async function addDomain(db: Db, viewerId: string, input: AddDomain): Promise<AddDomainResult> {
  if (isOwnHostname(input.hostname)) return { status: 'own-domain' };
  return db.$transaction(async (tx) => {
    const locked = await lockSite(tx, viewerId, input.siteId);
    // Someone else's site reads as not found here: domains are no place to learn who owns what.
    if (locked.status !== 'ok') return { status: 'not-found' } as const;
    const mine = await tx.websiteDomain.findFirst({
      where: { websiteId: input.siteId, hostname: input.hostname },
      select: { id: true },
    });
    if (mine) return { status: 'added', id: mine.id } as const;
    const verifiedElsewhere = await tx.websiteDomain.count({
      where: { hostname: input.hostname, verifiedAt: { not: null } },
    });
    if (verifiedElsewhere) return { status: 'in-use' } as const;
    if ((await tx.websiteDomain.count({ where: { websiteId: input.siteId } })) >= MAX_DOMAINS)
      return { status: 'too-many' } as const;
    if (!(await siteMayHaveDomains(tx, input.siteId, viewerId)))
      return { status: 'plan-limit', refusal: customDomainsRefusal() } as const;
    const row = await tx.websiteDomain.create({
      data: {
        websiteId: input.siteId,
        hostname: input.hostname,
        verificationToken: randomBytes(16).toString('hex'),
      },
      select: { id: true },
    });
    return { status: 'added', id: row.id } as const;
  });
}

async function siteMayHaveDomains(tx: Tx, siteId: string, creatorId: string) {
  const site = await tx.website.findUniqueOrThrow({ where: { id: siteId }, select: { teamId: true } });
  return teamFeatureFor(tx, { teamId: site.teamId, ownerId: creatorId }, 'customDomains');
}

export type VerifyDomainResult =
  | { status: 'verified'; hostname: string; websiteId: string }
  | { status: 'not-yet' }
  | { status: 'in-use' }
  | { status: 'not-found' }
  | { status: 'limited' };

/** Looks for the TXT record; a match marks the domain verified (unless another site verified it first). */
export async function verifyDomain(
  db: Db,
  viewerId: string,
  domainId: string,
  resolver: TxtResolver,
  now = new Date(),
): Promise<VerifyDomainResult> {
  const row = await db.websiteDomain.findFirst({
    where: { id: domainId, website: { creatorId: viewerId, draftOfId: null } },
  });
  if (!row) return { status: 'not-found' };
  if (row.verifiedAt) return { status: 'verified', hostname: row.hostname, websiteId: row.websiteId };
  // Each check asks DNS (up to 2 × 3 s): a few per hour and website are plenty for someone editing records.
  if (!(await takeAll(db, limits.domainVerify(row.websiteId)))) return { status: 'limited' };
  const record = challengeRecord(row.hostname, row.verificationToken);
  const answers = await resolver.resolveTxt(record.name);
  const found = answers.some((chunks) => chunks.join('').trim() === record.value);
  if (!found) {
    await db.websiteDomain.update({ where: { id: row.id }, data: { lastCheckedAt: now } });
    return { status: 'not-yet' };
  }
  try {
    await db.websiteDomain.update({
      where: { id: row.id },
      data: { verifiedAt: now, lastCheckedAt: now, failedChecks: 0 },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return { status: 'in-use' };
    throw error;
  }
  forgetHost(row.hostname);
  return { status: 'verified', hostname: row.hostname, websiteId: row.websiteId };
}

/** Consecutive re-checks without the TXT record after which a verified domain is no longer served. */
export const DOMAIN_MISSES_TO_UNVERIFY = 3;
/** A verified domain is re-checked at most this often (the job runs every few hours, DOMAIN_RECHECK_CRON). */
const RECHECK_EVERY_MS = 5 * 60 * 60 * 1000;
const RECHECK_BATCH = 200;

/**
 * The job worker's periodic re-check of verified custom domains (a domain expires or changes hands; its new owner
 * must be able to use it): the TXT record is looked up again, and a domain without it for
 * DOMAIN_MISSES_TO_UNVERIFY checks in a row is unverified (its site is no longer served there, and it may be
 * verified again, by anyone who publishes their own record). A DNS failure (timeout, refused) counts as neither.
 */
export async function recheckVerifiedDomains(db: Db, resolver: TxtResolver, now = new Date()) {
  const due = await db.websiteDomain.findMany({
    where: {
      verifiedAt: { not: null },
      OR: [{ lastCheckedAt: null }, { lastCheckedAt: { lte: new Date(now.getTime() - RECHECK_EVERY_MS) } }],
    },
    orderBy: { lastCheckedAt: { sort: 'asc', nulls: 'first' } },
    take: RECHECK_BATCH,
    select: { id: true, hostname: true, verificationToken: true, failedChecks: true },
  });
  const outcome = { checked: 0, found: 0, missing: 0, unverified: 0, errors: 0 };
  for (const row of due) {
    const record = challengeRecord(row.hostname, row.verificationToken);
    const answers = await resolver.resolveTxt(record.name).catch(() => null);
    if (answers === null) {
      outcome.errors++;
      continue;
    }
    outcome.checked++;
    if (answers.some((chunks) => chunks.join('').trim() === record.value)) {
      outcome.found++;
      await db.websiteDomain.update({ where: { id: row.id }, data: { lastCheckedAt: now, failedChecks: 0 } });
      continue;
    }
    outcome.missing++;
    const misses = row.failedChecks + 1;
    const gone = misses >= DOMAIN_MISSES_TO_UNVERIFY;
    await db.websiteDomain.update({
      where: { id: row.id },
      data: gone
        ? { verifiedAt: null, lastCheckedAt: now, failedChecks: 0 }
        : { lastCheckedAt: now, failedChecks: misses },
    });
    if (gone) {
      outcome.unverified++;
      forgetHost(row.hostname);
    }
  }
  return outcome;
}

export async function removeDomain(db: Db, viewerId: string, domainId: string) {
  const row = await db.websiteDomain.findFirst({
    where: { id: domainId, website: { creatorId: viewerId, draftOfId: null } },
    select: { id: true, hostname: true, websiteId: true },
  });
  if (!row) return { status: 'not-found' } as const;
  await db.websiteDomain.delete({ where: { id: row.id } });
  forgetHost(row.hostname);
  return { status: 'removed', hostname: row.hostname, websiteId: row.websiteId } as const;
}
