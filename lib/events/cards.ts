import 'server-only';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { homeMessages } from '@/lib/messages/home';
import { notBlockedSql } from '@/lib/access/blocks';
import { sharesUpcomingGamesSql } from '@/lib/privacy/profile';
import { NEW_RECORD, reliabilityOf, windowStart, type Reliability } from '@/lib/reliability/rules';

// What a game card shows beyond its list row (issue 35 "discover and home as cards"): the pin, the price, the
// sport, the viewer's connections who are going ("Kevin and 3 others") and the host's record as a host. One
// statement for a whole list (discover's page, home's sections), whatever its length: no query per card; inside
// the statement of the list itself where there is one (withCardExtras).

/** At most this many friends are named on a card; the rest are counted. */
export const FRIENDS_NAMED = 2;

export type HostRecord = Reliability;

export type CardExtras = {
  lat: number;
  lng: number;
  sport: string | null;
  price: { cents: number; currency: string } | null;
  /** The viewer's connections going, first to join first (named ones only; `count` counts them all). */
  friends: { names: string[]; count: number };
  host: HostRecord;
};

/**
 * The extras of the given games, keyed by id, for `viewerId`. The caller already decided the viewer may see
 * the games (this reads them by id). Friends are accepted connections who are going, named as on the game page
 * to a signed-in viewer: never someone blocked either way, nor someone who hides their upcoming games or is
 * known to be under 18.
 *
 * The host's record is their record *as a host*, not the player record of lib/reliability (that one is private
 * to the player and the hosts of their games): over the same 12 months, games they hosted that took place with
 * at least one other player going count as games, games they cancelled as broken commitments — except a game the
 * minimum-check job called off because too few players came (`cancelledForMinimum`, set only by that job: a host
 * cancelling by hand is never excused, whatever the minimum). The tier follows lib/reliability's thresholds.
 */
export async function cardExtras(
  viewerId: string,
  eventIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, CardExtras>> {
  const ids = [...new Set(eventIds)];
  const out = new Map<string, CardExtras>();
  if (ids.length === 0) return out;
  const rows = await db.$queryRaw<(ExtrasRow & { id: string })[]>`
    WITH ${extrasCtes(viewerId, Prisma.sql`SELECT unnest(${ids}::text[])`, now)}
    SELECT ev."id", ${EXTRAS_COLUMNS} FROM ev ${EXTRAS_JOINS}`;
  for (const r of rows) out.set(r.id, extrasOf(r));
  return out;
}

/**
 * The same extras inside another statement (Discover's and home's nearby games: no second query): `pageSql`
 * is the statement of a page of events (a column "id"); the answer is its rows with the extras' columns
 * (read them with extrasOf), in `orderBy`. The page is MATERIALIZED so its own plan is unchanged.
 */
export function withCardExtras(viewerId: string, pageSql: Prisma.Sql, orderBy: Prisma.Sql, now: Date) {
  return Prisma.sql`
    WITH page AS MATERIALIZED (${pageSql}),
    ${extrasCtes(viewerId, Prisma.sql`SELECT "id" FROM page`, now)}
    SELECT page.*, ${EXTRAS_COLUMNS}
      FROM page JOIN ev ON ev."id" = page."id" ${EXTRAS_JOINS}
     ORDER BY ${orderBy}`;
}

export type ExtrasRow = {
  xLat: number;
  xLng: number;
  xSport: string | null;
  xPriceCents: number;
  xCurrency: string;
  xFriendNames: (string | null)[] | null;
  xFriendCount: number | null;
  xHeld: number | null;
  xCancelled: number | null;
};

const EXTRAS_COLUMNS = Prisma.sql`ev."lat" AS "xLat", ev."lng" AS "xLng", ev."sport" AS "xSport",
  ev."priceCents" AS "xPriceCents", ev."currency" AS "xCurrency", fr."friendNames" AS "xFriendNames",
  fr."friendCount" AS "xFriendCount", ho."held" AS "xHeld", ho."cancelled" AS "xCancelled"`;
const EXTRAS_JOINS = Prisma.sql`LEFT JOIN friends fr ON fr."eventId" = ev."id"
  LEFT JOIN hosts ho ON ho."creatorId" = ev."creatorId"`;

/** The CTEs ev (the games asked for by `idsSql`), friends (connections going) and hosts (their record). */
function extrasCtes(viewerId: string, idsSql: Prisma.Sql, now: Date) {
  const from = windowStart(now);
  return Prisma.sql`
    ids AS (${idsSql}),
    ev AS (
      SELECT e."id", e."lat", e."lng", e."priceCents", e."currency", e."creatorId", g."label" AS "sport"
        FROM "events" e LEFT JOIN "game_types" g ON g."id" = e."gameTypeId"
       WHERE e."id" IN (SELECT * FROM ids)),
    friends AS (
      SELECT f."eventId", count(*)::int AS "friendCount",
             (array_agg(f."name" ORDER BY f."createdAt", f."userId"))[1:${FRIENDS_NAMED}] AS "friendNames"
        FROM (SELECT p."eventId", p."userId", p."createdAt", u."displayName" AS "name"
                FROM "event_participants" p
                JOIN "users" u ON u."id" = p."userId"
                JOIN "connections" c ON c."status" = 'ACCEPTED'
                 AND ((c."userLowId" = ${viewerId} AND c."userHighId" = p."userId")
                   OR (c."userHighId" = ${viewerId} AND c."userLowId" = p."userId"))
               WHERE p."eventId" IN (SELECT * FROM ids) AND p."status" = 'GOING'
                 AND ${notBlockedSql(viewerId, Prisma.sql`u."id"`)} AND ${sharesUpcomingGamesSql('u')}) f
       GROUP BY f."eventId"),
    hosts AS (
      SELECT h."creatorId",
             count(*) FILTER (WHERE NOT h."cancelled"
                                AND h."dateStart" + make_interval(mins => h."durationMinutes") < ${now}
                                AND EXISTS (SELECT 1 FROM "event_participants" p
                                             WHERE p."eventId" = h."id" AND p."status" = 'GOING'
                                               AND p."userId" <> h."creatorId"))::int AS "held",
             count(*) FILTER (WHERE h."cancelled" AND NOT h."cancelledForMinimum")::int AS "cancelled"
        FROM "events" h
       WHERE h."creatorId" IN (SELECT "creatorId" FROM ev)
         AND h."dateStart" >= ${from} AND h."dateStart" <= ${now}
       GROUP BY h."creatorId")`;
}

/** A row's extras columns as the card's extras. */
export function extrasOf(r: ExtrasRow): CardExtras {
  return {
    lat: r.xLat,
    lng: r.xLng,
    sport: r.xSport,
    price: r.xPriceCents > 0 ? { cents: r.xPriceCents, currency: r.xCurrency } : null,
    friends: {
      names: (r.xFriendNames ?? []).map((n) => n || homeMessages.playerCard.unnamedPlayer),
      count: r.xFriendCount ?? 0,
    },
    host:
      r.xHeld === null
        ? NEW_RECORD
        : reliabilityOf({ games: r.xHeld, lateDrops: r.xCancelled ?? 0, noShows: 0 }),
  };
}
