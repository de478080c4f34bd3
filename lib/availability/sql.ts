// SQL fragments for availability reads. Every query that returns someone's schedule applies
// `visibleToViewer` (the SQL form of `canSeeAvailability` in ./rules.ts) inside the query, so a
// schedule the viewer may not see never leaves the database.
//
// Conventions the fragments rely on:
//  - the owner's row is aliased `u` (users) and their availability `a` (availabilities, may be NULL
//    after a LEFT JOIN: the predicate is then NULL, so wrap it in COALESCE(..., false) there);
//  - the enclosing query starts with `WITH ${viewerCtes(viewerId)}`, which defines `viewer_row`
//    (id, gender, email) and `viewer_teams` (id).
import { Prisma } from '@/lib/generated/prisma/client';

/** An active roster entry: a role that is present, not empty and without "pending" (lib/teams/rules.ts). */
const activeRole = (alias: string) =>
  Prisma.raw(`(${alias}.role IS NOT NULL AND ${alias}.role <> '' AND ${alias}.role NOT ILIKE '%pending%')`);

export function viewerCtes(viewerId: string): Prisma.Sql {
  return Prisma.sql`
    viewer_row AS (SELECT vr.id, vr.gender, vr.email FROM users vr WHERE vr.id = ${viewerId}),
    viewer_teams AS MATERIALIZED (
      SELECT vt.id FROM teams vt WHERE vt."ownerId" = ${viewerId}
      UNION
      SELECT vr."teamId" FROM roster_entries vr WHERE vr."userId" = ${viewerId} AND ${activeRole('vr')}
    )`;
}

const VIEWER_ID = Prisma.raw('(SELECT id FROM viewer_row)');
const VIEWER_GENDER = Prisma.raw('(SELECT gender FROM viewer_row)');
const VIEWER_EMAIL = Prisma.raw('(SELECT email FROM viewer_row)');

/** Either of the owner `u` and the viewer blocked the other (by user id, or by an e-mail block). */
export const blockedEitherWay = Prisma.sql`(
  EXISTS (SELECT 1 FROM blocks b1 WHERE b1."blockerId" = u.id
          AND (b1."blockedUserId" = ${VIEWER_ID} OR lower(b1."blockedEmail") = ${VIEWER_EMAIL}))
  OR EXISTS (SELECT 1 FROM blocks b2 WHERE b2."blockerId" = ${VIEWER_ID}
          AND (b2."blockedUserId" = u.id OR lower(b2."blockedEmail") = u.email))
)`;

/** The communities of the owner `u`: teams owned plus active roster entries. */
const OWNER_TEAMS = Prisma.sql`(
  SELECT ot.id FROM teams ot WHERE ot."ownerId" = u.id
  UNION
  SELECT orr."teamId" FROM roster_entries orr WHERE orr."userId" = u.id AND ${activeRole('orr')}
)`;

const GENDER_ACTIVE = Prisma.raw(`(COALESCE(cardinality(a."allowedGenders"), 0) > 0)`);
const GENDER_PASSES = Prisma.sql`COALESCE(${VIEWER_GENDER} <> 'Any' AND ${VIEWER_GENDER} = ANY(a."allowedGenders"), false)`;
const COMMUNITY_ACTIVE = Prisma.raw(`(a."communityFilter" <> 'NONE')`);
const COMMUNITY_PASSES = Prisma.sql`(CASE a."communityFilter"
  WHEN 'ANY' THEN EXISTS (SELECT 1 FROM ${OWNER_TEAMS} t1 WHERE t1.id IN (SELECT id FROM viewer_teams))
  WHEN 'ALL' THEN EXISTS (SELECT 1 FROM ${OWNER_TEAMS} t2)
    AND NOT EXISTS (SELECT 1 FROM ${OWNER_TEAMS} t3 WHERE t3.id NOT IN (SELECT id FROM viewer_teams))
  WHEN 'SPECIFIC' THEN EXISTS (
    SELECT 1 FROM viewer_teams t4 WHERE t4.id = ANY(COALESCE(a."allowedCommunityIds", '{}'::text[])))
  ELSE false END)`;
const CONNECTIONS_ACTIVE = Prisma.raw(`a."connectionsOnly"`);
const CONNECTED = Prisma.sql`EXISTS (
  SELECT 1 FROM connections c WHERE c.status = 'ACCEPTED'
    AND ((c."userLowId" = u.id AND c."userHighId" = ${VIEWER_ID})
      OR (c."userLowId" = ${VIEWER_ID} AND c."userHighId" = u.id)))`;

/**
 * The viewer may see the availability `a` of the owner `u` (see the rule in ./rules.ts).
 * NULL only when `a` is NULL.
 */
export const visibleToViewer = Prisma.sql`(
  u.id = ${VIEWER_ID}
  OR (
    NOT ${blockedEitherWay}
    AND (
      a."visibilityMode" = 'PUBLIC'
      OR CASE WHEN a."requireAllFilters" THEN
           (${GENDER_ACTIVE} OR ${COMMUNITY_ACTIVE} OR ${CONNECTIONS_ACTIVE})
           AND (NOT ${GENDER_ACTIVE} OR ${GENDER_PASSES})
           AND (NOT ${COMMUNITY_ACTIVE} OR ${COMMUNITY_PASSES})
           AND (NOT ${CONNECTIONS_ACTIVE} OR ${CONNECTED})
         ELSE
           (${GENDER_ACTIVE} AND ${GENDER_PASSES})
           OR (${COMMUNITY_ACTIVE} AND ${COMMUNITY_PASSES})
           OR (${CONNECTIONS_ACTIVE} AND ${CONNECTED})
         END
    )
  )
)`;

/**
 * The schedule of availability `a` as JSON (see `AvailabilityView`): the weekly ranges and the
 * date-specific entries that have not ended yet on the owner's wall clock, at most `dateLimit`.
 */
export function availabilityJson(dateLimit: number): Prisma.Sql {
  return Prisma.sql`json_build_object(
    'timeZone', a."timeZone",
    'weekly', COALESCE((
      SELECT json_agg(json_build_object('dayOfWeek', w."dayOfWeek", 'startMinute', w."startMinute",
                                        'endMinute', w."endMinute") ORDER BY w."dayOfWeek", w."startMinute")
      FROM weekly_time_ranges w WHERE w."availabilityId" = a.id), '[]'::json),
    'dates', COALESCE((
      SELECT json_agg(json_build_object(
        'id', d.id, 'date', d.date, 'endDate', d."endDate", 'isTraveling', d."isTraveling",
        'location', CASE WHEN d."isTraveling" AND d."locationLat" IS NOT NULL AND d."locationLng" IS NOT NULL
          THEN json_build_object('city', d."locationCity", 'state', COALESCE(d."locationState", ''),
            'country', COALESCE(d."locationCountry", ''), 'lat', d."locationLat", 'lng', d."locationLng",
            'formattedAddress', COALESCE(d."locationAddress", d."locationCity")) END,
        'ranges', COALESCE((
          SELECT json_agg(json_build_object('day', r.day, 'startMinute', r."startMinute",
                                            'endMinute', r."endMinute") ORDER BY r.day NULLS FIRST, r."startMinute")
          FROM date_time_ranges r WHERE r."entryId" = d.id), '[]'::json)
      ) ORDER BY d.date, d."createdAt")
      FROM (
        SELECT * FROM date_availabilities d0
        WHERE d0."availabilityId" = a.id
          AND COALESCE(d0."endDate", d0.date) >= (now() AT TIME ZONE a."timeZone")::date
        ORDER BY d0.date, d0."createdAt" LIMIT ${dateLimit}
      ) d), '[]'::json)
  )`;
}

// ───────────────────────────── Availability within a time window ─────────────────────────────
//
// A window is given as two instants; each owner's wall-clock times are compared in the owner's zone
// (`AT TIME ZONE a."timeZone"`). On each local day of the window:
//  - a day covered by a travel entry is spent away: only that entry's hours count, at its location;
//  - otherwise a day covered by a date-specific entry uses that entry's hours (they replace the
//    weekly hours for that date);
//  - otherwise the weekly hours of that weekday count.

const localFrom = (from: Date) => Prisma.sql`(${from}::timestamptz AT TIME ZONE a."timeZone")`;
const localTo = (to: Date) => Prisma.sql`(${to}::timestamptz AT TIME ZONE a."timeZone")`;

/** The owner (availability `a`) is available at home at some moment of [from, to). */
export function availableAtHomeSql(from: Date, to: Date): Prisma.Sql {
  const lf = localFrom(from);
  const lt = localTo(to);
  const covers = (alias: string) =>
    Prisma.raw(`${alias}.date <= g.day::date AND COALESCE(${alias}."endDate", ${alias}.date) >= g.day::date`);
  return Prisma.sql`EXISTS (
    SELECT 1
    FROM generate_series(${lf}::date::timestamp, (${lt} - interval '1 microsecond')::date::timestamp,
                         interval '1 day') AS g(day)
    WHERE NOT EXISTS (SELECT 1 FROM date_availabilities dt
                      WHERE dt."availabilityId" = a.id AND dt."isTraveling" AND ${covers('dt')})
      AND CASE WHEN EXISTS (SELECT 1 FROM date_availabilities dn
                            WHERE dn."availabilityId" = a.id AND NOT dn."isTraveling" AND ${covers('dn')})
        THEN EXISTS (
          SELECT 1 FROM date_availabilities dn JOIN date_time_ranges r ON r."entryId" = dn.id
          WHERE dn."availabilityId" = a.id AND NOT dn."isTraveling" AND ${covers('dn')}
            AND (r.day IS NULL OR r.day = g.day::date)
            AND g.day + make_interval(mins => r."startMinute") < ${lt}
            AND g.day + make_interval(mins => r."endMinute") > ${lf})
        ELSE EXISTS (
          SELECT 1 FROM weekly_time_ranges w
          WHERE w."availabilityId" = a.id AND w."dayOfWeek" = EXTRACT(ISODOW FROM g.day)
            AND g.day + make_interval(mins => w."startMinute") < ${lt}
            AND g.day + make_interval(mins => w."endMinute") > ${lf})
        END
  )`;
}

/** The travel entry `d` (of availability `a`) has hours within [from, to). */
export function travelEntryInWindowSql(from: Date, to: Date): Prisma.Sql {
  const lf = localFrom(from);
  const lt = localTo(to);
  return Prisma.sql`(
    d.date <= ${lt}::date AND COALESCE(d."endDate", d.date) >= ${lf}::date
    AND EXISTS (
      SELECT 1
      FROM generate_series(GREATEST(d.date, ${lf}::date)::timestamp,
                           LEAST(COALESCE(d."endDate", d.date), (${lt} - interval '1 microsecond')::date)::timestamp,
                           interval '1 day') AS g(day)
      JOIN date_time_ranges r ON r."entryId" = d.id AND (r.day IS NULL OR r.day = g.day::date)
      WHERE g.day + make_interval(mins => r."startMinute") < ${lt}
        AND g.day + make_interval(mins => r."endMinute") > ${lf})
  )`;
}
