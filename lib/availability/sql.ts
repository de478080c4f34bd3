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
import { blockedBetweenSql } from '@/lib/access/blocks';

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

/** Either of the owner `u` and the viewer blocked the other: the one block rule (lib/access/blocks.ts). */
export const blockedEitherWaySql = blockedBetweenSql(Prisma.raw('u.id'), VIEWER_ID);

/** The communities of the owner `u`: teams owned plus active roster entries. */
const OWNER_TEAMS = Prisma.sql`(
  SELECT ot.id FROM teams ot WHERE ot."ownerId" = u.id
  UNION
  SELECT orr."teamId" FROM roster_entries orr WHERE orr."userId" = u.id AND ${activeRole('orr')}
)`;

const GENDER_ACTIVE = Prisma.raw(`(COALESCE(cardinality(a."allowedGenders"), 0) > 0)`);
const COMMUNITY_ACTIVE = Prisma.raw(`(a."communityFilter" <> 'NONE')`);
const CONNECTIONS_ACTIVE = Prisma.raw(`a."connectionsOnly"`);

// Each filter's result, computed only when the filter is active (false otherwise).
const GENDER_PASSES = Prisma.sql`CASE WHEN ${GENDER_ACTIVE} THEN
  COALESCE(${VIEWER_GENDER} <> 'Any' AND ${VIEWER_GENDER} = ANY(a."allowedGenders"), false) ELSE false END`;
// any: at least one owner community is the viewer's; all: there is one and every one is the viewer's
// (bool_and over no rows is NULL, so "all of nothing" fails); specific: the viewer is in an allowed one.
const COMMUNITY_PASSES = Prisma.sql`CASE
  WHEN a."communityFilter" = 'SPECIFIC' THEN EXISTS (
    SELECT 1 FROM viewer_teams ts WHERE ts.id = ANY(COALESCE(a."allowedCommunityIds", '{}'::text[])))
  WHEN a."communityFilter" IN ('ANY', 'ALL') THEN (
    SELECT COALESCE(CASE WHEN a."communityFilter" = 'ANY' THEN bool_or(x.shared) ELSE bool_and(x.shared) END, false)
    FROM (SELECT ot.id IN (SELECT id FROM viewer_teams) AS shared FROM ${OWNER_TEAMS} ot) x)
  ELSE false END`;
const CONNECTED = Prisma.sql`CASE WHEN ${CONNECTIONS_ACTIVE} THEN EXISTS (
  SELECT 1 FROM connections c WHERE c.status = 'ACCEPTED'
    AND ((c."userLowId" = u.id AND c."userHighId" = ${VIEWER_ID})
      OR (c."userLowId" = ${VIEWER_ID} AND c."userHighId" = u.id))) ELSE false END`;

/**
 * The viewer may see the availability `a` of the owner `u` (see the rule in ./rules.ts).
 * NULL only when `a` is NULL.
 */
export const visibleToViewer = Prisma.sql`(
  u.id = ${VIEWER_ID}
  OR (
    NOT ${blockedEitherWaySql}
    AND (
      a."visibilityMode" = 'PUBLIC'
      OR (SELECT CASE WHEN a."requireAllFilters"
                   THEN f.active > 0 AND f.passed = f.active
                   ELSE f.passed > 0 END
          FROM (SELECT ${GENDER_ACTIVE}::int + ${COMMUNITY_ACTIVE}::int + ${CONNECTIONS_ACTIVE}::int AS active,
                       (${GENDER_PASSES})::int + (${COMMUNITY_PASSES})::int + (${CONNECTED})::int AS passed) f)
    )
  )
)`;

/**
 * The zone of the date-specific or travel entry `alias` of availability `a` (docs/time-zones.md, "Jobs and
 * availability"): its own (a travel entry's city's; otherwise the schedule's when it was written), else the
 * schedule's (entries written before the zone was stored, travel entries the data step has not reached).
 */
export const entryZone = (alias: string) => Prisma.raw(`COALESCE(${alias}."timeZone", a."timeZone")`);

/**
 * The schedule of availability `a` as JSON (see `AvailabilityView`): the weekly ranges and the
 * date-specific entries that have not ended yet on their own zone's wall clock, at most `dateLimit`.
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
        'timeZone', ${entryZone('d')},
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
          AND COALESCE(d0."endDate", d0.date) >= (now() AT TIME ZONE ${entryZone('d0')})::date
        ORDER BY d0.date, d0."createdAt" LIMIT ${dateLimit}
      ) d), '[]'::json)
  )`;
}

// ───────────────────────────── Availability within a time window ─────────────────────────────
//
// A window is given as two instants, and every schedule's hours become instants in their own zone
// (docs/time-zones.md, "Jobs and availability"): the weekly hours in the schedule's zone (a."timeZone"), a
// date-specific or travel entry's hours and days in the entry's zone (entryZone). A New Yorker "free 17–20 in
// Los Angeles" on a date is free 17:00–20:00 Los Angeles time. Over the window, as sets of instants
// (tstzmultirange), the owner is
//  - away during a travel entry's days (from its first day's midnight to the end of its last, in its zone):
//    only the travel entries' own hours count then, at their location;
//  - otherwise, during a date-specific entry's days, free in that entry's hours (they replace the weekly hours);
//  - otherwise free in the weekly hours.
// The pure twin is freeThroughout in ./rules.ts.

const EMPTY = Prisma.raw(`'{}'::tstzmultirange`);
const windowRange = (from: Date, to: Date) => Prisma.sql`tstzrange(${from}::timestamptz, ${to}::timestamptz)`;
/** The instant the wall clock of `zone` shows `day` (a timestamp at midnight) plus `minute` minutes. */
const at = (day: Prisma.Sql, minute: Prisma.Sql, zone: Prisma.Sql) =>
  Prisma.sql`((${day} + make_interval(mins => ${minute})) AT TIME ZONE ${zone})`;

/** Date entries `de` of availability `a` matching `which` whose days may meet [from, to) in any zone. */
const entriesNear = (which: Prisma.Sql, from: Date, to: Date) =>
  Prisma.sql`de."availabilityId" = a.id AND ${which}
    AND daterange(de.date, GREATEST(de.date, COALESCE(de."endDate", de.date)), '[]') && ${windowDaysAnyZone(from, to)}`;

/** The instants the entries `which` cover: from the first day's midnight to the end of the last, in their zones. */
function entryCoverSql(which: Prisma.Sql, from: Date, to: Date): Prisma.Sql {
  const zone = entryZone('de');
  return Prisma.sql`COALESCE((
    SELECT range_agg(tstzrange(de.date::timestamp AT TIME ZONE ${zone},
      (GREATEST(de.date, COALESCE(de."endDate", de.date)) + 1)::timestamp AT TIME ZONE ${zone}))
    FROM date_availabilities de WHERE ${entriesNear(which, from, to)}), ${EMPTY})`;
}

/** The hours of the entries `which` on their days around [from, to), as instants in their zones. */
function entryHoursSql(which: Prisma.Sql, from: Date, to: Date): Prisma.Sql {
  const zone = Prisma.raw('z.tz');
  return Prisma.sql`COALESCE((
    SELECT range_agg(tstzrange(${at(Prisma.raw('g.day'), Prisma.raw('r."startMinute"'), zone)},
                               ${at(Prisma.raw('g.day'), Prisma.raw('r."endMinute"'), zone)}))
    FROM date_availabilities de
      CROSS JOIN LATERAL (SELECT ${entryZone('de')} AS tz) z
      JOIN date_time_ranges r ON r."entryId" = de.id
      CROSS JOIN LATERAL generate_series(
        GREATEST(de.date, (${from}::timestamptz AT TIME ZONE z.tz)::date)::timestamp,
        LEAST(GREATEST(de.date, COALESCE(de."endDate", de.date)), (${to}::timestamptz AT TIME ZONE z.tz)::date)::timestamp,
        interval '1 day') AS g(day)
    WHERE ${entriesNear(which, from, to)} AND (r.day IS NULL OR r.day = g.day::date)), ${EMPTY})`;
}

/** The weekly hours of availability `a` on the local days (its zone) of [from, to), as instants. */
function weeklyHoursSql(from: Date, to: Date): Prisma.Sql {
  const zone = Prisma.raw('a."timeZone"');
  const lf = Prisma.sql`(${from}::timestamptz AT TIME ZONE a."timeZone")`;
  const lt = Prisma.sql`(${to}::timestamptz AT TIME ZONE a."timeZone")`;
  return Prisma.sql`COALESCE((
    SELECT range_agg(tstzrange(${at(Prisma.raw('g.day'), Prisma.raw('w."startMinute"'), zone)},
                               ${at(Prisma.raw('g.day'), Prisma.raw('w."endMinute"'), zone)}))
    FROM generate_series(${lf}::date::timestamp, (${lt} - interval '1 microsecond')::date::timestamp,
                         interval '1 day') AS g(day)
      JOIN weekly_time_ranges w ON w."availabilityId" = a.id AND w."dayOfWeek" = EXTRACT(ISODOW FROM g.day)), ${EMPTY})`;
}

const TRAVEL = Prisma.raw('de."isTraveling"');
const DATED = Prisma.raw('NOT de."isTraveling"');

/** The instants of [from, to) around which availability `a`'s owner is free at home (see the rule above). */
function homeHoursSql(from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`((${entryHoursSql(DATED, from, to)} + (${weeklyHoursSql(from, to)} - ${entryCoverSql(DATED, from, to)}))
    - ${entryCoverSql(TRAVEL, from, to)})`;
}

/** The owner (availability `a`) is available at home at some moment of [from, to). */
export function availableAtHomeSql(from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`(${homeHoursSql(from, to)} && ${windowRange(from, to)})`;
}

/**
 * The days of entry `d` (from its date to its end date, both included), as the GiST indexes on date-specific
 * and travel entries store them.
 */
const ENTRY_DAYS = Prisma.raw(`daterange(d.date, GREATEST(d.date, COALESCE(d."endDate", d.date)), '[]')`);

/** The UTC days of [from, to) widened by one on each side: every zone's local days of the window. */
const windowDaysAnyZone = (from: Date, to: Date) =>
  Prisma.sql`daterange((${from}::timestamptz AT TIME ZONE 'UTC')::date - 1, (${to}::timestamptz AT TIME ZONE 'UTC')::date + 1, '[]')`;

/**
 * A cheap superset of `travelEntryInWindowSql` on the entry `d` alone (no zone is more than a day
 * from UTC), so it filters entries before they are joined to their owner (and, with the travel location's
 * box, is one probe of the GiST index date_availabilities_travel_days_idx).
 */
export function entryNearWindowSql(from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`(${ENTRY_DAYS} && ${windowDaysAnyZone(from, to)})`;
}

/** The travel entry `d` (of availability `a`) has hours within [from, to), in its own zone. */
export function travelEntryInWindowSql(from: Date, to: Date): Prisma.Sql {
  const zone = Prisma.raw('z.tz');
  return Prisma.sql`EXISTS (
    SELECT 1
    FROM (SELECT ${entryZone('d')} AS tz) z
      JOIN date_time_ranges r ON r."entryId" = d.id
      CROSS JOIN LATERAL generate_series(
        GREATEST(d.date, (${from}::timestamptz AT TIME ZONE z.tz)::date)::timestamp,
        LEAST(GREATEST(d.date, COALESCE(d."endDate", d.date)), (${to}::timestamptz AT TIME ZONE z.tz)::date)::timestamp,
        interval '1 day') AS g(day)
    WHERE (r.day IS NULL OR r.day = g.day::date)
      AND tstzrange(${at(Prisma.raw('g.day'), Prisma.raw('r."startMinute"'), zone)},
                    ${at(Prisma.raw('g.day'), Prisma.raw('r."endMinute"'), zone)}) && ${windowRange(from, to)}
  )`;
}

/**
 * The CTE `zones(tz)` (after WITH RECURSIVE): the time zones in use by some weekly range, found by a skip scan
 * over the timeZone index (a few dozen at most). NULL ends the list (filter it out).
 */
const ZONES_IN_USE = Prisma.raw(`zones(tz) AS (
      (SELECT w."timeZone" FROM weekly_time_ranges w ORDER BY w."timeZone" LIMIT 1)
      UNION ALL
      SELECT (SELECT w."timeZone" FROM weekly_time_ranges w WHERE w."timeZone" > zones.tz
              ORDER BY w."timeZone" LIMIT 1)
      FROM zones WHERE zones.tz IS NOT NULL
    )`);

/**
 * The window cut into (zone, local day) parts, one per time zone in use by some weekly range: `tz`, and
 * `minutes`, the part of that local day the window covers as a range of minutes of the ISO week (Monday
 * 00:00 = 1440), comparable with a weekly range's `int4range(dayOfWeek * 1440 + startMinute, dayOfWeek * 1440
 * + endMinute)` (the GiST index weekly_time_ranges_window_idx). A skip scan over the timeZone index finds the
 * zones in use (a few dozen at most). A subquery with columns (part, tz, minutes).
 */
export function windowPartsSql(from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`(
    WITH RECURSIVE ${ZONES_IN_USE},
    local AS (
      SELECT tz, (${from}::timestamptz AT TIME ZONE tz) AS lf, (${to}::timestamptz AT TIME ZONE tz) AS lt
      FROM zones WHERE tz IS NOT NULL
    )
    SELECT row_number() OVER () AS part, l.tz, int4range(
        EXTRACT(ISODOW FROM g.day)::int * 1440 + GREATEST(0, floor(EXTRACT(EPOCH FROM l.lf - g.day) / 60))::int,
        EXTRACT(ISODOW FROM g.day)::int * 1440 + LEAST(1440, ceil(EXTRACT(EPOCH FROM l.lt - g.day) / 60))::int
      ) AS minutes
    FROM local l,
      generate_series(l.lf::date::timestamp, (l.lt - interval '1 microsecond')::date::timestamp,
                      interval '1 day') AS g(day)
  )`;
}

/** The weekly range `wr` overlaps the window part `p` (see windowPartsSql), near `near`: the GiST index's terms. */
const weeklyInPart = (near: { point: Prisma.Sql; meters: number }) => Prisma.sql`wr."timeZone" = p.tz
        AND int4range(wr."dayOfWeek" * 1440 + wr."startMinute", wr."dayOfWeek" * 1440 + wr."endMinute") && p.minutes
        AND wr."homeLat" IS NOT NULL AND wr."homeLng" IS NOT NULL
        AND earth_box(${near.point}, ${near.meters}::float8) @> ll_to_earth(wr."homeLat", wr."homeLng")`;

/**
 * The first (zone, local day) part of [from, to) in each time zone in use by some weekly range (see
 * windowPartsSql), as its first and last minute of the ISO week (Monday 00:00 = 1440): a schedule free for the
 * whole window by its weekly hours that day has a weekly range holding each (the same or two back-to-back
 * ranges). A subquery with columns (tz, first, last).
 */
export function windowFirstPartsSql(from: Date, to: Date): Prisma.Sql {
  return Prisma.sql`(
    WITH RECURSIVE ${ZONES_IN_USE}
    SELECT l.tz,
      EXTRACT(ISODOW FROM l.day)::int * 1440 + GREATEST(0, floor(EXTRACT(EPOCH FROM l.lf - l.day) / 60))::int AS first,
      EXTRACT(ISODOW FROM l.day)::int * 1440 + LEAST(1440, ceil(EXTRACT(EPOCH FROM l.lt - l.day) / 60))::int - 1 AS last
    FROM (SELECT tz, (${from}::timestamptz AT TIME ZONE tz) AS lf, (${to}::timestamptz AT TIME ZONE tz) AS lt,
            (${from}::timestamptz AT TIME ZONE tz)::date::timestamp AS day
            FROM zones WHERE tz IS NOT NULL) l
  )`;
}

/**
 * The weekly range `alias` holds `minute` (a minute of the ISO week, see windowFirstPartsSql): with its zone and
 * home point, the terms of the GiST index weekly_time_ranges_window_idx.
 */
export function weeklyHoldsMinuteSql(alias: string, minute: Prisma.Sql): Prisma.Sql {
  const w = Prisma.raw(alias);
  return Prisma.sql`int4range(${w}."dayOfWeek" * 1440 + ${w}."startMinute", ${w}."dayOfWeek" * 1440 + ${w}."endMinute")
        && int4range(${minute}, ${minute} + 1)`;
}

/**
 * The availabilities whose owner lives near `near` with a date-specific (not travel) entry that may cover a
 * day of [from, to) in any zone (no zone is more than a day from UTC): such an entry can add hours the weekly
 * ranges do not have. One probe of the GiST index on (days covered, home point).
 */
export function datedCandidatesSql(
  from: Date,
  to: Date,
  near: { point: Prisma.Sql; meters: number },
): Prisma.Sql {
  return Prisma.sql`SELECT d."availabilityId" FROM date_availabilities d
    WHERE NOT d."isTraveling" AND d."homeLat" IS NOT NULL AND d."homeLng" IS NOT NULL
      AND ${ENTRY_DAYS} && ${windowDaysAnyZone(from, to)}
      AND earth_box(${near.point}, ${near.meters}::float8) @> ll_to_earth(d."homeLat", d."homeLng")`;
}

/**
 * For each window part, the `limit` weekly ranges nearest to `near` that overlap it (a nearest-first walk of
 * the GiST index, with zone, minutes and place as its conditions): (part, id = availability id, chord =
 * straight-line distance in metres from `near`, the order of the walk). A part that returns fewer than `limit`
 * rows returned all its matches in the radius.
 */
export function nearestWeeklyMatchesSql(
  from: Date,
  to: Date,
  near: { point: Prisma.Sql; meters: number },
  limit: number,
): Prisma.Sql {
  return Prisma.sql`(
    SELECT p.part, k.id, k.chord FROM ${windowPartsSql(from, to)} p CROSS JOIN LATERAL (
      SELECT wr."availabilityId" AS id, ll_to_earth(wr."homeLat", wr."homeLng") <-> ${near.point} AS chord
      FROM weekly_time_ranges wr
      WHERE ${weeklyInPart(near)}
      ORDER BY ll_to_earth(wr."homeLat", wr."homeLng") <-> ${near.point}
      LIMIT ${limit}
    ) k
  )`;
}

/**
 * The ids of availabilities whose owner lives near `near` and may have hours in [from, to), found from the
 * schedules themselves (a superset: `availableAtHomeSql` and the exact distance decide): the weekly ranges
 * that overlap a window part (one index probe per part: zone, minutes and place together in the GiST index),
 * and the availabilities with date-specific entries around the window (datedCandidatesSql). The cost follows
 * the number of matches, not of schedules.
 */
export function scheduleCandidatesSql(
  from: Date,
  to: Date,
  near: { point: Prisma.Sql; meters: number },
): Prisma.Sql {
  return Prisma.sql`(
    SELECT w.id FROM ${windowPartsSql(from, to)} p CROSS JOIN LATERAL (
      SELECT wr."availabilityId" AS id FROM weekly_time_ranges wr WHERE ${weeklyInPart(near)}
      OFFSET 0 -- keeps the subquery a per-part index probe (not flattened into one scan of the place)
    ) w
    UNION
    ${datedCandidatesSql(from, to, near)}
  )`;
}

/**
 * The owner (availability `a`, user `u`) is free during the whole of [from, to): the SQL twin of
 * `freeThroughout` in ./rules.ts (the rule is written there and above). `near(lat, lng)` is the condition that
 * a place is near enough (the home is the owner's go-to city, u."cityLat"/"cityLng"). The window is taken in
 * whole minutes (start rounded down, end up); hours are merged as sets of instants, so back-to-back ranges
 * (18:00–19:00, 19:00–20:00, or 22:00–24:00 and the next day's 00:00–02:00) cover 18:00–20:00.
 */
export function freeThroughoutSql(
  from: Date,
  to: Date,
  near: (lat: Prisma.Sql, lng: Prisma.Sql) => Prisma.Sql,
): Prisma.Sql {
  const need = windowRange(floorMinute(from), ceilMinute(to));
  const homeNear = Prisma.sql`(u."cityLat" IS NOT NULL AND u."cityLng" IS NOT NULL
    AND ${near(Prisma.raw('u."cityLat"'), Prisma.raw('u."cityLng"'))})`;
  const nearTravel = Prisma.sql`de."isTraveling" AND de."locationLat" IS NOT NULL AND de."locationLng" IS NOT NULL
    AND ${near(Prisma.raw('de."locationLat"'), Prisma.raw('de."locationLng"'))}`;
  return Prisma.sql`(${to}::timestamptz > ${from}::timestamptz AND (
    ${entryHoursSql(nearTravel, from, to)}
    + CASE WHEN ${homeNear} THEN ${homeHoursSql(from, to)} ELSE ${EMPTY} END
  ) @> ${need})`;
}

const MINUTE_MS = 60_000;
const floorMinute = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE_MS) * MINUTE_MS);
const ceilMinute = (d: Date) => new Date(Math.ceil(d.getTime() / MINUTE_MS) * MINUTE_MS);
