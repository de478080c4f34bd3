import { updateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { getRewrittenUrl, isRewrite } from 'next/experimental/testing/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { domainUi, siteMessages, siteUi } from '@/lib/messages/sites';
import {
  addDomainAction,
  addPageAction,
  createSiteAction,
  deletePageAction,
  movePageAction,
  publishSiteAction,
  removeDomainAction,
  savePageAction,
  startDraftAction,
  updatePageAction,
} from '@/lib/sites/actions';
import { forgetHost, lookupHost } from '@/lib/sites/hosts';
import { publishedSite, rosterForSite } from '@/lib/sites/queries';
import { routeForHost, SITE_HOST_HEADER } from '@/lib/sites/routing';
import { env } from '@/lib/env';
import { challengeRecord, type SavePageInput } from '@/lib/sites/schema';
import { DOMAIN_MISSES_TO_UNVERIFY, recheckVerifiedDomains, verifyDomain } from '@/lib/sites/service';
import { startNotificationWorker } from '@/lib/jobs/worker';
import { SITE_DOMAINS_CRON, SITE_DOMAINS_QUEUE } from '@/lib/notifications/queue';
import { proxy } from '@/proxy';
import { callAs } from '@/tests/support/act-as';
import { makeTeam, makeUser, uniqueTag } from '@/tests/support/factories';

// The site builder on a real database, through the actions' whole pipeline: only the creator makes the
// draft (copied from the published site in one transaction), publish swaps the published pages atomically,
// blocks are parsed and may only name the creator's teams and forms, custom domains verify through a local
// resolver, and proxy.ts routes every kind of host (own, verified custom, unverified, special team site).
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
  revalidateTag: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));

const base = {
  title: 'Riverside FC',
  primaryLogo: '',
  secondaryLogo: '',
  primaryColor: '#1d4ed8',
  accentColor: '#f59e0b',
};

async function newSite(owner: { id: string }, over: Record<string, unknown> = {}) {
  const r = await callAs(owner, createSiteAction, { ...base, ...over });
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.data.id;
}

const pageData = (title: string, blocks: SavePageInput['data']['content'] = []) => ({
  root: { props: { title, seoDescription: `${title} of the club` } },
  content: blocks,
});
const textBlock = (id: string, body: string) => ({ type: 'Text' as const, props: { id, heading: '', body } });

const draftOf = (siteId: string) =>
  db.website.findUnique({ where: { draftOfId: siteId }, include: { pages: true } });
const pagesOf = (siteId: string) =>
  db.websitePage.findMany({ where: { websiteId: siteId }, orderBy: { sortOrder: 'asc' } });

beforeEach(() => vi.mocked(updateTag).mockClear());

describe('creating a website', () => {
  it('creates an unpublished site with a home page, for a team the creator manages', async () => {
    const owner = await makeUser('Owner');
    const team = await db.team.create({ data: { name: 'Riverside FC', ownerId: owner.id } });
    const id = await newSite(owner, { owner: 'team', teamId: team.id });
    const site = await db.website.findUniqueOrThrow({ where: { id }, include: { pages: true } });
    expect(site).toMatchObject({ creatorId: owner.id, teamId: team.id, publishedAt: null, draftOfId: null });
    expect(site.pages.map((p) => p.slug)).toEqual(['home']);
    expect(await publishedSite(id)).toBeNull();
  });

  it('refuses a team the creator does not manage, under the field, and writes nothing', async () => {
    const owner = await makeUser('Owner');
    const stranger = await makeUser('Stranger');
    const team = await db.team.create({ data: { name: 'Not yours', ownerId: owner.id } });
    const before = await db.website.count({ where: { creatorId: stranger.id } });
    const r = await callAs(stranger, createSiteAction, { ...base, owner: 'team', teamId: team.id });
    expect(r).toEqual({ ok: false, fieldErrors: { teamId: [siteUi.teamNotFound] } });
    expect(await db.website.count({ where: { creatorId: stranger.id } })).toBe(before);
  });

  it('refuses an empty title and a javascript: logo under their fields', async () => {
    const owner = await makeUser('Owner');
    const r = await callAs(owner, createSiteAction, {
      ...base,
      title: ' ',
      primaryLogo: 'javascript:alert(1)',
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.fieldErrors).toMatchObject({
      title: [siteUi.titleRequired],
      primaryLogo: [siteUi.urlInvalid],
    });
  });
});

describe('the draft', () => {
  it('is copied from the published site on the first edit, once, and the published pages stay as they were', async () => {
    const owner = await makeUser('Owner');
    const id = await newSite(owner);
    await callAs(owner, publishSiteAction, { siteId: id });
    const published = await pagesOf(id);
    expect(await draftOf(id)).toBeNull();

    const saved = await callAs(owner, savePageAction, {
      siteId: id,
      slug: 'home',
      data: pageData('Welcome', [textBlock('t1', 'Training on Tuesdays')]),
    });
    expect(saved).toEqual({ ok: true, data: undefined, message: siteUi.pageSaved });
    const draft = await draftOf(id);
    expect(draft).toMatchObject({ creatorId: owner.id, title: 'Riverside FC' });
    expect(draft!.pages).toHaveLength(1);
    expect(draft!.pages[0].content).toMatchObject({
      content: [{ type: 'Text', props: { body: 'Training on Tuesdays' } }],
    });
    // Visitors still see the published page.
    expect(await pagesOf(id)).toEqual(published);
    expect((await publishedSite(id))!.pages[0].data.content[0].type).toBe('Hero');

    // A second edit works on the same draft.
    await callAs(owner, savePageAction, { siteId: id, slug: 'home', data: pageData('Welcome again') });
    expect(await db.website.count({ where: { draftOfId: id } })).toBe(1);
  });

  it('two first edits at once make one draft', async () => {
    const owner = await makeUser('Owner');
    const id = await newSite(owner);
    const results = await Promise.all([
      callAs(owner, addPageAction, { siteId: id, title: 'Schedule', slug: 'schedule' }),
      callAs(owner, addPageAction, { siteId: id, title: 'Contact', slug: 'contact' }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await db.website.count({ where: { draftOfId: id } })).toBe(1);
    expect((await draftOf(id))!.pages.map((p) => p.slug).sort()).toEqual(['contact', 'home', 'schedule']);
  });

  it("only the creator may make it: anyone else reads 'User does not own this website' and nothing is written", async () => {
    const owner = await makeUser('Owner');
    const other = await makeUser('Other');
    const id = await newSite(owner);
    for (const [action, input] of [
      [startDraftAction, { siteId: id }],
      [savePageAction, { siteId: id, slug: 'home', data: pageData('Mine now') }],
      [addPageAction, { siteId: id, title: 'Hijack', slug: 'hijack' }],
      [publishSiteAction, { siteId: id }],
    ] as const) {
      expect(await callAs(other, action as (i: unknown) => Promise<unknown>, input)).toEqual({
        ok: false,
        message: siteMessages.notOwner,
      });
    }
    expect(await db.website.count({ where: { draftOfId: id } })).toBe(0);
    expect((await db.website.findUniqueOrThrow({ where: { id } })).publishedAt).toBeNull();
  });

  it("a missing id reads 'No website ID found', an unknown one 'Website not found'", async () => {
    const owner = await makeUser('Owner');
    expect(await callAs(owner, startDraftAction, { siteId: '' })).toEqual({
      ok: false,
      fieldErrors: { siteId: [siteMessages.noWebsiteId] },
    });
    expect(await callAs(owner, startDraftAction, {})).toEqual({
      ok: false,
      fieldErrors: { siteId: [siteMessages.noWebsiteId] },
    });
    expect(await callAs(owner, startDraftAction, { siteId: 'no-such-site' })).toEqual({
      ok: false,
      message: siteMessages.websiteNotFound,
    });
  });

  it("a copy that fails answers 'Error creating website' and leaves no half-made draft", async () => {
    const owner = await makeUser('Owner');
    const id = await newSite(owner);
    await callAs(owner, addPageAction, {
      siteId: id,
      title: 'Boom',
      slug: `boom-${uniqueTag()}`.slice(0, 40),
    });
    await callAs(owner, publishSiteAction, { siteId: id });
    const boom = (await pagesOf(id)).find((p) => p.slug.startsWith('boom-'))!.slug;
    // Copying that page fails inside the transaction (a trigger raises on its insert into a draft).
    await db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION fail_boom_copy() RETURNS trigger AS $$
      BEGIN
        IF NEW.slug = '${boom}' AND EXISTS (SELECT 1 FROM websites w WHERE w.id = NEW."websiteId" AND w."draftOfId" IS NOT NULL)
        THEN RAISE EXCEPTION 'copy failed'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER fail_boom_copy BEFORE INSERT ON website_pages FOR EACH ROW EXECUTE FUNCTION fail_boom_copy()`,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await callAs(owner, startDraftAction, { siteId: id })).toEqual({
        ok: false,
        message: siteMessages.createError,
      });
      expect(await db.website.count({ where: { draftOfId: id } })).toBe(0);
    } finally {
      errors.mockRestore();
      await db.$executeRawUnsafe('DROP TRIGGER fail_boom_copy ON website_pages');
    }
  });
});

describe('pages and blocks', () => {
  it('refuses unknown blocks, unsafe links and bad props with nothing written', async () => {
    const owner = await makeUser('Owner');
    const id = await newSite(owner);
    const unknown = await callAs(owner, savePageAction, {
      siteId: id,
      slug: 'home',
      data: pageData('x', [{ type: 'Script', props: { id: 's', src: 'https://evil.example' } }] as never),
    });
    expect(unknown.ok).toBe(false);
    const unsafe = await callAs(owner, savePageAction, {
      siteId: id,
      slug: 'home',
      data: pageData('x', [
        { type: 'Hero', props: { id: 'h', heading: 'Hi', ctaLabel: 'Go', ctaHref: 'javascript:alert(1)' } },
      ] as never),
    });
    expect(!unsafe.ok && unsafe.fieldErrors).toMatchObject({
      'data.content.0.props.ctaHref': [siteUi.linkInvalid],
    });
    expect(await db.website.count({ where: { draftOfId: id } })).toBe(0);
  });

  it("a roster block may name only a team the creator manages, and shows that team's active members", async () => {
    const owner = await makeUser('Owner');
    const player = await makeUser('Pat Player');
    const invited = await makeUser('Ivy Invited');
    const stranger = await makeUser('Stranger');
    const team = await db.team.create({ data: { name: 'Riverside FC', ownerId: owner.id } });
    const foreign = await db.team.create({ data: { name: 'Other FC', ownerId: stranger.id } });
    await db.rosterEntry.createMany({
      data: [
        { teamId: team.id, userId: player.id, role: 'player' },
        { teamId: team.id, userId: invited.id, role: 'pending' },
      ],
    });
    const id = await newSite(owner);
    const roster = (teamId: string) =>
      callAs(owner, savePageAction, {
        siteId: id,
        slug: 'home',
        data: pageData('Team', [{ type: 'TeamRoster', props: { id: 'r', heading: 'Roster', teamId } }]),
      });
    expect(await roster(foreign.id)).toEqual({ ok: false, message: siteUi.blockTeamNotAllowed });
    expect((await roster(team.id)).ok).toBe(true);
    // By first name and last initial (review 3, L1; who is listed: privacy-round3.test.ts).
    expect((await rosterForSite(owner.id, team.id))!.players.map((p) => p.name)).toEqual(['Pat P.']);
    // A creator who no longer manages the team shows nothing of it.
    expect(await rosterForSite(stranger.id, team.id)).toBeNull();
  });

  it('adds, renames, orders and deletes pages in the draft; addresses are unique and the last page stays', async () => {
    const owner = await makeUser('Owner');
    const id = await newSite(owner);
    expect((await callAs(owner, addPageAction, { siteId: id, title: 'Schedule', slug: 'schedule' })).ok).toBe(
      true,
    );
    expect(await callAs(owner, addPageAction, { siteId: id, title: 'Again', slug: 'schedule' })).toEqual({
      ok: false,
      fieldErrors: { slug: [siteUi.slugTaken] },
    });
    const reserved = await callAs(owner, addPageAction, { siteId: id, title: 'Forms', slug: 'form' });
    expect(!reserved.ok && reserved.fieldErrors).toEqual({ slug: [siteUi.slugReserved] });
    await callAs(owner, updatePageAction, {
      siteId: id,
      currentSlug: 'schedule',
      title: 'Fixtures',
      slug: 'fixtures',
      seoDescription: 'When we play',
      inNav: false,
    });
    await callAs(owner, movePageAction, { siteId: id, slug: 'fixtures', direction: 'up' });
    const draft = (await draftOf(id))!;
    const ordered = [...draft.pages].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(ordered.map((p) => [p.slug, p.title, p.inNav])).toEqual([
      ['fixtures', 'Fixtures', false],
      ['home', 'Riverside FC', true],
    ]);
    await callAs(owner, deletePageAction, { siteId: id, slug: 'fixtures' });
    expect(await callAs(owner, deletePageAction, { siteId: id, slug: 'home' })).toEqual({
      ok: false,
      message: siteUi.lastPage,
    });
  });
});

describe('publishing', () => {
  it('replaces the published site by the draft, removes the draft and expires the site tag', async () => {
    const owner = await makeUser('Owner');
    const id = await newSite(owner);
    await callAs(owner, addPageAction, { siteId: id, title: 'Schedule', slug: 'schedule' });
    await callAs(owner, savePageAction, {
      siteId: id,
      slug: 'schedule',
      data: pageData('Schedule', [textBlock('t', 'Saturdays 9am')]),
    });
    expect(await publishedSite(id)).toBeNull();
    expect(await callAs(owner, publishSiteAction, { siteId: id })).toEqual({
      ok: true,
      data: undefined,
      message: siteUi.publishedToast,
    });
    expect(updateTag).toHaveBeenCalledWith(`site:${id}`);
    expect(await draftOf(id)).toBeNull();
    const site = (await publishedSite(id))!;
    expect(site.pages.map((p) => p.slug)).toEqual(['home', 'schedule']);
    expect(site.pages[1].data.content).toEqual([textBlock('t', 'Saturdays 9am')]);
    expect(site.pages[1].seoDescription).toBe('Schedule of the club');
    expect(await callAs(owner, publishSiteAction, { siteId: id })).toEqual({
      ok: false,
      message: siteUi.nothingToPublish,
    });
  });

  it('is all or nothing: a failure half-way leaves the published pages and the draft as they were', async () => {
    const owner = await makeUser('Owner');
    const id = await newSite(owner);
    await callAs(owner, publishSiteAction, { siteId: id });
    const slug = `late-${uniqueTag()}`.slice(0, 40);
    await callAs(owner, addPageAction, { siteId: id, title: 'Late', slug });
    const before = await pagesOf(id);
    await db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION fail_late_publish() RETURNS trigger AS $$
      BEGIN
        IF NEW.slug = '${slug}' AND NEW."websiteId" = '${id}' THEN RAISE EXCEPTION 'publish failed'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER fail_late_publish BEFORE INSERT ON website_pages FOR EACH ROW EXECUTE FUNCTION fail_late_publish()`,
    );
    vi.mocked(updateTag).mockClear();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await callAs(owner, publishSiteAction, { siteId: id })).toEqual({
        ok: false,
        message: siteUi.publishFailed,
      });
    } finally {
      errors.mockRestore();
      await db.$executeRawUnsafe('DROP TRIGGER fail_late_publish ON website_pages');
    }
    expect(await pagesOf(id)).toEqual(before);
    expect((await draftOf(id))!.pages.map((p) => p.slug).sort()).toEqual(['home', slug].sort());
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe('custom domains', () => {
  const resolverWith = (records: Record<string, string[][]>) => ({
    resolveTxt: async (name: string) => records[name] ?? [],
  });

  it('verifies a domain whose TXT record holds the token; a wrong or missing record does not', async () => {
    const owner = await makeUser('Owner');
    // Custom domains come with Organizer Pro (lib/billing/entitlements.ts), here on a team the owner owns.
    await makeTeam(owner.id, { subscriptionLevel: 'Organizer Pro' });
    const id = await newSite(owner);
    const hostname = `www.club-${uniqueTag()}.example`;
    const added = await callAs(owner, addDomainAction, {
      siteId: id,
      hostname: `https://${hostname.toUpperCase()}/`,
    });
    expect(added.ok).toBe(true);
    const row = await db.websiteDomain.findFirstOrThrow({ where: { websiteId: id } });
    expect(row.hostname).toBe(hostname);
    expect(row.verificationToken).toMatch(/^[0-9a-f]{32}$/);
    const record = challengeRecord(hostname, row.verificationToken);

    expect(await verifyDomain(db, owner.id, row.id, resolverWith({}))).toEqual({ status: 'not-yet' });
    expect(
      await verifyDomain(
        db,
        owner.id,
        row.id,
        resolverWith({ [record.name]: [['beans-site-verification=nope']] }),
      ),
    ).toEqual({ status: 'not-yet' });
    const stranger = await makeUser('Stranger');
    expect(
      await verifyDomain(db, stranger.id, row.id, resolverWith({ [record.name]: [[record.value]] })),
    ).toEqual({
      status: 'not-found',
    });
    // Long TXT values arrive split in chunks.
    const chunks = [record.value.slice(0, 20), record.value.slice(20)];
    expect(
      await verifyDomain(db, owner.id, row.id, resolverWith({ [record.name]: [['other'], chunks] })),
    ).toEqual({
      status: 'verified',
      hostname,
      websiteId: id,
    });
    expect((await db.websiteDomain.findUniqueOrThrow({ where: { id: row.id } })).verifiedAt).not.toBeNull();
  });

  it('a pending claim does not block the owner; once verified, the domain is refused to others', async () => {
    const squatter = await makeUser('Squatter');
    const owner = await makeUser('Owner');
    for (const user of [squatter, owner]) await makeTeam(user.id, { subscriptionLevel: 'Organizer Pro' });
    const hostname = `club-${uniqueTag()}.example`;
    const squatSite = await newSite(squatter);
    const ownSite = await newSite(owner);
    expect((await callAs(squatter, addDomainAction, { siteId: squatSite, hostname })).ok).toBe(true);
    expect((await callAs(owner, addDomainAction, { siteId: ownSite, hostname })).ok).toBe(true);
    const mine = await db.websiteDomain.findFirstOrThrow({ where: { websiteId: ownSite } });
    const theirs = await db.websiteDomain.findFirstOrThrow({ where: { websiteId: squatSite } });
    const mineRecord = challengeRecord(hostname, mine.verificationToken);
    const both = resolverWith({ [mineRecord.name]: [[mineRecord.value]] });
    expect((await verifyDomain(db, owner.id, mine.id, both)).status).toBe('verified');
    // The squatter's token is not in DNS; even if it were, the hostname is now taken.
    const theirRecord = challengeRecord(hostname, theirs.verificationToken);
    expect(
      await verifyDomain(
        db,
        squatter.id,
        theirs.id,
        resolverWith({ [theirRecord.name]: [[theirRecord.value]] }),
      ),
    ).toEqual({
      status: 'in-use',
    });
    expect(
      await callAs(squatter, addDomainAction, { siteId: squatSite, hostname: `other-${hostname}` }),
    ).toMatchObject({ ok: true });
    const third = await makeUser('Third');
    const thirdSite = await newSite(third);
    expect(await callAs(third, addDomainAction, { siteId: thirdSite, hostname })).toEqual({
      ok: false,
      fieldErrors: { hostname: [domainUi.inUse] },
    });
  });

  it("refuses the product's own host, malformed names and someone else's site", async () => {
    const owner = await makeUser('Owner');
    const other = await makeUser('Other');
    const id = await newSite(owner);
    expect(await callAs(owner, addDomainAction, { siteId: id, hostname: 'localhost.' })).toMatchObject({
      ok: false,
    });
    expect(await callAs(owner, addDomainAction, { siteId: id, hostname: 'not a domain' })).toEqual({
      ok: false,
      fieldErrors: { hostname: [domainUi.invalid] },
    });
    expect(await callAs(other, addDomainAction, { siteId: id, hostname: 'fine.example' })).toEqual({
      ok: false,
      message: siteMessages.websiteNotFound,
    });
    expect(await callAs(other, removeDomainAction, { domainId: 'nope' })).toEqual({
      ok: false,
      message: domainUi.notFound,
    });
  });
});

describe('custom domains stay earned (security review L11)', () => {
  const HOUR = 3_600_000;
  /** Custom domains come with Organizer Pro (lib/billing/entitlements.ts): an owner with such a team. */
  async function proOwner(name: string) {
    const user = await makeUser(name);
    await makeTeam(user.id, { subscriptionLevel: 'Organizer Pro' });
    return user;
  }

  /** A site of a new owner with `hostname` added and verified; its TXT record. */
  async function verified(hostname: string) {
    const owner = await proOwner('Owner');
    const siteId = await newSite(owner);
    await callAs(owner, publishSiteAction, { siteId });
    expect((await callAs(owner, addDomainAction, { siteId, hostname })).ok).toBe(true);
    const row = await db.websiteDomain.findFirstOrThrow({ where: { websiteId: siteId } });
    const record = challengeRecord(hostname, row.verificationToken);
    const dns = { resolveTxt: async (name: string) => (name === record.name ? [[record.value]] : []) };
    expect((await verifyDomain(db, owner.id, row.id, dns)).status).toBe('verified');
    return { owner, siteId, row, record };
  }

  it('verification asks DNS at most 10 times an hour per website', async () => {
    const owner = await proOwner('Owner');
    const siteId = await newSite(owner);
    const hostname = `slow-${uniqueTag()}.example`;
    expect((await callAs(owner, addDomainAction, { siteId, hostname })).ok).toBe(true);
    const row = await db.websiteDomain.findFirstOrThrow({ where: { websiteId: siteId } });
    let asked = 0;
    const empty = {
      resolveTxt: async () => {
        asked++;
        return [];
      },
    };
    for (let i = 0; i < 10; i++)
      expect(await verifyDomain(db, owner.id, row.id, empty)).toEqual({ status: 'not-yet' });
    expect(await verifyDomain(db, owner.id, row.id, empty)).toEqual({ status: 'limited' });
    expect(asked).toBe(10);
    // Someone else's domain id is still "not found", not "limited".
    const stranger = await makeUser('Stranger');
    expect(await verifyDomain(db, stranger.id, row.id, empty)).toEqual({ status: 'not-found' });
  });

  it('a verified domain whose TXT record is gone for 3 re-checks in a row is unverified', async () => {
    const hostname = `lapsed-${uniqueTag()}.example`;
    const { row, record, siteId } = await verified(hostname);
    expect(await lookupHost(db, hostname, Date.now() + 60_000)).toMatchObject({
      kind: 'site',
      websiteId: siteId,
    });
    // Only this test's name is answered; every other domain's lookup fails (a DNS error counts as no check).
    let present = true;
    const dns = {
      resolveTxt: async (name: string) => {
        if (name !== record.name) throw new Error('SERVFAIL');
        return present ? [[record.value]] : [];
      },
    };
    const domain = () => db.websiteDomain.findUniqueOrThrow({ where: { id: row.id } });
    let t = Date.now() + 6 * HOUR;
    const recheck = async () => {
      const outcome = await recheckVerifiedDomains(db, dns, new Date(t));
      t += 6 * HOUR;
      return outcome;
    };

    expect(await recheck()).toMatchObject({ found: 1, missing: 0 });
    present = false;
    await recheck();
    await recheck();
    expect(await domain()).toMatchObject({ failedChecks: 2, verifiedAt: expect.any(Date) });
    // The record is back: the count starts over.
    present = true;
    await recheck();
    expect(await domain()).toMatchObject({ failedChecks: 0, verifiedAt: expect.any(Date) });
    // A check that fails (DNS down) counts as neither.
    const failing = { resolveTxt: async () => Promise.reject(new Error('timeout')) };
    present = false;
    for (let i = 1; i < DOMAIN_MISSES_TO_UNVERIFY; i++) await recheck();
    // Not re-checked again within a few hours of the last check.
    expect(await recheckVerifiedDomains(db, dns, new Date(t - 5 * HOUR))).toMatchObject({ missing: 0 });
    await recheckVerifiedDomains(db, failing, new Date(t));
    expect(await domain()).toMatchObject({ failedChecks: 2, verifiedAt: expect.any(Date) });
    expect(await recheck()).toMatchObject({ missing: 1, unverified: 1 });
    expect(await domain()).toMatchObject({ verifiedAt: null, failedChecks: 0 });
    // The site is no longer served there, and the domain's new owner can verify it for theirs.
    expect(await lookupHost(db, hostname, Date.now() + 60_000)).toEqual({ kind: 'unknown' });
    const next = await proOwner('New owner');
    const nextSite = await newSite(next);
    expect((await callAs(next, addDomainAction, { siteId: nextSite, hostname })).ok).toBe(true);
    const theirs = await db.websiteDomain.findFirstOrThrow({ where: { websiteId: nextSite } });
    const theirRecord = challengeRecord(hostname, theirs.verificationToken);
    expect(
      await verifyDomain(db, next.id, theirs.id, {
        resolveTxt: async (name) => (name === theirRecord.name ? [[theirRecord.value]] : []),
      }),
    ).toMatchObject({ status: 'verified', websiteId: nextSite });
  });

  it('the job worker re-checks on a schedule', async () => {
    const worker = await startNotificationWorker({ pollingIntervalSeconds: 5 });
    try {
      const schedules = await worker.boss.getSchedules();
      expect(schedules.find((x) => x.name === SITE_DOMAINS_QUEUE)?.cron).toBe(SITE_DOMAINS_CRON);
    } finally {
      await worker.stop();
    }
  }, 30_000);
});

describe('host routing (proxy.ts)', () => {
  async function setUp() {
    const owner = await makeUser('Owner');
    const id = await newSite(owner);
    await callAs(owner, addPageAction, { siteId: id, title: 'Schedule', slug: 'schedule' });
    await callAs(owner, publishSiteAction, { siteId: id });
    const verified = `verified-${uniqueTag()}.example`;
    const unverified = `unverified-${uniqueTag()}.example`;
    await db.websiteDomain.createMany({
      data: [
        { websiteId: id, hostname: verified, verificationToken: 't1', verifiedAt: new Date() },
        { websiteId: id, hostname: unverified, verificationToken: 't2' },
      ],
    });
    const unpublished = await newSite(owner);
    const hidden = `hidden-${uniqueTag()}.example`;
    await db.websiteDomain.create({
      data: { websiteId: unpublished, hostname: hidden, verificationToken: 't3', verifiedAt: new Date() },
    });
    forgetHost();
    return { id, verified, unverified, hidden };
  }

  async function through(host: string, path: string, headers: Record<string, string> = {}) {
    const response = await proxy(new NextRequest(`http://${host}${path}`, { headers: { host, ...headers } }));
    if (response.status === 404) return '404';
    if (isRewrite(response)) return `rewrite ${new URL(getRewrittenUrl(response)!).pathname}`;
    // Handed on to the same address on the app's own host (APP_URL): a page whose Refresh header goes there.
    const refresh = response.headers.get('refresh');
    if (refresh) {
      const to = new URL(refresh.replace(/^0;url=/, ''));
      if (to.origin === new URL(env().APP_URL).origin && to.host !== host) return `app ${to.pathname}`;
    }
    const location = response.headers.get('location');
    if (location) return `redirect ${new URL(location).pathname}`;
    return 'next';
  }

  it('serves each kind of host only what it should', async () => {
    const { id, verified, unverified, hidden } = await setUp();
    const own = 'localhost:3000';
    const matrix: [string, string, string][] = [
      // own domain: the whole app
      [own, '/', 'next'],
      // forms need a session (lib/auth/paths.ts): a visitor is sent to log in first
      [own, '/form/abc', 'redirect /auth/login'],
      [own, '/user-onboarding', 'redirect /auth/login'],
      [own, '/teams-v3', 'redirect /auth/login'],
      [own, '/api/health', 'next'],
      // verified custom domain: the website; forms and what filling one needs (sign-in, onboarding) are sent
      // on to the app's own host (security review: a domain's owner controls its traffic, so no passwords there)
      [verified, '/', `rewrite /site/view/${id}`],
      [verified, '/schedule', `rewrite /site/view/${id}/schedule`],
      [verified, '/form/abc', 'app /form/abc'],
      [verified, '/form/abc/submissions', 'app /form/abc/submissions'],
      [verified, '/user-onboarding', 'app /user-onboarding'],
      [verified, '/teams-v3', '404'],
      [verified, '/no-such-page', '404'],
      [verified, '/auth/login', 'app /auth/login'],
      [verified, '/auth/sign-up', 'app /auth/sign-up'],
      [verified, '/api/auth/session', 'app /api/auth/session'],
      [verified, '/authx', '404'],
      [verified, '/api/events', '404'],
      [verified, '/api/health', '404'],
      [verified, `/site/view/${id}`, '404'],
      [`${verified.toUpperCase()}:443`, '/', `rewrite /site/view/${id}`],
      // unverified domain, a verified domain of an unpublished site, an unknown host: nothing
      [unverified, '/', '404'],
      [unverified, '/form/abc', '404'],
      [unverified, '/user-onboarding', '404'],
      [unverified, '/auth/login', '404'],
      [unverified, '/teams-v3', '404'],
      [hidden, '/', '404'],
      ['random.example', '/', '404'],
      ['random.example', '/api/health', '404'],
    ];
    const got = [];
    for (const [host, path] of matrix) got.push([host, path, await through(host, path)]);
    expect(got).toEqual(matrix);
    // With a session cookie too: nothing of the app is served there, the form goes on to the app's host.
    const session = { cookie: 'authjs.session-token=x' };
    expect(await through(verified, '/form/abc', session)).toBe('app /form/abc');
    expect(await through(verified, '/teams-v3', session)).toBe('404');
    expect(await through(unverified, '/form/abc', session)).toBe('404');
    // A visitor opening a form there is handed on to the same form on the app's host (query kept): a page with a
    // Refresh header and a link (a 3xx Location could be made relative by Next and loop on the custom domain).
    const toApp = await proxy(
      new NextRequest(`http://${verified}/form/abc?ref=site`, { headers: { host: verified } }),
    );
    const target = `${new URL(env().APP_URL).origin}/form/abc?ref=site`;
    expect(toApp.status).toBe(200);
    expect(toApp.headers.get('refresh')).toBe(`0;url=${target}`);
    expect(await toApp.text()).toContain(`href="${target}"`);
  });

  it('marks rewritten requests with the custom host and drops a client-sent marker on the app host', async () => {
    const { verified } = await setUp();
    const rewritten = await proxy(new NextRequest(`http://${verified}/`, { headers: { host: verified } }));
    expect(rewritten.headers.get(`x-middleware-request-${SITE_HOST_HEADER}`)).toBe(verified);
    const own = await proxy(
      new NextRequest('http://localhost:3000/teams-v3', {
        headers: {
          host: 'localhost:3000',
          [SITE_HOST_HEADER]: 'evil.example',
          cookie: 'authjs.session-token=x',
        },
      }),
    );
    expect(own.headers.get(`x-middleware-request-${SITE_HOST_HEADER}`)).toBeNull();
  });

  it('the special team-site domain serves its site at / and /home plus the form routes', async () => {
    const { id } = await setUp();
    const source = {
      APP_URL: 'https://beans.example',
      TEAM_SITE_DOMAIN: 'teams.example',
      TEAM_SITE_ID: id,
    } as Parameters<typeof lookupHost>[3];
    const kind = await lookupHost(db, 'teams.example', Date.now(), source);
    expect(kind).toEqual({ kind: 'team-site', websiteId: id, slugs: ['home', 'schedule'] });
    expect(await lookupHost(db, 'beans.example', Date.now(), source)).toEqual({ kind: 'app' });
    expect(
      [
        '/',
        '/home',
        '/schedule',
        '/form/abc',
        '/user-onboarding',
        '/auth/login',
        '/teams-v3',
        '/contact',
      ].map((p) => routeForHost(kind, p)),
    ).toEqual([
      { action: 'rewrite', path: `/site/view/${id}` },
      { action: 'rewrite', path: `/site/view/${id}` },
      { action: 'rewrite', path: `/site/view/${id}/schedule` },
      { action: 'app' },
      { action: 'app' },
      { action: 'app' },
      { action: 'not-found' },
      { action: 'not-found' },
    ]);
  });

  it('caches briefly: a domain verified elsewhere shows after the entry expires or is forgotten', async () => {
    const { id } = await setUp();
    const host = `later-${uniqueTag()}.example`;
    const t0 = Date.now();
    expect(await lookupHost(db, host, t0)).toEqual({ kind: 'unknown' });
    await db.websiteDomain.create({
      data: { websiteId: id, hostname: host, verificationToken: 'x', verifiedAt: new Date() },
    });
    expect(await lookupHost(db, host, t0 + 1000)).toEqual({ kind: 'unknown' });
    expect(await lookupHost(db, host, t0 + 31_000)).toMatchObject({ kind: 'site', websiteId: id });
  });
});
