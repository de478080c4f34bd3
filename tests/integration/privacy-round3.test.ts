import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { endAllSessions } from '@/lib/auth/sessions';
import { resetPassword } from '@/lib/auth/service';
import { hashToken } from '@/lib/auth/tokens';
import { feedFor, rotateFeedToken } from '@/lib/events/calendar-feed';
import { eventPage, profileGames } from '@/lib/events/queries';
import { createEventSchema } from '@/lib/events/schema';
import { acceptOffer, leaveEvent } from '@/lib/events/service';
import { addGuestAction } from '@/lib/guests/actions';
import { eventMessages, eventUiMessages as ui } from '@/lib/messages/events';
import { homeMessages } from '@/lib/messages/home';
import { profilePrivacyData } from '@/lib/privacy/profile';
import { rosterForSite } from '@/lib/sites/queries';
import { callAs } from '@/tests/support/act-as';
import { gameInput, makeEvent } from '@/tests/support/events';
import { confirmSignUp, makeUser, uniqueTag } from '@/tests/support/factories';

// Security review 3: M4 (profile games honour "Show my upcoming games" and minors), M5 (who is going on a public
// game page), L1 (rosters on public websites), L7 (a merged guest's games are offers to accept), L10 (credential
// resets end the calendar feed link) and L2 (one-line titles).
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  updateTag: vi.fn(),
  revalidateTag: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));

const yearsAgo = (years: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate()));
};
const connect = (a: string, b: string) => {
  const [low, high] = [a, b].sort();
  return db.connection.create({
    data: { userLowId: low, userHighId: high, requesterId: a, status: 'ACCEPTED' },
  });
};
const going = (eventId: string, userIds: string[]) =>
  db.eventParticipant.createMany({
    data: userIds.map((userId) => ({ eventId, userId, status: 'GOING' as const })),
  });
const spots = async (eventId: string) =>
  (await db.event.findUniqueOrThrow({ where: { id: eventId } })).goingCount;

describe('M4: the games on a profile', () => {
  it('shows another user upcoming games only while "Show my upcoming games" is on; past games stay', async () => {
    const [owner, stranger, host] = await Promise.all([
      makeUser('Owner', { publicUpcomingGames: false }),
      makeUser('Stranger'),
      makeUser('Host'),
    ]);
    const past = await makeEvent(host.id, { title: 'Last week', hours: -24 * 7 });
    const next = await makeEvent(host.id, { title: 'Next Saturday', hours: 72 });
    await makeEvent(owner.id, { title: 'My own game', hours: 24 });
    await going(past.id, [owner.id]);
    await going(next.id, [owner.id]);

    const titles = async (viewerId: string) =>
      (await profileGames(viewerId, owner.id)).games.map((g) => g.title).sort();
    expect(await titles(stranger.id)).toEqual(['Last week']);
    expect(await titles(owner.id)).toEqual(['Last week', 'My own game', 'Next Saturday']);

    await db.user.update({ where: { id: owner.id }, data: { publicUpcomingGames: true } });
    expect(await titles(stranger.id)).toEqual(['Last week', 'My own game', 'Next Saturday']);
    // A missing flag reads as off.
    await db.user.update({ where: { id: owner.id }, data: { publicUpcomingGames: null } });
    expect(await titles(stranger.id)).toEqual(['Last week']);
  });

  it('hides every game of a known minor from anyone but their connections and family', async () => {
    const [minor, stranger, friend, parent, host] = await Promise.all([
      makeUser('Young Player', { birthdate: yearsAgo(15) }),
      makeUser('Stranger'),
      makeUser('Friend'),
      makeUser('Parent'),
      makeUser('Host'),
    ]);
    const past = await makeEvent(host.id, { title: 'Past game', hours: -48 });
    const next = await makeEvent(host.id, { title: 'Next game', hours: 48 });
    await going(past.id, [minor.id]);
    await going(next.id, [minor.id]);
    await connect(minor.id, friend.id);
    await db.familyConnection.create({
      data: {
        id: `fm_${uniqueTag()}`,
        requesterId: parent.id,
        recipientId: minor.id,
        requesterName: 'Parent',
        recipientName: 'Young Player',
        requesterRelation: 'CHILD',
        recipientRelation: 'PARENT',
        isRecipientPlatformUser: true,
        status: 'ACCEPTED',
      },
    });

    expect((await profileGames(stranger.id, minor.id)).games).toEqual([]);
    expect((await profilePrivacyData(db, stranger.id, minor.id))?.upcomingGames).toBeNull();
    for (const close of [friend, parent]) {
      expect((await profileGames(close.id, minor.id)).games.map((g) => g.title).sort()).toEqual([
        'Next game',
        'Past game',
      ]);
      expect((await profilePrivacyData(db, close.id, minor.id))?.upcomingGames?.map((g) => g.title)).toEqual([
        'Next game',
      ]);
    }
  });
});

describe('M5: who is going, on a public game page', () => {
  it('a visitor sees the counts only; a signed-in viewer sees display names, never a full name', async () => {
    const [host, ann, noName, viewer] = await Promise.all([
      makeUser('Host'),
      makeUser('Ann'),
      makeUser('No Display', { fullName: 'Nora Fullname-Private' }),
      makeUser('Viewer'),
    ]);
    await db.user.update({ where: { id: noName.id }, data: { displayName: null } });
    const game = await makeEvent(host.id, { goingCount: 2, capacity: 10 });
    await going(game.id, [ann.id, noName.id]);

    const visitor = await eventPage(null, game.id);
    expect(visitor).toMatchObject({ goingCount: 2, joiners: [], joinersNamed: false, unlistedJoiners: 2 });
    expect(JSON.stringify(visitor)).not.toContain('Ann');

    const seen = await eventPage(viewer.id, game.id);
    expect(seen?.joinersNamed).toBe(true);
    expect(seen?.joiners.map((j) => j.name)).toEqual(['Ann', homeMessages.playerCard.unnamedPlayer]);
    expect(JSON.stringify(seen)).not.toContain('Nora Fullname-Private');
    expect(seen?.unlistedJoiners).toBe(0);
  });

  it('leaves out known minors and players hiding their upcoming games, except for the host and co-hosts', async () => {
    const [host, coHost, viewer, adult, hidden, minor, guarded, parent] = await Promise.all([
      makeUser('Host'),
      makeUser('Co Host'),
      makeUser('Viewer'),
      makeUser('Adult Player'),
      makeUser('Hidden Player', { publicUpcomingGames: false }),
      makeUser('Minor Player', { birthdate: yearsAgo(16) }),
      makeUser('Guarded Player'),
      makeUser('Guardian'),
    ]);
    // Under 18 by a confirmed guardian link, without a birthdate.
    await db.familyConnection.create({
      data: {
        id: `fm_${uniqueTag()}`,
        requesterId: guarded.id,
        recipientId: parent.id,
        requesterName: 'Guarded Player',
        recipientName: 'Guardian',
        requesterRelation: 'GUARDIAN',
        recipientRelation: 'CHILD',
        isRecipientPlatformUser: true,
        status: 'ACCEPTED',
      },
    });
    const team = await db.team.create({ data: { name: 'Hosts FC', ownerId: host.id } });
    await db.rosterEntry.create({ data: { teamId: team.id, userId: coHost.id, role: 'manager' } });
    const game = await makeEvent(host.id, { goingCount: 4, hostingTeamId: team.id });
    await going(game.id, [adult.id, hidden.id, minor.id, guarded.id]);

    const names = async (viewerId: string | null) => {
      const page = await eventPage(viewerId, game.id);
      return {
        names: page?.joiners.map((j) => j.name),
        unlisted: page?.unlistedJoiners,
        count: page?.goingCount,
      };
    };
    expect(await names(viewer.id)).toEqual({ names: ['Adult Player'], unlisted: 3, count: 4 });
    const everyone = ['Adult Player', 'Hidden Player', 'Minor Player', 'Guarded Player'];
    expect(await names(host.id)).toEqual({ names: everyone, unlisted: 0, count: 4 });
    expect(await names(coHost.id)).toEqual({ names: everyone, unlisted: 0, count: 4 });
    // A joiner always sees themself.
    expect((await names(minor.id)).names).toEqual(['Adult Player', 'Minor Player']);
    expect(await names(null)).toEqual({ names: [], unlisted: 4, count: 4 });
  });
});

describe('L1: the roster on a public website', () => {
  it('lists only adults who show themselves in Players near you, by first name and last initial', async () => {
    const [owner, pat, shy, teen] = await Promise.all([
      makeUser('Owner'),
      makeUser('Pat Player'),
      makeUser('Shy Person', { showInPlayersNear: false }),
      makeUser('Teen Striker', { birthdate: yearsAgo(15) }),
    ]);
    const team = await db.team.create({ data: { name: 'Riverside FC', ownerId: owner.id } });
    await db.rosterEntry.createMany({
      data: [pat, shy, teen].map((u) => ({ teamId: team.id, userId: u.id, role: 'player' })),
    });
    const roster = await rosterForSite(owner.id, team.id);
    expect(roster?.players.map((p) => p.name)).toEqual(['Pat P.']);
    expect(JSON.stringify(roster)).not.toContain('Player');
  });
});

describe('L7: a guest who signs up', () => {
  it("answers the games they were added to: upcoming spots are held as offers, not taken in the account's name", async () => {
    const [host, blocker] = await Promise.all([makeUser('Host'), makeUser('Blocker')]);
    const email = `merge3.${uniqueTag()}@example.com`;
    const [upcoming, other, blocked] = await Promise.all([
      makeEvent(host.id, { title: 'Upcoming 5s', hours: 72 }),
      makeEvent(host.id, { title: 'Other 5s', hours: 96 }),
      makeEvent(blocker.id, { title: 'Blocked 5s', hours: 72 }),
    ]);
    for (const [by, g] of [
      [host, upcoming],
      [host, other],
      [blocker, blocked],
    ] as const)
      expect(await callAs(by, addGuestAction, { eventId: g.id, name: 'Mia', email })).toMatchObject({
        ok: true,
      });
    // A game already played moves as it was (the host's record).
    const past = await makeEvent(host.id, { title: 'Played 5s', hours: -48, goingCount: 1 });
    const guest = await db.guestUser.findUniqueOrThrow({ where: { email } });
    await db.eventParticipant.create({ data: { eventId: past.id, guestUserId: guest.id, status: 'GOING' } });

    const user = await makeUser('Mia', { email, emailVerified: null });
    await db.block.create({ data: { blockerId: blocker.id, blockedUserId: user.id } });
    expect(await confirmSignUp(user.id, email)).toMatchObject({ status: 'confirmed' });

    const rows = await db.eventParticipant.findMany({
      where: { userId: user.id },
      select: { eventId: true, status: true, offerExpiresAt: true },
    });
    const byEvent = new Map(rows.map((r) => [r.eventId, r]));
    expect(byEvent.get(upcoming.id)).toMatchObject({ status: 'OFFERED', offerExpiresAt: upcoming.dateStart });
    expect(byEvent.get(other.id)?.status).toBe('OFFERED');
    expect(byEvent.get(past.id)?.status).toBe('GOING');
    // Across a block the spot goes with the guest row.
    expect(byEvent.has(blocked.id)).toBe(false);
    expect(await spots(blocked.id)).toBe(0);
    expect(await spots(upcoming.id)).toBe(1);

    // The account sees an offer to answer, is told, and is not listed as going.
    const page = await eventPage(user.id, upcoming.id);
    expect(page).toMatchObject({ viewerStatus: 'OFFERED', control: { state: 'offered' } });
    expect(page?.joiners.map((j) => j.id)).not.toContain(user.id);
    const told = await db.notification.findMany({ where: { userId: user.id, type: 'EVENT_SPOT_OFFERED' } });
    expect(told.map((n) => n.title)).toEqual([ui.guestSpotTitle, ui.guestSpotTitle]);
    expect((await profileGames(user.id, user.id)).games.map((g) => g.title)).toEqual(['Played 5s']);

    // Accepting takes the spot; declining gives it back.
    expect(await acceptOffer(db, user.id, upcoming.id)).toEqual({ status: 'accepted' });
    expect((await eventPage(user.id, upcoming.id))?.viewerStatus).toBe('GOING');
    expect(await leaveEvent(db, user.id, other.id)).toMatchObject({ status: 'left', was: 'OFFERED' });
    expect(await spots(other.id)).toBe(0);
  });
});

describe('L10: credential resets end the calendar feed link', () => {
  const feed = (token: string) => feedFor(db, token, 'http://app.test');

  it('"Sign out everywhere" clears the feed secret: the old URL stops working', async () => {
    const me = await makeUser('Feed User');
    const token = await rotateFeedToken(db, me.id);
    expect(await feed(token)).not.toBeNull();
    await endAllSessions(db, me.id);
    expect(await feed(token)).toBeNull();
    const row = await db.user.findUniqueOrThrow({
      where: { id: me.id },
      select: { calendarFeedToken: true },
    });
    expect(row.calendarFeedToken).toBeNull();
  });

  it('a password reset clears the feed secret too', async () => {
    const me = await makeUser('Reset User');
    const token = await rotateFeedToken(db, me.id);
    const link = `r${uniqueTag()}`.padEnd(43, 'x');
    await db.authToken.create({
      data: {
        userId: me.id,
        purpose: 'RESET_PASSWORD',
        tokenHash: hashToken(link),
        email: me.email,
        expiresAt: new Date(Date.now() + 600_000),
      },
    });
    expect(
      await resetPassword(db, {
        token: link,
        password: 'a-long-new-password-2',
        confirmPassword: 'a-long-new-password-2',
      }),
    ).toBe(true);
    expect(await feed(token)).toBeNull();
  });
});

describe('L2: a game title is one line', () => {
  it('refuses line breaks and other control characters in the title, with a clear message', async () => {
    const type = await db.gameType.create({ data: { label: `Kickball ${uniqueTag()}` } });
    const valid = gameInput({ gameTypeId: type.id });
    for (const title of ['Game\rURL:https://evil.test', 'Game\nATTENDEE:x', 'Tab\there', 'Bell\u0007']) {
      const result = createEventSchema.safeParse({ ...valid, title });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([eventMessages.titleControlCharacters]);
    }
    expect(createEventSchema.safeParse({ ...valid, title: 'Sunday 7s; bring water, please' }).success).toBe(
      true,
    );
  });
});
