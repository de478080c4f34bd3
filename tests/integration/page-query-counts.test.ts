import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import {
  calendarFeedUrl,
  createFormOptions,
  favoriteEvents,
  myEvents,
  nearbyEvents,
  profileGames,
} from '@/lib/events/queries';
import { gameChatOf } from '@/lib/conversations/queries';
import { eventPage } from '@/lib/events/queries';
import { teamAnswer } from '@/lib/events/nudge';
import { familyOf } from '@/lib/family/queries';
import { eventGames } from '@/lib/games/queries';
import { viewerSubInvitations } from '@/lib/subs/queries';
import { shownLevels } from '@/lib/levels/queries';
import { homeFacts, homePlayers, homeTeams, localEvents, upcomingEvents } from '@/lib/home/queries';
import { teamPage } from '@/lib/teams/queries';
import { privacyScreenData } from '@/lib/account/privacy-screen';
import { listsOfOwner, listSummaries } from '@/lib/user-lists/queries';
import {
  alternateEmailsOf,
  gameTypeOptions,
  genderOptions,
  goToCity,
  profileForm,
  publicProfile,
} from '@/lib/profile/queries';
import { makeEvent } from '@/tests/support/events';
import { makeUser, makeUsers, uniqueTag } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), updateTag: vi.fn(), revalidateTag: vi.fn() }));

// Issue 36: every signed-in page costs the same number of statements whether its lists hold 1 or 50 rows.
// Each loader below reads what its page reads (app/(app)/profile, settings ?tab=general, discover, evt, home,
// team), in the same order; home-queries and teams hold more detailed tests of /home and /team/{id}.

const AUSTIN = { lat: 30.27, lng: -97.74 };

/** app/(app)/profile/page.tsx */
async function loadProfile(viewerId: string) {
  const profile = await publicProfile(viewerId, viewerId);
  const [{ games }, levels] = await Promise.all([
    profileGames(viewerId, viewerId),
    shownLevels(viewerId, viewerId),
  ]);
  return { profile, games, levels };
}

/** app/(app)/settings/page.tsx with its default tab (components/settings/tabs/GeneralTab.tsx). */
async function loadSettings(viewerId: string) {
  const [profile, games, genders, emails, family, feedUrl] = await Promise.all([
    profileForm(viewerId),
    gameTypeOptions(),
    genderOptions(),
    alternateEmailsOf(viewerId),
    familyOf(viewerId),
    calendarFeedUrl(viewerId),
  ]);
  return { profile, games, genders, emails, family, feedUrl };
}

/** app/(app)/discover/(index)/page.tsx without filters: around the go-to city. */
async function loadDiscover(viewerId: string) {
  const city = await goToCity(viewerId);
  const [mine, nearby, favorites, options] = await Promise.all([
    myEvents(viewerId),
    city ? nearbyEvents(viewerId, city, {}, { timeZone: 'America/Chicago' }) : null,
    favoriteEvents(viewerId),
    createFormOptions(viewerId),
  ]);
  return { mine, nearby, favorites, options };
}

/** app/(app)/evt/[id]/page.tsx for a signed-in viewer: the game, the viewer's own state, the chat, the games. */
async function loadEvent(viewerId: string, eventId: string) {
  const event = await eventPage(viewerId, eventId);
  const [invitations, answer, chat] = await Promise.all([
    viewerSubInvitations(viewerId, [eventId]),
    teamAnswer(viewerId, eventId),
    gameChatOf(viewerId, eventId),
  ]);
  const games = await eventGames(viewerId, eventId);
  return { event, invitations, answer, chat, games };
}

/** app/(app)/home/page.tsx: its sections (components/home/HomeSections.tsx), each in its Suspense boundary. */
async function loadHome(viewerId: string) {
  const facts = await homeFacts(viewerId);
  const city = facts?.city ?? null;
  const [events, teams, players, local] = await Promise.all([
    upcomingEvents(viewerId),
    homeTeams(viewerId),
    city ? homePlayers(viewerId, city) : null,
    city ? localEvents(viewerId, city, { schedule: facts?.schedule }) : null,
  ]);
  return { facts, events, teams, players, local };
}

/** components/privacy/PrivacySettings.tsx (settings ?tab=privacy): the screen's data and the list chooser. */
async function loadPrivacy(viewerId: string) {
  const [data, lists] = await Promise.all([
    privacyScreenData({ id: viewerId, betaAudiences: [] }),
    listSummaries(viewerId),
  ]);
  return { data, lists };
}

/** Counts the statements of `load` for a viewer with 1 and with 50 rows of each list (made by `fill`). */
async function flat<T>(
  fill: (viewerId: string, n: number) => Promise<void>,
  load: (viewerId: string) => Promise<T>,
) {
  const runs: { count: number; result: T }[] = [];
  for (const n of [1, 50]) {
    const viewer = await makeUser(`Viewer ${n}`, { at: AUSTIN });
    await fill(viewer.id, n);
    runs.push(await countQueries(() => load(viewer.id)));
  }
  return runs;
}

describe('signed-in pages: statements per page do not grow with their rows', () => {
  it('/profile: the same statements for 1 or 50 games hosted and played', async () => {
    const [one, many] = await flat(async (viewerId, n) => {
      const hosts = await makeUsers(n, `Host${n}`);
      for (let i = 0; i < n; i++) {
        // Half hosted by the viewer, half joined; all in the past.
        const event = await makeEvent(i % 2 ? viewerId : hosts[i], { title: `Game ${i}`, hours: -24 - i });
        if (!(i % 2))
          await db.eventParticipant.create({
            data: { eventId: event.id, userId: viewerId, status: 'GOING' },
          });
      }
    }, loadProfile);
    expect(one.result.profile).not.toBeNull();
    expect(one.result.games).toHaveLength(1);
    expect(many.result.games).toHaveLength(50);
    expect(many.count).toBe(one.count);
    // The user with their sports, the family links, the host rating, the games, their sports' names, the levels.
    expect(one.count).toBeLessThanOrEqual(6);
  });

  it('/settings: the same statements for 1 or 50 alternate e-mails, family members and sports', async () => {
    const sports = await db.gameType.findMany({ select: { id: true } });
    const [one, many] = await flat(async (viewerId, n) => {
      const tag = uniqueTag();
      await db.alternateEmail.createMany({
        data: Array.from({ length: n }, (_, i) => ({
          userId: viewerId,
          email: `alt-${i}.${tag}@example.com`,
        })),
      });
      await db.familyConnection.createMany({
        data: Array.from({ length: n }, (_, i) => ({
          id: `fm_${tag}_${i}`,
          requesterId: viewerId,
          requesterName: 'Viewer',
          recipientName: `Kid ${i}`,
          requesterRelation: 'CHILD' as const,
          recipientRelation: 'PARENT' as const,
          isRecipientPlatformUser: false,
          status: 'ACCEPTED' as const,
        })),
      });
      await db.userSport.createMany({
        data: sports
          .slice(0, Math.min(n, sports.length))
          .map((s) => ({ userId: viewerId, gameTypeId: s.id })),
      });
    }, loadSettings);
    expect(one.result.emails).toHaveLength(1);
    expect(many.result.emails).toHaveLength(50);
    expect(many.result.family?.length).toBeGreaterThan(one.result.family?.length ?? 0);
    expect(many.count).toBe(one.count);
    expect(one.count).toBeLessThanOrEqual(6);
  });

  it('/discover: the same statements for 1 or 50 of my games, favorites and games nearby', async () => {
    const [one, many] = await flat(async (viewerId, n) => {
      const hosts = await makeUsers(n, `Near${n}`);
      for (let i = 0; i < n; i++) {
        const mine = await makeEvent(viewerId, { title: `Mine ${i}`, hours: 5 + i });
        const theirs = await makeEvent(hosts[i], { title: `Near ${i}`, hours: 6 + i });
        await db.eventFavorite.create({ data: { userId: viewerId, eventId: i % 2 ? mine.id : theirs.id } });
      }
    }, loadDiscover);
    expect(one.result.mine).toHaveLength(1);
    expect(many.result.mine.length).toBeGreaterThan(1);
    expect(many.result.favorites.length).toBeGreaterThan(1);
    expect(many.result.nearby?.events.length).toBeGreaterThan(1);
    expect(many.count).toBe(one.count);
    expect(one.count).toBeLessThanOrEqual(7);
  });

  it('/home: the same statements for 1 or 50 games, teams and players nearby', async () => {
    const [one, many] = await flat(async (viewerId, n) => {
      const others = await makeUsers(n, `HomeNear${n}`, {
        cityLat: AUSTIN.lat,
        cityLng: AUSTIN.lng,
        cityName: 'Austin, TX',
      });
      for (let i = 0; i < n; i++) {
        await makeEvent(i % 2 ? viewerId : others[i], { title: `Home game ${i}`, hours: 5 + i });
        await db.team.create({
          data: {
            name: `Home team ${uniqueTag()}`,
            ownerId: others[i],
            roster: { create: { userId: viewerId, role: 'player' } },
          },
        });
      }
    }, loadHome);
    expect(one.result.teams.length).toBe(1);
    expect(many.result.teams.length).toBeGreaterThan(1);
    expect(many.result.local?.length).toBeGreaterThan(1);
    expect(many.result.players?.length).toBeGreaterThan(1);
    expect(many.count).toBe(one.count);
    expect(one.count).toBeLessThanOrEqual(7);
  });

  it('/team/{id}: the same statements for 1 or 50 members', async () => {
    const runs = [];
    for (const n of [1, 50]) {
      const owner = await makeUser(`Team owner ${n}`);
      const members = await makeUsers(n - 1, `Member${n}`);
      const team = await db.team.create({
        data: {
          name: `Counted team ${uniqueTag()}`,
          ownerId: owner.id,
          roster: {
            create: [
              { userId: owner.id, role: 'owner' },
              ...members.map((userId) => ({ userId, role: 'player' })),
            ],
          },
        },
      });
      runs.push(await countQueries(() => teamPage(owner.id, team.id)));
    }
    const [one, many] = runs;
    expect(one.result?.members).toHaveLength(1);
    expect(many.result?.members).toHaveLength(50);
    expect(many.count).toBe(one.count);
    expect(one.count).toBeLessThanOrEqual(5);
  });

  it('/evt/{id}: the same statements for 1 or 50 joiners and chat messages, BEGIN and COMMIT included', async () => {
    const runs: Awaited<ReturnType<typeof countQueries<Awaited<ReturnType<typeof loadEvent>>>>>[] = [];
    for (const n of [1, 50]) {
      const host = await makeUser(`Host ${n}`);
      const viewer = await makeUser(`Member ${n}`);
      // A team's game the viewer belongs to, so the page also asks whether they can come (teamAnswer).
      const team = await db.team.create({
        data: {
          name: `Evt team ${uniqueTag()}`,
          ownerId: host.id,
          roster: { create: [{ userId: viewer.id, role: 'player' }] },
        },
      });
      const event = await makeEvent(host.id, { hostingTeamId: team.id, capacity: 100 });
      const joiners = await makeUsers(n, `Joiner${n}`);
      await db.eventParticipant.createMany({
        data: [viewer.id, ...joiners].map((userId) => ({
          eventId: event.id,
          userId,
          status: 'GOING' as const,
        })),
      });
      const chat = await db.conversation.create({ data: { eventId: event.id } });
      await db.message.createMany({
        data: joiners.map((senderId, i) => ({
          conversationId: chat.id,
          senderId,
          body: `Message ${i}`,
          createdAt: new Date(Date.now() - (n - i) * 1000),
        })),
      });
      runs.push(await countQueries(() => loadEvent(viewer.id, event.id), { transactions: true }));
    }
    const [one, many] = runs;
    const going = (e: typeof one.result.event) => (e ? e.joiners.length + e.unlistedJoiners : 0);
    expect(going(one.result.event)).toBe(2);
    expect(going(many.result.event)).toBe(51);
    expect(one.result.answer).toBeNull(); // going already: nothing to answer
    expect(one.result.chat?.messages).toHaveLength(1);
    expect(many.result.chat?.messages.length).toBeGreaterThan(1);
    if (process.env.SHOW_STATEMENTS) console.log(one.statements.join('\n'));
    expect(many.count).toBe(one.count);
    // The game and what surrounds it (2), the sub invitation (1), the team question (2), the chat (2: the game
    // with the viewer's place and the block with the host; the latest and pinned messages with their senders,
    // the blocks and how to name them — was 10), the games (access 2, games 1, bracket 1). Was 25 with a
    // transaction around the team question and four relation reads for the games' team names, then 20.
    expect(one.statements.filter((sql) => /^(BEGIN|COMMIT)/i.test(sql.trim()))).toEqual([]);
    expect(one.count).toBeLessThanOrEqual(12);
  });

  it('/user-list: the same statements for 1 or 50 members, with their pictures and profile links', async () => {
    const [one, many] = await flat(async (viewerId, n) => {
      const people = await makeUsers(n, `Listed${n}`, { photoUrl: '/api/avatars/x?v=1' });
      const emails = await db.user.findMany({
        where: { id: { in: people } },
        select: { id: true, email: true },
      });
      await db.userList.create({
        data: {
          ownerId: viewerId,
          name: `Counted list ${n}`,
          members: { create: emails.map((u) => ({ userId: u.id, email: u.email })) },
        },
      });
      // Half of them blocked: no profile link for those.
      await db.block.createMany({
        data: people.filter((_, i) => i % 2).map((blockedUserId) => ({ blockerId: viewerId, blockedUserId })),
      });
    }, listsOfOwner);
    expect(one.result[0].members).toHaveLength(1);
    expect(many.result[0].members).toHaveLength(50);
    expect(many.result[0].members.filter((m) => m.profileHref && m.photoUrl)).toHaveLength(25);
    // The blocked half: neither link nor picture.
    expect(many.result[0].members.filter((m) => m.profileHref || m.photoUrl)).toHaveLength(25);
    expect(many.count).toBe(one.count);
    // The lists, their members, the members' names and pictures (one select), and the blocks either way (run
    // beside them, for the profile links).
    expect(one.count).toBeLessThanOrEqual(4);
  });

  it('/settings?tab=privacy: the same statements for 1 or 50 blocked users', async () => {
    const [one, many] = await flat(async (viewerId, n) => {
      const people = await makeUsers(n, `Blocked${n}`, { photoUrl: '/api/avatars/x?v=1' });
      await db.block.createMany({
        data: people.map((blockedUserId) => ({ blockerId: viewerId, blockedUserId })),
      });
    }, loadPrivacy);
    expect(one.result.data.blocks).toHaveLength(1);
    expect(many.result.data.blocks.filter((b) => b.displayName)).toHaveLength(50);
    expect(many.count).toBe(one.count);
    // The names come in the blocks' select: no statement of their own.
    expect(one.count).toBeLessThanOrEqual(12);
  });
});
