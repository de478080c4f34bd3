// Users near a place, with their availability attached as the viewer may see it (spec 02 §7 "users by
// location with availability attached"; the home page's "Players near you").
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { METERS_PER_MILE } from '@/lib/geo/distance';
import type { AvailabilityView, LocationView } from '@/lib/availability/rules';
import {
  availabilityJson,
  availableAtHomeSql,
  blockedEitherWaySql,
  datedCandidatesSql,
  entryNearWindowSql,
  nearestWeeklyMatchesSql,
  scheduleCandidatesSql,
  travelEntryInWindowSql,
  viewerCtes,
  visibleToViewer,
} from '@/lib/availability/sql';
import { discoverableSql } from '@/lib/access/discoverable';
import { playersNearSchema, type PlayersNearInput, type PlayersNearOptions } from './schema';

const DATES_PER_PLAYER = 5;

export type PlayerNear = {
  id: string;
  displayName: string | null;
  photoUrl: string | null;
  cityName: string | null;
  distanceMiles: number;
  /** Set when the player matched through a travel entry: where they will be in the window. */
  travel: LocationView | null;
  /** null when the player has no availability or the viewer may not see it. */
  availability: AvailabilityView | null;
};

export type PlayersNearPage = { players: PlayerNear[]; page: number; hasMore: boolean };

type Row = {
  id: string;
  displayName: string | null;
  photoUrl: string | null;
  cityName: string | null;
  dist: number;
  travel: LocationView | null;
  availability: AvailabilityView | null;
};

/**
 * Signed-in users (completed profiles, not the viewer, not blocked either way) whose go-to city is
 * within `radiusMiles` of the point, nearest first, `pageSize` per page.
 *
 * With a `window`, only players the viewer may see (the visibility rule, in SQL) who are available at
 * some moment of the window: at home (weekly or date-specific hours, on days they are not traveling)
 * or at a travel location within the radius (which then counts as their location and distance).
 *
 * Two steps:
 * 1. The home candidates: the GiST index on the users' cities is walked nearest-first inside the
 *    radius's earth_box (`users_city_earth_idx`, index condition + `<->` ordering), filters applied on
 *    the way, stopping after the rows the page needs. The planner's estimate for a GiST box is a fixed
 *    guess (0.1% of the table), so for pages of 20 and more it would rather read the whole box and sort
 *    it (all ~12k users of a city at 100k users: ~130 ms instead of ~3 ms); bitmap scans and sorts are
 *    therefore switched off for this one simple statement (set_config(..., true), i.e. SET LOCAL,
 *    in its own transaction).
 * 2. The page: travel matches (`date_availabilities_travel_earth_idx`) merged in, each player's nearest
 *    match kept, the page's rows loaded with their schedule attached where the viewer may see it.
 * Every distance is re-checked exactly with earth_distance.
 *
 * With a window, step 1 reads the schedules first: per (zone, local day) part of the window, the weekly
 * ranges free then are walked nearest-first through the GiST index on (time zone, week minutes, home point),
 * a bounded number each, plus the date-specific entries near the place around the window (GiST on days covered
 * and home point); the nearest who pass the checks are kept when the walk's limit proves no one nearer was
 * left unread. Otherwise every schedule free in the window near the place is asked, so neither a busy nor a
 * quiet window reads every schedule in the radius (tests/bench/players-near.ts prints both cases).
 */
export async function findPlayersNear(
  db: Db,
  viewerId: string,
  input: PlayersNearInput,
  /** Tests only: how many weekly ranges per window part the first walk reads (no second walk). */
  tuning: { walkBudget?: number } = {},
): Promise<PlayersNearPage> {
  const options = playersNearSchema.parse(input);
  const { page, pageSize } = options;
  const rows = options.window
    ? await windowPage(db, viewerId, options, tuning.walkBudget)
    : await db.$queryRaw<Row[]>(pageSql(viewerId, options, await homeCandidates(db, viewerId, options)));
  return {
    players: rows.slice(0, pageSize).map((r) => ({
      id: r.id,
      displayName: r.displayName,
      photoUrl: r.photoUrl,
      cityName: r.cityName,
      // Whole miles only (at least 1): a precise distance would let a viewer locate someone.
      distanceMiles: Math.max(1, Math.round(r.dist / METERS_PER_MILE)),
      travel: r.travel,
      availability: r.availability,
    })),
    page,
    hasMore: rows.length > pageSize,
  };
}

type HomeHit = { user_id: string; dist: number };

/**
 * How many of the nearest matching weekly ranges the first step reads per (zone, day) part of the window:
 * enough for the page when about half of the nearest free players may be listed and seen (on the bench's seed
 * ~55% pass: filtered schedules, hidden profiles, date-specific hours). A walk that reads too few is repeated
 * (a whole second statement, the p95 of deep pages), so a few more ranges read the first time are cheaper.
 */
export const walkBudget = (take: number) => 2 * take + 20;
const WALK_RETRY = 3;

/** Step 1 without a window: the nearest users, filters applied on the way. */
async function homeCandidates(db: Db, viewerId: string, options: PlayersNearOptions): Promise<HomeHit[]> {
  const planner = db.$queryRaw`SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`;
  const [, home] = await db.$transaction([
    planner,
    db.$queryRaw<HomeHit[]>(homeCandidatesSql(viewerId, options)),
  ]);
  return home;
}

/**
 * With a window: one statement walks the nearest weekly ranges free in the window (nearestFreeCtes, a walk of
 * the schedules' GiST index), checks them and, when that decides the page, loads the page with the travel
 * matches merged in. Otherwise the walk is repeated further once, and then every schedule free in the window
 * near the place is asked (scheduleFirstSql) before the page is loaded.
 */
async function windowPage(
  db: Db,
  viewerId: string,
  options: PlayersNearOptions,
  budgetOverride?: number,
): Promise<Row[]> {
  const { take } = bounds(options);
  const budgets =
    budgetOverride === undefined ? [walkBudget(take), walkBudget(take) * WALK_RETRY] : [budgetOverride];
  for (const budget of budgets) {
    const rows = await db.$queryRaw<(Row & { decided: boolean })[]>(windowPageSql(viewerId, options, budget));
    if (rows[0]?.decided) return rows.filter((r) => r.id !== null);
  }
  const home = await db.$queryRaw<HomeHit[]>(scheduleFirstSql(viewerId, options));
  return db.$queryRaw<Row[]>(pageSql(viewerId, options, home));
}

const bounds = (options: PlayersNearOptions) => {
  const { lat, lng, radiusMiles, page, pageSize } = options;
  const offset = (page - 1) * pageSize;
  return {
    meters: radiusMiles * METERS_PER_MILE,
    offset,
    /** Rows up to the end of the page, plus one to tell whether more follow. */
    take: offset + pageSize + 1,
    point: Prisma.sql`ll_to_earth(${lat}::float8, ${lng}::float8)`,
  };
};

/** The users at home within the radius who may be listed at all (completed, discoverable, not the viewer). */
function homeWhere(viewerId: string, options: PlayersNearOptions): Prisma.Sql {
  const { meters, point } = bounds(options);
  return Prisma.sql`u."cityLat" IS NOT NULL AND u."cityLng" IS NOT NULL
      AND earth_box(${point}, ${meters}::float8) @> ${HOME}
      AND earth_distance(${HOME}, ${point}) <= ${meters}::float8
      AND u.id <> ${viewerId} AND u."hasAdditionalInfo" AND ${discoverableSql('u')}`;
}
const HOME = Prisma.raw(`ll_to_earth(u."cityLat", u."cityLng")`);
/** Available at home in the window, and the viewer may see that (visibility covers blocks). */
const freeAndVisible = (window: NonNullable<PlayersNearOptions['window']>) =>
  Prisma.sql`CASE WHEN ${availableAtHomeSql(window.from, window.to)} THEN ${visibleToViewer} ELSE false END`;

/** Step 1 without a window: the nearest users at home within the radius, not blocked either way. */
export function homeCandidatesSql(viewerId: string, options: PlayersNearOptions): Prisma.Sql {
  const { take, point } = bounds(options);
  return Prisma.sql`
    WITH ${viewerCtes(viewerId)}
    SELECT u.id AS user_id, earth_distance(${HOME}, ${point}) AS dist
    FROM users u
    WHERE ${homeWhere(viewerId, options)} AND NOT ${blockedEitherWaySql}
    ORDER BY ${HOME} <-> ${point}
    LIMIT ${take}`;
}

/**
 * Step 1 with a window, first try (CTEs after viewerCtes): per window part, the `budget` weekly ranges nearest
 * the place that overlap it, plus the schedules with date-specific entries near the place around the window;
 * `found`: the nearest `take` of them who may be listed, are free at home and visible. `verdict.decided` when
 * that answer is exact: every part returned all its matches, or the last one found is nearer than the
 * furthest range read by every part that stopped at `budget` (any range not read is at least that far).
 */
function nearestFreeCtes(viewerId: string, options: PlayersNearOptions, budget: number): Prisma.Sql {
  const { take, point, meters } = bounds(options);
  const window = options.window!;
  return Prisma.sql`
    weekly AS MATERIALIZED ${nearestWeeklyMatchesSql(window.from, window.to, { point, meters }, budget)},
    frontier AS (
      SELECT min(x.chord) AS chord FROM (
        SELECT max(w.chord) AS chord FROM weekly w GROUP BY w.part HAVING count(*) >= ${budget}) x
    ),
    candidates AS MATERIALIZED (
      SELECT w.id FROM weekly w UNION ${datedCandidatesSql(window.from, window.to, { point, meters })}
    ),
    -- Each candidate is looked up by primary key (a nested loop, never a scan of every user in the radius) and
    -- those who may be listed are put in order; the schedule (free at home, visible) is then asked in that
    -- order only until the page is full (OFFSET 0 keeps that test above the sort, not pushed below it).
    found AS MATERIALIZED (
      SELECT o.user_id, o.dist, o.chord FROM (
        SELECT v.* FROM candidates c CROSS JOIN LATERAL (
          SELECT a.id AS availability_id, u.id AS user_id, earth_distance(${HOME}, ${point}) AS dist,
                 ${HOME} <-> ${point} AS chord
          FROM availabilities a JOIN users u ON u.id = a."userId"
          WHERE a.id = c.id AND ${homeWhere(viewerId, options)}
        ) v
        ORDER BY v.dist, v.user_id
        OFFSET 0
      ) o
      -- A scalar subquery, asked row by row (an EXISTS would become a semi-join over every schedule).
      WHERE (SELECT ${freeAndVisible(window)} FROM availabilities a JOIN users u ON u.id = a."userId"
             WHERE a.id = o.availability_id)
      LIMIT ${take}
    ),
    verdict AS (
      SELECT (SELECT f.chord FROM frontier f) IS NULL
        OR ((SELECT count(*) FROM found) = ${take} AND (SELECT max(h.chord) FROM found h) < (SELECT f.chord FROM frontier f))
        AS decided
    )`;
}

/**
 * The window case in one statement: step 1's first try (nearestFreeCtes) and, when it decided, the page
 * (step 2) on its result. One row with `decided` false and nothing else when it did not decide; otherwise the
 * page's rows, each with `decided` true (one row of NULLs when the page is empty).
 */
export function windowPageSql(viewerId: string, options: PlayersNearOptions, budget: number): Prisma.Sql {
  return Prisma.sql`
    WITH ${viewerCtes(viewerId)},
    ${nearestFreeCtes(viewerId, options, budget)},
    hits AS (${hitsSql(viewerId, options, Prisma.sql`SELECT f.user_id, NULL::text AS entry_id, f.dist FROM found f`)}),
    page AS (${pageSelect(options)})
    SELECT v.decided, p.* FROM verdict v LEFT JOIN page p ON v.decided
    ORDER BY p.dist, p.id`;
}

/** Step 1 with a window, when the walk did not fill the page: the players free in the window, nearest first. */
export function scheduleFirstSql(viewerId: string, options: PlayersNearOptions): Prisma.Sql {
  const { take, point, meters } = bounds(options);
  const window = options.window!;
  // The candidates are materialized, then each is looked up by primary key (a nested loop, never a scan of
  // every user in the radius); the distance is checked before the schedule and the visibility.
  return Prisma.sql`
    WITH ${viewerCtes(viewerId)},
    free AS MATERIALIZED (${scheduleCandidatesSql(window.from, window.to, { point, meters })})
    SELECT c.user_id, c.dist FROM free
    CROSS JOIN LATERAL (
      SELECT u.id AS user_id, earth_distance(${HOME}, ${point}) AS dist
      FROM availabilities a JOIN users u ON u.id = a."userId"
      WHERE a.id = free.id
        AND u."cityLat" IS NOT NULL AND u."cityLng" IS NOT NULL
        AND earth_box(${point}, ${meters}::float8) @> ${HOME}
        AND earth_distance(${HOME}, ${point}) <= ${meters}::float8
        AND u.id <> ${viewerId} AND u."hasAdditionalInfo" AND ${discoverableSql('u')}
        AND ${freeAndVisible(window)}
    ) c
    ORDER BY c.dist, c.user_id
    LIMIT ${take}`;
}

/**
 * Step 2's hits: the home candidates (`homeRows`: user_id, entry_id NULL, dist), with a window merged with
 * the travel matches, each player's nearest kept.
 */
function hitsSql(viewerId: string, options: PlayersNearOptions, homeRows: Prisma.Sql): Prisma.Sql {
  const { window } = options;
  if (!window) return homeRows;
  const { meters, point } = bounds(options);
  const travelPoint = Prisma.raw(`ll_to_earth(d."locationLat", d."locationLng")`);
  return Prisma.sql`
      SELECT DISTINCT ON (user_id) user_id, entry_id, dist FROM (
        ${homeRows}
        UNION ALL
        SELECT u.id, d.id, earth_distance(${travelPoint}, ${point})
        FROM date_availabilities d
          JOIN availabilities a ON a.id = d."availabilityId"
          JOIN users u ON u.id = a."userId"
        WHERE d."isTraveling" AND d."locationLat" IS NOT NULL AND d."locationLng" IS NOT NULL
          AND earth_box(${point}, ${meters}::float8) @> ${travelPoint}
          AND earth_distance(${travelPoint}, ${point}) <= ${meters}::float8
          AND ${entryNearWindowSql(window.from, window.to)}
          AND u.id <> ${viewerId} AND u."hasAdditionalInfo" AND ${discoverableSql('u')}
          AND CASE WHEN ${travelEntryInWindowSql(window.from, window.to)} THEN ${visibleToViewer} ELSE false END
      ) x ORDER BY user_id, dist, entry_id NULLS FIRST`;
}

/**
 * Step 2's page from the CTE `hits` (after viewerCtes). With a window every hit already passed the visibility
 * rule (at home: freeAndVisible in step 1; travelling: hitsSql), so the schedule is attached without asking it
 * again; without one, it is asked per row.
 */
function pageSelect(options: PlayersNearOptions): Prisma.Sql {
  const { window, pageSize } = options;
  const { offset } = bounds(options);
  return Prisma.sql`
    SELECT u.id, u."displayName", u."photoUrl", u."cityName", h.dist,
      CASE WHEN te.id IS NOT NULL THEN json_build_object(
        'city', te."locationCity", 'state', COALESCE(te."locationState", ''),
        'country', COALESCE(te."locationCountry", ''), 'lat', te."locationLat", 'lng', te."locationLng",
        'formattedAddress', COALESCE(te."locationAddress", te."locationCity")) END AS travel,
      CASE WHEN a.id IS NOT NULL AND ${window ? Prisma.sql`true` : visibleToViewer} THEN ${availabilityJson(DATES_PER_PLAYER)} END
        AS availability
    FROM hits h
      JOIN users u ON u.id = h.user_id
      LEFT JOIN availabilities a ON a."userId" = u.id
      LEFT JOIN date_availabilities te ON te.id = h.entry_id
    ORDER BY h.dist, u.id
    OFFSET ${offset} LIMIT ${pageSize + 1}`;
}

/** Step 2 on a list of home candidates: merge travel matches and load the page. */
export function pageSql(
  viewerId: string,
  options: PlayersNearOptions,
  home: readonly { user_id: string; dist: number }[],
): Prisma.Sql {
  const homeRows = Prisma.sql`
    SELECT h.user_id, NULL::text AS entry_id, h.dist
    FROM unnest(${home.map((h) => h.user_id)}::text[], ${home.map((h) => h.dist)}::float8[]) AS h(user_id, dist)`;
  return Prisma.sql`
    WITH ${viewerCtes(viewerId)},
    hits AS (${hitsSql(viewerId, options, homeRows)})
    ${pageSelect(options)}`;
}
