import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { todayIn } from '@/lib/availability/rules';
import { encodeGeohash } from '@/lib/geo/geohash';
import { discoverableSql } from '@/lib/access/discoverable';
import { notBlockedSql } from '@/lib/access/blocks';
import { BOUNDS_LIMIT, type Bounds, type PlaceFormValues, type UpdatePlaceValues } from './schema';

// Places: the map's bounds query, a place's page, adding and editing places, and check-ins.

type Queryable = Pick<Db, '$queryRaw'>;

export type MapPlace = {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  sports: string[];
};

/**
 * The places inside the bounds (edges included), at most BOUNDS_LIMIT, nearest to the centre of the view
 * first: a GiST index scan (places_point_idx) on point(lng, lat), which also gives the nearest-first order.
 * `capped` says more places lie inside than were returned.
 */
export async function placesInBounds(
  db: Queryable,
  bounds: Bounds,
  limit = BOUNDS_LIMIT,
): Promise<{ places: MapPlace[]; capped: boolean }> {
  const { south, west, north, east } = bounds;
  const centre = Prisma.sql`point(${(west + east) / 2}::float8, ${(south + north) / 2}::float8)`;
  const rows = await db.$queryRaw<MapPlace[]>`
    SELECT p."id", p."name", p."address", p."lat", p."lng", COALESCE(p."sports", '{}') AS "sports"
      FROM "places" p
     WHERE point(p."lng", p."lat") <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))
     ORDER BY point(p."lng", p."lat") <-> ${centre}, p."id"
     LIMIT ${limit + 1}`;
  return { places: rows.slice(0, limit), capped: rows.length > limit };
}

const columns = (input: PlaceFormValues) => ({
  name: input.name,
  address: input.address,
  lat: input.lat!,
  lng: input.lng!,
  geohash: encodeGeohash(input.lat!, input.lng!),
  sports: [...new Set(input.sports)],
  surface: input.surface || null,
  openingNotes: input.openingNotes || null,
  description: input.description || null,
});

export async function createPlace(db: Pick<Db, 'place'>, creatorId: string, input: PlaceFormValues) {
  return db.place.create({ data: { ...columns(input), createdById: creatorId }, select: { id: true } });
}

/** Only the creator or an administrator edits a place; anyone else (or an unknown id) gets 'notFound'. */
export async function updatePlace(
  db: Pick<Db, 'place'>,
  viewer: { id: string; isAdmin: boolean },
  input: UpdatePlaceValues,
): Promise<'updated' | 'notFound'> {
  const { count } = await db.place.updateMany({
    where: { id: input.id, ...(viewer.isAdmin ? {} : { createdById: viewer.id }) },
    data: columns(input),
  });
  return count === 1 ? 'updated' : 'notFound';
}

/** One check-in per user, place and calendar day (the user's time zone). */
export async function checkIn(
  db: Queryable & Pick<Db, '$executeRaw'>,
  viewer: { id: string; timeZone: string },
  placeId: string,
  now: Date = new Date(),
): Promise<'checkedIn' | 'already' | 'notFound'> {
  const day = todayIn(viewer.timeZone, now);
  const inserted = await db.$executeRaw`
    INSERT INTO "place_check_ins" ("id", "placeId", "userId", "day", "createdAt")
    SELECT gen_random_uuid()::text, p."id", ${viewer.id}, ${day}::date, ${now}
      FROM "places" p WHERE p."id" = ${placeId}
    ON CONFLICT ("placeId", "userId", "day") DO NOTHING`;
  if (inserted === 1) return 'checkedIn';
  const [exists] = await db.$queryRaw<
    { one: number }[]
  >`SELECT 1 AS one FROM "places" WHERE "id" = ${placeId}`;
  return exists ? 'already' : 'notFound';
}

export type PlaceCheckInRow = {
  userId: string;
  displayName: string | null;
  photoUrl: string | null;
  at: Date;
};

export const CHECK_IN_DAYS = 7;

/**
 * Who checked in at the place in the last CHECK_IN_DAYS days, latest first, one row per person: only people
 * who let themselves be found (the Players-near rule: "Show me" on, not a minor) and with no block either way
 * with the viewer. The viewer's own check-in always shows.
 */
export async function recentCheckIns(
  db: Queryable,
  viewerId: string,
  placeId: string,
  now: Date = new Date(),
  limit = 20,
): Promise<PlaceCheckInRow[]> {
  const since = new Date(now.getTime() - CHECK_IN_DAYS * 24 * 3600 * 1000);
  return db.$queryRaw<PlaceCheckInRow[]>`
    SELECT x."userId", u."displayName", u."photoUrl", x."at"
      FROM (SELECT c."userId", max(c."createdAt") AS "at" FROM "place_check_ins" c
             WHERE c."placeId" = ${placeId} AND c."createdAt" >= ${since}
             GROUP BY c."userId") x
      JOIN "users" u ON u."id" = x."userId"
     WHERE u."id" = ${viewerId}
        OR (u."emailVerified" IS NOT NULL AND ${discoverableSql('u')} AND ${notBlockedSql(viewerId, Prisma.sql`u."id"`)})
     ORDER BY x."at" DESC, x."userId"
     LIMIT ${limit}`;
}

export type PlaceEventRow = {
  id: string;
  title: string;
  dateStart: Date;
  timeZone: string;
  gameType: string | null;
  capacity: number | null;
  goingCount: number;
};

/**
 * Upcoming games at the place the viewer may see: not cancelled, public (or private and already public, or
 * the viewer's own or joined), and no block either way with the host. Soonest first.
 */
export async function eventsAtPlace(
  db: Queryable,
  viewerId: string,
  placeId: string,
  now: Date = new Date(),
  limit = 10,
): Promise<PlaceEventRow[]> {
  return db.$queryRaw<PlaceEventRow[]>`
    SELECT e."id", e."title", e."dateStart", e."timeZone", g."label" AS "gameType", e."capacity", e."goingCount"
      FROM "events" e LEFT JOIN "game_types" g ON g."id" = e."gameTypeId"
     WHERE e."placeId" = ${placeId} AND e."dateStart" > ${now} AND NOT e."cancelled"
       AND (NOT e."isPrivate" OR e."makePublicAfter" <= ${now} OR e."creatorId" = ${viewerId}
            OR EXISTS (SELECT 1 FROM "event_participants" ep WHERE ep."eventId" = e."id" AND ep."userId" = ${viewerId}))
       AND ${notBlockedSql(viewerId, Prisma.sql`e."creatorId"`)}
     ORDER BY e."dateStart", e."id"
     LIMIT ${limit}`;
}
