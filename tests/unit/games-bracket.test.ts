import { describe, expect, it } from 'vitest';
import {
  bracketSize,
  planBracket,
  recordResult,
  seedPositions,
  type BracketFormatKind,
  type BracketGameState,
  type BracketSide,
  type PlannedMatch,
} from '@/lib/games/bracket';
import { roundName, standings, type ScoredGame, type SideRef } from '@/lib/games/rules';

// Playoff brackets (issue 16 §2) and standings (§1) as pure rules.

const partRank = { WINNERS: 0, LOSERS: 1, FINAL: 2 } as const;
const playOrder = (plan: PlannedMatch[]) =>
  [...plan].sort((a, b) => a.round - b.round || partRank[a.part] - partRank[b.part] || a.index - b.index);

/**
 * Plays a whole bracket: `pick` chooses the winner of each match from the two seeds. Returns the seeds met in each
 * match and the champion; throws if a match comes up before both of its sides are known.
 */
function simulate(n: number, format: BracketFormatKind, pick: (a: number, b: number) => number) {
  const plan = planBracket(n, format);
  const slots = new Map<string, number>();
  const losses = new Map<number, number>();
  const played = new Map<number, number>();
  for (const m of plan) {
    if (m.home.kind === 'seed') slots.set(`${m.key}:HOME`, m.home.seed);
    if (m.away.kind === 'seed') slots.set(`${m.key}:AWAY`, m.away.seed);
  }
  // Losers' rounds interleave with winners' rounds: play whichever match has both sides, until none is left.
  const left = playOrder(plan);
  let champion: number | null = null;
  while (left.length > 0) {
    const i = left.findIndex((m) => slots.has(`${m.key}:HOME`) && slots.has(`${m.key}:AWAY`));
    if (i < 0) throw new Error(`stuck with ${left.map((m) => m.key).join(', ')}`);
    const [m] = left.splice(i, 1);
    const a = slots.get(`${m.key}:HOME`)!;
    const b = slots.get(`${m.key}:AWAY`)!;
    expect(a).not.toBe(b);
    const w = pick(a, b);
    const l = w === a ? b : a;
    for (const s of [a, b]) played.set(s, (played.get(s) ?? 0) + 1);
    losses.set(l, (losses.get(l) ?? 0) + 1);
    if (m.winnerTo) slots.set(`${m.winnerTo.match}:${m.winnerTo.slot}`, w);
    else champion = w;
    if (m.loserTo) slots.set(`${m.loserTo.match}:${m.loserTo.slot}`, l);
  }
  return { plan, champion, losses, played };
}

const rng = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('seeding and byes', () => {
  it('places seeds so the top seeds meet last', () => {
    expect(seedPositions(2)).toEqual([1, 2]);
    expect(seedPositions(4)).toEqual([1, 4, 2, 3]);
    expect(seedPositions(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    for (const size of [4, 8, 16, 32]) {
      const order = seedPositions(size);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      // Seeds 1 and 2 are in different halves; first-round pairs add up to size + 1.
      expect(order.indexOf(1) < size / 2).not.toBe(order.indexOf(2) < size / 2);
      for (let i = 0; i < size; i += 2) expect(order[i] + order[i + 1]).toBe(size + 1);
    }
  });

  it.each(Array.from({ length: 16 }, (_, i) => i + 2))(
    'single elimination with %i teams: n − 1 games, byes for the top seeds, the best seed wins',
    (n) => {
      const { plan, champion, losses } = simulate(n, 'SINGLE', Math.min);
      expect(plan).toHaveLength(n - 1);
      expect(champion).toBe(1);
      // Everyone but the champion loses exactly once.
      expect(losses.size).toBe(n - 1);
      expect([...losses.values()].every((l) => l === 1)).toBe(true);
      // Byes: the top P − n seeds skip the first round; everyone else plays in it.
      const byes = bracketSize(n) - n;
      const firstRound = plan.filter((m) => m.round === 1);
      const inFirst = firstRound
        .flatMap((m) => [m.home, m.away])
        .flatMap((s) => (s.kind === 'seed' ? [s.seed] : []));
      expect(inFirst.sort((a, b) => a - b)).toEqual(Array.from({ length: n - byes }, (_, i) => byes + i + 1));
      // Every seed enters exactly once.
      const seeds = plan.flatMap((m) => [m.home, m.away]).flatMap((s) => (s.kind === 'seed' ? [s.seed] : []));
      expect(seeds.sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      // Exactly one final, in the last round.
      const last = Math.max(...plan.map((m) => m.round));
      expect(plan.filter((m) => m.round === last)).toHaveLength(1);
    },
  );

  it('refuses fewer than two or more than 64 entrants', () => {
    expect(() => planBracket(1, 'SINGLE')).toThrow(RangeError);
    expect(() => planBracket(65, 'DOUBLE')).toThrow(RangeError);
  });
});

describe('double elimination', () => {
  it('four teams: winners, losers and grand final paths', () => {
    const plan = planBracket(4, 'DOUBLE');
    const show = (m: PlannedMatch) => ({
      key: m.key,
      home: m.home.kind === 'seed' ? `seed ${m.home.seed}` : `${m.home.kind} ${m.home.match}`,
      away: m.away.kind === 'seed' ? `seed ${m.away.seed}` : `${m.away.kind} ${m.away.match}`,
      winnerTo: m.winnerTo?.match ?? null,
      loserTo: m.loserTo?.match ?? null,
    });
    expect(plan.map(show)).toEqual([
      { key: 'W1-0', home: 'seed 1', away: 'seed 4', winnerTo: 'W2-0', loserTo: 'L1-0' },
      { key: 'W1-1', home: 'seed 2', away: 'seed 3', winnerTo: 'W2-0', loserTo: 'L1-0' },
      { key: 'W2-0', home: 'winner W1-0', away: 'winner W1-1', winnerTo: 'F1-0', loserTo: 'L2-0' },
      { key: 'L1-0', home: 'loser W1-0', away: 'loser W1-1', winnerTo: 'L2-0', loserTo: null },
      { key: 'L2-0', home: 'winner L1-0', away: 'loser W2-0', winnerTo: 'F1-0', loserTo: null },
      { key: 'F1-0', home: 'winner W2-0', away: 'winner L2-0', winnerTo: null, loserTo: null },
    ]);
  });

  it.each(Array.from({ length: 16 }, (_, i) => i + 2))(
    'with %i teams: 2n − 2 games, nobody out before a second loss except in the grand final',
    (n) => {
      for (const seed of [1, 2, 3]) {
        const random = rng(seed * 100 + n);
        const { plan, champion, losses, played } = simulate(n, 'DOUBLE', (a, b) => (random() < 0.5 ? a : b));
        expect(plan).toHaveLength(2 * n - 2);
        expect(champion).not.toBeNull();
        // Everyone plays at least twice (a bye never knocks a team out), and only the champion can end unbeaten.
        for (let s = 1; s <= n; s++) expect(played.get(s)).toBeGreaterThanOrEqual(2);
        const unbeaten = Array.from({ length: n }, (_, i) => i + 1).filter((s) => !losses.get(s));
        expect(unbeaten.every((s) => s === champion)).toBe(true);
        expect([...losses.values()].every((l) => l <= 2)).toBe(true);
        expect(plan.filter((m) => m.part === 'FINAL')).toHaveLength(1);
      }
    },
  );

  it('a round made only of byes disappears and the rounds are numbered without gaps', () => {
    // 5 teams in an 8 bracket: the first losers' round would only hold byes.
    const plan = planBracket(5, 'DOUBLE');
    const rounds = [...new Set(plan.filter((m) => m.part === 'LOSERS').map((m) => m.round))].sort();
    expect(rounds).toEqual(Array.from({ length: rounds.length }, (_, i) => i + 1));
    expect(plan.every((m) => m.home.kind !== 'seed' || m.home.seed <= 5)).toBe(true);
  });
});

describe('winners moving on, and corrections', () => {
  const side = (name: string, seed: number): BracketSide => ({
    teamId: null,
    externalTeamId: null,
    name,
    seed,
  });
  const [a, b, c, d] = [side('A', 1), side('B', 2), side('C', 3), side('D', 4)];
  const game = (id: string, extra: Partial<BracketGameState>): BracketGameState => ({
    id,
    status: 'SCHEDULED',
    homeScore: null,
    awayScore: null,
    home: null,
    away: null,
    winnerToId: null,
    winnerToSlot: null,
    loserToId: null,
    loserToSlot: null,
    ...extra,
  });
  // A 4-team single-elimination bracket with a third-place style loser link on sf2 to show loser moves.
  const bracket = () => [
    game('sf1', { home: a, away: d, winnerToId: 'f', winnerToSlot: 'HOME' }),
    game('sf2', {
      home: b,
      away: c,
      winnerToId: 'f',
      winnerToSlot: 'AWAY',
      loserToId: 'p3',
      loserToSlot: 'AWAY',
    }),
    game('f', {}),
    game('p3', {}),
  ];
  const apply = (games: BracketGameState[], changed: BracketGameState[]) =>
    games.map((g) => changed.find((x) => x.id === g.id) ?? g);
  const final = (homeScore: number, awayScore: number) => ({
    status: 'FINAL' as const,
    homeScore,
    awayScore,
  });

  it('a final game puts its winner (and loser) into the next games', () => {
    let games = bracket();
    const r1 = recordResult(games, 'sf1', final(3, 1));
    expect(r1.ok).toBe(true);
    games = apply(games, r1.ok ? r1.changed : []);
    expect(games.find((g) => g.id === 'f')!.home).toEqual(a);
    const r2 = recordResult(games, 'sf2', final(0, 2));
    games = apply(games, r2.ok ? r2.changed : []);
    expect(games.find((g) => g.id === 'f')!.away).toEqual(c);
    expect(games.find((g) => g.id === 'p3')!.away).toEqual(b);
  });

  it('a live score moves nobody; a correction that keeps the winner changes only that game', () => {
    const games = bracket();
    const live = recordResult(games, 'sf1', { status: 'IN_PROGRESS', homeScore: 1, awayScore: 0 });
    expect(live.ok && live.changed.map((g) => g.id)).toEqual(['sf1']);
    const done = apply(
      games,
      (recordResult(games, 'sf1', final(3, 1)) as { changed: BracketGameState[] }).changed,
    );
    const same = recordResult(done, 'sf1', final(5, 1));
    expect(same.ok && same.changed.map((g) => g.id)).toEqual(['sf1']);
  });

  it('a correction that changes the winner replaces them in the next game, or empties it when reopened', () => {
    const games = apply(
      bracket(),
      (recordResult(bracket(), 'sf1', final(3, 1)) as { changed: BracketGameState[] }).changed,
    );
    const flipped = recordResult(games, 'sf1', final(3, 4));
    expect(flipped.ok).toBe(true);
    expect(apply(games, flipped.ok ? flipped.changed : []).find((g) => g.id === 'f')!.home).toEqual(d);
    const reopened = recordResult(games, 'sf1', { status: 'IN_PROGRESS', homeScore: 3, awayScore: 3 });
    expect(apply(games, reopened.ok ? reopened.changed : []).find((g) => g.id === 'f')!.home).toBeNull();
  });

  it('refuses a correction once the next game has started, a playoff tie, and a game without its sides', () => {
    let games = bracket();
    for (const [id, score] of [
      ['sf1', final(3, 1)],
      ['sf2', final(2, 0)],
    ] as const)
      games = apply(games, (recordResult(games, id, score) as { changed: BracketGameState[] }).changed);
    games = apply(games, [
      { ...games.find((g) => g.id === 'f')!, status: 'IN_PROGRESS', homeScore: 0, awayScore: 0 },
    ]);
    expect(recordResult(games, 'sf1', final(1, 3))).toEqual({ ok: false, reason: 'later-played' });
    // The same winner with another score is still fine.
    expect(recordResult(games, 'sf1', final(4, 1)).ok).toBe(true);
    expect(recordResult(bracket(), 'sf1', final(2, 2))).toEqual({ ok: false, reason: 'tie' });
    expect(recordResult(bracket(), 'f', final(2, 1))).toEqual({ ok: false, reason: 'sides-missing' });
  });
});

describe('standings', () => {
  const t = (name: string): SideRef => ({ teamId: null, externalTeamId: null, name });
  const g = (
    home: string,
    hs: number,
    as: number,
    away: string,
    status: ScoredGame['status'] = 'FINAL',
  ): ScoredGame => ({
    status,
    home: t(home),
    away: t(away),
    homeScore: hs,
    awayScore: as,
  });
  const order = (games: ScoredGame[]) => standings(games).map((r) => r.side.name);

  it('counts played, won, lost, tied, points for and against, and difference from final games only', () => {
    const [row] = standings([g('A', 3, 1, 'B'), g('A', 2, 2, 'C'), g('A', 9, 0, 'B', 'IN_PROGRESS')]);
    expect(row).toMatchObject({
      rank: 1,
      played: 2,
      won: 1,
      lost: 0,
      tied: 1,
      pointsFor: 5,
      pointsAgainst: 3,
      difference: 2,
    });
    // Pickup names in another case are the same side.
    expect(standings([g('Bibs', 1, 0, 'Shirts'), g('bibs', 1, 0, 'Shirts')])[0]).toMatchObject({
      played: 2,
      won: 2,
    });
  });

  it('orders by win percentage, then head-to-head, then difference, then points for, then name', () => {
    // Win percentage, a tie counting half a win: C 1–0, then A (a tie) and D (a win, a loss) level on 0.5 —
    // they did not meet, so difference puts A (0) above D (−1) — then B (a tie, a loss).
    expect(order([g('A', 1, 1, 'B'), g('C', 2, 0, 'D'), g('B', 0, 1, 'D')])).toEqual(['C', 'A', 'D', 'B']);
    // Three-way level (each 1–1 and 1–1 among them): difference decides.
    expect(order([g('A', 10, 0, 'C'), g('B', 1, 0, 'A'), g('C', 1, 0, 'B')])).toEqual(['A', 'B', 'C']);
    // Head-to-head between two level teams: B beat A, so B is above A despite A's far better difference.
    expect(
      order([
        g('A', 10, 0, 'C'),
        g('B', 1, 0, 'A'),
        g('B', 0, 1, 'C'),
        g('A', 5, 0, 'D'),
        g('D', 0, 1, 'B'),
      ]).slice(0, 2),
    ).toEqual(['B', 'A']);
    // Level on win percentage and head-to-head (they did not meet): point difference.
    expect(order([g('A', 3, 0, 'C'), g('B', 1, 0, 'D')]).slice(0, 2)).toEqual(['A', 'B']);
    // Same difference: points for.
    expect(order([g('A', 4, 3, 'C'), g('B', 1, 0, 'D')]).slice(0, 2)).toEqual(['A', 'B']);
    // All equal: by name.
    expect(order([g('Zeta', 1, 0, 'C'), g('Alpha', 1, 0, 'D')]).slice(0, 2)).toEqual(['Alpha', 'Zeta']);
  });

  it('names playoff rounds', () => {
    expect(roundName('SINGLE', 'WINNERS', 2, 2)).toBe('Final');
    expect(roundName('SINGLE', 'WINNERS', 1, 2)).toBe('Semifinals');
    expect(roundName('SINGLE', 'WINNERS', 1, 4)).toBe('Round 1');
    expect(roundName('DOUBLE', 'LOSERS', 2, 2)).toBe('Losers final');
    expect(roundName('DOUBLE', 'FINAL', 1, 1)).toBe('Grand final');
  });
});
