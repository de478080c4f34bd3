// The candidate query of Find a sub: one statement that applies the availability rule (lib/availability/sql.ts:
// visibility, blocks, free for the whole game) with the sport, distance, opt-in and "not asked yet" checks, and
// ranks what is left.
import { PREPARED_STATEMENT } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { METERS_PER_MILE } from '@/lib/geo/distance';
import {
  datedCandidatesSql,
  entryNearWindowSql,
  freeThroughoutSql,
  viewerCtes,
  visibleToViewer,
  weeklyHoldsMinuteSql,
  windowFirstPartsSql,
} from '@/lib/availability/sql';
import { notKnownMinorSql } from '@/lib/access/discoverable';
import { notBlockedSql } from '@/lib/access/blocks';
import { levelInRangeSql, userLevelSql } from '@/lib/levels/sql';

export type CandidateEvent = {
  id: string;
  /** The game's creator: a co-host's search also leaves out whoever is blocked with the creator. */
  creatorId?: string;
  gameTypeId: string | null;
  lat: number;
  lng: number;
  dateStart: Date;
  durationMinutes: number;
  /** The game's level range (issue 32 §3): players inside it rank first; with levelRequired, only they list. */
  levelMin?: number | null;
  levelMax?: number | null;
  levelRequired?: boolean;
};

export type CandidateOptions = {
  radiusMiles: number;
  limit: number;
  now: Date;
  /** Only these users (sending a queued tier re-checks its players). */
  onlyUserIds?: string[];
  /** Invitations of this request that are still queued do not count as "already invited". */
  campaignId?: string;
};

export type CandidateRow = {
  id: string;
  displayName: string | null;
  fullName: string | null;
  photoUrl: string | null;
  tier: 'close' | 'played' | 'nearby';
  dist: number;
  travelCity: string | null;
  /** Inside the game's level range (null: the game has none). */
  inLevel: boolean | null;
};

/**
 * The players the host may ask to sub in `event`, best first. A player is listed when they:
 * - play the game's sport and left "Open to sub requests" on for it (a game without a sport: any sport);
 * - are free during the whole game (freeThroughoutSql: weekly hours in their schedule's zone, date-specific or
 *   travel hours in the entry's zone, a travel entry's hours at a place within the radius) — home or travel
 *   location within the radius of the venue;
 * - may be seen by the host under their availability privacy rule, which includes "not blocked either way";
 * - are not the host, have a completed profile, are not known to be under 18;
 * - have no RSVP row for the game (joined, waitlisted, pending or declined) and were not asked before;
 * - have not reached their weekly limit of sub requests (asked in the last 7 days).
 * Ranked: connections and teammates of the host, then past co-players of the host, then distance (the
 * straight-line distance `<->`, which orders like earth_distance and breaks no tie it does not; then the id).
 *
 * Only the first `limit` are read, so the cost follows the page, not the players free in a busy city. A listed
 * player's distance is their home's, unless a travel entry with a place covers the game's first day on their
 * clock (then the nearest such place's). Read in full: the host's connections, teammates and co-players; the
 * players with a travel entry near the venue around the game, or a date-specific entry around the game and a
 * home near the venue (GiST probes on days and place). Everyone else who may be listed is free at the game's
 * first minute by a weekly range that day, at home: per time zone in use, the weekly ranges holding that minute
 * are walked nearest-first through the GiST index on (zone, week minutes, home point), each schedule once and
 * checked on the way, until `limit` players are found — anyone not reached ranks after those `limit`, so the
 * page is exact. With `onlyUserIds` only those players are checked.
 */
export function candidatesSql(hostId: string, event: CandidateEvent, options: CandidateOptions): Prisma.Sql {
  const from = event.dateStart;
  const to = new Date(event.dateStart.getTime() + event.durationMinutes * 60_000);
  const meters = options.radiusMiles * METERS_PER_MILE;
  const venue = Prisma.sql`ll_to_earth(${event.lat}::float8, ${event.lng}::float8)`;
  const near = (lat: Prisma.Sql, lng: Prisma.Sql) =>
    Prisma.sql`earth_distance(ll_to_earth(${lat}, ${lng}), ${venue}) <= ${meters}::float8`;
  const weekAgo = new Date(options.now.getTime() - 7 * 86_400_000);
  const sport = event.gameTypeId ? Prisma.sql`us."gameTypeId" = ${event.gameTypeId}` : Prisma.sql`true`;
  const campaign = options.campaignId ?? null;
  // Level: only for a game with a sport and a range; inside the range ranks first, or is required.
  const range = { min: event.levelMin ?? null, max: event.levelMax ?? null };
  const ranged = event.gameTypeId !== null && (range.min !== null || range.max !== null);
  const inLevel = (userId: Prisma.Sql) =>
    ranged
      ? levelInRangeSql(userLevelSql(userId, event.gameTypeId as string), range)
      : Prisma.sql`NULL::boolean`;
  const levelRequired =
    ranged && event.levelRequired ? Prisma.sql`AND ${inLevel(Prisma.sql`u.id`)}` : Prisma.empty;
  const creatorBlock =
    event.creatorId && event.creatorId !== hostId
      ? Prisma.sql`AND ${notBlockedSql(event.creatorId, Prisma.sql`u.id`)}`
      : Prisma.empty;
  // The game starts during a travel entry with a place (its days in its own zone, else the schedule's
  // `timeZone`: docs/time-zones.md, "Jobs and availability"): the player's distance is that place's (the
  // ranking below), not their home's.
  const travelsOnFirstDay = (entry: string, availabilityId: string, timeZone: string) => {
    const d = Prisma.raw(entry);
    const firstDay = Prisma.sql`(${from}::timestamptz AT TIME ZONE COALESCE(${d}."timeZone", ${Prisma.raw(timeZone)}))::date`;
    return Prisma.sql`${d}."availabilityId" = ${Prisma.raw(availabilityId)} AND ${d}."isTraveling"
         AND ${d}."locationLat" IS NOT NULL AND ${d}."locationLng" IS NOT NULL
         AND ${d}.date <= ${firstDay} AND COALESCE(${d}."endDate", ${d}.date) >= ${firstDay}`;
  };
  const columns = Prisma.sql`u.id, u."displayName", u."fullName", u."photoUrl", u."cityLat", u."cityLng",
          a.id AS "availabilityId", a."timeZone"`;
  // Everything but the sport (joined) that makes the player of availability `a` (user `u`) listable.
  const listable = Prisma.sql`u.id <> ${hostId} AND u."hasAdditionalInfo" ${creatorBlock}
          AND NOT EXISTS (SELECT 1 FROM event_participants ep
                           WHERE ep."eventId" = ${event.id} AND ep."userId" = u.id OFFSET 0)
          AND NOT EXISTS (SELECT 1 FROM sub_invitations si
                           WHERE si."eventId" = ${event.id} AND si."userId" = u.id
                             AND NOT (si."campaignId" IS NOT DISTINCT FROM ${campaign}::text AND si.status = 'QUEUED')
                           OFFSET 0)
          AND (u."subRequestsPerWeek" IS NULL OR u."subRequestsPerWeek" > (
                SELECT count(*) FROM sub_invitations sw
                 WHERE sw."userId" = u.id AND sw."sentAt" > ${weekAgo}))
          AND ${notKnownMinorSql('u')} ${levelRequired}
          AND ${freeThroughoutSql(from, to, near)}
          AND COALESCE(${visibleToViewer}, false)`;
  const plays = (userId: string) => Prisma.sql`JOIN LATERAL (
          SELECT 1 FROM user_sports us
           WHERE us."userId" = ${Prisma.raw(userId)} AND ${sport} AND us.available AND us."openToSubs" LIMIT 1
        ) plays ON true`;
  const home = Prisma.raw('ll_to_earth(wr."homeLat", wr."homeLng")');
  // A weekly range (wr) whose owner's home is near the venue.
  const homeNearVenue = Prisma.sql`wr."homeLat" IS NOT NULL AND wr."homeLng" IS NOT NULL
    AND earth_box(${venue}, ${meters}::float8) @> ${home}`;
  // The schedules read in full (their ids), each checked once: see the comment above.
  const readInFull = options.onlyUserIds
    ? Prisma.sql`SELECT a.id FROM availabilities a WHERE a."userId" = ANY(${options.onlyUserIds}::text[])`
    : Prisma.sql`SELECT a.id FROM availabilities a
        WHERE a."userId" IN (SELECT id FROM close_ids UNION ALL SELECT id FROM played_ids)
      UNION
      SELECT d."availabilityId" FROM date_availabilities d
       WHERE d."isTraveling" AND d."locationLat" IS NOT NULL AND d."locationLng" IS NOT NULL
         AND ${entryNearWindowSql(from, to)}
         AND earth_box(${venue}, ${meters}::float8) @> ll_to_earth(d."locationLat", d."locationLng")
      UNION
      ${datedCandidatesSql(from, to, { point: venue, meters })}`;
  // The walk: per zone, the nearest schedules with a weekly range holding the first minute of the game's first
  // day there and one holding that day's last minute, at home that day, that pass every check; `limit` of them
  // (nearest, then id). A schedule is read once, by the range holding the first minute that ends last (then the
  // lowest id): if any range holding the first minute holds the last one too, that one does; otherwise a range
  // holding the last minute starts after the first one (holds_last, a hashed set).
  const walked = options.onlyUserIds
    ? Prisma.empty
    : Prisma.sql`
    UNION
    SELECT k.* FROM first_parts s JOIN walk_zones z ON z.tz = s.tz CROSS JOIN LATERAL (
      SELECT ${columns}
        FROM weekly_time_ranges wr
        ${plays('wr."userId"')}
        JOIN availabilities a ON a.id = wr."availabilityId"
        JOIN users u ON u.id = a."userId"
       WHERE wr."timeZone" = s.tz AND ${weeklyHoldsMinuteSql('wr', Prisma.raw('s.first'))}
         AND ${homeNearVenue}
         AND (${weeklyHoldsMinuteSql('wr', Prisma.raw('s.last'))}
              OR COALESCE(wr."availabilityId" IN (SELECT id FROM holds_last), false)) -- a hashed set, not a join
         AND NOT EXISTS (SELECT 1 FROM weekly_time_ranges w2
                          WHERE w2."availabilityId" = wr."availabilityId" AND w2."dayOfWeek" = wr."dayOfWeek"
                            AND (w2."endMinute" > wr."endMinute" OR (w2."endMinute" = wr."endMinute" AND w2.id < wr.id))
                            AND ${weeklyHoldsMinuteSql('w2', Prisma.raw('s.first'))})
         AND NOT EXISTS (SELECT 1 FROM date_availabilities dt WHERE ${travelsOnFirstDay('dt', 'a.id', 'a."timeZone"')})
         AND ${listable}
       ORDER BY ${home} <-> ${venue}, u.id
       LIMIT ${options.limit}
    ) k`;
  const walkSteps = options.onlyUserIds
    ? Prisma.empty
    : Prisma.sql`
    first_parts AS MATERIALIZED ${windowFirstPartsSql(from, to)},
    -- The ranges near the venue holding the last minute that start after the first (the index's terms: the range
    -- does not extend to the left of first + 1), usually far fewer than all those holding the last minute.
    holds_last AS MATERIALIZED (
      SELECT wr."availabilityId" AS id FROM first_parts s
        JOIN weekly_time_ranges wr ON wr."timeZone" = s.tz AND ${weeklyHoldsMinuteSql('wr', Prisma.raw('s.last'))}
         AND int4range(wr."dayOfWeek" * 1440 + wr."startMinute", wr."dayOfWeek" * 1440 + wr."endMinute")
             &> int4range(s.first + 1, s.first + 2)
         AND ${homeNearVenue}
    ),
    -- Only the zones with someone near the venue holding the last minute are walked (one probe each).
    walk_zones AS MATERIALIZED (
      SELECT s.tz FROM first_parts s
       WHERE EXISTS (SELECT 1 FROM weekly_time_ranges wr
                      WHERE wr."timeZone" = s.tz AND ${weeklyHoldsMinuteSql('wr', Prisma.raw('s.last'))}
                        AND ${homeNearVenue})
    ),`;
  // Steps are materialized so each runs once, as planned here: the host's circles (a few rows each), the
  // schedules read in full with each one probed by primary key (OFFSET 0: one probe per schedule, never a join
  // over every user), the walk, then the ranking of what was found.
  // A prepared statement (lib/db.ts): planned once per connection.
  return Prisma.sql`${Prisma.raw(PREPARED_STATEMENT)}
    WITH ${viewerCtes(hostId)},
    close_ids AS MATERIALIZED (
      SELECT CASE WHEN c."userLowId" = ${hostId} THEN c."userHighId" ELSE c."userLowId" END AS id
        FROM connections c
       WHERE c.status = 'ACCEPTED' AND (c."userLowId" = ${hostId} OR c."userHighId" = ${hostId})
      UNION
      SELECT t."ownerId" FROM teams t WHERE t.id IN (SELECT id FROM viewer_teams)
      UNION
      SELECT r."userId" FROM roster_entries r
       WHERE r."teamId" IN (SELECT id FROM viewer_teams)
         AND r.role IS NOT NULL AND r.role <> '' AND r.role NOT ILIKE '%pending%'
    ),
    played_ids AS MATERIALIZED (
      SELECT DISTINCT theirs."userId" AS id FROM event_participants mine
        JOIN events pe ON pe.id = mine."eventId" AND pe."dateStart" < ${options.now} AND NOT pe.cancelled
        JOIN event_participants theirs ON theirs."eventId" = pe.id AND theirs.status = 'GOING'
       WHERE mine."userId" = ${hostId} AND mine.status = 'GOING'
    ),
    ${walkSteps}
    full_ids AS MATERIALIZED (${readInFull}),
    listed AS MATERIALIZED (
      SELECT x.* FROM full_ids p CROSS JOIN LATERAL (
        SELECT ${columns}
        FROM availabilities a
        ${plays('a."userId"')}
        JOIN users u ON u.id = a."userId"
        WHERE a.id = p.id AND ${listable}
        OFFSET 0 -- one probe per schedule read in full
      ) x
      ${walked}
    ),
    matched AS MATERIALIZED (
      SELECT u.*, u.id IN (SELECT id FROM close_ids) AS close, u.id IN (SELECT id FROM played_ids) AS played,
        ${inLevel(Prisma.sql`u.id`)} AS in_level
      FROM listed u
    )
    SELECT m.id, m."displayName", m."fullName", m."photoUrl",
      CASE WHEN m.close THEN 'close' WHEN m.played THEN 'played' ELSE 'nearby' END AS tier,
      COALESCE(tr.dist, earth_distance(ll_to_earth(m."cityLat", m."cityLng"), ${venue})) AS dist,
      tr.city AS "travelCity", m.in_level AS "inLevel"
    FROM matched m
    LEFT JOIN LATERAL (
      SELECT ll_to_earth(d."locationLat", d."locationLng") <-> ${venue} AS chord,
        earth_distance(ll_to_earth(d."locationLat", d."locationLng"), ${venue}) AS dist, d."locationCity" AS city
        FROM date_availabilities d
       WHERE ${travelsOnFirstDay('d', 'm."availabilityId"', 'm."timeZone"')}
       ORDER BY 1 LIMIT 1
    ) tr ON true
    ORDER BY (CASE WHEN m.in_level IS NOT FALSE THEN 0 ELSE 1 END),
      (CASE WHEN m.close THEN 0 WHEN m.played THEN 1 ELSE 2 END),
      COALESCE(tr.chord, ll_to_earth(m."cityLat", m."cityLng") <-> ${venue}), m.id
    LIMIT ${options.limit}`;
}
