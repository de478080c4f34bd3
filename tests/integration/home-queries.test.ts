import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import {
  HOME_EVENT_LIMIT,
  HOME_TEAM_LIMIT,
  homeFacts,
  homePlayers,
  homeTeams,
  localEvents,
  upcomingEvents,
} from '@/lib/home/queries';
import { loadPlayerCard } from '@/lib/home/player-card';
import { playerCardAction } from '@/lib/home/actions';
import { homeMessages } from '@/lib/messages/home';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser, makeUsers } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const AUSTIN = { lat: 30.27, lng: -97.74 };
const t = homeMessages.tasks;

/** A user with nothing left to do: a photo and a weekly schedule. */
async function settledUser(name: string) {
  const user = await makeUser(name, { at: AUSTIN, photoUrl: '/api/avatars/x?v=1' });
  await db.availability.create({
    data: {
      userId: user.id,
      timeZone: 'America/Chicago',
      weeklyRanges: { create: { dayOfWeek: 1, startMinute: 1080, endMinute: 1260 } },
    },
  });
  return user;
}

/** Everything home loads for a viewer, as its sections do. */
async function loadHome(viewerId: string) {
  const facts = await homeFacts(viewerId);
  const city = facts!.city!;
  const [events, teams, players, local] = await Promise.all([
    upcomingEvents(viewerId),
    homeTeams(viewerId),
    homePlayers(viewerId, city),
    localEvents(viewerId, city, { schedule: facts!.schedule }),
  ]);
  return { facts: facts!, events, teams, players, local };
}

describe('home: Action Required tasks', () => {
  it('a settled user has none; a new one is asked for availability and a photo', async () => {
    const settled = await settledUser('Settled');
    expect((await homeFacts(settled.id))!.tasks).toEqual([]);

    const fresh = await makeUser('Fresh');
    expect((await homeFacts(fresh.id))!.tasks).toEqual([
      { id: 'availability', kind: 'link', text: t.setAvailability, href: '/settings?tab=availability' },
      { id: 'photo', kind: 'link', text: t.addPhoto, href: '/profile' },
    ]);
  });

  it('lists each kind of open item for this user only, people waiting on them first', async () => {
    const me = await settledUser('Busy host');
    const other = await makeUser('Other');
    const player = await makeUser('Asker');

    // A team invitation (and a join request of mine, which is not an invitation).
    const inviting = await db.team.create({
      data: {
        name: 'Inviting FC',
        ownerId: other.id,
        roster: { create: { userId: me.id, role: 'pending' } },
      },
    });
    await db.team.create({
      data: {
        name: 'Asked FC',
        ownerId: other.id,
        roster: { create: { userId: me.id, role: 'pending', joinRequest: true } },
      },
    });
    // A request to join my game, and one on a game of a team I manage (co-host); none on someone else's.
    const mine = await makeEvent(me.id, { title: 'My game', creatorApprovalNeeded: true, hours: 24 });
    const managed = await db.team.create({
      data: { name: 'Managed FC', ownerId: other.id, roster: { create: { userId: me.id, role: 'manager' } } },
    });
    const teamGame = await makeEvent(other.id, { title: 'Team game', hostingTeamId: managed.id, hours: 30 });
    const foreign = await makeEvent(other.id, { title: 'Foreign game' });
    for (const e of [mine, teamGame, foreign]) {
      await db.eventParticipant.create({
        data: { eventId: e.id, userId: player.id, status: 'PENDING_APPROVAL' },
      });
    }
    // A family request to me, and one I sent (not mine to answer).
    await db.familyConnection.createMany({
      data: [
        {
          id: 'fm_to_me_' + me.id,
          requesterId: other.id,
          recipientId: me.id,
          requesterName: 'Other',
          recipientName: 'Busy host',
          requesterRelation: 'SIBLING',
          recipientRelation: 'SIBLING',
          isRecipientPlatformUser: true,
        },
        {
          id: 'fm_from_me_' + me.id,
          requesterId: me.id,
          recipientId: other.id,
          requesterName: 'Busy host',
          recipientName: 'Other',
          requesterRelation: 'SIBLING',
          recipientRelation: 'SIBLING',
          isRecipientPlatformUser: true,
        },
      ],
    });
    // An unpaid form balance, and a paid one.
    const form = await db.form.create({
      data: {
        ownerId: other.id,
        title: 'Spring league fee',
        priceCents: 5000,
        versions: { create: { number: 1, fields: [] } },
      },
      include: { versions: true },
    });
    const unpaid = await db.formSubmission.create({
      data: {
        formId: form.id,
        versionId: form.versions[0]!.id,
        userId: me.id,
        paymentStatus: 'PARTIALLY_PAID',
        amountDueCents: 5000,
        amountPaidCents: 2000,
      },
    });
    await db.formSubmission.create({
      data: {
        formId: form.id,
        versionId: form.versions[0]!.id,
        userId: me.id,
        paymentStatus: 'PAID',
        amountDueCents: 5000,
        amountPaidCents: 5000,
      },
    });
    // A paid upcoming game without a payout account, and an unconfirmed second address.
    await makeEvent(me.id, { title: 'Paid game', priceCents: 1500, hours: 72 });
    await db.alternateEmail.create({ data: { userId: me.id, email: `alt.${me.id}@example.com` } });

    const tasks = (await homeFacts(me.id))!.tasks;
    expect(tasks).toEqual([
      {
        id: `team-${inviting.id}`,
        kind: 'invitation',
        teamId: inviting.id,
        text: t.pendingTeamInvite('Inviting FC'),
        href: `/team/${inviting.id}`,
      },
      {
        id: `approve-${mine.id}`,
        kind: 'link',
        text: t.approveRequests(1, 'My game'),
        href: `/event/${mine.id}/manage`,
      },
      {
        id: `approve-${teamGame.id}`,
        kind: 'link',
        text: t.approveRequests(1, 'Team game'),
        href: `/event/${teamGame.id}/manage`,
      },
      { id: 'family', kind: 'link', text: t.familyRequests(1), href: '/notifications' },
      {
        id: `pay-${unpaid.id}`,
        kind: 'link',
        text: t.payBalance('Spring league fee', 3000),
        href: `/pay-balance/${form.id}/${unpaid.id}`,
      },
      { id: 'payouts', kind: 'link', text: t.connectPayouts, href: '/settings?tab=payments' },
      { id: 'alternates', kind: 'link', text: t.confirmAlternates(1), href: '/settings?tab=general' },
    ]);
    expect(t.payBalance('Spring league fee', 3000)).toBe('Pay the $30.00 balance for Spring league fee');

    // Once payouts are connected and the invitation answered, those tasks go.
    await db.user.update({ where: { id: me.id }, data: { stripeChargesEnabled: true } });
    await db.rosterEntry.updateMany({
      where: { teamId: inviting.id, userId: me.id },
      data: { role: 'player' },
    });
    const after = (await homeFacts(me.id))!.tasks.map((task) => task.id);
    expect(after).not.toContain('payouts');
    expect(after).not.toContain(`team-${inviting.id}`);
    // The other user sees none of it.
    expect((await homeFacts(player.id))!.tasks.map((task) => task.id)).toEqual(['availability', 'photo']);
  });
});

describe('home: sections', () => {
  it('loads the next games and the teams of the viewer only', async () => {
    const viewer = await settledUser('Home viewer');
    const stranger = await makeUser('Home stranger');
    for (let i = 1; i <= HOME_EVENT_LIMIT + 3; i++) {
      await makeEvent(viewer.id, { title: `Viewer game ${i}`, hours: 24 * i });
    }
    await makeEvent(viewer.id, { title: 'Past game', hours: -24 });
    await makeEvent(viewer.id, { title: 'Cancelled game', hours: 24, cancelled: true });
    await makeEvent(stranger.id, { title: 'Stranger game', hours: 24 });
    const joined = await makeEvent(stranger.id, { title: 'Joined game', hours: 12 });
    await db.eventParticipant.create({ data: { eventId: joined.id, userId: viewer.id } });
    const team = await db.team.create({
      data: {
        name: 'Viewer FC',
        ownerId: stranger.id,
        roster: { create: { userId: viewer.id, role: 'member' } },
      },
    });
    await db.team.create({
      data: {
        name: 'Invited FC',
        ownerId: stranger.id,
        roster: { create: { userId: viewer.id, role: 'pending' } },
      },
    });
    await db.team.create({ data: { name: 'Stranger FC', ownerId: stranger.id } });

    const events = await upcomingEvents(viewer.id);
    // One more than shown, so "See all" knows there are more.
    expect(events.map((e) => e.title)).toEqual([
      'Joined game',
      ...Array.from({ length: HOME_EVENT_LIMIT }, (_, i) => `Viewer game ${i + 1}`),
    ]);
    expect(events[0]).toMatchObject({ hosting: false, status: 'GOING' });
    expect(events[1]).toMatchObject({ hosting: true, status: null });
    expect((await homeTeams(viewer.id)).map((x) => x.id)).toEqual([team.id]);

    // Local events: public games near the go-to city, not private ones, not the blocked host's.
    const local = (await localEvents(viewer.id, AUSTIN)).map((e) => e.title);
    expect(local).toContain('Joined game');
    const blocker = await makeUser('Blocker');
    await makeEvent(blocker.id, { title: 'Blocked host game', hours: 6 });
    await makeEvent(stranger.id, { title: 'Private game', hours: 6, isPrivate: true });
    await db.block.create({ data: { blockerId: blocker.id, blockedUserId: viewer.id } });
    const after = (await localEvents(viewer.id, AUSTIN)).map((e) => e.title);
    expect(after).not.toContain('Blocked host game');
    expect(after).not.toContain('Private game');
  });

  it('costs the same number of queries for 1 or 50 games, teams and neighbours (at most 7 + the session)', async () => {
    const counts: number[] = [];
    for (const n of [1, 50]) {
      const viewer = await settledUser(`Counted ${n}`);
      const others = await makeUsers(n, `Neighbour${n}`, {
        cityLat: AUSTIN.lat,
        cityLng: AUSTIN.lng,
        cityName: 'Austin, TX',
      });
      for (let i = 0; i < n; i++) {
        await makeEvent(i % 2 ? viewer.id : others[i], { title: `Game ${i}`, hours: 5 + i });
        await db.team.create({
          data: {
            name: `Team ${n}-${i}`,
            ownerId: others[i],
            roster: { create: { userId: viewer.id, role: 'player' } },
          },
        });
      }
      const { result, count } = await countQueries(() => loadHome(viewer.id));
      expect(result.teams.length).toBe(Math.min(n, HOME_TEAM_LIMIT + 1));
      expect(result.local.length).toBeGreaterThan(0);
      expect(result.players.length).toBeGreaterThan(0);
      counts.push(count);
    }
    expect(counts[1]).toBe(counts[0]);
    // The page adds one for the session: the budget is 8.
    expect(counts[0]).toBeLessThanOrEqual(7);
  });
});

describe('home: player card', () => {
  it('shows the viewer their registrations, latest season first, without cancelled or declined ones', async () => {
    const me = await makeUser('Card holder', { displayName: null, fullName: null });
    const owner = await makeUser('Owner');
    const team = await db.team.create({ data: { name: 'Card FC', ownerId: owner.id } });
    const season = (label: string, start: string) =>
      db.season.create({
        data: {
          teamId: team.id,
          label,
          startDate: new Date(start),
          endDate: new Date(`${start.slice(0, 4)}-12-31`),
        },
      });
    const [spring, fall, old] = await Promise.all([
      season('Spring 2027', '2027-03-01'),
      season('Fall 2027', '2027-09-01'),
      season('Old 2025', '2025-01-01'),
    ]);
    await db.registration.createMany({
      data: [
        { seasonId: spring.id, teamId: team.id, userId: me.id, status: 'CONFIRMED' },
        { seasonId: fall.id, teamId: team.id, userId: me.id, status: 'PENDING' },
        { seasonId: old.id, teamId: team.id, userId: me.id, status: 'DECLINED' },
      ],
    });
    const card = await loadPlayerCard(db, me.id);
    expect(card).toMatchObject({ userId: me.id, name: null, email: me.email });
    expect(card!.registrations.map((r) => [r.seasonLabel, r.status, r.startDate])).toEqual([
      ['Fall 2027', 'PENDING', '2027-09-01'],
      ['Spring 2027', 'CONFIRMED', '2027-03-01'],
    ]);

    // Through the action: always the caller's own card; any input naming someone else is refused.
    const result = await callAs(owner, playerCardAction, {});
    expect(result).toMatchObject({ ok: true, data: { userId: owner.id, registrations: [] } });
    const sneaky = await callAs(owner, playerCardAction, { userId: me.id });
    expect(sneaky.ok).toBe(false);
  });
});

describe('home: Local events from the viewer’s availability', () => {
  /** A game near Austin starting at `at` (90 minutes), hosted by `hostId`. */
  const gameAt = (hostId: string, title: string, at: Date) =>
    makeEvent(hostId, { title, dateStart: at, durationMinutes: 90, timeZone: 'America/Chicago' });
  /** The Chicago calendar date and minute of the day of an instant. */
  const local = (at: Date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Chicago',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      minute: Number(parts.hour) * 60 + Number(parts.minute),
    };
  };

  it('games in the viewer’s free hours come first, each group soonest first; without hours, soonest first', async () => {
    const host = await makeUser('Local host', { at: AUSTIN });
    const viewer = await makeUser('Free Saturday', { at: AUSTIN });
    const hour = 3_600_000;
    const base = Math.ceil(Date.now() / hour) * hour;
    // Far out on purpose (other tests' games near Austin are sooner), an hour apart.
    const soon = await gameAt(host.id, 'Soon, busy', new Date(base + 400 * 24 * hour));
    const later = await gameAt(host.id, 'Later, free', new Date(base + 402 * 24 * hour));
    const latest = await gameAt(host.id, 'Latest, free', new Date(base + 403 * 24 * hour));
    const mine = (titles: string[]) => titles.filter((t) => t.includes(','));
    const order = async () => {
      const { schedule } = (await homeFacts(viewer.id))!;
      const now = new Date(base + 399 * 24 * hour);
      return mine((await localEvents(viewer.id, AUSTIN, { schedule, now })).map((e) => e.title));
    };

    expect(await order()).toEqual(['Soon, busy', 'Later, free', 'Latest, free']);

    // Free during the later two games (date-specific hours), not during the first.
    const free = [later, latest].map((g) => local(g.dateStart));
    await db.availability.create({
      data: {
        userId: viewer.id,
        timeZone: 'America/Chicago',
        dateEntries: {
          create: free.map((f) => ({
            date: new Date(`${f.date}T00:00:00Z`),
            ranges: {
              create: { startMinute: Math.max(0, f.minute - 30), endMinute: Math.min(1440, f.minute + 120) },
            },
          })),
        },
      },
    });
    expect(soon.title).toBe('Soon, busy');
    expect(await order()).toEqual(['Later, free', 'Latest, free', 'Soon, busy']);
  });
});
