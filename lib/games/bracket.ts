// Playoff brackets as pure data (no I/O): the plan of a single- or double-elimination bracket for n seeded
// entrants, with byes for the top seeds when n is not a power of two, and the rule that moves winners (and
// losers, in double elimination) on when a game is final — or undoes that when a correction changes the winner.

export type BracketFormatKind = 'SINGLE' | 'DOUBLE';
export type Part = 'WINNERS' | 'LOSERS' | 'FINAL';
export type Slot = 'HOME' | 'AWAY';

/** Where a slot's side comes from: a seed, or the winner / loser of another match of the plan. */
export type Source = { kind: 'seed'; seed: number } | { kind: 'winner' | 'loser'; match: string };

export type PlannedMatch = {
  key: string;
  part: Part;
  /** 1-based within its part, counting only rounds that are played. */
  round: number;
  index: number;
  home: Source;
  away: Source;
  winnerTo: { match: string; slot: Slot } | null;
  loserTo: { match: string; slot: Slot } | null;
};

export const MIN_ENTRANTS = 2;
export const MAX_ENTRANTS = 64;

/** The smallest power of two ≥ n (at least 2). */
export const bracketSize = (n: number) => {
  let p = 2;
  while (p < n) p *= 2;
  return p;
};

/**
 * First-round order of seeds in a bracket of `size` (a power of two), so that the top seeds meet as late as
 * possible: 8 → [1, 8, 4, 5, 2, 7, 3, 6] (1 plays 8, 4 plays 5, …; 1 and 2 only in the final).
 */
export function seedPositions(size: number): number[] {
  let order = [1];
  for (let m = 1; m < size; m *= 2) order = order.flatMap((s) => [s, 2 * m + 1 - s]);
  return order;
}

type Raw = { key: string; part: Part; round: number; index: number; home: Source; away: Source };

/** Every match of a full bracket of P = bracketSize(n) slots, byes included. */
function fullBracket(n: number, format: BracketFormatKind): Raw[] {
  const size = bracketSize(n);
  const k = Math.log2(size);
  const matches: Raw[] = [];
  const w = (r: number, i: number) => `W${r}-${i}`;
  const l = (r: number, i: number) => `L${r}-${i}`;
  const positions = seedPositions(size);
  for (let r = 1; r <= k; r++) {
    for (let i = 0; i < size / 2 ** r; i++) {
      matches.push({
        key: w(r, i),
        part: 'WINNERS',
        round: r,
        index: i,
        home: r === 1 ? { kind: 'seed', seed: positions[2 * i] } : { kind: 'winner', match: w(r - 1, 2 * i) },
        away:
          r === 1
            ? { kind: 'seed', seed: positions[2 * i + 1] }
            : { kind: 'winner', match: w(r - 1, 2 * i + 1) },
      });
    }
  }
  if (format === 'SINGLE') return matches;

  // Losers' side: round 1 pairs the first-round losers; then rounds alternate between taking in the losers of
  // the next winners' round (even rounds, in reverse order so early rematches are avoided) and halving.
  const lbRounds = 2 * (k - 1);
  for (let r = 1; r <= lbRounds; r++) {
    if (r === 1) {
      for (let i = 0; i < size / 4; i++)
        matches.push({
          key: l(1, i),
          part: 'LOSERS',
          round: 1,
          index: i,
          home: { kind: 'loser', match: w(1, 2 * i) },
          away: { kind: 'loser', match: w(1, 2 * i + 1) },
        });
    } else if (r % 2 === 0) {
      const j = r / 2;
      const count = size / 2 ** (j + 1);
      for (let i = 0; i < count; i++)
        matches.push({
          key: l(r, i),
          part: 'LOSERS',
          round: r,
          index: i,
          home: { kind: 'winner', match: l(r - 1, i) },
          away: { kind: 'loser', match: w(j + 1, j % 2 === 1 ? count - 1 - i : i) },
        });
    } else {
      const count = size / 2 ** ((r + 1) / 2 + 1);
      for (let i = 0; i < count; i++)
        matches.push({
          key: l(r, i),
          part: 'LOSERS',
          round: r,
          index: i,
          home: { kind: 'winner', match: l(r - 1, 2 * i) },
          away: { kind: 'winner', match: l(r - 1, 2 * i + 1) },
        });
    }
  }
  matches.push({
    key: 'F1-0',
    part: 'FINAL',
    round: 1,
    index: 0,
    home: { kind: 'winner', match: w(k, 0) },
    away: lbRounds === 0 ? { kind: 'loser', match: w(k, 0) } : { kind: 'winner', match: l(lbRounds, 0) },
  });
  return matches;
}

/**
 * The matches actually played in a bracket of `n` entrants. A match with a bye on one side is not played: its
 * real side goes straight on (and it has no loser); the games that would have taken from it take from that
 * side's own source instead. Rounds are renumbered per part so that none is empty.
 */
export function planBracket(n: number, format: BracketFormatKind): PlannedMatch[] {
  if (!Number.isInteger(n) || n < MIN_ENTRANTS || n > MAX_ENTRANTS) throw new RangeError(`entrants: ${n}`);
  const raw = fullBracket(n, format);
  const byKey = new Map(raw.map((m) => [m.key, m]));
  const byeMemo = new Map<string, boolean>();
  const isBye = (s: Source): boolean => {
    if (s.kind === 'seed') return s.seed > n;
    const id = `${s.kind}:${s.match}`;
    let v = byeMemo.get(id);
    if (v === undefined) {
      const m = byKey.get(s.match)!;
      v = s.kind === 'winner' ? isBye(m.home) && isBye(m.away) : isBye(m.home) || isBye(m.away);
      byeMemo.set(id, v);
    }
    return v;
  };
  const played = (m: Raw) => !isBye(m.home) && !isBye(m.away);
  const effective = (s: Source): Source => {
    if (s.kind === 'seed') return s;
    const m = byKey.get(s.match)!;
    if (played(m)) return s;
    // A walkover's winner is its one real side (its loser is a bye and never asked for).
    return effective(isBye(m.home) ? m.away : m.home);
  };

  const kept = raw.filter(played).map((m) => ({ ...m, home: effective(m.home), away: effective(m.away) }));
  // Renumber rounds per part, skipping rounds with no played match.
  for (const part of ['WINNERS', 'LOSERS', 'FINAL'] as const) {
    const rounds = [...new Set(kept.filter((m) => m.part === part).map((m) => m.round))].sort(
      (a, b) => a - b,
    );
    for (const m of kept) if (m.part === part) m.round = rounds.indexOf(m.round) + 1;
  }
  // Re-index within each round (0..count-1) in bracket order.
  const groups = new Map<string, typeof kept>();
  for (const m of kept) {
    const id = `${m.part}:${m.round}`;
    groups.set(id, [...(groups.get(id) ?? []), m]);
  }
  for (const list of groups.values()) list.sort((a, b) => a.index - b.index).forEach((m, i) => (m.index = i));

  return kept.map((m) => {
    const target = (kind: 'winner' | 'loser') => {
      for (const t of kept) {
        if (t.home.kind === kind && t.home.match === m.key) return { match: t.key, slot: 'HOME' as const };
        if (t.away.kind === kind && t.away.match === m.key) return { match: t.key, slot: 'AWAY' as const };
      }
      return null;
    };
    return { ...m, winnerTo: target('winner'), loserTo: target('loser') };
  });
}

/** The number of rounds per part of a plan. */
export function roundsPerPart(plan: PlannedMatch[]): Record<Part, number> {
  const count = (part: Part) => Math.max(0, ...plan.filter((m) => m.part === part).map((m) => m.round));
  return { WINNERS: count('WINNERS'), LOSERS: count('LOSERS'), FINAL: count('FINAL') };
}

// ───────────────────────────── Results moving through a bracket ─────────────────────────────

export type BracketSide = {
  teamId: string | null;
  externalTeamId: string | null;
  name: string;
  seed: number | null;
};

export type BracketGameState = {
  id: string;
  status: 'SCHEDULED' | 'IN_PROGRESS' | 'FINAL';
  homeScore: number | null;
  awayScore: number | null;
  home: BracketSide | null;
  away: BracketSide | null;
  winnerToId: string | null;
  winnerToSlot: Slot | null;
  loserToId: string | null;
  loserToSlot: Slot | null;
};

export type ResultInput = Pick<BracketGameState, 'status' | 'homeScore' | 'awayScore'>;

/** The winning slot of a final game with different scores; null otherwise. */
export function winningSlot(g: ResultInput): Slot | null {
  if (g.status !== 'FINAL' || g.homeScore === null || g.awayScore === null) return null;
  if (g.homeScore === g.awayScore) return null;
  return g.homeScore > g.awayScore ? 'HOME' : 'AWAY';
}

export type RecordOutcome =
  { ok: true; changed: BracketGameState[] } | { ok: false; reason: 'tie' | 'sides-missing' | 'later-played' };

/**
 * Records a result on a bracket game and moves its winner and loser on: a game marked final puts its winner
 * (and loser, when it has a loserTo) into the next games; a correction that changes the winner, or reopens the
 * game, replaces (or empties) those slots — refused ('later-played') when one of those next games has already
 * started or finished. A playoff game cannot end in a tie. Returns every game that changed.
 */
export function recordResult(games: BracketGameState[], id: string, next: ResultInput): RecordOutcome {
  const byId = new Map(games.map((g) => [g.id, g]));
  const game = byId.get(id);
  if (!game) throw new Error(`unknown game ${id}`);
  if (next.status !== 'SCHEDULED' && (!game.home || !game.away))
    return { ok: false, reason: 'sides-missing' };
  if (next.status === 'FINAL' && winningSlot(next) === null) return { ok: false, reason: 'tie' };

  const before = winningSlot(game);
  const after = winningSlot(next);
  const updated: BracketGameState = { ...game, ...next };
  const changed: BracketGameState[] = [updated];
  if (before === after) return { ok: true, changed };

  const winner = after === null ? null : after === 'HOME' ? game.home : game.away;
  const loser = after === null ? null : after === 'HOME' ? game.away : game.home;
  for (const [targetId, slot, side] of [
    [game.winnerToId, game.winnerToSlot, winner],
    [game.loserToId, game.loserToSlot, loser],
  ] as const) {
    if (!targetId || !slot) continue;
    const target = byId.get(targetId)!;
    if (target.status !== 'SCHEDULED') return { ok: false, reason: 'later-played' };
    changed.push({ ...target, [slot === 'HOME' ? 'home' : 'away']: side });
  }
  return { ok: true, changed };
}
