import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/schema';
import { postgresSearch } from '@/lib/search/service';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';

// full-search: full-text and typo matches per kind, counts and paging, and the visibility matrix (private
// events, blocks either way, hidden profiles, invite-only teams, hidden posts) with no leaks.
const search = postgresSearch(db);
const ids = async (viewerId: string, kind: SearchKind, q: string) =>
  (await search.searchKind(viewerId, kind, q, 1, 50)).hits.map((h) => h.id).sort();

let viewer: { id: string };
let stranger: { id: string };
let blocker: { id: string };
let blockedByMe: { id: string };
const seen: Record<string, string> = {};
const hidden: Record<string, string[]> = {};

beforeAll(async () => {
  [viewer, stranger, blocker, blockedByMe] = await Promise.all([
    makeUser('Viewer'),
    makeUser('Stranger'),
    makeUser('Blocker'),
    makeUser('Blocked'),
  ]);
  await db.block.createMany({
    data: [
      { blockerId: blocker.id, blockedUserId: viewer.id },
      { blockerId: viewer.id, blockedUserId: blockedByMe.id },
    ],
  });
  const hide = (kind: string, id: string) => (hidden[kind] ??= []).push(id);

  // Events "Zephyr" (a word no seed uses).
  seen.event = (await makeEvent(stranger.id, { title: 'Zephyr basketball run' })).id;
  seen.ownPrivate = (await makeEvent(viewer.id, { title: 'Zephyr private mine', isPrivate: true })).id;
  seen.nowPublic = (
    await makeEvent(stranger.id, {
      title: 'Zephyr later public',
      isPrivate: true,
      makePublicAfter: new Date(Date.now() - 1000),
    })
  ).id;
  hide('events', (await makeEvent(stranger.id, { title: 'Zephyr private theirs', isPrivate: true })).id);
  hide('events', (await makeEvent(blocker.id, { title: 'Zephyr by blocker' })).id);
  hide('events', (await makeEvent(blockedByMe.id, { title: 'Zephyr by blocked' })).id);
  hide('events', (await makeEvent(stranger.id, { title: 'Zephyr cancelled', cancelled: true })).id);

  // Teams and communities.
  const team = (name: string, ownerId: string, extra: Record<string, unknown> = {}) =>
    db.team.create({ data: { name, ownerId, joinPolicy: 'OPEN', ...extra } });
  seen.team = (await team('Zephyr Hoops', stranger.id)).id;
  seen.community = (await team('Zephyr Runners Club', stranger.id, { kind: 'COMMUNITY' })).id;
  hide('teams', (await team('Zephyr Secret Squad', stranger.id, { joinPolicy: 'INVITE_ONLY' })).id);
  hide('teams', (await team('Zephyr Blocker Team', blocker.id)).id);
  seen.inviteOnlyMine = (await team('Zephyr Inner Circle', viewer.id, { joinPolicy: 'INVITE_ONLY' })).id;

  // Organizations, places, posts.
  seen.org = (
    await db.organization.create({
      data: { slug: `zephyr-${Date.now()}`, name: 'Zephyr Sports League', ownerId: stranger.id },
    })
  ).id;
  hide(
    'organizations',
    (
      await db.organization.create({
        data: { slug: `zb-${Date.now()}`, name: 'Zephyr Blocked Org', ownerId: blockedByMe.id },
      })
    ).id,
  );
  seen.place = (
    await db.place.create({
      data: {
        name: 'Zephyr Park Courts',
        address: '1 Zephyr Way, Austin, TX',
        lat: 30,
        lng: -97,
        geohash: 'x',
      },
    })
  ).id;
  const post = (title: string, authorId: string, extra: Record<string, unknown> = {}) =>
    db.post.create({
      data: {
        title,
        text: 'Looking for players',
        authorId,
        category: 'general',
        subCategory: 'chat',
        ...extra,
      },
    });
  seen.post = (await post('Zephyr pickup tonight', stranger.id)).id;
  hide('posts', (await post('Zephyr from the blocker', blocker.id)).id);
  hide('posts', (await post('Zephyr hidden by admin', stranger.id, { hiddenAt: new Date() })).id);

  // People named Zephyrine.
  seen.person = (await makeUser('Zephyrine Public')).id;
  hide('people', (await makeUser('Zephyrine Hidden', { showInPlayersNear: false })).id);
  hide(
    'people',
    (await makeUser('Zephyrine Minor', { birthdate: new Date(Date.now() - 10 * 365 * 86_400_000) })).id,
  );
  hide('people', (await makeUser('Zephyrine Unverified', { emailVerified: null })).id);
  const zb = await makeUser('Zephyrine Blocker');
  await db.block.create({ data: { blockerId: zb.id, blockedUserId: viewer.id } });
  hide('people', zb.id);
  const zd = await makeUser('Zephyrine Blocked');
  await db.block.create({ data: { blockerId: viewer.id, blockedUserId: zd.id } });
  hide('people', zd.id);
  // Guests (no account) are never people.
  await db.guestUser.create({ data: { name: 'Zephyrine Guest', email: `zg${Date.now()}@example.com` } });
});

describe('full-search', () => {
  it('finds each kind by full text and by a misspelling, and never returns what the viewer may not see', async () => {
    expect(await ids(viewer.id, 'events', 'zephyr')).toEqual(
      [seen.event, seen.ownPrivate, seen.nowPublic].sort(),
    );
    expect(await ids(viewer.id, 'teams', 'zephyr')).toEqual([seen.team, seen.inviteOnlyMine].sort());
    expect(await ids(viewer.id, 'communities', 'zephyr')).toEqual([seen.community]);
    expect(await ids(viewer.id, 'organizations', 'zephyr')).toEqual([seen.org]);
    expect(await ids(viewer.id, 'places', 'zephyr')).toEqual([seen.place]);
    expect(await ids(viewer.id, 'posts', 'zephyr')).toEqual([seen.post]);
    expect(await ids(viewer.id, 'people', 'zephyrine')).toEqual([seen.person]);
    // Typos (pg_trgm from 3 characters).
    expect(await ids(viewer.id, 'places', 'zepyhr park')).toEqual([seen.place]);
    expect(await ids(viewer.id, 'events', 'zephir basketbal')).toContain(seen.event);
    expect(await ids(viewer.id, 'people', 'zefyrine')).toEqual([seen.person]);
  });

  it('leaks nothing hidden through any kind, count or typo query', async () => {
    const leaked: string[] = [];
    for (const q of ['zephyr', 'zephyrine', 'zepyhr', 'zephyr private', 'zephyr blocker', 'zephyr hidden']) {
      const overview = await search.overview(viewer.id, q);
      for (const group of overview) {
        const all = await search.searchKind(viewer.id, group.kind, q, 1, 100);
        expect(all.hits.length).toBe(all.total);
        for (const hit of all.hits)
          if (Object.values(hidden).flat().includes(hit.id)) leaked.push(`${q}:${hit.title}`);
      }
    }
    expect(leaked).toEqual([]);
    // The blocked side sees nothing of the viewer's either.
    expect(await ids(blocker.id, 'events', 'zephyr private mine')).toEqual([]);
    expect(await search.userById(blocker.id, viewer.id)).toBeNull();
  });

  it('groups the overview by kind with counts, pages each kind, and looks one user up by id', async () => {
    const overview = await search.overview(viewer.id, 'zephyr');
    expect(overview.map((g) => g.kind)).toEqual([...SEARCH_KINDS]);
    const events = overview.find((g) => g.kind === 'events')!;
    expect(events.total).toBe(3);
    const page1 = await search.searchKind(viewer.id, 'events', 'zephyr', 1, 2);
    const page2 = await search.searchKind(viewer.id, 'events', 'zephyr', 2, 2);
    expect(page1.hits).toHaveLength(2);
    expect(page2.hits).toHaveLength(1);
    expect(new Set([...page1.hits, ...page2.hits].map((h) => h.id)).size).toBe(3);
    expect(page1.hits[0].href).toMatch(/^\/evt\//);
    expect((await search.userById(viewer.id, seen.person))?.title).toBe('Zephyrine Public');
    expect(await search.userById(viewer.id, hidden.people[0])).toBeNull();
    expect(await search.userById(viewer.id, 'not-an-id')).toBeNull();
    // Short text: whole words only, no error on operators.
    expect((await search.searchKind(viewer.id, 'places', 'ze', 1)).hits).toEqual([]);
    expect(
      (await search.searchKind(viewer.id, 'places', '"zephyr" -or ( & |', 1)).total,
    ).toBeGreaterThanOrEqual(0);
  });
});
