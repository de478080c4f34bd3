import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { zonedToInstant } from '@/lib/time';
import { hostableTeamSql, hostableTeamWhere, manageableEventWhere } from '@/lib/access/event-visibility';
import { teamsOfUserWhere } from '@/lib/access/membership-where';
import {
  MAX_ENTRANTS,
  planBracket,
  recordResult,
  roundsPerPart,
  type BracketGameState,
  type BracketSide,
} from './bracket';
import { roundName, sideKey, standings, type SideRef } from './rules';
import type {
  adjustScoreSchema,
  GameFormValues,
  SideInput,
  generatePlayoffsSchema,
  playoffScheduleSchema,
  scoreSchema,
} from './schema';
import type { z } from 'zod';

// Writes of the Games section. Only managers (the host, and owners, admins and managers of the hosting team)
// reach an event or game here: the manage filter sits in every query, so a foreign or unknown id reads as
// 'not-found'. Each change is one transaction; results return a status the action turns into a message.

type Tx = Prisma.TransactionClient;

const managedEvent = (tx: Tx, viewerId: string, eventId: string) =>
  tx.event.findFirst({
    where: { id: eventId, ...manageableEventWhere(viewerId) },
    select: { id: true, timeZone: true, hostingTeamId: true },
  });

const managedGame = (tx: Tx, viewerId: string, gameId: string) =>
  tx.game.findFirst({
    where: { id: gameId, event: manageableEventWhere(viewerId) },
    select: {
      id: true,
      eventId: true,
      bracketId: true,
      version: true,
      status: true,
      event: { select: { timeZone: true } },
    },
  });

/** Teams a manager may put in an event's games: the hosting team, their own teams, and teams already playing. */
export const pickableTeamWhere = (viewerId: string, eventId: string, hostingTeamId: string | null) =>
  ({
    OR: [
      ...(hostingTeamId ? [{ id: hostingTeamId }] : []),
      teamsOfUserWhere(viewerId),
      { homeGames: { some: { eventId } } },
      { awayGames: { some: { eventId } } },
    ],
  }) satisfies Prisma.TeamWhereInput;

/** External teams of the hosting team and of the teams the manager may host for. */
export const pickableExternalWhere = (viewerId: string, hostingTeamId: string | null) =>
  ({
    OR: [...(hostingTeamId ? [{ teamId: hostingTeamId }] : []), { team: hostableTeamWhere(viewerId) }],
  }) satisfies Prisma.ExternalTeamWhereInput;

type SideColumns = { teamId: string | null; externalTeamId: string | null; name: string };

/** The stored form of a side picked in the form, or null when the team is not one the manager may pick. */
async function resolveSide(
  tx: Tx,
  viewerId: string,
  event: { id: string; hostingTeamId: string | null },
  side: SideInput,
): Promise<SideColumns | null> {
  if (side.kind === 'pickup') return { teamId: null, externalTeamId: null, name: side.name };
  if (side.kind === 'team') {
    const team = await tx.team.findFirst({
      where: { id: side.id, ...pickableTeamWhere(viewerId, event.id, event.hostingTeamId) },
      select: { id: true, name: true },
    });
    return team && { teamId: team.id, externalTeamId: null, name: team.name };
  }
  const ext = await tx.externalTeam.findFirst({
    where: { id: side.id, ...pickableExternalWhere(viewerId, event.hostingTeamId) },
    select: { id: true, name: true },
  });
  return ext && { teamId: null, externalTeamId: ext.id, name: ext.name };
}

const sideData = (prefix: 'home' | 'away', s: SideColumns | BracketSide | null) => ({
  [`${prefix}TeamId`]: s?.teamId ?? null,
  [`${prefix}ExternalTeamId`]: s?.externalTeamId ?? null,
  [`${prefix}Name`]: s?.name ?? null,
  [`${prefix}Seed`]: s && 'seed' in s ? s.seed : null,
});

const startsAtOf = (date: string, time: string, timeZone: string) =>
  date && time ? zonedToInstant(date, time, timeZone) : null;

export type SaveGameResult =
  | { status: 'ok'; gameId: string; eventId: string }
  | { status: 'not-found' }
  | { status: 'side-unavailable'; field: 'home.id' | 'away.id' }
  | { status: 'playoff' };

/** Adds a round-robin game, or edits one (gameId set). */
export async function saveGame(db: Db, viewerId: string, input: GameFormValues): Promise<SaveGameResult> {
  return db.$transaction(async (tx) => {
    const event = await managedEvent(tx, viewerId, input.eventId);
    if (!event) return { status: 'not-found' };
    const existing = input.gameId ? await managedGame(tx, viewerId, input.gameId) : null;
    if (input.gameId && (!existing || existing.eventId !== event.id)) return { status: 'not-found' };
    if (existing?.bracketId) return { status: 'playoff' };
    const home = await resolveSide(tx, viewerId, event, input.home);
    if (!home) return { status: 'side-unavailable', field: 'home.id' };
    const away = await resolveSide(tx, viewerId, event, input.away);
    if (!away) return { status: 'side-unavailable', field: 'away.id' };
    const data = {
      round: input.round || null,
      court: input.court || null,
      startsAt: startsAtOf(input.date, input.time, event.timeZone),
      ...sideData('home', home),
      ...sideData('away', away),
    };
    if (existing) {
      await tx.game.update({ where: { id: existing.id }, data: { ...data, version: { increment: 1 } } });
      return { status: 'ok', gameId: existing.id, eventId: event.id };
    }
    const game = await tx.game.create({ data: { ...data, eventId: event.id }, select: { id: true } });
    return { status: 'ok', gameId: game.id, eventId: event.id };
  });
}

/** Court and time of a playoff game. */
export async function savePlayoffSchedule(
  db: Db,
  viewerId: string,
  input: z.output<typeof playoffScheduleSchema>,
): Promise<{ status: 'ok'; eventId: string } | { status: 'not-found' }> {
  return db.$transaction(async (tx) => {
    const game = await managedGame(tx, viewerId, input.gameId);
    if (!game) return { status: 'not-found' };
    await tx.game.update({
      where: { id: game.id },
      data: {
        court: input.court || null,
        startsAt: startsAtOf(input.date, input.time, game.event.timeZone),
        version: { increment: 1 },
      },
    });
    return { status: 'ok', eventId: game.eventId };
  });
}

/** Deletes a round-robin game (playoff games go with their bracket). */
export async function deleteGame(
  db: Db,
  viewerId: string,
  gameId: string,
): Promise<{ status: 'ok'; eventId: string } | { status: 'not-found' } | { status: 'playoff' }> {
  return db.$transaction(async (tx) => {
    const game = await managedGame(tx, viewerId, gameId);
    if (!game) return { status: 'not-found' };
    if (game.bracketId) return { status: 'playoff' };
    await tx.game.delete({ where: { id: game.id } });
    return { status: 'ok', eventId: game.eventId };
  });
}

export type ScoreResult =
  | { status: 'ok'; eventId: string }
  | { status: 'not-found' }
  | { status: 'conflict' }
  | { status: 'tie' }
  | { status: 'sides-missing' }
  | { status: 'later-played' };

const bracketSideOf = (prefix: 'home' | 'away', g: Record<string, unknown>): BracketSide | null =>
  g[`${prefix}Name`] === null
    ? null
    : {
        teamId: g[`${prefix}TeamId`] as string | null,
        externalTeamId: g[`${prefix}ExternalTeamId`] as string | null,
        name: g[`${prefix}Name`] as string,
        seed: g[`${prefix}Seed`] as number | null,
      };

/**
 * Enters or corrects a score. The write is conditional on the version the scorekeeper saw, so a concurrent
 * change is never overwritten unseen ('conflict'). A playoff game moves its winner (and loser) on, or takes
 * them back on a correction — refused when a game they went on to has started.
 */
export async function setScore(
  db: Db,
  viewerId: string,
  input: z.output<typeof scoreSchema>,
): Promise<ScoreResult> {
  const next = {
    status: input.status,
    homeScore: input.status === 'SCHEDULED' ? null : input.homeScore,
    awayScore: input.status === 'SCHEDULED' ? null : input.awayScore,
  };
  return db.$transaction(async (tx): Promise<ScoreResult> => {
    const game = await managedGame(tx, viewerId, input.gameId);
    if (!game) return { status: 'not-found' };
    if (!game.bracketId) {
      const { count } = await tx.game.updateMany({
        where: { id: game.id, version: input.version },
        data: { ...next, version: { increment: 1 } },
      });
      return count === 1 ? { status: 'ok', eventId: game.eventId } : { status: 'conflict' };
    }
    // A playoff game: lock the bracket's games, apply the bracket rule, write what changed.
    const rows = await tx.$queryRaw<Record<string, unknown>[]>`
      SELECT * FROM "games" WHERE "bracketId" = ${game.bracketId} ORDER BY "id" FOR UPDATE`;
    const states: BracketGameState[] = rows.map((g) => ({
      id: g.id as string,
      status: g.status as BracketGameState['status'],
      homeScore: g.homeScore as number | null,
      awayScore: g.awayScore as number | null,
      home: bracketSideOf('home', g),
      away: bracketSideOf('away', g),
      winnerToId: g.winnerToId as string | null,
      winnerToSlot: g.winnerToSlot as BracketGameState['winnerToSlot'],
      loserToId: g.loserToId as string | null,
      loserToSlot: g.loserToSlot as BracketGameState['loserToSlot'],
    }));
    const current = rows.find((g) => g.id === game.id)!;
    if (current.version !== input.version) return { status: 'conflict' };
    const outcome = recordResult(states, game.id, next);
    if (!outcome.ok) return { status: outcome.reason };
    for (const g of outcome.changed) {
      await tx.game.update({
        where: { id: g.id },
        data:
          g.id === game.id
            ? { ...next, version: { increment: 1 } }
            : { ...sideData('home', g.home), ...sideData('away', g.away), version: { increment: 1 } },
      });
    }
    return { status: 'ok', eventId: game.eventId };
  });
}

/**
 * One point more (or less, never below 0) for a side of a game that is not final, as one UPDATE: concurrent
 * taps from several scorekeepers all count. A scheduled game goes live with its first point.
 */
export async function adjustScore(
  db: Db,
  viewerId: string,
  input: z.output<typeof adjustScoreSchema>,
): Promise<
  | { status: 'ok'; eventId: string }
  | { status: 'not-found' }
  | { status: 'final' }
  | { status: 'sides-missing' }
> {
  const game = await db.game.findFirst({
    where: { id: input.gameId, event: manageableEventWhere(viewerId) },
    select: { id: true, eventId: true, status: true, homeName: true, awayName: true },
  });
  if (!game) return { status: 'not-found' };
  if (game.homeName === null || game.awayName === null) return { status: 'sides-missing' };
  const column = Prisma.raw(input.side === 'HOME' ? '"homeScore"' : '"awayScore"');
  const other = Prisma.raw(input.side === 'HOME' ? '"awayScore"' : '"homeScore"');
  const count = await db.$executeRaw`
    UPDATE "games"
       SET ${column} = GREATEST(COALESCE(${column}, 0) + ${input.delta}::int, 0),
           ${other} = COALESCE(${other}, 0),
           "status" = 'IN_PROGRESS',
           "version" = "version" + 1,
           "updatedAt" = now()
     WHERE "id" = ${game.id} AND "status" <> 'FINAL'
       AND EXISTS (SELECT 1 FROM "events" e WHERE e."id" = "games"."eventId"
                     AND (e."creatorId" = ${viewerId} OR ${hostableTeamSql(Prisma.sql`e."hostingTeamId"`, viewerId)}))`;
  return count === 1 ? { status: 'ok', eventId: game.eventId } : { status: 'final' };
}

// ───────────────────────────── Playoff brackets ─────────────────────────────

export type GenerateResult =
  | { status: 'ok'; bracketId: string; eventId: string }
  | { status: 'not-found' }
  | { status: 'exists' }
  | { status: 'no-entrants' }
  | { status: 'too-few'; needed: number; have: number }
  | { status: 'bad-order' };

type SideRow = {
  homeTeamId: string | null;
  homeExternalTeamId: string | null;
  homeName: string | null;
  awayTeamId: string | null;
  awayExternalTeamId: string | null;
  awayName: string | null;
};
const refOf = (prefix: 'home' | 'away', g: SideRow): SideRef | null => {
  const name = prefix === 'home' ? g.homeName : g.awayName;
  if (name === null) return null;
  return {
    teamId: prefix === 'home' ? g.homeTeamId : g.awayTeamId,
    externalTeamId: prefix === 'home' ? g.homeExternalTeamId : g.awayExternalTeamId,
    name,
  };
};

/**
 * Generates the event's playoff bracket from its round-robin games, in one transaction (the event row locked,
 * so two managers cannot generate two brackets): the entrants are the top of the standings (or the manual
 * order), the plan comes from lib/games/bracket.ts, and every game is inserted with its links in one statement.
 */
export async function generatePlayoffs(
  db: Db,
  viewerId: string,
  input: z.output<typeof generatePlayoffsSchema>,
): Promise<GenerateResult> {
  return db.$transaction(async (tx): Promise<GenerateResult> => {
    const event = await managedEvent(tx, viewerId, input.eventId);
    if (!event) return { status: 'not-found' };
    await tx.$executeRaw`SELECT 1 FROM "events" WHERE "id" = ${event.id} FOR UPDATE`;
    if (await tx.playoffBracket.findUnique({ where: { eventId: event.id }, select: { id: true } }))
      return { status: 'exists' };

    const games = await tx.game.findMany({
      where: { eventId: event.id, bracketId: null },
      select: {
        status: true,
        homeScore: true,
        awayScore: true,
        homeTeamId: true,
        homeExternalTeamId: true,
        homeName: true,
        awayTeamId: true,
        awayExternalTeamId: true,
        awayName: true,
      },
    });
    const table = standings(games.map((g) => ({ ...g, home: refOf('home', g), away: refOf('away', g) })));
    if (table.length < 2) return { status: 'no-entrants' };
    const ranked = table.map((r) => r.side);
    let ordered = ranked;
    if (input.seeding === 'manual') {
      const byKey = new Map(ranked.map((s) => [sideKey(s), s]));
      const order = [...new Set(input.order)];
      if (order.length !== ranked.length || order.some((k) => !byKey.has(k))) return { status: 'bad-order' };
      ordered = order.map((k) => byKey.get(k)!);
    }
    const n = input.size === 'all' ? Math.min(ordered.length, MAX_ENTRANTS) : Number(input.size);
    if (ordered.length < n) return { status: 'too-few', needed: n, have: ordered.length };
    const entrants = ordered.slice(0, n);

    const plan = planBracket(n, input.format);
    const rounds = roundsPerPart(plan);
    const bracket = await tx.playoffBracket.create({
      data: {
        eventId: event.id,
        format: input.format,
        size: n,
        seeding: input.seeding,
        createdById: viewerId,
        entrants: entrants.map((s, i) => ({ seed: i + 1, ...s })),
      },
      select: { id: true },
    });
    const ids = new Map(plan.map((m) => [m.key, randomUUID()]));
    const seeded = (source: (typeof plan)[number]['home']) =>
      source.kind === 'seed' ? { ...entrants[source.seed - 1], seed: source.seed } : null;
    await tx.game.createMany({
      data: plan.map((m) => ({
        id: ids.get(m.key)!,
        eventId: event.id,
        bracketId: bracket.id,
        round: roundName(input.format, m.part, m.round, rounds[m.part]),
        bracketPart: m.part,
        bracketRound: m.round,
        bracketIndex: m.index,
        ...sideData('home', seeded(m.home)),
        ...sideData('away', seeded(m.away)),
        winnerToId: m.winnerTo ? ids.get(m.winnerTo.match)! : null,
        winnerToSlot: m.winnerTo?.slot ?? null,
        loserToId: m.loserTo ? ids.get(m.loserTo.match)! : null,
        loserToSlot: m.loserTo?.slot ?? null,
      })),
    });
    return { status: 'ok', bracketId: bracket.id, eventId: event.id };
  });
}

/** Removes the event's bracket and all its games (cascade). */
export async function resetPlayoffs(
  db: Db,
  viewerId: string,
  eventId: string,
): Promise<{ status: 'ok'; eventId: string } | { status: 'not-found' } | { status: 'no-bracket' }> {
  return db.$transaction(async (tx) => {
    const event = await managedEvent(tx, viewerId, eventId);
    if (!event) return { status: 'not-found' };
    await tx.$executeRaw`SELECT 1 FROM "events" WHERE "id" = ${event.id} FOR UPDATE`;
    const { count } = await tx.playoffBracket.deleteMany({ where: { eventId: event.id } });
    return count === 1 ? { status: 'ok', eventId: event.id } : { status: 'no-bracket' };
  });
}
