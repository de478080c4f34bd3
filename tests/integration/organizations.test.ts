import { updateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';
import { organizationManageUi as m, ORGANIZATIONS_PER_OWNER } from '@/lib/messages/organizations';
import * as actions from '@/lib/organizations/actions';
import { organizationTag, teamRequestsFor } from '@/lib/organizations/queries';
import { NEW_ACCOUNT_ROBOTS } from '@/lib/indexing/new-accounts';
import { sitemapEntries } from '@/lib/seo/queries';
import { generateMetadata as organizationMetadata } from '@/app/org/[slug]/page';
import { callAs } from '@/tests/support/act-as';
import { makeUser, uniqueTag } from '@/tests/support/factories';

// Organizations (issue 29 §5) through their server actions on the real PostgreSQL: who may create, edit and
// delete, teams joining only with their owners' consent, admins, and org/{slug} expired by tag on each change.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  unstable_cache: (read: () => unknown) => read,
}));

const values = (name: string, slug = `org-${uniqueTag()}`) => ({ name, slug, description: '', links: '' });
const makeTeam = (ownerId: string, name = 'Team', extra: Record<string, unknown> = {}) =>
  db.team.create({ data: { name: `${name} ${uniqueTag()}`, ownerId, joinPolicy: 'OPEN', ...extra } });

async function createOrg(owner: { id: string }, name = 'Lakeside FC') {
  const result = await callAs(owner, actions.createOrganizationAction, values(name));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data;
}

const expired = () => vi.mocked(updateTag).mock.calls.map((c) => c[0]);

beforeEach(() => vi.mocked(updateTag).mockClear());

describe('create, edit, delete', () => {
  it('creates an organization with its links and expires its page; a taken address is a field error', async () => {
    const owner = await makeUser('Owner');
    const slug = `lakeside-${uniqueTag()}`;
    const result = await callAs(owner, actions.createOrganizationAction, {
      name: 'Lakeside FC',
      slug,
      description: 'Youth and adult football.',
      links: 'https://lakeside.example.org\n\n https://social.example.com/lakeside ',
    });
    expect(result).toMatchObject({ ok: true, message: m.created });
    const org = await db.organization.findUniqueOrThrow({ where: { slug } });
    expect(org).toMatchObject({ ownerId: owner.id, name: 'Lakeside FC' });
    expect(org.links).toEqual(['https://lakeside.example.org', 'https://social.example.com/lakeside']);
    expect(expired()).toContain(organizationTag(slug));

    const other = await makeUser('Other');
    const taken = await callAs(other, actions.createOrganizationAction, values('Copy', slug));
    expect(taken).toEqual({ ok: false, fieldErrors: { slug: [m.slugTaken] } });
  });

  it('refuses bad links and addresses with the form messages, writing nothing', async () => {
    const owner = await makeUser('Owner');
    const before = await db.organization.count({ where: { ownerId: owner.id } });
    const bad = await callAs(owner, actions.createOrganizationAction, {
      ...values('Bad'),
      links: 'javascript:alert(1)',
    });
    expect(bad).toMatchObject({ ok: false, fieldErrors: { links: [m.linkInvalid] } });
    const badSlug = await callAs(owner, actions.createOrganizationAction, values('Bad', 'No Spaces!'));
    expect(badSlug).toMatchObject({ ok: false, fieldErrors: { slug: [m.slugInvalid] } });
    expect(await db.organization.count({ where: { ownerId: owner.id } })).toBe(before);
  });

  it(`allows ${ORGANIZATIONS_PER_OWNER} organizations per owner, then refuses`, async () => {
    const owner = await makeUser('Owner');
    for (let i = 0; i < ORGANIZATIONS_PER_OWNER; i += 1) await createOrg(owner, `Org ${i}`);
    const refused = await callAs(owner, actions.createOrganizationAction, values('One more'));
    expect(refused).toEqual({ ok: false, message: m.tooMany });
  });

  it('owner and admins edit; a rename expires the old and the new page; strangers get not found', async () => {
    const owner = await makeUser('Owner');
    const admin = await makeUser('Admin');
    const stranger = await makeUser('Stranger');
    const org = await createOrg(owner);
    await db.organizationAdmin.create({ data: { organizationId: org.id, userId: admin.id } });
    const newSlug = `renamed-${uniqueTag()}`;

    const denied = await callAs(stranger, actions.updateOrganizationAction, {
      organizationId: org.id,
      ...values('Hijacked', newSlug),
    });
    expect(denied).toEqual({ ok: false, message: m.notFound });

    vi.mocked(updateTag).mockClear();
    const saved = await callAs(admin, actions.updateOrganizationAction, {
      organizationId: org.id,
      ...values('Lakeside Athletic', newSlug),
    });
    expect(saved).toMatchObject({ ok: true, message: m.saved });
    expect(await db.organization.findUniqueOrThrow({ where: { id: org.id } })).toMatchObject({
      name: 'Lakeside Athletic',
      slug: newSlug,
    });
    expect(expired()).toEqual(expect.arrayContaining([organizationTag(org.slug), organizationTag(newSlug)]));
  });

  it('only the owner deletes; teams stay, ungrouped', async () => {
    const owner = await makeUser('Owner');
    const admin = await makeUser('Admin');
    const org = await createOrg(owner);
    await db.organizationAdmin.create({ data: { organizationId: org.id, userId: admin.id } });
    const team = await makeTeam(owner.id, 'Kept', { organizationId: org.id });

    expect(await callAs(admin, actions.deleteOrganizationAction, { organizationId: org.id })).toEqual({
      ok: false,
      message: m.notFound,
    });
    const deleted = await callAs(owner, actions.deleteOrganizationAction, { organizationId: org.id });
    expect(deleted).toMatchObject({ ok: true, message: m.deleted });
    expect(await db.organization.findUnique({ where: { id: org.id } })).toBeNull();
    expect(await db.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      organizationId: null,
    });
    expect(expired()).toContain(organizationTag(org.slug));
  });

  it('a malformed or foreign id reads as not found, never a crash', async () => {
    const user = await makeUser('User');
    for (const organizationId of ['x'.repeat(65), 'nope', '']) {
      const result = await callAs(user, actions.deleteOrganizationAction, { organizationId });
      expect(result).toEqual({ ok: false, message: m.notFound });
    }
  });
});

describe('teams join with their owners’ consent', () => {
  it("an admin's own team joins at once and shows on the page (tag expired)", async () => {
    const owner = await makeUser('Owner');
    const org = await createOrg(owner);
    const team = await makeTeam(owner.id, 'Own');
    const added = await callAs(owner, actions.addOwnTeamAction, { organizationId: org.id, teamId: team.id });
    expect(added).toMatchObject({ ok: true, message: m.teamAdded });
    expect(await db.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      organizationId: org.id,
    });
    expect(expired()).toContain(organizationTag(org.slug));
  });

  it("someone else's team gets a request; its owner accepts or declines; until then it is not listed", async () => {
    const owner = await makeUser('Owner');
    const teamOwner = await makeUser('Team owner');
    const org = await createOrg(owner);
    const team = await makeTeam(teamOwner.id, 'Theirs');

    const asked = await callAs(owner, actions.requestTeamAction, {
      organizationId: org.id,
      link: `https://beans.example/team/${team.id}?tab=roster`,
    });
    expect(asked).toMatchObject({ ok: true, message: m.teamRequested });
    expect(await db.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      organizationId: null,
    });
    const notice = await db.notification.findFirst({
      where: { userId: teamOwner.id, type: 'ORGANIZATION_TEAM_REQUEST' },
    });
    expect(notice?.message).toBe(m.requestNotification('Lakeside FC', team.name));
    expect((await teamRequestsFor(teamOwner.id)).map((r) => r.team.id)).toEqual([team.id]);

    // Not the org owner's to accept, nor a stranger's.
    const stranger = await makeUser('Stranger');
    for (const who of [owner, stranger]) {
      const denied = await callAs(who, actions.respondTeamRequestAction, {
        organizationId: org.id,
        teamId: team.id,
        accept: true,
      });
      expect(denied).toEqual({ ok: false, message: m.notFound });
    }

    const accepted = await callAs(teamOwner, actions.respondTeamRequestAction, {
      organizationId: org.id,
      teamId: team.id,
      accept: true,
    });
    expect(accepted).toMatchObject({ ok: true, message: m.accepted });
    expect(await db.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      organizationId: org.id,
    });
    expect(await teamRequestsFor(teamOwner.id)).toEqual([]);
    expect(expired()).toContain(organizationTag(org.slug));

    // Declining leaves the team where it was.
    const other = await makeTeam(teamOwner.id, 'Second');
    await callAs(owner, actions.requestTeamAction, { organizationId: org.id, link: other.id });
    const declined = await callAs(teamOwner, actions.respondTeamRequestAction, {
      organizationId: org.id,
      teamId: other.id,
      accept: false,
    });
    expect(declined).toMatchObject({ ok: true, message: m.declined });
    expect(await db.team.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      organizationId: null,
    });
    expect(await db.organizationTeamRequest.count({ where: { teamId: other.id } })).toBe(0);
  });

  it('team requests are limited: ask, cancel, ask again is refused; 20 teams a day; own teams still join', async () => {
    const owner = await makeUser('Owner');
    const teamOwner = await makeUser('Team owner');
    const org = await createOrg(owner);
    const team = await makeTeam(teamOwner.id, 'Theirs');
    const ask = (link: string) => callAs(owner, actions.requestTeamAction, { organizationId: org.id, link });

    expect(await ask(team.id)).toMatchObject({ ok: true, message: m.teamRequested });
    // Asking again while the request is pending changes nothing and uses up nothing.
    expect(await ask(team.id)).toMatchObject({ ok: true, message: m.teamRequested });
    const cancelled = await callAs(owner, actions.cancelTeamRequestAction, {
      organizationId: org.id,
      teamId: team.id,
    });
    expect(cancelled).toMatchObject({ ok: true });
    expect(await ask(team.id)).toEqual({ ok: false, fieldErrors: { link: [m.teamRequestLimited] } });
    expect(await db.organizationTeamRequest.count({ where: { teamId: team.id } })).toBe(0);
    const notices = await db.notification.findMany({
      where: { userId: teamOwner.id, type: 'ORGANIZATION_TEAM_REQUEST' },
      select: { actorId: true },
    });
    expect(notices).toEqual([{ actorId: owner.id }]);

    // 20 requests a day per account (the one above counts).
    for (let i = 0; i < 19; i++) {
      const other = await makeTeam(teamOwner.id, `Other ${i}`);
      expect(await ask(other.id)).toMatchObject({ ok: true, message: m.teamRequested });
    }
    const oneMore = await makeTeam(teamOwner.id, 'One more');
    expect(await ask(oneMore.id)).toEqual({ ok: false, fieldErrors: { link: [m.teamRequestLimited] } });
    const blocked = await callAs(owner, actions.addOwnTeamAction, {
      organizationId: org.id,
      teamId: oneMore.id,
    });
    expect(blocked).toEqual({ ok: false, message: m.teamRequestLimited });

    // The admin's own team is no request: it joins at once, limit or not.
    const mine = await makeTeam(owner.id, 'Mine');
    const added = await callAs(owner, actions.addOwnTeamAction, { organizationId: org.id, teamId: mine.id });
    expect(added).toMatchObject({ ok: true, message: m.teamAdded });
  });

  it('a team in another organization, an invite-only stranger team or a bad link is refused', async () => {
    const owner = await makeUser('Owner');
    const org = await createOrg(owner);
    const elsewhere = await createOrg(await makeUser('Rival'));
    const taken = await makeTeam(owner.id, 'Taken', { organizationId: elsewhere.id });
    const ownTaken = await callAs(owner, actions.addOwnTeamAction, {
      organizationId: org.id,
      teamId: taken.id,
    });
    expect(ownTaken).toEqual({ ok: false, message: m.teamAlready });

    const hidden = await makeTeam((await makeUser('Private')).id, 'Hidden', { joinPolicy: 'INVITE_ONLY' });
    const invisible = await callAs(owner, actions.requestTeamAction, {
      organizationId: org.id,
      link: hidden.id,
    });
    expect(invisible).toEqual({ ok: false, fieldErrors: { link: [m.teamNotFound] } });

    const bad = await callAs(owner, actions.requestTeamAction, {
      organizationId: org.id,
      link: 'not a link!',
    });
    expect(bad).toMatchObject({ ok: false, fieldErrors: { link: [m.teamLinkInvalid] } });
    expect(await db.organizationTeamRequest.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it('a stranger cannot add teams to an organization they do not run', async () => {
    const owner = await makeUser('Owner');
    const org = await createOrg(owner);
    const stranger = await makeUser('Stranger');
    const team = await makeTeam(stranger.id, 'Stranger team');
    const result = await callAs(stranger, actions.addOwnTeamAction, {
      organizationId: org.id,
      teamId: team.id,
    });
    expect(result).toEqual({ ok: false, message: m.teamNotFound });
    expect(await db.team.findUniqueOrThrow({ where: { id: team.id } })).toMatchObject({
      organizationId: null,
    });
  });

  it('the org admin or the team owner may take a team out; others may not', async () => {
    const owner = await makeUser('Owner');
    const teamOwner = await makeUser('Team owner');
    const stranger = await makeUser('Stranger');
    const org = await createOrg(owner);
    const a = await makeTeam(teamOwner.id, 'A', { organizationId: org.id });
    const b = await makeTeam(teamOwner.id, 'B', { organizationId: org.id });
    expect(
      await callAs(stranger, actions.removeTeamAction, { organizationId: org.id, teamId: a.id }),
    ).toEqual({
      ok: false,
      message: m.teamNotFound,
    });
    expect(
      await callAs(owner, actions.removeTeamAction, { organizationId: org.id, teamId: a.id }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await callAs(teamOwner, actions.removeTeamAction, { organizationId: org.id, teamId: b.id }),
    ).toMatchObject({ ok: true });
    expect(await db.team.count({ where: { organizationId: org.id } })).toBe(0);
  });
});

describe('admins', () => {
  it('the owner adds an admin by e-mail; the admin can edit, leave; unknown addresses are a field error', async () => {
    const owner = await makeUser('Owner');
    const helper = await makeUser('Helper');
    const org = await createOrg(owner);
    const unknown = await callAs(owner, actions.addAdminAction, {
      organizationId: org.id,
      email: `nobody.${uniqueTag()}@example.com`,
    });
    expect(unknown).toEqual({ ok: false, fieldErrors: { email: [m.adminNoUser] } });

    const added = await callAs(owner, actions.addAdminAction, {
      organizationId: org.id,
      email: helper.email.toUpperCase(),
    });
    expect(added).toMatchObject({ ok: true, message: m.adminAdded });
    const again = await callAs(owner, actions.addAdminAction, {
      organizationId: org.id,
      email: helper.email,
    });
    expect(again).toEqual({ ok: false, fieldErrors: { email: [m.adminAlready] } });

    // An admin cannot add admins (only the owner).
    const third = await makeUser('Third');
    const byAdmin = await callAs(helper, actions.addAdminAction, {
      organizationId: org.id,
      email: third.email,
    });
    expect(byAdmin).toEqual({ ok: false, message: m.notFound });

    const left = await callAs(helper, actions.removeAdminAction, {
      organizationId: org.id,
      userId: helper.id,
    });
    expect(left).toMatchObject({ ok: true });
    expect(await db.organizationAdmin.count({ where: { organizationId: org.id } })).toBe(0);
  });

  it('an admin cannot remove another admin', async () => {
    const owner = await makeUser('Owner');
    const [a, b] = [await makeUser('A'), await makeUser('B')];
    const org = await createOrg(owner);
    await db.organizationAdmin.createMany({
      data: [a, b].map((u) => ({ organizationId: org.id, userId: u.id })),
    });
    const result = await callAs(a, actions.removeAdminAction, { organizationId: org.id, userId: b.id });
    expect(result).toEqual({ ok: false, message: m.notFound });
    expect(await db.organizationAdmin.count({ where: { organizationId: org.id } })).toBe(2);
  });

  it('a visitor is refused and nothing is written', async () => {
    const before = await db.organization.count();
    const result = await callAs(null, actions.createOrganizationAction, values('Visitor'));
    expect(result).toMatchObject({ ok: false });
    expect(result).not.toMatchObject({ message: commonMessages.somethingWentWrong });
    expect(await db.organization.count()).toBe(before);
  });
});

describe('new accounts', () => {
  it('an organization of an account younger than 7 days is noindex and left out of the sitemap', async () => {
    const fresh = await createOrg(await makeUser('Fresh'));
    const settled = await createOrg(
      await makeUser('Settled', { createdAt: new Date(Date.now() - 8 * 86_400_000) }),
    );
    const robots = async (slug: string) =>
      (await organizationMetadata({ params: Promise.resolve({ slug }) })).robots;
    expect(await robots(fresh.slug)).toEqual(NEW_ACCOUNT_ROBOTS);
    expect(await robots(settled.slug)).toBeUndefined();
    const paths = (await sitemapEntries()).map((e) => e.path);
    expect(paths).toContain(`/org/${settled.slug}`);
    expect(paths).not.toContain(`/org/${fresh.slug}`);
  });
});
