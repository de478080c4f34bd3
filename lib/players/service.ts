// Users near a place, with their availability attached as the viewer may see it (spec 02 §7 "users by
// location with availability attached"; the home page's "Players near you").
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import type { AvailabilityView, LocationView } from '@/lib/availability/rules';
import {
  availabilityJson,
  availableAtHomeSql,
  blockedEitherWay,
  travelEntryInWindowSql,
  viewerCtes,
  visibleToViewer,
} from '@/lib/availability/sql';
import { playersNearSchema, type PlayersNearInput } from './schema';

const METERS_PER_MILE = 1609.344;
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
 * Candidates come from the GiST indexes (`users_city_earth_idx`, `date_availabilities_travel_earth_idx`)
 * through earth_box, re-checked with the exact earth_distance, and walked nearest first (`<->`), so
 * each branch stops after the rows a page needs.
 */
export async function findPlayersNear(
  db: Db,
  viewerId: string,
  input: PlayersNearInput,
): Promise<PlayersNearPage> {
  const { lat, lng, radiusMiles, window, page, pageSize } = playersNearSchema.parse(input);
  const meters = radiusMiles * METERS_PER_MILE;
  const offset = (page - 1) * pageSize;
  const take = offset + pageSize + 1;
  const point = Prisma.sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
  const home = Prisma.raw(`ll_to_earth(u."cityLat", u."cityLng")`);
  const travelPoint = Prisma.raw(`ll_to_earth(d."locationLat", d."locationLng")`);

  const homeBranch = Prisma.sql`
    SELECT u.id AS user_id, NULL::text AS entry_id, earth_distance(${home}, ${point}) AS dist
    FROM users u ${window ? Prisma.sql`JOIN availabilities a ON a."userId" = u.id` : Prisma.empty}
    WHERE u."cityLat" IS NOT NULL AND u."cityLng" IS NOT NULL
      AND earth_box(${point}, ${meters}::float8) @> ${home}
      AND earth_distance(${home}, ${point}) <= ${meters}::float8
      AND u.id <> ${viewerId} AND u."hasAdditionalInfo"
      AND NOT ${blockedEitherWay}
      ${window ? Prisma.sql`AND ${visibleToViewer} AND ${availableAtHomeSql(window.from, window.to)}` : Prisma.empty}
    ORDER BY ${home} <-> ${point}
    LIMIT ${take}`;

  const travelBranch = window
    ? Prisma.sql`
    SELECT DISTINCT ON (user_id) user_id, entry_id, dist FROM (
      SELECT u.id AS user_id, d.id AS entry_id, earth_distance(${travelPoint}, ${point}) AS dist
      FROM date_availabilities d
        JOIN availabilities a ON a.id = d."availabilityId"
        JOIN users u ON u.id = a."userId"
      WHERE d."isTraveling" AND d."locationLat" IS NOT NULL AND d."locationLng" IS NOT NULL
        AND earth_box(${point}, ${meters}::float8) @> ${travelPoint}
        AND earth_distance(${travelPoint}, ${point}) <= ${meters}::float8
        AND u.id <> ${viewerId} AND u."hasAdditionalInfo"
        AND ${travelEntryInWindowSql(window.from, window.to)}
        AND ${visibleToViewer}
    ) t ORDER BY user_id, dist`
    : null;

  const hits = travelBranch
    ? Prisma.sql`SELECT DISTINCT ON (user_id) user_id, entry_id, dist
        FROM ((${homeBranch}) UNION ALL (${travelBranch})) x ORDER BY user_id, dist`
    : homeBranch;

  const rows = await db.$queryRaw<Row[]>`
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

  return {
    players: rows.slice(0, pageSize).map((r) => ({
      id: r.id,
      displayName: r.displayName,
      photoUrl: r.photoUrl,
      cityName: r.cityName,
      distanceMiles: r.dist / METERS_PER_MILE,
      travel: r.travel,
      availability: r.availability,
    })),
    page,
    hasMore: rows.length > pageSize,
  };
}
