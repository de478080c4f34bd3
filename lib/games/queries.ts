import 'server-only';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { formatWhen, wallClock } from '@/lib/time';
import { hostableTeamSql, manageableEventWhere, visibleEventWhere } from '@/lib/access/event-visibility';
import { notBlockedSql } from '@/lib/access/blocks';
import { gamesUi as m } from '@/lib/messages/games';
import { winningSlot, type Part, type Slot } from './bracket';
import { sideKey, standings, type SideRef, type StandingRow } from './rules';
import { pickableExternalWhere, pickableTeamWhere } from './service';

// Reads of the Games section, always through the event's visibility: the games of an event are seen by whoever
// sees the event (public, or private to its people; never across a block with the host). Views are plain JSON
// (dates as ISO strings) so the polling route hands the same shape to the client.

export type SideView = {
  key: string;
  kind: 'team' | 'external' | 'pickup';
  teamId: string | null;
  externalTeamId: string | null;
  name: string;
  seed: number | null;
};

export type GameView = {
  id: string;
  eventId: string;
  round: string | null;
  court: string | null;
  startsAt: string | null;
  /** The start in the event's zone, e.g. "Sat, Nov 28, 2026, 10:00 AM CST". */
  when: string | null;
  /** Wall clock in the event's zone, for the edit form. */
  date: string;
  time: string;
  status: 'SCHEDULED' | 'IN_PROGRESS' | 'FINAL';
  home: SideView | null;
  away: SideView | null;
  /** What an empty playoff slot waits for ("Winner of Semifinals · game 1"). */
  homePending: string | null;
  awayPending: string | null;
  homeScore: number | null;
  awayScore: number | null;
  winner: Slot | null;
  version: number;
  playoff: { part: Part; round: number; index: number; label: string } | null;
};

export type BracketRoundView = { round: number; name: string; games: GameView[] };
export type BracketView = {
  id: string;
  format: 'SINGLE' | 'DOUBLE';
  size: number;
  seeding: string;
  parts: { part: Part; rounds: BracketRoundView[] }[];
  champion: SideView | null;
};

export type EventGamesView = {
  eventId: string;
  title: string;
  canManage: boolean;
  games: GameView[];
  standings: (Omit<StandingRow, 'side'> & { side: SideView })[];
  bracket: BracketView | null;
};

const gameSelect = {
  id: true,
  eventId: true,
  bracketId: true,
  round: true,
  court: true,
  startsAt: true,
  status: true,
  homeTeamId: true,
  homeExternalTeamId: true,
  homeName: true,
  homeSeed: true,
  awayTeamId: true,
  awayExternalTeamId: true,
  awayName: true,
  awaySeed: true,
  homeScore: true,
  awayScore: true,
  version: true,
  bracketPart: true,
  bracketRound: true,
  bracketIndex: true,
  winnerToId: true,
  winnerToSlot: true,
  loserToId: true,
  loserToSlot: true,
  createdAt: true,
} satisfies Prisma.GameSelect;
type Named = { name: string } | null;
type GameRow = Prisma.GameGetPayload<{ select: typeof gameSelect }> & {
  homeTeam: Named;
  awayTeam: Named;
  homeExternalTeam: Named;
  awayExternalTeam: Named;
};

/**
 * The event's games with the current names of their teams and external teams. One statement for the games and
 * one for the names only when a game has a team (a Prisma select of the four relations sent four statements,
 * even for an event without games: every game page paid them).
 */
async function gameRows(eventId: string): Promise<GameRow[]> {
  const rows = await db.game.findMany({ where: { eventId }, select: gameSelect });
  const teamIds = [...new Set(rows.flatMap((g) => [g.homeTeamId, g.awayTeamId]).filter((id) => id !== null))];
  const externalIds = [
    ...new Set(rows.flatMap((g) => [g.homeExternalTeamId, g.awayExternalTeamId]).filter((id) => id !== null)),
  ];
  const names = new Map<string, string>();
  if (teamIds.length || externalIds.length) {
    const found = await db.$queryRaw<{ key: string; name: string }[]>`
      SELECT 't:' || t."id" AS "key", t."name" FROM "teams" t WHERE t."id" = ANY(${teamIds}::text[])
      UNION ALL
      SELECT 'x:' || x."id" AS "key", x."name" FROM "external_teams" x WHERE x."id" = ANY(${externalIds}::text[])`;
    for (const r of found) names.set(r.key, r.name);
  }
  const named = (prefix: 't' | 'x', id: string | null): Named => {
    const name = id === null ? undefined : names.get(`${prefix}:${id}`);
    return name === undefined ? null : { name };
  };
  return rows.map((g) => ({
    ...g,
    homeTeam: named('t', g.homeTeamId),
    awayTeam: named('t', g.awayTeamId),
    homeExternalTeam: named('x', g.homeExternalTeamId),
    awayExternalTeam: named('x', g.awayExternalTeamId),
  }));
}

function sideOf(g: GameRow, prefix: 'home' | 'away'): SideView | null {
  const stored = g[`${prefix}Name`];
  if (stored === null) return null;
  const teamId = g[`${prefix}TeamId`];
  const externalTeamId = g[`${prefix}ExternalTeamId`];
  // The current name of a team or external team; the stored one when it is gone.
  const name = g[`${prefix}Team`]?.name ?? g[`${prefix}ExternalTeam`]?.name ?? stored;
  const ref: SideRef = { teamId, externalTeamId, name };
  return {
    key: sideKey(ref),
    kind: teamId ? 'team' : externalTeamId ? 'external' : 'pickup',
    teamId,
    externalTeamId,
    name,
    seed: g[`${prefix}Seed`],
  };
}

const partOrder: Record<Part, number> = { WINNERS: 0, LOSERS: 1, FINAL: 2 };

/** Game views of one event's rows: round-robin games by time, playoff games by bracket position. */
function toViews(rows: GameRow[], timeZone: string): GameView[] {
  // Labels of playoff games ("Semifinals · game 2", or the round's name when it has one game).
  const perRound = new Map<string, number>();
  for (const g of rows)
    if (g.bracketId)
      perRound.set(
        `${g.bracketPart}:${g.bracketRound}`,
        (perRound.get(`${g.bracketPart}:${g.bracketRound}`) ?? 0) + 1,
      );
  const labelOf = (g: GameRow) =>
    (perRound.get(`${g.bracketPart}:${g.bracketRound}`) ?? 0) > 1
      ? m.gameLabel(g.round ?? '', (g.bracketIndex ?? 0) + 1)
      : (g.round ?? '');
  const pending = new Map<string, string>();
  for (const g of rows) {
    if (g.winnerToId && g.winnerToSlot)
      pending.set(`${g.winnerToId}:${g.winnerToSlot}`, m.winnerOf(labelOf(g)));
    if (g.loserToId && g.loserToSlot) pending.set(`${g.loserToId}:${g.loserToSlot}`, m.loserOf(labelOf(g)));
  }
  return rows.map((g) => {
    const home = sideOf(g, 'home');
    const away = sideOf(g, 'away');
    const clock = g.startsAt ? wallClock(g.startsAt, timeZone) : { date: '', time: '' };
    return {
      id: g.id,
      eventId: g.eventId,
      round: g.round,
      court: g.court,
      startsAt: g.startsAt?.toISOString() ?? null,
      when: g.startsAt ? formatWhen(g.startsAt, timeZone) : null,
      date: clock.date,
      time: clock.time,
      status: g.status,
      home,
      away,
      homePending: home ? null : (pending.get(`${g.id}:HOME`) ?? m.tbd),
      awayPending: away ? null : (pending.get(`${g.id}:AWAY`) ?? m.tbd),
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      winner: winningSlot(g),
      version: g.version,
      playoff:
        g.bracketId && g.bracketPart
          ? { part: g.bracketPart, round: g.bracketRound ?? 1, index: g.bracketIndex ?? 0, label: labelOf(g) }
          : null,
    };
  });
}

/** Round-robin games: timed ones first by time, then the rest as entered. */
const byTime = (a: GameRow, b: GameRow) =>
  (a.startsAt?.getTime() ?? Infinity) - (b.startsAt?.getTime() ?? Infinity) ||
  a.createdAt.getTime() - b.createdAt.getTime() ||
  a.id.localeCompare(b.id);

type EventAccess = { id: string; title: string; timeZone: string; canManage: boolean };

/** The event if the viewer may see it (null otherwise), and whether they manage its games. */
async function eventAccess(
  viewerId: string | null,
  eventId: string,
  now = new Date(),
): Promise<EventAccess | null> {
  const event = await db.event.findFirst({
    where: { id: eventId, ...visibleEventWhere(viewerId, now) },
    select: { id: true, title: true, timeZone: true, creatorId: true, hostingTeamId: true },
  });
  if (!event) return null;
  if (!viewerId) return { id: event.id, title: event.title, timeZone: event.timeZone, canManage: false };
  const [row] = await db.$queryRaw<{ free: boolean; coHost: boolean }[]>`
    SELECT ${notBlockedSql(viewerId, Prisma.sql`${event.creatorId}`)} AS "free",
           ${hostableTeamSql(event.hostingTeamId, viewerId)} AS "coHost"`;
  if (!row?.free) return null;
  return {
    id: event.id,
    title: event.title,
    timeZone: event.timeZone,
    canManage: viewerId === event.creatorId || row.coHost,
  };
}

/**
 * The Games section of an event for a viewer (null for a visitor): games, standings and the bracket, or null
 * when the viewer may not see the event ('Game not found'). The same few statements whatever the number of
 * games (tests/integration/games.test.ts counts them).
 */
export async function eventGames(viewerId: string | null, eventId: string): Promise<EventGamesView | null> {
  const event = await eventAccess(viewerId, eventId);
  if (!event) return null;
  const [rows, bracket] = await Promise.all([
    gameRows(event.id),
    db.playoffBracket.findUnique({
      where: { eventId: event.id },
      select: { id: true, format: true, size: true, seeding: true },
    }),
  ]);
  const roundRobin = rows.filter((g) => !g.bracketId).sort(byTime);
  const games = toViews(roundRobin, event.timeZone);
  const table = standings(games);
  const bySide = new Map(
    games
      .flatMap((g) => [g.home, g.away])
      .filter((s) => s !== null)
      .map((s) => [s.key, s]),
  );
  const playoffRows = bracket ? rows.filter((g) => g.bracketId === bracket.id) : [];
  return {
    eventId: event.id,
    title: event.title,
    canManage: event.canManage,
    games,
    standings: table.map((r) => ({ ...r, side: bySide.get(r.key)! })),
    bracket: bracket ? bracketView(bracket, toViews(playoffRows, event.timeZone)) : null,
  };
}

function bracketView(
  bracket: { id: string; format: 'SINGLE' | 'DOUBLE'; size: number; seeding: string },
  games: GameView[],
): BracketView {
  const sorted = [...games].sort(
    (a, b) =>
      partOrder[a.playoff!.part] - partOrder[b.playoff!.part] ||
      a.playoff!.round - b.playoff!.round ||
      a.playoff!.index - b.playoff!.index,
  );
  const parts: BracketView['parts'] = [];
  for (const g of sorted) {
    const { part, round } = g.playoff!;
    let p = parts.find((x) => x.part === part);
    if (!p) parts.push((p = { part, rounds: [] }));
    let r = p.rounds.find((x) => x.round === round);
    if (!r) p.rounds.push((r = { round, name: g.round ?? '', games: [] }));
    r.games.push(g);
  }
  // The champion: the winner of the last game (the final, or the grand final).
  const last = bracket.format === 'DOUBLE' ? sorted.find((g) => g.playoff!.part === 'FINAL') : sorted.at(-1);
  const champion = last?.winner ? (last.winner === 'HOME' ? last.home : last.away) : null;
  return { ...bracket, parts, champion };
}

export type GameDetailView = { event: { id: string; title: string }; canManage: boolean; game: GameView };

/** One game (discover/games/{id}) if the viewer may see its event; null reads 'Game not found'. */
export async function gameDetail(viewerId: string | null, gameId: string): Promise<GameDetailView | null> {
  const row = await db.game.findUnique({ where: { id: gameId }, select: { eventId: true } });
  if (!row) return null;
  const view = await eventGames(viewerId, row.eventId);
  if (!view) return null;
  const game =
    view.games.find((g) => g.id === gameId) ??
    view.bracket?.parts.flatMap((p) => p.rounds.flatMap((r) => r.games)).find((g) => g.id === gameId);
  if (!game) return null;
  return { event: { id: view.eventId, title: view.title }, canManage: view.canManage, game };
}

export type SideOptions = {
  teams: { id: string; name: string }[];
  externalTeams: { id: string; name: string; teamName: string }[];
};

/** The teams and external teams a manager may put in the event's games (null: not their event). */
export async function sideOptions(viewerId: string, eventId: string): Promise<SideOptions | null> {
  const event = await db.event.findFirst({
    where: { id: eventId, ...manageableEventWhere(viewerId) },
    select: { id: true, hostingTeamId: true },
  });
  if (!event) return null;
  const [teams, externalTeams] = await Promise.all([
    db.team.findMany({
      where: pickableTeamWhere(viewerId, event.id, event.hostingTeamId),
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
      take: 200,
    }),
    db.externalTeam.findMany({
      where: pickableExternalWhere(viewerId, event.hostingTeamId),
      select: { id: true, name: true, team: { select: { name: true } } },
      orderBy: { name: 'asc' },
      take: 200,
    }),
  ]);
  return {
    teams,
    externalTeams: externalTeams.map((e) => ({ id: e.id, name: e.name, teamName: e.team.name })),
  };
}
