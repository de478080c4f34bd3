// Pure rules of games (no I/O): who a side is, who won, the standings of the round-robin games with their
// tie-breaks, and the names of playoff rounds.
import type { BracketFormatKind, Part } from './bracket';

export type GameStatusKind = 'SCHEDULED' | 'IN_PROGRESS' | 'FINAL';

/** A side as stored: a team, an external team, or a pickup side known only by its name. */
export type SideRef = { teamId: string | null; externalTeamId: string | null; name: string };

/** One identity per side: the same team, external team or pickup name (any case) counts as one entrant. */
export function sideKey(side: SideRef): string {
  if (side.teamId) return `team:${side.teamId}`;
  if (side.externalTeamId) return `external:${side.externalTeamId}`;
  return `pickup:${side.name.trim().toLowerCase()}`;
}

export type ScoredGame = {
  status: GameStatusKind;
  home: SideRef | null;
  away: SideRef | null;
  homeScore: number | null;
  awayScore: number | null;
};

export type StandingRow = {
  rank: number;
  key: string;
  side: SideRef;
  played: number;
  won: number;
  lost: number;
  tied: number;
  pointsFor: number;
  pointsAgainst: number;
  difference: number;
  /** (won + tied / 2) / played; 0 before any game. */
  winPct: number;
};

const counted = (g: ScoredGame): g is ScoredGame & { home: SideRef; away: SideRef } =>
  g.status === 'FINAL' && g.home !== null && g.away !== null && g.homeScore !== null && g.awayScore !== null;

const pct = (won: number, tied: number, played: number) => (played === 0 ? 0 : (won + tied / 2) / played);

/**
 * Standings of round-robin games: every side that appears in a game, with only final games counted. Order:
 * 1. win percentage (a tie counts half a win); 2. among the sides still level, the win percentage in the games
 * between them (head-to-head); 3. point difference; 4. points for; 5. name (A–Z), so the order never depends
 * on the order games were entered.
 */
export function standings(games: ScoredGame[]): StandingRow[] {
  const rows = new Map<string, Omit<StandingRow, 'rank'>>();
  const row = (side: SideRef) => {
    const key = sideKey(side);
    let r = rows.get(key);
    if (!r) {
      r = {
        key,
        side,
        played: 0,
        won: 0,
        lost: 0,
        tied: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        difference: 0,
        winPct: 0,
      };
      rows.set(key, r);
    }
    return r;
  };
  for (const g of games) {
    if (g.home) row(g.home);
    if (g.away) row(g.away);
  }
  const finals = games.filter(counted);
  for (const g of finals) {
    const h = row(g.home);
    const a = row(g.away);
    h.played++;
    a.played++;
    h.pointsFor += g.homeScore!;
    h.pointsAgainst += g.awayScore!;
    a.pointsFor += g.awayScore!;
    a.pointsAgainst += g.homeScore!;
    if (g.homeScore! > g.awayScore!) {
      h.won++;
      a.lost++;
    } else if (g.homeScore! < g.awayScore!) {
      a.won++;
      h.lost++;
    } else {
      h.tied++;
      a.tied++;
    }
  }
  for (const r of rows.values()) {
    r.difference = r.pointsFor - r.pointsAgainst;
    r.winPct = pct(r.won, r.tied, r.played);
  }

  // Head-to-head within each group level on win percentage.
  const headToHead = new Map<string, number>();
  const levels = new Map<number, string[]>();
  for (const r of rows.values()) levels.set(r.winPct, [...(levels.get(r.winPct) ?? []), r.key]);
  for (const keys of levels.values()) {
    if (keys.length < 2) continue;
    const group = new Set(keys);
    const rec = new Map(keys.map((k) => [k, { won: 0, tied: 0, played: 0 }]));
    for (const g of finals) {
      const hk = sideKey(g.home);
      const ak = sideKey(g.away);
      if (!group.has(hk) || !group.has(ak) || hk === ak) continue;
      const h = rec.get(hk)!;
      const a = rec.get(ak)!;
      h.played++;
      a.played++;
      if (g.homeScore! > g.awayScore!) h.won++;
      else if (g.homeScore! < g.awayScore!) a.won++;
      else {
        h.tied++;
        a.tied++;
      }
    }
    for (const [k, v] of rec) headToHead.set(k, v.played === 0 ? 0.5 : pct(v.won, v.tied, v.played));
  }

  const sorted = [...rows.values()].sort(
    (x, y) =>
      y.winPct - x.winPct ||
      (headToHead.get(y.key) ?? 0.5) - (headToHead.get(x.key) ?? 0.5) ||
      y.difference - x.difference ||
      y.pointsFor - x.pointsFor ||
      x.side.name.localeCompare(y.side.name, 'en', { sensitivity: 'base' }) ||
      x.key.localeCompare(y.key),
  );
  return sorted.map((r, i) => ({ ...r, rank: i + 1 }));
}

/** The name of a playoff round, e.g. 'Semifinals', 'Losers round 2', 'Grand final'. */
export function roundName(
  format: BracketFormatKind,
  part: Part,
  round: number,
  roundsInPart: number,
): string {
  if (part === 'FINAL') return 'Grand final';
  if (part === 'LOSERS') return round === roundsInPart ? 'Losers final' : `Losers round ${round}`;
  const fromEnd = roundsInPart - round;
  const names = ['Final', 'Semifinals', 'Quarterfinals'];
  if (format === 'SINGLE') return names[fromEnd] ?? `Round ${round}`;
  return fromEnd === 0 ? 'Winners final' : fromEnd === 1 ? 'Winners semifinals' : `Winners round ${round}`;
}
