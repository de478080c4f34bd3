import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import {
  adjustScoreAction,
  deleteGameAction,
  generatePlayoffsAction,
  resetPlayoffsAction,
  saveGameAction,
  setScoreAction,
} from '@/lib/games/actions';
import { eventGames, gameDetail, sideOptions } from '@/lib/games/queries';
import type { GameFormInput } from '@/lib/games/schema';
import { gamesUi as m } from '@/lib/messages/games';
import { callAs } from '@/tests/support/act-as';
import { makeEvent } from '@/tests/support/events';
import { makeUser } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

// Games of an event, standings and playoff brackets (issue 16) through the actions, on PostgreSQL.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const pickup = (name: string) => ({ kind: 'pickup' as const, id: '', name });
const gameInput = (
  eventId: string,
  home: string,
  away: string,
  extra: Partial<GameFormInput> = {},
): GameFormInput => ({
  eventId,
  gameId: '',
  round: 'Round 1',
  court: '',
  date: '',
  time: '',
  home: pickup(home),
  away: pickup(away),
  ...extra,
});

async function setup() {
  const host = await makeUser('Host');
  const event = await makeEvent(host.id, { title: 'Summer league' });
  return { host, event };
}

/** Adds round-robin games and final scores: [home, homeScore, awayScore, away]. */
async function playRoundRobin(
  host: { id: string },
  eventId: string,
  results: [string, number, number, string][],
) {
  for (const [home, hs, as, away] of results) {
    const added = await callAs(host, saveGameAction, gameInput(eventId, home, away));
    if (!added.ok) throw new Error(JSON.stringify(added));
    const scored = await callAs(host, setScoreAction, {
      gameId: added.data.gameId,
      status: 'FINAL',
      homeScore: hs,
      awayScore: as,
      version: 0,
    });
    if (!scored.ok) throw new Error(JSON.stringify(scored));
  }
}

const FOUR: [string, number, number, string][] = [
  ['Reds', 3, 1, 'Blues'],
  ['Greens', 2, 0, 'Golds'],
  ['Reds', 2, 1, 'Greens'],
  ['Blues', 4, 0, 'Golds'],
];

describe('games of an event', () => {
  it('managers add, edit and delete; others, bad ids and bad input change nothing', async () => {
    const { host, event } = await setup();
    const stranger = await makeUser('Stranger');
    const added = await callAs(
      host,
      saveGameAction,
      gameInput(event.id, 'Bibs', 'Shirts', { court: 'Court 2', date: '2026-12-05', time: '10:30' }),
    );
    expect(added).toMatchObject({ ok: true, message: m.added });
    const view = await eventGames(host.id, event.id);
    expect(view?.canManage).toBe(true);
    expect(view?.games).toHaveLength(1);
    expect(view?.games[0]).toMatchObject({
      round: 'Round 1',
      court: 'Court 2',
      date: '2026-12-05',
      time: '10:30',
      status: 'SCHEDULED',
    });
    expect(view?.games[0].home?.name).toBe('Bibs');
    // The event is in Chicago: 10:30 there is 16:30 UTC.
    expect(view?.games[0].startsAt).toBe('2026-12-05T16:30:00.000Z');

    // Someone who does not manage the event, a foreign game id and a malformed one: 'Game not found'.
    expect(await callAs(stranger, saveGameAction, gameInput(event.id, 'A', 'B'))).toEqual({
      ok: false,
      message: m.gameNotFound,
    });
    const gameId = added.ok ? added.data.gameId : '';
    expect(await callAs(stranger, deleteGameAction, { gameId })).toEqual({
      ok: false,
      message: m.gameNotFound,
    });
    expect(await callAs(host, deleteGameAction, { gameId: 42 })).toEqual({
      ok: false,
      message: m.gameNotFound,
    });
    expect(
      await callAs(stranger, setScoreAction, {
        gameId,
        status: 'FINAL',
        homeScore: 1,
        awayScore: 0,
        version: 0,
      }),
    ).toEqual({
      ok: false,
      message: m.gameNotFound,
    });
    // Bad input: messages under the fields, nothing written.
    const bad = await callAs(
      host,
      saveGameAction,
      gameInput(event.id, 'Bibs', 'bibs', { date: '2026-12-05' }),
    );
    expect(bad).toEqual({ ok: false, fieldErrors: { time: [m.dateTimeBoth], 'away.name': [m.sameSides] } });
    const noName = await callAs(host, saveGameAction, gameInput(event.id, '', 'X'));
    expect(noName).toEqual({ ok: false, fieldErrors: { 'home.name': [m.nameRequired] } });
    // A team the host may not pick (someone else's) is refused on its field.
    const other = await makeUser('Other owner');
    const foreignTeam = await db.team.create({ data: { name: 'Not yours', ownerId: other.id } });
    const foreign = await callAs(host, saveGameAction, {
      ...gameInput(event.id, 'Bibs', 'X'),
      away: { kind: 'team', id: foreignTeam.id, name: '' },
    });
    expect(foreign).toEqual({ ok: false, fieldErrors: { 'away.id': [m.teamUnavailable] } });
    expect(await db.game.count({ where: { eventId: event.id } })).toBe(1);

    // The host's own team and the hosting team's external teams are offered and accepted.
    const mine = await db.team.create({ data: { name: 'Host FC', ownerId: host.id } });
    const ext = await db.externalTeam.create({
      data: { teamId: mine.id, name: 'Rovers', nameKey: 'rovers' },
    });
    expect(await sideOptions(host.id, event.id)).toEqual({
      teams: [{ id: mine.id, name: 'Host FC' }],
      externalTeams: [{ id: ext.id, name: 'Rovers', teamName: 'Host FC' }],
    });
    const edited = await callAs(host, saveGameAction, {
      ...gameInput(event.id, '', ''),
      gameId,
      home: { kind: 'team', id: mine.id, name: '' },
      away: { kind: 'external', id: ext.id, name: '' },
    });
    expect(edited).toMatchObject({ ok: true, message: m.saved });
    const after = await eventGames(host.id, event.id);
    expect(after?.games[0]).toMatchObject({ startsAt: null, court: null });
    expect([after?.games[0].home?.kind, after?.games[0].away?.name]).toEqual(['team', 'Rovers']);
    // A renamed team or external team shows its current name (not the one stored when the game was saved).
    await db.team.update({ where: { id: mine.id }, data: { name: 'Host FC United' } });
    await db.externalTeam.update({ where: { id: ext.id }, data: { name: 'Rovers B' } });
    const renamed = await eventGames(host.id, event.id);
    expect([renamed?.games[0].home?.name, renamed?.games[0].away?.name]).toEqual([
      'Host FC United',
      'Rovers B',
    ]);

    expect(await callAs(host, deleteGameAction, { gameId })).toMatchObject({ ok: true, message: m.deleted });
    expect(await db.game.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('standings from the final scores; a private event hides its games from outsiders', async () => {
    const { host, event } = await setup();
    await playRoundRobin(host, event.id, FOUR);
    const view = await eventGames(null, event.id);
    expect(view?.canManage).toBe(false);
    expect(view?.standings.map((r) => [r.side.name, r.played, r.won, r.lost, r.difference])).toEqual([
      ['Reds', 2, 2, 0, 3],
      ['Blues', 2, 1, 1, 2],
      ['Greens', 2, 1, 1, 1],
      ['Golds', 2, 0, 2, -6],
    ]);
    // A block between the viewer and the host hides the games like the event.
    const blocked = await makeUser('Blocked');
    await db.block.create({ data: { blockerId: host.id, blockedUserId: blocked.id } });
    expect(await eventGames(blocked.id, event.id)).toBeNull();
    expect(await gameDetail(blocked.id, view!.games[0].id)).toBeNull();
    const secret = await makeEvent(host.id, { isPrivate: true });
    const outsider = await makeUser('Outsider');
    expect(await eventGames(outsider.id, secret.id)).toBeNull();
    expect(await gameDetail(outsider.id, 'no-such-game')).toBeNull();
    const one = view!.games[0];
    expect((await gameDetail(null, one.id))?.game.id).toBe(one.id);
  });
});

describe('reading the games', () => {
  it('takes the same number of statements for 2 games as for 30 with a bracket', async () => {
    const { host, event } = await setup();
    await playRoundRobin(host, event.id, FOUR.slice(0, 2));
    const small = await countQueries(() => eventGames(host.id, event.id));
    expect(small.result?.games).toHaveLength(2);
    const teams = Array.from({ length: 8 }, (_, i) => `Team ${i + 1}`);
    await db.game.createMany({
      data: Array.from({ length: 28 }, (_, i) => ({
        eventId: event.id,
        status: 'FINAL' as const,
        homeName: teams[i % 8],
        awayName: teams[(i + 1 + Math.floor(i / 8)) % 8],
        homeScore: i % 5,
        awayScore: (i * 3) % 4,
      })),
    });
    await callAs(host, generatePlayoffsAction, {
      eventId: event.id,
      format: 'DOUBLE',
      size: '8',
      seeding: 'standings',
      order: [],
    });
    const large = await countQueries(() => eventGames(host.id, event.id));
    expect(large.result?.games).toHaveLength(30);
    expect(large.result?.bracket?.parts).toHaveLength(3);
    expect(large.count).toBe(small.count);
  });
});

describe('who manages games', () => {
  it('the hosting team’s managers do, its players and strangers do not', async () => {
    const host = await makeUser('Host');
    const [manager, player] = await Promise.all([makeUser('Manager'), makeUser('Player')]);
    const team = await db.team.create({
      data: {
        name: 'Host club',
        ownerId: host.id,
        roster: {
          create: [
            { userId: manager.id, role: 'manager' },
            { userId: player.id, role: 'player' },
          ],
        },
      },
    });
    const event = await makeEvent(host.id, { hostingTeamId: team.id });
    expect((await callAs(manager, saveGameAction, gameInput(event.id, 'A', 'B'))).ok).toBe(true);
    expect(await callAs(player, saveGameAction, gameInput(event.id, 'C', 'D'))).toEqual({
      ok: false,
      message: m.gameNotFound,
    });
    expect((await eventGames(manager.id, event.id))?.canManage).toBe(true);
    expect((await eventGames(player.id, event.id))?.canManage).toBe(false);
  });

  it('the live feeds answer 404 with the message for unknown ids, and JSON for a visible event', async () => {
    const { GET: eventFeed } = await import('@/app/api/events/[id]/games/route');
    const { GET: gameFeed } = await import('@/app/api/games/[id]/route');
    const { host, event } = await setup();
    await callAs(host, saveGameAction, gameInput(event.id, 'Bibs', 'Shirts'));
    const { actAs } = await import('@/tests/support/act-as');
    await actAs(null);
    const missing = await eventFeed(new Request('http://test/'), { params: Promise.resolve({ id: 'nope' }) });
    expect([missing.status, await missing.json()]).toEqual([404, { ok: false, message: m.gameNotFound }]);
    const badGame = await gameFeed(new Request('http://test/'), {
      params: Promise.resolve({ id: 'x'.repeat(500) }),
    });
    expect(badGame.status).toBe(404);
    const found = await eventFeed(new Request('http://test/'), { params: Promise.resolve({ id: event.id }) });
    expect(found.status).toBe(200);
    const { data: body } = await found.json();
    expect([body.canManage, body.games.map((g: { home: { name: string } }) => g.home.name)]).toEqual([
      false,
      ['Bibs'],
    ]);
  });
});

describe('playoff brackets', () => {
  it('generate → record the semifinals → winners in the final; corrections; reset → generate leaves no orphans', async () => {
    const { host, event } = await setup();
    await playRoundRobin(host, event.id, FOUR);
    const generate = {
      eventId: event.id,
      format: 'SINGLE',
      size: '4',
      seeding: 'standings',
      order: [],
    } as const;
    // Too many teams asked for: refused on the field, nothing written.
    expect(await callAs(host, generatePlayoffsAction, { ...generate, size: '8' })).toEqual({
      ok: false,
      fieldErrors: { size: [m.tooFew(8, 4)] },
    });
    expect(await db.playoffBracket.count({ where: { eventId: event.id } })).toBe(0);

    expect(await callAs(host, generatePlayoffsAction, generate)).toMatchObject({
      ok: true,
      message: m.generated,
    });
    expect(await callAs(host, generatePlayoffsAction, generate)).toEqual({
      ok: false,
      message: m.bracketExists,
    });
    let bracket = (await eventGames(host.id, event.id))!.bracket!;
    expect(bracket.parts.map((p) => p.rounds.map((r) => [r.name, r.games.length]))).toEqual([
      [
        ['Semifinals', 2],
        ['Final', 1],
      ],
    ]);
    const [sf1, sf2] = bracket.parts[0].rounds[0].games;
    // Seed 1 plays seed 4, seed 2 plays seed 3.
    expect([sf1.home?.name, sf1.away?.name, sf2.home?.name, sf2.away?.name]).toEqual([
      'Reds',
      'Golds',
      'Blues',
      'Greens',
    ]);
    const fin = bracket.parts[0].rounds[1].games[0];
    expect([fin.home, fin.homePending]).toEqual([null, m.winnerOf('Semifinals · game 1')]);

    const score = (g: { id: string }, homeScore: number, awayScore: number, version: number) =>
      callAs(host, setScoreAction, { gameId: g.id, status: 'FINAL', homeScore, awayScore, version });
    expect(await score(sf1, 2, 2, 0)).toEqual({ ok: false, message: m.playoffTie });
    expect(await score(fin, 1, 0, 0)).toEqual({ ok: false, message: m.sidesMissing });
    expect((await score(sf1, 3, 0, 0)).ok).toBe(true);
    expect((await score(sf2, 1, 2, 0)).ok).toBe(true);
    bracket = (await eventGames(host.id, event.id))!.bracket!;
    let final = bracket.parts[0].rounds[1].games[0];
    expect([final.home?.name, final.away?.name]).toEqual(['Reds', 'Greens']);
    expect([final.home?.seed, final.away?.seed]).toEqual([1, 3]);

    // A correction that changes a semifinal's winner replaces them in the final…
    expect((await score(sf2, 5, 2, 1)).ok).toBe(true);
    final = (await eventGames(host.id, event.id))!.bracket!.parts[0].rounds[1].games[0];
    expect(final.away?.name).toBe('Blues');
    // …until the final has started: then it is refused, and nothing changes.
    expect((await callAs(host, adjustScoreAction, { gameId: final.id, side: 'HOME', delta: 1 })).ok).toBe(
      true,
    );
    expect(await score(sf2, 0, 2, 2)).toEqual({ ok: false, message: m.laterPlayed });
    final = (await eventGames(host.id, event.id))!.bracket!.parts[0].rounds[1].games[0];
    expect([final.away?.name, final.status, final.homeScore]).toEqual(['Blues', 'IN_PROGRESS', 1]);
    expect((await score(final, 2, 1, final.version)).ok).toBe(true);
    expect((await eventGames(host.id, event.id))!.bracket!.champion?.name).toBe('Reds');

    // Playoff games go only with the bracket.
    expect(await callAs(host, deleteGameAction, { gameId: final.id })).toEqual({
      ok: false,
      message: m.playoffDelete,
    });

    // Reset removes the bracket and its games; round-robin games stay; a second reset has nothing to remove.
    expect(await callAs(host, resetPlayoffsAction, { eventId: event.id })).toMatchObject({
      ok: true,
      message: m.resetDone,
    });
    expect(await callAs(host, resetPlayoffsAction, { eventId: event.id })).toEqual({
      ok: false,
      message: m.noBracket,
    });
    expect(await db.game.count({ where: { eventId: event.id } })).toBe(4);
    expect(await db.game.count({ where: { eventId: event.id, bracketId: { not: null } } })).toBe(0);

    // Generate again (double elimination, manual order): exactly the new bracket's games, no leftovers.
    const order = (await eventGames(host.id, event.id))!.standings.map((r) => r.key).reverse();
    expect(
      await callAs(host, generatePlayoffsAction, {
        ...generate,
        format: 'DOUBLE',
        size: 'all',
        seeding: 'manual',
        order,
      }),
    ).toMatchObject({ ok: true });
    const again = (await eventGames(host.id, event.id))!.bracket!;
    expect(again.parts.map((p) => p.part)).toEqual(['WINNERS', 'LOSERS', 'FINAL']);
    expect(again.parts[0].rounds[0].games[0].home?.name).toBe('Golds'); // seed 1 by the manual order
    expect(await db.playoffBracket.count({ where: { eventId: event.id } })).toBe(1);
    expect(await db.game.count({ where: { eventId: event.id, bracketId: null } })).toBe(4);
    expect(await db.game.count({ where: { eventId: event.id, bracketId: again.id } })).toBe(6);
    const [orphans] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "games" g
       WHERE (g."bracketId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "playoff_brackets" b WHERE b."id" = g."bracketId"))
          OR (g."winnerToId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "games" t WHERE t."id" = g."winnerToId"))`;
    expect(orphans.n).toBe(0);
    // A manual order that is not the event's teams is refused on its field.
    await callAs(host, resetPlayoffsAction, { eventId: event.id });
    expect(
      await callAs(host, generatePlayoffsAction, {
        ...generate,
        seeding: 'manual',
        order: ['pickup:nobody'],
      }),
    ).toEqual({ ok: false, fieldErrors: { order: [m.orderInvalid] } });
  });

  it('a stranger cannot generate or reset another event’s bracket', async () => {
    const { host, event } = await setup();
    const stranger = await makeUser('Stranger');
    await playRoundRobin(host, event.id, FOUR.slice(0, 2));
    const input = {
      eventId: event.id,
      format: 'SINGLE',
      size: 'all',
      seeding: 'standings',
      order: [],
    } as const;
    expect(await callAs(stranger, generatePlayoffsAction, input)).toEqual({
      ok: false,
      message: m.gameNotFound,
    });
    expect((await callAs(host, generatePlayoffsAction, input)).ok).toBe(true);
    expect(await callAs(stranger, resetPlayoffsAction, { eventId: event.id })).toEqual({
      ok: false,
      message: m.gameNotFound,
    });
    expect(await db.playoffBracket.count({ where: { eventId: event.id } })).toBe(1);
  });
});

describe('concurrent scorekeeping', () => {
  it('points tapped at the same time all count', async () => {
    const { host, event } = await setup();
    const added = await callAs(host, saveGameAction, gameInput(event.id, 'Bibs', 'Shirts'));
    const gameId = added.ok ? added.data.gameId : '';
    const { actAs } = await import('@/tests/support/act-as');
    await actAs(host);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        adjustScoreAction({ gameId, side: i % 3 === 0 ? 'AWAY' : 'HOME', delta: 1 }),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect([game.homeScore, game.awayScore, game.status, game.version]).toEqual([8, 4, 'IN_PROGRESS', 12]);
  });

  it('two scorekeepers saving from the same version: one is saved, the other is told, nothing is lost unseen', async () => {
    const { host, event } = await setup();
    const added = await callAs(host, saveGameAction, gameInput(event.id, 'Bibs', 'Shirts'));
    const gameId = added.ok ? added.data.gameId : '';
    const { actAs } = await import('@/tests/support/act-as');
    await actAs(host);
    const [a, b] = await Promise.all([
      setScoreAction({ gameId, status: 'IN_PROGRESS', homeScore: 1, awayScore: 0, version: 0 }),
      setScoreAction({ gameId, status: 'IN_PROGRESS', homeScore: 0, awayScore: 1, version: 0 }),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const loser = a.ok ? b : a;
    expect(loser).toEqual({ ok: false, message: m.scoreConflict });
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.version).toBe(1);
    expect([game.homeScore, game.awayScore]).toEqual(a.ok ? [1, 0] : [0, 1]);
  });
});
