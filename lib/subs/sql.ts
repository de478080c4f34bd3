// The candidate query of Find a sub: one statement that applies the availability rule (lib/availability/sql.ts:
// visibility, blocks, free for the whole game) with the sport, distance, opt-in and "not asked yet" checks, and
// ranks what is left.
import { PREPARED_STATEMENT } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { METERS_PER_MILE } from '@/lib/geo/distance';
import {
  entryNearWindowSql,
  freeThroughoutSql,
  scheduleCandidatesSql,
  viewerCtes,
  visibleToViewer,
} from '@/lib/availability/sql';
import { notKnownMinorSql } from '@/lib/players/discoverable';
import { notBlockedSql } from '@/lib/privacy/blocks';

export type CandidateEvent = {
  id: string;
  /** The game's creator: a co-host's search also leaves out whoever is blocked with the creator. */
  creatorId?: string;
  gameTypeId: string | null;
  lat: number;
  lng: number;
  dateStart: Date;
  durationMinutes: number;
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
};

/**
 * The players the host may ask to sub in `event`, best first. A player is listed when they:
 * - play the game's sport and left "Open to sub requests" on for it (a game without a sport: any sport);
 * - are free during the whole game in their own zone (freeThroughoutSql: weekly or date-specific hours, or a
 *   travel entry's hours at a place within the radius) — home or travel location within the radius of the venue;
 * - may be seen by the host under their availability privacy rule, which includes "not blocked either way";
 * - are not the host, have a completed profile, are not known to be under 18;
 * - have no RSVP row for the game (joined, waitlisted, pending or declined) and were not asked before;
 * - have not reached their weekly limit of sub requests (asked in the last 7 days).
 * Ranked: connections and teammates of the host, then past co-players of the host, then distance.
 *
 * The players to check are found from the schedules (the GiST indexes on weekly ranges by zone, week minutes and
 * home point, and on date entries by days and place), so the cost follows the schedules free then near the venue.
 */
export function candidatesSql(hostId: string, event: CandidateEvent, options: CandidateOptions): Prisma.Sql {
  const from = event.dateStart;
  const to = new Date(event.dateStart.getTime() + event.durationMinutes * 60_000);
  const meters = options.radiusMiles * METERS_PER_MILE;
  const venue = Prisma.sql`ll_to_earth(${event.lat}::float8, ${event.lng}::float8)`;
  const near = (lat: Prisma.Sql, lng: Prisma.Sql) =>
    Prisma.sql`earth_distance(ll_to_earth(${lat}, ${lng}), ${venue}) <= ${meters}::float8`;
  const weekAgo = new Date(options.now.getTime() - 7 * 86_400_000);
  const only = options.onlyUserIds
    ? Prisma.sql`AND u.id = ANY(${options.onlyUserIds}::text[])`
    : Prisma.empty;
  const sport = event.gameTypeId ? Prisma.sql`us."gameTypeId" = ${event.gameTypeId}` : Prisma.sql`true`;
  const campaign = options.campaignId ?? null;
  const creatorBlock =
    event.creatorId && event.creatorId !== hostId
      ? Prisma.sql`AND ${notBlockedSql(event.creatorId, Prisma.sql`u.id`)}`
      : Prisma.empty;
  // Steps are materialized so the planner starts from the schedules near the venue (a few hundred rows), applies
  // the cheap checks (as per-row index probes: OFFSET 0 keeps each EXISTS from becoming a join over the table), then the whole-window rule, and only then the privacy rule and the ranking.
  // A prepared statement (lib/db.ts): planned once per connection.
  return Prisma.sql`${Prisma.raw(PREPARED_STATEMENT)}
    WITH ${viewerCtes(hostId)},
    pool AS MATERIALIZED (
      SELECT s.id FROM ${scheduleCandidatesSql(from, to, { point: venue, meters }, true)} s
      UNION
      SELECT d."availabilityId" FROM date_availabilities d
       WHERE d."isTraveling" AND d."locationLat" IS NOT NULL AND d."locationLng" IS NOT NULL
         AND ${entryNearWindowSql(from, to)}
         AND earth_box(${venue}, ${meters}::float8) @> ll_to_earth(d."locationLat", d."locationLng")
    ),
    listed AS MATERIALIZED (
      SELECT x.* FROM pool p CROSS JOIN LATERAL (
        SELECT u.id, u."displayName", u."fullName", u."photoUrl", u."cityLat", u."cityLng",
          a.id AS "availabilityId", a."timeZone"
        FROM availabilities a
        JOIN LATERAL (
          SELECT 1 FROM user_sports us
           WHERE us."userId" = a."userId" AND ${sport} AND us.available AND us."openToSubs" LIMIT 1
        ) plays ON true
        JOIN users u ON u.id = a."userId"
        WHERE a.id = p.id AND u.id <> ${hostId} AND u."hasAdditionalInfo" ${only} ${creatorBlock}
          AND NOT EXISTS (SELECT 1 FROM event_participants ep
                           WHERE ep."eventId" = ${event.id} AND ep."userId" = u.id OFFSET 0)
          AND NOT EXISTS (SELECT 1 FROM sub_invitations si
                           WHERE si."eventId" = ${event.id} AND si."userId" = u.id
                             AND NOT (si."campaignId" IS NOT DISTINCT FROM ${campaign}::text AND si.status = 'QUEUED')
                           OFFSET 0)
          AND (u."subRequestsPerWeek" IS NULL OR u."subRequestsPerWeek" > (
                SELECT count(*) FROM sub_invitations sw
                 WHERE sw."userId" = u.id AND sw."sentAt" > ${weekAgo}))
          AND ${notKnownMinorSql('u')}
          AND ${freeThroughoutSql(from, to, near)}
          AND COALESCE(${visibleToViewer}, false)
        OFFSET 0 -- one probe per schedule of the pool (the pool is small; never a join over every user)
      ) x
    ),
    -- The host's own circles, read once (a few rows each) instead of probed per listed player.
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
    matched AS MATERIALIZED (
      SELECT u.*, u.id IN (SELECT id FROM close_ids) AS close, u.id IN (SELECT id FROM played_ids) AS played
      FROM listed u
    )
    SELECT m.id, m."displayName", m."fullName", m."photoUrl",
      CASE WHEN m.close THEN 'close' WHEN m.played THEN 'played' ELSE 'nearby' END AS tier,
      COALESCE(tr.dist, earth_distance(ll_to_earth(m."cityLat", m."cityLng"), ${venue})) AS dist,
      tr.city AS "travelCity"
    FROM matched m
    LEFT JOIN LATERAL (
      SELECT earth_distance(ll_to_earth(d."locationLat", d."locationLng"), ${venue}) AS dist, d."locationCity" AS city
        FROM date_availabilities d
       WHERE d."availabilityId" = m."availabilityId" AND d."isTraveling"
         AND d."locationLat" IS NOT NULL AND d."locationLng" IS NOT NULL
         AND d.date <= (${from}::timestamptz AT TIME ZONE m."timeZone")::date
         AND COALESCE(d."endDate", d.date) >= (${from}::timestamptz AT TIME ZONE m."timeZone")::date
       ORDER BY 1 LIMIT 1
    ) tr ON true
    ORDER BY (CASE WHEN m.close THEN 0 WHEN m.played THEN 1 ELSE 2 END), dist, m.id
    LIMIT ${options.limit}`;
}
