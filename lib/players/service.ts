// Users near a place, with their availability attached as the viewer may see it (spec 02 §7 "users by
// location with availability attached"; the home page's "Players near you").
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { METERS_PER_MILE } from '@/lib/geo/distance';
import type { AvailabilityView, LocationView } from '@/lib/availability/rules';
import {
  availabilityJson,
  availableAtHomeSql,
  blockedEitherWay,
  entryNearWindowSql,
  travelEntryInWindowSql,
  viewerCtes,
  visibleToViewer,
} from '@/lib/availability/sql';
import { discoverableSql } from './discoverable';
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
 * Known limit: with a window in which few nearby players are available, step 1 has to check the
 * schedule of every user in the radius (~200 ms for ~12k users in the radius, see
 * tests/bench/players-near.ts). Bounding that needs the schedule itself indexed together with the
 * location (for example an hour-of-week bitmap kept next to the city), which the current model lacks.
 */
export async function findPlayersNear(
  db: Db,
  viewerId: string,
  input: PlayersNearInput,
): Promise<PlayersNearPage> {
  const options = playersNearSchema.parse(input);
  const { page, pageSize } = options;
  const [, home] = await db.$transaction([
    db.$queryRaw`SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`,
    db.$queryRaw<{ user_id: string; dist: number }[]>(homeCandidatesSql(viewerId, options)),
  ]);
  const rows = await db.$queryRaw<Row[]>(pageSql(viewerId, options, home));
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

/** Step 1: the nearest users at home within the radius (and, with a window, available and visible). */
export function homeCandidatesSql(viewerId: string, options: PlayersNearOptions): Prisma.Sql {
  const { window } = options;
  const { meters, take, point } = bounds(options);
  const home = Prisma.raw(`ll_to_earth(u."cityLat", u."cityLng")`);
  const filter = window
    ? // The schedule first (cheap to fail); visibility (which covers blocks) only for those available.
      Prisma.sql`CASE WHEN ${availableAtHomeSql(window.from, window.to)} THEN ${visibleToViewer} ELSE false END`
    : Prisma.sql`NOT ${blockedEitherWay}`;
  return Prisma.sql`
    WITH ${viewerCtes(viewerId)}
    SELECT u.id AS user_id, earth_distance(${home}, ${point}) AS dist
    FROM users u ${window ? Prisma.sql`JOIN availabilities a ON a."userId" = u.id` : Prisma.empty}
    WHERE u."cityLat" IS NOT NULL AND u."cityLng" IS NOT NULL
      AND earth_box(${point}, ${meters}::float8) @> ${home}
      AND earth_distance(${home}, ${point}) <= ${meters}::float8
      AND u.id <> ${viewerId} AND u."hasAdditionalInfo" AND ${discoverableSql('u')}
      AND ${filter}
    ORDER BY ${home} <-> ${point}
    LIMIT ${take}`;
}

/** Step 2: merge travel matches with the home candidates and load the page. */
export function pageSql(
  viewerId: string,
  options: PlayersNearOptions,
  home: readonly { user_id: string; dist: number }[],
): Prisma.Sql {
  const { window, pageSize } = options;
  const { meters, offset, point } = bounds(options);
  const travelPoint = Prisma.raw(`ll_to_earth(d."locationLat", d."locationLng")`);
  const homeRows = Prisma.sql`
    SELECT h.user_id, NULL::text AS entry_id, h.dist
    FROM unnest(${home.map((h) => h.user_id)}::text[], ${home.map((h) => h.dist)}::float8[]) AS h(user_id, dist)`;
  const hits = window
    ? Prisma.sql`
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
      ) x ORDER BY user_id, dist, entry_id NULLS FIRST`
    : homeRows;

  return Prisma.sql`
    WITH ${viewerCtes(viewerId)},
    hits AS (${hits})
    SELECT u.id, u."displayName", u."photoUrl", u."cityName", h.dist,
      CASE WHEN te.id IS NOT NULL THEN json_build_object(
        'city', te."locationCity", 'state', COALESCE(te."locationState", ''),
        'country', COALESCE(te."locationCountry", ''), 'lat', te."locationLat", 'lng', te."locationLng",
        'formattedAddress', COALESCE(te."locationAddress", te."locationCity")) END AS travel,
      CASE WHEN a.id IS NOT NULL AND ${visibleToViewer} THEN ${availabilityJson(DATES_PER_PLAYER)} END
        AS availability
    FROM hits h
      JOIN users u ON u.id = h.user_id
      LEFT JOIN availabilities a ON a."userId" = u.id
      LEFT JOIN date_availabilities te ON te.id = h.entry_id
    ORDER BY h.dist, u.id
    OFFSET ${offset} LIMIT ${pageSize + 1}`;
}
