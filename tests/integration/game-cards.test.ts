import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { cardExtras } from '@/lib/events/cards';
import { checkMinimum } from '@/lib/events/minimum';
import { favoriteEvents, myEvents, nearbyEvents } from '@/lib/events/queries';
import { upcomingEvents } from '@/lib/home/queries';
import { teamEvents } from '@/lib/teams/queries';
import { cardMessages } from '@/lib/messages/cards';
import { makeEvent } from '@/tests/support/events';
import { makeUser, makeUsers } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

// Issue 35: game cards on discover and home. What a card shows beyond its row — friends going, the host's
// record as a host, the price and the pin — is read for a whole page at once.

// A spot of this file's own, far from other tests' games (Discover reads by place).
const SPOT = { lat: 5.25, lng: 60.5 };

async function connect(a: string, b: string, status: 'ACCEPTED' | 'PENDING' = 'ACCEPTED') {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.connection.create({ data: { userLowId: low, userHighId: high, requesterId: a, status } });
}

async function going(eventId: string, userIds: string[]) {
  for (const [i, userId] of userIds.entries()) {
    await db.eventParticipant.create({
      data: {
        eventId,
        userId,
        status: 'GOING',
        createdAt: new Date(Date.now() - (userIds.length - i) * 60_000),
      },
    });
  }
}

describe('game cards: friends going', () => {
  it("names the viewer's connections who are going, first to join first, and counts the rest", async () => {
    const viewer = await makeUser('Card viewer', { at: SPOT });
    const host = await makeUser('Card host');
    const kevin = await makeUser('Kevin');
    const ana = await makeUser('Ana');
    const third = await makeUser('Third friend');
    const fourth = await makeUser('Fourth friend');
    const pending = await makeUser('Pending friend');
    const hidden = await makeUser('Hidden friend', { publicUpcomingGames: false });
    const blocked = await makeUser('Blocked friend');
    const stranger = await makeUser('Stranger');
    for (const u of [kevin, ana, third, fourth, hidden, blocked]) await connect(viewer.id, u.id);
    await connect(pending.id, viewer.id, 'PENDING');
    await db.block.create({ data: { blockerId: blocked.id, blockedUserId: viewer.id } });

    const busy = await makeEvent(host.id, { title: 'Busy game', hours: 30, at: SPOT });
    await going(
      busy.id,
      [kevin, stranger, ana, pending, third, hidden, blocked, fourth].map((u) => u.id),
    );
    const pair = await makeEvent(host.id, { title: 'Pair game', hours: 31, at: SPOT });
    await going(pair.id, [ana.id, kevin.id]);
    const one = await makeEvent(host.id, { title: 'One friend', hours: 32, at: SPOT });
    await going(one.id, [stranger.id, kevin.id]);
    const none = await makeEvent(host.id, { title: 'No friends', hours: 33, priceCents: 1250, at: SPOT });
    await going(none.id, [stranger.id, pending.id, hidden.id, blocked.id]);

    const extras = await cardExtras(viewer.id, [busy.id, pair.id, one.id, none.id]);
    expect(extras.get(busy.id)!.friends).toEqual({ names: ['Kevin', 'Ana'], count: 4 });
    expect(extras.get(pair.id)!.friends).toEqual({ names: ['Ana', 'Kevin'], count: 2 });
    expect(extras.get(none.id)!.friends).toEqual({ names: [], count: 0 });

    const say = (id: string) => {
      const f = extras.get(id)!.friends;
      return cardMessages.friendsGoing(f.names, f.count);
    };
    expect(say(busy.id)).toBe('Kevin and 3 others are going');
    expect(say(pair.id)).toBe('Ana and Kevin are going');
    expect(say(one.id)).toBe('Kevin is going');
    expect(say(none.id)).toBeNull();

    // The card's other facts: price (free or not), sport, pin.
    expect(extras.get(none.id)!.price).toEqual({ cents: 1250, currency: 'usd' });
    expect(extras.get(busy.id)!.price).toBeNull();
    expect(extras.get(busy.id)!).toMatchObject({ lat: SPOT.lat, lng: SPOT.lng });

    // Discover's nearby games carry the same extras, read in their own statement.
    const { events } = await nearbyEvents(viewer.id, SPOT, { level: 'any' });
    const card = events.find((e) => e.id === busy.id)!;
    expect(card.extras).toEqual(extras.get(busy.id));
  });
});

describe("game cards: the host's record as a host", () => {
  it('counts games run and games cancelled over 12 months, not those called off for too few players', async () => {
    const viewer = await makeUser('Record viewer');
    const steady = await makeUser('Steady host');
    const flaky = await makeUser('Flaky host');
    const fresh = await makeUser('Fresh host');
    const player = await makeUser('Record player');
    /** A game that took place with another player going. */
    const held = async (hostId: string, days: number) =>
      going((await makeEvent(hostId, { hours: -24 * days })).id, [player.id]);
    for (const days of [10, 20, 30, 40]) await held(steady.id, days);
    // Too few players: called off by the minimum-check job, not by the host.
    await makeEvent(steady.id, {
      hours: -24 * 5,
      cancelled: true,
      cancelledForMinimum: true,
      hasMinimumNeeded: true,
      minimumNeeded: 6,
      goingCount: 2,
    });
    // Over a year ago: out of the window.
    await makeEvent(steady.id, { hours: -24 * 400, cancelled: true });
    for (const days of [10, 20]) await held(flaky.id, days);
    for (const days of [15, 25]) await makeEvent(flaky.id, { hours: -24 * days, cancelled: true });

    const next = await Promise.all(
      [steady, flaky, fresh].map((h) => makeEvent(h.id, { title: `Next of ${h.displayName}`, hours: 24 })),
    );
    const extras = await cardExtras(
      viewer.id,
      next.map((e) => e.id),
    );
    const [a, b, c] = next.map((e) => extras.get(e.id)!.host);
    expect(a).toMatchObject({ tier: 'reliable', games: 4, lateDrops: 0 });
    expect(b).toMatchObject({ tier: 'unreliable', games: 2, lateDrops: 2 });
    expect(c.tier).toBe('new');
    expect(cardMessages.hostRecord(a.tier, a.games)).toBe('Reliable host · 4 games run');
    expect(cardMessages.hostRecord(b.tier, b.games)).toBe('Often cancels · 2 games run');
    expect(cardMessages.hostRecord(c.tier, c.games)).toBe('New host');
  });

  it('a host cancelling under a minimum they set is not excused; games nobody else joined are not counted as run (review L1)', async () => {
    const viewer = await makeUser('Record viewer');
    const host = await makeUser('Gaming host');
    const player = await makeUser('Record player');
    // Two games that took place with a player; two that only the host "ran" (alone, or with a player who left).
    for (const days of [10, 20])
      await going((await makeEvent(host.id, { hours: -24 * days })).id, [player.id]);
    await makeEvent(host.id, { hours: -24 * 30 });
    const left = await makeEvent(host.id, { hours: -24 * 40 });
    await db.eventParticipant.create({ data: { eventId: left.id, userId: player.id, status: 'NOT_GOING' } });
    // Cancelled by hand, with minimum = capacity so the game was always "under its minimum".
    for (const days of [15, 25])
      await makeEvent(host.id, {
        hours: -24 * days,
        cancelled: true,
        capacity: 8,
        hasMinimumNeeded: true,
        minimumNeeded: 8,
        goingCount: 3,
      });
    // The minimum-check job's own cancel stays excused.
    const game = await makeEvent(host.id, {
      hours: -24 * 35,
      hasMinimumNeeded: true,
      minimumNeeded: 6,
      goingCount: 2,
      hoursToCancelBefore: 2,
    });
    expect(await checkMinimum(db, game.id, new Date())).toBe('cancelled');

    const next = await makeEvent(host.id, { title: 'Next game', hours: 24 });
    const record = (await cardExtras(viewer.id, [next.id])).get(next.id)!.host;
    expect(record).toMatchObject({ games: 2, lateDrops: 2, tier: 'unreliable' });
    expect(cardMessages.hostRecord(record.tier, record.games)).toBe('Often cancels · 2 games run');
  });
});

describe('game cards: query count', () => {
  it("reads discover's and home's cards in as many statements for 1 game as for 50, with friends going", async () => {
    const counts: number[] = [];
    for (const n of [1, 50]) {
      // A spot of its own, far from other tests' games.
      const at = { lat: n === 1 ? 10.5 : 20.5, lng: 45.6 };
      const viewer = await makeUser(`Counting viewer ${n}`, { at });
      const hosts = await makeUsers(n, `CardHost${n}`);
      const friends = await makeUsers(n, `CardFriend${n}`);
      for (const f of friends) await connect(viewer.id, f);
      for (let i = 0; i < n; i++) {
        const e = await makeEvent(hosts[i], { title: `Counted ${n}-${i}`, hours: 2 + i, capacity: 10, at });
        await db.eventParticipant.createMany({
          data: [
            { eventId: e.id, userId: friends[i], status: 'GOING' },
            { eventId: e.id, userId: viewer.id, status: 'GOING' },
          ],
        });
        await db.eventFavorite.create({ data: { eventId: e.id, userId: viewer.id } });
      }
      const { result, count } = await countQueries(async () => {
        // Discover: my games, favorites, nearby (with their extras), then the extras of my games and favorites.
        const [mine, favorites, nearby, upcoming] = await Promise.all([
          myEvents(viewer.id),
          favoriteEvents(viewer.id),
          nearbyEvents(viewer.id, at, { level: 'any' }, { pageSize: 50 }),
          upcomingEvents(viewer.id),
        ]);
        const extras = await cardExtras(
          viewer.id,
          [...mine, ...favorites].map((e) => e.id),
        );
        return { mine, nearby, upcoming, extras };
      });
      expect(result.nearby.events).toHaveLength(n);
      expect(result.nearby.events.every((e) => e.extras.friends.count === 1)).toBe(true);
      expect(result.extras.size).toBe(n);
      counts.push(count);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});

describe("game cards: a team's Events tab", () => {
  it("shows the team's games with the card's facts, in as many statements for 1 game as for 30", async () => {
    const counts: number[] = [];
    for (const n of [1, 30]) {
      const owner = await makeUser(`Team card owner ${n}`);
      const friend = await makeUser(`Team card friend ${n}`);
      await connect(owner.id, friend.id);
      const team = await db.team.create({
        data: {
          name: `Card team ${n}`,
          ownerId: owner.id,
          roster: { create: { userId: owner.id, role: 'owner' } },
        },
      });
      const sport = await db.gameType.upsert({
        where: { label: 'Volleyball' },
        create: { label: 'Volleyball' },
        update: {},
      });
      for (let i = 0; i < n; i++) {
        const e = await makeEvent(owner.id, {
          title: `Team game ${n}-${i}`,
          hours: 5 + i,
          hostingTeamId: team.id,
          gameTypeId: sport.id,
          capacity: 12,
          goingCount: 1,
          levelMin: 20,
          levelMax: 35,
          priceCents: i === 0 ? 800 : 0,
        });
        await db.eventParticipant.create({ data: { eventId: e.id, userId: friend.id, status: 'GOING' } });
      }
      const { result, count } = await countQueries(() => teamEvents(owner.id, team.id));
      expect(result).toHaveLength(n);
      // What the card draws: the sport, spots left (12 - 1), the level range, the price and friends going.
      expect(result[0]).toMatchObject({
        title: `Team game ${n}-0`,
        capacity: 12,
        goingCount: 1,
        levelMin: 20,
        levelMax: 35,
        extras: {
          sport: sport.label,
          price: { cents: 800, currency: 'usd' },
          friends: { names: [`Team card friend ${n}`], count: 1 },
        },
      });
      expect(result[0].startsAt).toBeInstanceOf(Date);
      expect(result.every((e) => e.extras !== undefined)).toBe(true);
      counts.push(count);
    }
    expect(counts[0]).toBeLessThanOrEqual(2);
    expect(counts[1]).toBe(counts[0]);
  });
});
