import 'server-only';
import { cache } from 'react';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { nearbyEvents } from '@/lib/events/queries';
import { hostableTeamSql } from '@/lib/access/event-visibility';
import { pendingRoleSql } from '@/lib/access/membership-sql';
import { playersNear } from '@/lib/players/queries';
import { teamsOfUser } from '@/lib/teams/queries';
import { homeTasks, type TaskFacts } from './tasks';
import { freeThroughout, type AvailabilityView } from '@/lib/availability/rules';
import { availabilityJson } from '@/lib/availability/sql';
import { milesBetween } from '@/lib/geo/distance';

export const HOME_EVENT_LIMIT = 7;
export const HOME_TEAM_LIMIT = 6;
export const HOME_PLAYERS_LIMIT = 6;
export const HOME_PLAYERS_RADIUS_MILES = 25;
export const HOME_LOCAL_EVENTS_LIMIT = 5;
export const HOME_LOCAL_RADIUS_MILES = 25;
/** At most this many games waiting for approval are listed as tasks (the busiest hosts see the first ones). */
const APPROVAL_TASKS = 10;

type FactsRow = TaskFacts & {
  cityName: string | null;
  cityLat: number | null;
  cityLng: number | null;
  schedule: AvailabilityView | null;
};

/**
 * Everything home needs to know about the viewer beyond their session, in one statement: the open items
 * that become Action Required tasks, and the go-to city the location card, Players near you and Local
 * events start from, and the viewer's own availability Local events rank by. Cached for the request, so the sections that stream separately share it.
 */
export const homeFacts = cache(async (viewerId: string, now: Date = new Date()) => {
  const [row] = await db.$queryRaw<FactsRow[]>`
    SELECT
      u."cityName", u."cityLat", u."cityLng",
      u."photoUrl" IS NOT NULL AS "hasPhoto",
      (SELECT count(*)::int FROM "alternate_emails" a
        WHERE a."userId" = u."id" AND a."verifiedAt" IS NULL) AS "unverifiedAlternates",
      EXISTS (SELECT 1 FROM "availabilities" av
               WHERE av."userId" = u."id"
                 AND (EXISTS (SELECT 1 FROM "weekly_time_ranges" w WHERE w."availabilityId" = av."id")
                      OR EXISTS (SELECT 1 FROM "date_availabilities" d WHERE d."availabilityId" = av."id")))
        AS "hasAvailability",
      (SELECT count(*)::int FROM "family_connections" f
        WHERE f."recipientId" = u."id" AND f."status" = 'PENDING') AS "familyRequests",
      COALESCE((
        SELECT json_agg(json_build_object('teamId', t."id", 'teamName', t."name") ORDER BY r."createdAt" DESC)
          FROM "roster_entries" r JOIN "teams" t ON t."id" = r."teamId"
         WHERE r."userId" = u."id" AND NOT r."joinRequest" AND NOT t."isExternal" AND ${pendingRoleSql(Prisma.sql`r."role"`)}
      ), '[]'::json) AS "teamInvites",
      COALESCE((
        SELECT json_agg(json_build_object('eventId', x."id", 'title', x."title", 'count', x."n") ORDER BY x."dateStart")
          FROM (SELECT e."id", e."title", e."dateStart", count(*)::int AS "n"
                  FROM "events" e
                  JOIN "event_participants" p ON p."eventId" = e."id" AND p."status" = 'PENDING_APPROVAL'
                 WHERE NOT e."cancelled" AND e."dateStart" > ${now}
                   AND (e."creatorId" = u."id" OR ${hostableTeamSql(Prisma.sql`e."hostingTeamId"`, viewerId)})
                 GROUP BY e."id"
                 ORDER BY e."dateStart" LIMIT ${APPROVAL_TASKS}) x
      ), '[]'::json) AS "approvals",
      COALESCE((
        SELECT json_agg(json_build_object('submissionId', s."id", 'formId', s."formId", 'formTitle', fo."title",
                                          'dueCents', s."amountDueCents" - s."amountPaidCents") ORDER BY s."createdAt")
          FROM "form_submissions" s JOIN "forms" fo ON fo."id" = s."formId"
         WHERE s."userId" = u."id" AND s."paymentStatus" IN ('UNPAID', 'PARTIALLY_PAID')
           AND s."amountDueCents" > s."amountPaidCents"
      ), '[]'::json) AS "unpaid",
      (NOT u."stripeChargesEnabled" AND EXISTS (
        SELECT 1 FROM "events" e
         WHERE e."creatorId" = u."id" AND e."priceCents" > 0 AND NOT e."cancelled" AND e."dateStart" > ${now}))
        AS "payoutsNeeded",
      (SELECT ${availabilityJson(50)} FROM "availabilities" a WHERE a."userId" = u."id") AS "schedule"
    FROM "users" u WHERE u."id" = ${viewerId}`;
  if (!row) return null;
  const city =
    row.cityLat !== null && row.cityLng !== null
      ? { name: row.cityName ?? '', lat: row.cityLat, lng: row.cityLng }
      : null;
  // The viewer's own schedule: Local events put the games in their free hours first.
  return { city, tasks: homeTasks(row), schedule: row.schedule };
});

export type HomeFacts = NonNullable<Awaited<ReturnType<typeof homeFacts>>>;

export type UpcomingEvent = {
  id: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  locationName: string;
  hosting: boolean;
  /** The viewer's RSVP: GOING, WAITLIST or OFFERED (null when they only host). */
  status: string | null;
  /** What the card shows besides (issue 35): the sport, spots, level and price. */
  gameType: string | null;
  address: string | null;
  capacity: number | null;
  goingCount: number;
  levelMin: number | null;
  levelMax: number | null;
  priceCents: number;
  currency: string;
};

/**
 * The viewer's next games: hosted, joined, waitlisted or offered a spot; not cancelled; soonest first. One
 * more than shown, so "See all" knows there are more. One statement (a Prisma include would add a second).
 */
export function upcomingEvents(viewerId: string, now: Date = new Date()) {
  return db.$queryRaw<UpcomingEvent[]>`
    SELECT e."id", e."title", e."dateStart" AS "startsAt", e."timeZone", e."locationName",
           e."creatorId" = ${viewerId} AS "hosting", p."status"::text AS "status",
           g."label" AS "gameType", e."address", e."capacity", e."goingCount", e."levelMin", e."levelMax",
           e."priceCents", e."currency"
      FROM "events" e
      LEFT JOIN "event_participants" p ON p."eventId" = e."id" AND p."userId" = ${viewerId}
      LEFT JOIN "game_types" g ON g."id" = e."gameTypeId"
     WHERE NOT e."cancelled" AND e."dateStart" > ${now}
       AND (e."creatorId" = ${viewerId} OR p."status" IN ('GOING', 'WAITLIST', 'OFFERED'))
     ORDER BY e."dateStart", e."id"
     LIMIT ${HOME_EVENT_LIMIT + 1}`;
}

/** My Teams & Groups: the newest few, with their member counts. */
export const homeTeams = (viewerId: string) => teamsOfUser(viewerId, HOME_TEAM_LIMIT + 1);

/** Players near you: around the go-to city, with what the viewer may see of their availability. */
export async function homePlayers(viewerId: string, city: { lat: number; lng: number }) {
  const { players } = await playersNear(viewerId, {
    lat: city.lat,
    lng: city.lng,
    radiusMiles: HOME_PLAYERS_RADIUS_MILES,
    pageSize: HOME_PLAYERS_LIMIT,
  });
  return players;
}

/** How many of the soonest games nearby are ranked by the viewer's availability (the first few are shown). */
export const HOME_LOCAL_CANDIDATES = 30;

/**
 * Local events: public upcoming games near the go-to city that the viewer may see. The games in the viewer's
 * free hours come first (`schedule`, their own availability from homeFacts: weekly hours, dated hours, travel;
 * lib/availability/rules.ts freeThroughout), each group soonest first; without an availability, soonest first.
 * What /ai says ("Suggestions start from your availability and go-to city", lib/messages/marketing-pages.ts)
 * is this rule.
 */
export async function localEvents(
  viewerId: string,
  city: { lat: number; lng: number },
  options: { schedule?: AvailabilityView | null; now?: Date } = {},
) {
  const { schedule = null, now = new Date() } = options;
  const { events } = await nearbyEvents(
    viewerId,
    city,
    { radius: HOME_LOCAL_RADIUS_MILES },
    { pageSize: schedule ? HOME_LOCAL_CANDIDATES : HOME_LOCAL_EVENTS_LIMIT, now },
  );
  if (!schedule) return events.slice(0, HOME_LOCAL_EVENTS_LIMIT);
  const fits = (e: (typeof events)[number]) =>
    freeThroughout(
      schedule,
      { from: e.startsAt, to: new Date(e.startsAt.getTime() + e.durationMinutes * 60_000) },
      city,
      (place) => milesBetween(place, e) <= HOME_LOCAL_RADIUS_MILES,
    );
  const free = events.filter(fits);
  const rest = events.filter((e) => !free.includes(e));
  return [...free, ...rest].slice(0, HOME_LOCAL_EVENTS_LIMIT);
}
