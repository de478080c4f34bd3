import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { COUNT_CAP, SEARCH_KINDS, type SearchKind } from '@/lib/search/schema';
import { postgresSearch } from '@/lib/search/service';
import { makeEvent } from '@/tests/support/events';
import { makeUser, uniqueTag } from '@/tests/support/factories';

// full-search: full-text and typo matches per kind, counts and paging, and the visibility matrix (private
// events, blocks either way, hidden profiles, invite-only teams, hidden posts) with no leaks.
const search = postgresSearch(db);
// A word no other row holds (letters only, so full text keeps it one word).
const letterTag = () => uniqueTag().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
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

  it('corrects a misspelled word against the words it has seen (new ones at once) and still hides what the viewer may not see', async () => {
    // A fresh word, misspelled by swapping two of its letters (one edit).
    const word = `kestrel${letterTag()}`;
    const swap = (w: string) => w.slice(0, 2) + w[3] + w[2] + w.slice(4);
    const event = (await makeEvent(stranger.id, { title: `${word} doubles` })).id;
    const mine = (await makeEvent(viewer.id, { title: `${word} private mine`, isPrivate: true })).id;
    const hiddenEvents = [
      (await makeEvent(stranger.id, { title: `${word} private theirs`, isPrivate: true })).id,
      (await makeEvent(blocker.id, { title: `${word} by blocker` })).id,
      (await makeEvent(blockedByMe.id, { title: `${word} by blocked` })).id,
    ];
    const place = (
      await db.place.create({
        data: { name: `${word} Courts`, address: '2 Main St, Austin, TX', lat: 30, lng: -97, geohash: 'x' },
      })
    ).id;

    expect(await ids(viewer.id, 'events', swap(word))).toEqual([event, mine].sort());
    expect(await ids(viewer.id, 'places', `${swap(word)} corts`)).toEqual([place]);
    const overview = await search.overview(viewer.id, swap(word));
    expect(overview.find((g) => g.kind === 'events')?.total).toBe(2);
    expect(overview.find((g) => g.kind === 'places')?.total).toBe(1);
    for (const id of hiddenEvents)
      expect(await ids(viewer.id, 'events', `${swap(word)} private`)).not.toContain(id);
    // The blocked side finds none of the viewer's games by the misspelling either.
    const blockerSees = await ids(blocker.id, 'events', swap(word));
    expect(blockerSees).toContain(event);
    expect(blockerSees).not.toContain(mine);

    // A renamed game is found by a misspelling of its new name.
    const renamed = `osprey${letterTag()}`;
    await db.event.update({ where: { id: event }, data: { title: `${renamed} doubles` } });
    expect(await ids(viewer.id, 'events', swap(renamed))).toEqual([event]);
    // Far from every known word: nothing, and no error.
    expect(await ids(viewer.id, 'events', 'qxzvvqj')).toEqual([]);
  });

  it('cuts events in start order: upcoming soonest first, then past ones; counts only visible ones, up to the cap', async () => {
    const host = await makeUser('Quasar Host');
    const quasar = `quasar${letterTag()}`;
    const at = async (hours: number, extra: Record<string, unknown> = {}) =>
      (await makeEvent(host.id, { title: `${quasar} run`, description: 'Laps', hours, ...extra })).id;
    const past = await at(-30);
    const later = await at(72);
    const soon = await at(5);
    expect((await search.searchKind(viewer.id, 'events', quasar, 1, 10)).hits.map((h) => h.id)).toEqual([
      soon,
      later,
      past,
    ]);

    // More matches than the cap: the count stops at the cap ("100+") and the pages hold the soonest visible
    // ones. The very soonest games are hidden from the viewer (private, or by someone blocked by address in
    // another letter case) and neither show nor take a place in the count.
    const word = `nebul${letterTag()}`;
    const emailBlocked = await makeUser('Nebula Blocker');
    const { email } = await db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { email: true } });
    await db.block.create({ data: { blockerId: emailBlocked.id, blockedEmail: email.toUpperCase() } });
    const hiddenSoonest = [
      await makeEvent(host.id, { title: `${word} private`, hours: 1, isPrivate: true }),
      await makeEvent(emailBlocked.id, { title: `${word} blocker`, hours: 1 }),
    ].map((e) => e.id);
    await db.event.createMany({
      data: Array.from({ length: COUNT_CAP + 10 }, (_, i) => ({
        title: `${word} game`,
        creatorId: host.id,
        locationName: 'Austin, TX',
        lat: 30.27,
        lng: -97.74,
        geohash: '9v6k',
        dateStart: new Date(Date.now() + (2 + i) * 3_600_000),
        timeZone: 'America/Chicago',
        durationMinutes: 60,
      })),
    });
    const soonest = (
      await db.event.findMany({
        where: { title: `${word} game` },
        orderBy: { dateStart: 'asc' },
        take: COUNT_CAP,
        select: { id: true },
      })
    ).map((e) => e.id);
    const pages: Awaited<ReturnType<typeof search.searchKind>>[] = [];
    for (let page = 1; page <= COUNT_CAP / 20; page++)
      pages.push(await search.searchKind(viewer.id, 'events', word, page));
    expect(pages[0].total).toBe(COUNT_CAP);
    const found = pages.flatMap((p) => p.hits.map((h) => h.id));
    expect(found.sort()).toEqual([...soonest].sort());
    expect(found.filter((id) => hiddenSoonest.includes(id))).toEqual([]);
  });
  it('reads a word the statistics list as common and a rare one the same way: the same cut, nothing hidden', async () => {
    // A word in most games once the table is analyzed (read window by window in start order) and a word in
    // three (read from its posting list alone): each cut is upcoming games soonest first, then past ones latest
    // first, up to the cap, and never a game the viewer may not see.
    const host = await makeUser('Pulsar Host');
    const common = `pulsar${letterTag()}`;
    const rare = `magnetar${letterTag()}`;
    // Words every one of those games holds, so the 10 most common words (below) never reach the rare one.
    const FILLER = 'run laps lake loop relay track miles pace tempo';
    const hiddenIds = [
      (await makeEvent(host.id, { title: `${common} ${rare} private`, hours: 1, isPrivate: true })).id,
      (await makeEvent(blocker.id, { title: `${common} blocker`, hours: 1 })).id,
      (await makeEvent(blockedByMe.id, { title: `${common} blocked`, hours: -1 })).id,
    ];
    const game = (title: string, hours: number) => ({
      title,
      creatorId: host.id,
      locationName: 'Austin, TX',
      lat: 30.27,
      lng: -97.74,
      geohash: '9v6k',
      dateStart: new Date(Date.now() + hours * 3_600_000),
      timeZone: 'America/Chicago',
      durationMinutes: 60,
    });
    // 98 upcoming (some later than the longest window, 10 days), 4 past: the cut is the 98 and the 2 latest past.
    await db.event.createMany({
      data: [
        ...Array.from({ length: 98 }, (_, i) => game(`${common} ${FILLER}`, 2 + i * 4)),
        ...[-3, -30, -300, -3000].map((hours) => game(`${common} ${FILLER}`, hours)),
      ],
    });
    const rareIds = [
      (await makeEvent(host.id, { title: `${rare} doubles`, hours: 500 })).id,
      (await makeEvent(host.id, { title: `${rare} doubles`, hours: 3 })).id,
      (await makeEvent(host.id, { title: `${rare} doubles`, hours: -5 })).id,
    ];
    // The statistics keep the 10 most common words (a table this small lists every repeated word otherwise).
    await db.$executeRawUnsafe('ALTER TABLE "events" ALTER COLUMN "searchDoc" SET STATISTICS 1');
    await db.$executeRawUnsafe('ANALYZE "events"');
    const [stats] = await db.$queryRaw<{ elems: string[] }[]>`
      SELECT most_common_elems::text::text[] AS elems FROM pg_stats
       WHERE schemaname = current_schema() AND tablename = 'events' AND attname = 'searchDoc'`;
    expect(stats.elems).toContain(common);
    expect(stats.elems).not.toContain(rare);

    const visible = await db.event.findMany({
      where: { title: `${common} ${FILLER}` },
      select: { id: true, dateStart: true },
    });
    const now = Date.now();
    const upcoming = visible.filter((e) => e.dateStart.getTime() >= now);
    const past = visible.filter((e) => e.dateStart.getTime() < now);
    past.sort((a, b) => b.dateStart.getTime() - a.dateStart.getTime());
    const cut = [...upcoming, ...past.slice(0, COUNT_CAP - upcoming.length)].map((e) => e.id).sort();
    const pages: Awaited<ReturnType<typeof search.searchKind>>[] = [];
    for (let page = 1; page <= COUNT_CAP / 20; page++)
      pages.push(await search.searchKind(viewer.id, 'events', common, page));
    expect(pages[0].total).toBe(COUNT_CAP);
    expect(pages.flatMap((p) => p.hits.map((h) => h.id)).sort()).toEqual(cut);

    const rareHits = await search.searchKind(viewer.id, 'events', rare, 1, 10);
    expect(rareHits.total).toBe(3);
    expect(rareHits.hits.map((h) => h.id)).toEqual([rareIds[1], rareIds[0], rareIds[2]]);
    expect((await ids(viewer.id, 'events', common)).filter((id) => hiddenIds.includes(id))).toEqual([]);
    await db.$executeRawUnsafe('ALTER TABLE "events" ALTER COLUMN "searchDoc" SET STATISTICS -1');
  });
});
