import { NextRequest } from 'next/server';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import * as teams from '@/lib/teams/actions';
import { requestConnectionAction, removeConnectionAction } from '@/lib/connections/actions';
import { createEventAction } from '@/lib/events/actions';
import { searchFamilyUserAction } from '@/lib/family/actions';
import { createPostAction } from '@/lib/posts/actions';
import { createPlaceAction } from '@/lib/places/actions';
import { createSiteAction, publishSiteAction } from '@/lib/sites/actions';
import { postById, sitemapPosts } from '@/lib/posts/queries';
import { publishedSite, sitemapSitePaths } from '@/lib/sites/queries';
import { sitePageMetadata } from '@/lib/sites/public';
import { isNewAccount } from '@/lib/indexing/new-accounts';
import { rolesToOffer } from '@/lib/teams/rules';
import { MAIL_NOW_QUEUE, MAIL_QUEUE } from '@/lib/notifications/queue';
import { teamUi as m } from '@/lib/messages/teams';
import { connectUi, placeUi } from '@/lib/messages/places';
import { eventUiMessages } from '@/lib/messages/events';
import { postMessages } from '@/lib/messages/posts';
import { siteUi } from '@/lib/messages/sites';
import { optedOut, optOutToken, optOutUrl } from '@/lib/teams/opt-out';
import { POST } from '@/app/api/invitations/opt-out/route';
import StopInvitationsPage from '@/app/(auth)/auth/stop-invitations/page';
import { callAs } from '@/tests/support/act-as';
import { makeUser, makeUsers, AUSTIN_CITY } from '@/tests/support/factories';
import { gameInput } from '@/tests/support/events';

// Security review 3: M1 (a manager cannot offer admin), M2 (invitation mail limits), M3 (per-actor limits on
// actions that notify others, and repeated notifications collapsed), M7 (family search by address takes the
// lookup limit), L8 (daily limits on public content, noindex for new accounts). Each at its edge: N allowed,
// N+1 refused with the message the user reads.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
  revalidateTag: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));

let basketball: string;
beforeAll(async () => {
  basketball = (await db.gameType.create({ data: { label: 'Basketball' } })).id;
});

const teamInput = (extra: Record<string, unknown> = {}) => ({
  kind: 'TEAM',
  name: 'Eastside Ballers',
  gameTypeId: basketball,
  city: AUSTIN_CITY,
  description: '',
  joinPolicy: 'INVITE_ONLY',
  invitees: [],
  ...extra,
});

async function newTeam(owner: { id: string }, extra: Record<string, unknown> = {}) {
  const r = await callAs(owner, teams.createTeamAction, teamInput(extra));
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.data.id;
}

const mailJobsTo = async (email: string) => {
  const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1::text[]) AND lower(data->>'to') = lower($2)`,
    [MAIL_QUEUE, MAIL_NOW_QUEUE],
    email,
  );
  return row.n;
};
const emailInvitee = (email: string) => ({ kind: 'email' as const, email });
const userInvitee = (userId: string) => ({ kind: 'user' as const, userId, label: '' });

describe('M1: only owners and admins offer the admin role', () => {
  it('refuses an admin invitation from a manager (no entry), allows manager/player; admins and owners may offer admin', async () => {
    const owner = await makeUser('Owner');
    const manager = await makeUser('Manager');
    const admin = await makeUser('Admin');
    const [a, b, c] = await Promise.all([makeUser('A'), makeUser('B'), makeUser('C')]);
    const teamId = await newTeam(owner);
    await db.rosterEntry.createMany({
      data: [
        { teamId, userId: manager.id, role: 'manager' },
        { teamId, userId: admin.id, role: 'admin' },
      ],
    });

    const refused = await callAs(manager, teams.inviteToTeamAction, {
      teamId,
      invitee: userInvitee(a.id),
      role: 'admin',
    });
    expect(refused).toEqual({ ok: false, message: m.roleNotOffered });
    expect(await db.rosterEntry.count({ where: { teamId, userId: a.id } })).toBe(0);

    const asManager = await callAs(manager, teams.inviteToTeamAction, {
      teamId,
      invitee: userInvitee(a.id),
      role: 'manager',
    });
    expect(asManager.ok).toBe(true);
    const byAdmin = await callAs(admin, teams.inviteToTeamAction, {
      teamId,
      invitee: userInvitee(b.id),
      role: 'admin',
    });
    expect(byAdmin.ok).toBe(true);
    const byOwner = await callAs(owner, teams.inviteToTeamAction, {
      teamId,
      invitee: userInvitee(c.id),
      role: 'admin',
    });
    expect(byOwner.ok).toBe(true);
    const roles = await db.rosterEntry.findMany({
      where: { teamId, userId: { in: [a.id, b.id, c.id] } },
      select: { userId: true, role: true },
    });
    expect(Object.fromEntries(roles.map((r) => [r.userId, r.role]))).toEqual({
      [a.id]: 'pending-manager',
      [b.id]: 'pending-admin',
      [c.id]: 'pending-admin',
    });
    // The dialog offers what the server allows.
    expect(rolesToOffer('manager')).toEqual(['manager', 'player']);
    expect(rolesToOffer('admin')).toEqual(['admin', 'manager', 'player']);
    expect(rolesToOffer('player')).toEqual([]);
  });
});

describe('M2: team invitation mail is limited per inviter and per address', () => {
  it('sends 50 invitations a day per account (24 with a new team, 26 from its page), the 51st is refused with the message and mails nobody', async () => {
    const owner = await makeUser('Inviter');
    const addresses = Array.from({ length: 50 }, (_, i) => `bulk${i}.${owner.id}@example.com`);
    // A new team is free (25 on its roster, the owner included); Organizer Pro lifts that, not the daily limit.
    const teamId = await newTeam(owner, { invitees: addresses.slice(0, 24).map(emailInvitee) });
    await db.team.update({ where: { id: teamId }, data: { subscriptionLevel: 'Organizer Pro' } });
    for (const address of addresses.slice(24)) {
      const invited = await callAs(owner, teams.inviteToTeamAction, {
        teamId,
        invitee: emailInvitee(address),
        role: 'player',
      });
      expect(invited.ok).toBe(true);
    }
    expect(await mailJobsTo(addresses[49])).toBe(1);

    const extra = `one-more.${owner.id}@example.com`;
    const refused = await callAs(owner, teams.inviteToTeamAction, {
      teamId,
      invitee: emailInvitee(extra),
      role: 'player',
    });
    expect(refused).toEqual({ ok: false, message: m.inviteLimit(50) });
    expect(await mailJobsTo(extra)).toBe(0);
    expect(await db.rosterEntry.count({ where: { teamId, email: extra } })).toBe(0);
    // A new team with invitations is refused whole too (no team, no mail).
    const another = await callAs(
      owner,
      teams.createTeamAction,
      teamInput({ invitees: [emailInvitee(extra)] }),
    );
    expect(another).toEqual({ ok: false, message: m.inviteLimit(50) });
    expect(await db.team.count({ where: { ownerId: owner.id } })).toBe(1);
  });

  it('mails one address at most 3 invitations a day, from anyone; the 4th inviter reads why', async () => {
    const target = `Phish.Target.${Date.now()}@example.com`;
    const inviters = await Promise.all([1, 2, 3, 4].map((i) => makeUser(`Inviter ${i}`)));
    const teamIds = [];
    for (const inviter of inviters) teamIds.push(await newTeam(inviter));
    for (let i = 0; i < 3; i++) {
      const r = await callAs(inviters[i], teams.inviteToTeamAction, {
        teamId: teamIds[i],
        invitee: emailInvitee(target),
        role: 'player',
      });
      expect(r.ok).toBe(true);
    }
    const refused = await callAs(inviters[3], teams.inviteToTeamAction, {
      teamId: teamIds[3],
      invitee: emailInvitee(target.toUpperCase()),
      role: 'player',
    });
    expect(refused).toEqual({ ok: false, message: m.inviteAddressLimit(target.toLowerCase()) });
    expect(await mailJobsTo(target)).toBe(3);
  });
});

describe('M2: an address can stop invitation mail from the link in it', () => {
  const optOutRequest = (email: string, token: string) => {
    const body = new URLSearchParams({ email, token }).toString();
    return new NextRequest('http://localhost/api/invitations/opt-out', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
    });
  };

  it('mails the signed link; a forged token changes nothing; once stopped, invitations are recorded but not mailed', async () => {
    const owner = await makeUser('Owner');
    const address = `stop.me.${owner.id}@example.com`;
    const first = await newTeam(owner, { invitees: [emailInvitee(address)] });
    const [job] = await db.$queryRawUnsafe<{ text: string; html: string }[]>(
      `SELECT data->>'text' AS text, data->>'html' AS html FROM pgboss.job WHERE name = ANY($1::text[]) AND data->>'to' = $2`,
      [MAIL_QUEUE, MAIL_NOW_QUEUE],
      address,
    );
    expect(job.text).toContain(optOutUrl(address));
    expect(job.html).toContain(m.inviteMailStopLink);

    const forged = await POST(optOutRequest(address, optOutToken('someone.else@example.com')));
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toContain('invalid=1');
    expect(await optedOut(db, address)).toBe(false);

    const url = new URL(optOutUrl(address));
    const stopped = await POST(optOutRequest(address, url.searchParams.get('token')!));
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get('location')).toContain('done=1');
    expect(stopped.headers.get('location')).not.toContain('stop.me');
    // The done page is a plain link anyone can make up: it names no address, least of all one from its query.
    const donePage = renderToStaticMarkup(
      await StopInvitationsPage({ searchParams: Promise.resolve({ done: '1', email: 'Call 555-0100 now' }) }),
    );
    expect(donePage).toContain(m.stopInvitationsDone);
    expect(donePage).not.toContain('555-0100');
    expect(await optedOut(db, address.toUpperCase())).toBe(true);

    const second = await newTeam(owner);
    const again = await callAs(owner, teams.inviteToTeamAction, {
      teamId: second,
      invitee: emailInvitee(address),
      role: 'player',
    });
    expect(again).toMatchObject({ ok: true, message: m.invited(address) });
    expect(await db.rosterEntry.count({ where: { email: address, teamId: { in: [first, second] } } })).toBe(
      2,
    );
    expect(await mailJobsTo(address)).toBe(1);
  });
});

describe('M3: actions that notify others are limited per actor, and repeats collapse', () => {
  it('connection requests: 20 a day, the 21st refused; the same person once a week after a cancel', async () => {
    const asker = await makeUser('Asker');
    const targets = await makeUsers(21, 'Target');
    for (const id of targets.slice(0, 20)) {
      expect(await callAs(asker, requestConnectionAction, { userId: id })).toMatchObject({ ok: true });
    }
    expect(await callAs(asker, requestConnectionAction, { userId: targets[20] })).toEqual({
      ok: false,
      message: connectUi.requestLimit,
    });

    const other = await makeUser('Other asker');
    const victim = await makeUser('Victim');
    expect((await callAs(other, requestConnectionAction, { userId: victim.id })).ok).toBe(true);
    expect((await callAs(other, removeConnectionAction, { userId: victim.id })).ok).toBe(true);
    expect(await callAs(other, requestConnectionAction, { userId: victim.id })).toEqual({
      ok: false,
      message: connectUi.requestAgainLimit,
    });
    expect(await db.notification.count({ where: { userId: victim.id, type: 'CONNECTION_REQUEST' } })).toBe(1);
    expect(await mailJobsTo(victim.email)).toBe(1);
  });

  it('join requests: once per team a day (ask, withdraw, ask again is refused; managers hear once)', async () => {
    const owner = await makeUser('Owner');
    const asker = await makeUser('Asker');
    const teamId = await newTeam(owner, { joinPolicy: 'REQUEST' });
    expect(await callAs(asker, teams.joinTeamAction, { teamId })).toMatchObject({
      ok: true,
      message: m.requested,
    });
    expect((await callAs(asker, teams.leaveTeamAction, { teamId })).ok).toBe(true);
    expect(await callAs(asker, teams.joinTeamAction, { teamId })).toEqual({
      ok: false,
      message: m.joinRequestLimit,
    });
    expect(await db.notification.count({ where: { userId: owner.id, type: 'TEAM_JOIN_REQUEST' } })).toBe(1);
  });

  it('invitations by user id: invite, cancel, invite again leaves one unread notification and one mail; a read one gets a new one', async () => {
    const owner = await makeUser('Owner');
    const invitee = await makeUser('Invitee');
    const teamId = await newTeam(owner);
    const inviteAndCancel = async () => {
      const r = await callAs(owner, teams.inviteToTeamAction, {
        teamId,
        invitee: userInvitee(invitee.id),
        role: 'player',
      });
      expect(r.ok).toBe(true);
      const entry = await db.rosterEntry.findFirstOrThrow({ where: { teamId, userId: invitee.id } });
      expect((await callAs(owner, teams.removeFromTeamAction, { teamId, entryId: entry.id })).ok).toBe(true);
    };
    for (let i = 0; i < 3; i++) await inviteAndCancel();
    const rows = await db.notification.findMany({ where: { userId: invitee.id, type: 'TEAM_INVITATION' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ read: false, actorId: owner.id });
    expect(await mailJobsTo(invitee.email)).toBe(1);

    await db.notification.updateMany({ where: { userId: invitee.id }, data: { read: true } });
    await inviteAndCancel();
    expect(await db.notification.count({ where: { userId: invitee.id, type: 'TEAM_INVITATION' } })).toBe(2);
    expect(await mailJobsTo(invitee.email)).toBe(2);
  });

  it('public games: 20 a day per creator, the 21st refused (a private game still allowed); followers get one unread notification', async () => {
    // Member Plus: the plan's monthly game limit (entitlements) is not what this test is about.
    const host = await makeUser('Host', { userSubscription: 'Member Plus' });
    const follower = await makeUser('Follower');
    await db.hostFollow.create({ data: { hostId: host.id, followerId: follower.id } });
    const game = (isPrivate: boolean) => ({ ...gameInput({ gameTypeId: basketball }), isPrivate });
    for (let i = 0; i < 20; i++) {
      expect(await callAs(host, createEventAction, game(false))).toMatchObject({ ok: true });
    }
    expect(await callAs(host, createEventAction, game(false))).toEqual({
      ok: false,
      message: eventUiMessages.publicGameLimit,
    });
    expect(await callAs(host, createEventAction, game(true))).toMatchObject({ ok: true });
    expect(await db.event.count({ where: { creatorId: host.id, isPrivate: false } })).toBe(20);
    expect(await db.notification.count({ where: { userId: follower.id, actorId: host.id } })).toBe(1);
    expect(await mailJobsTo(follower.email)).toBe(1);
  });

  it('discussions: 20 threads a day per author, the 21st refused; members keep one unread notification', async () => {
    const owner = await makeUser('Owner');
    const member = await makeUser('Member');
    const teamId = await newTeam(owner);
    await db.rosterEntry.create({ data: { teamId, userId: member.id, role: 'player' } });
    const thread = (i: number) => ({ teamId, topicId: '', title: `Thread ${i}`, body: 'Anyone free?' });
    for (let i = 0; i < 20; i++) {
      expect(await callAs(member, teams.createThreadAction, thread(i))).toMatchObject({ ok: true });
    }
    expect(await callAs(member, teams.createThreadAction, thread(20))).toEqual({
      ok: false,
      message: m.threadLimit,
    });
    expect(await db.discussion.count({ where: { teamId } })).toBe(20);
    const rows = await db.notification.findMany({ where: { userId: owner.id, type: 'TEAM_DISCUSSION' } });
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toContain('Thread 19');
    expect(await mailJobsTo(owner.email)).toBe(1);
  });
});

describe('M7: family search by e-mail takes the lookup limit', () => {
  it('finds an account by address 30 times an hour; the 31st lookup reads as not found', async () => {
    const searcher = await makeUser('Searcher');
    const relative = await makeUser('Relative');
    // Half-typed addresses (the card searches as the user types) cost nothing.
    for (const partial of ['rel@', 'rel@exa', relative.email.slice(0, -4)]) {
      expect(await callAs(searcher, searchFamilyUserAction, { query: partial })).toMatchObject({
        data: null,
      });
    }
    for (let i = 0; i < 30; i++) {
      const r = await callAs(searcher, searchFamilyUserAction, { query: relative.email });
      expect(r).toMatchObject({ ok: true, data: { id: relative.id } });
    }
    expect(await callAs(searcher, searchFamilyUserAction, { query: relative.email })).toMatchObject({
      ok: true,
      data: null,
    });
    // A search by id tells nothing about addresses and stays open.
    expect(await callAs(searcher, searchFamilyUserAction, { query: relative.id })).toMatchObject({
      ok: true,
      data: { id: relative.id },
    });
  });
});

describe('L8: public content is limited per account a day, and new accounts are not indexed', () => {
  const post = (i: number) => ({
    title: `Sub needed ${i}`,
    text: 'We are short one outfielder for 7pm at Grant Park.',
    category: 'play-competition',
    subCategory: 'sub-needed',
  });
  const place = (i: number) => ({
    name: `Court ${i}`,
    address: '1 Main St, Austin, TX',
    lat: 30.27,
    lng: -97.74,
    sports: [],
    surface: '',
    openingNotes: '',
    description: '',
  });
  const site = {
    title: 'Riverside FC',
    primaryLogo: '',
    secondaryLogo: '',
    primaryColor: '#1d4ed8',
    accentColor: '#f59e0b',
  };

  it('posts 10, websites 5, places 20 and teams 10 a day; the next one is refused with its message', async () => {
    const user = await makeUser('Busy');
    for (let i = 0; i < 10; i++) expect((await callAs(user, createPostAction, post(i))).ok).toBe(true);
    expect(await callAs(user, createPostAction, post(10))).toEqual({
      ok: false,
      message: postMessages.dailyLimit,
    });
    for (let i = 0; i < 5; i++) expect((await callAs(user, createSiteAction, site)).ok).toBe(true);
    expect(await callAs(user, createSiteAction, site)).toEqual({ ok: false, message: siteUi.dailyLimit });
    for (let i = 0; i < 20; i++) expect((await callAs(user, createPlaceAction, place(i))).ok).toBe(true);
    expect(await callAs(user, createPlaceAction, place(20))).toEqual({
      ok: false,
      message: placeUi.dailyLimit,
    });
    for (let i = 0; i < 10; i++) await newTeam(user);
    expect(await callAs(user, teams.createTeamAction, teamInput())).toEqual({
      ok: false,
      message: m.teamLimit,
    });
    expect({
      posts: await db.post.count({ where: { authorId: user.id } }),
      sites: await db.website.count({ where: { creatorId: user.id } }),
      places: await db.place.count({ where: { createdById: user.id } }),
      teams: await db.team.count({ where: { ownerId: user.id } }),
    }).toEqual({ posts: 10, sites: 5, places: 20, teams: 10 });
  });

  it('marks posts and websites of accounts younger than 7 days noindex and leaves them out of the sitemap', async () => {
    const fresh = await makeUser('Fresh');
    const settled = await makeUser('Settled', { createdAt: new Date(Date.now() - 8 * 86_400_000) });
    const ids: Record<string, { post: string; site: string }> = {};
    for (const [name, user] of Object.entries({ fresh, settled })) {
      const p = await callAs(user, createPostAction, post(0));
      const s = await callAs(user, createSiteAction, site);
      if (!p.ok || !s.ok) throw new Error('not created');
      expect((await callAs(user, publishSiteAction, { siteId: s.data.id })).ok).toBe(true);
      ids[name] = { post: p.data.id, site: s.data.id };
    }

    expect(isNewAccount((await postById(ids.fresh.post))!.authorJoinedAt)).toBe(true);
    expect(isNewAccount((await postById(ids.settled.post))!.authorJoinedAt)).toBe(false);
    const freshSite = (await publishedSite(ids.fresh.site))!;
    const settledSite = (await publishedSite(ids.settled.site))!;
    expect(sitePageMetadata(freshSite, 'home').robots).toEqual({ index: false, follow: false });
    expect(sitePageMetadata(settledSite, 'home').robots).toBeUndefined();

    const postIds = (await sitemapPosts()).map((p) => p.id);
    expect(postIds).toContain(ids.settled.post);
    expect(postIds).not.toContain(ids.fresh.post);
    const paths = (await sitemapSitePaths(5_000)).map((p) => p.path);
    expect(paths).toContain(`/site/view/${ids.settled.site}`);
    expect(paths).not.toContain(`/site/view/${ids.fresh.site}`);
  });
});
