import 'server-only';
import { usablePasses } from './punches';
import { describeRule } from './recurrence';
import { ruleOf } from './series';
import { db } from '@/lib/db';
import { replicaDb } from '@/lib/db-replica';
import { cache } from 'react';
import { Prisma } from '@/lib/generated/prisma/client';
import { atMyLevelSql } from '@/lib/levels/sql';
import { notBlockedSql } from '@/lib/access/blocks';
import { homeMessages } from '@/lib/messages/home';
import { METERS_PER_KM, METERS_PER_MILE, type DistanceUnit } from '@/lib/geo/distance';
import { waitlistPositions } from './waitlist';
import { coveringCells } from '@/lib/geo/geohash';
import { formatWhen } from '@/lib/time';
import {
  dayRange,
  HELD_STATUSES,
  refundDeadlineOf,
  rsvpControl,
  type HeldStatus,
  type RsvpControl,
} from './rules';
import { DISCOVER_PAGE_SIZE, discoverRadii, type DiscoverFilters } from './schema';
import { env } from '@/lib/env';
import { currentFeedToken, feedPath } from './calendar-feed';
import { listFavorites } from './favorites';
import { loadManage } from './manage';
import { rsvpFacts } from './service';
import { extrasOf, withCardExtras, type CardExtras, type ExtrasRow } from './cards';
import {
  hostableTeamSql,
  hostableTeamWhere,
  manageableEventWhere,
  visibleEventWhere,
} from '@/lib/access/event-visibility';
import { savedCity } from '@/lib/geo/city';
import { editDefaults } from './edit';
import { derivedZone } from './zone';
import { payoutStatus } from '@/lib/billing/rules';
import { hostRating } from './after';
import { profileGamesAccess, sharesUpcomingGamesSql } from '@/lib/privacy/profile';

const OTHER = 'Other';
const JOINER_LIMIT = 100;

/** What the create form offers: game types ('Other' first) and the teams the viewer may host for. */
export async function createFormOptions(viewerId: string) {
  const [types, teams] = await Promise.all([
    db.gameType.findMany({
      select: { id: true, label: true },
      orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }],
    }),
    db.team.findMany({
      where: hostableTeamWhere(viewerId),
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
  ]);
  const gameTypes = [...types.filter((t) => t.label === OTHER), ...types.filter((t) => t.label !== OTHER)];
  return { gameTypes, teams };
}

/** The edit form of a game the viewer manages (or null): its values, and whether it repeats. */
export async function editEventForm(viewerId: string, eventId: string) {
  const event = await db.event.findFirst({
    where: { id: eventId, ...manageableEventWhere(viewerId) },
    select: {
      id: true,
      title: true,
      description: true,
      gameTypeId: true,
      hostingTeamId: true,
      locationName: true,
      address: true,
      lat: true,
      lng: true,
      dateStart: true,
      timeZone: true,
      durationMinutes: true,
      capacity: true,
      isPrivate: true,
      makePublicAfter: true,
      hasMinimumNeeded: true,
      minimumNeeded: true,
      hoursToCancelBefore: true,
      creatorApprovalNeeded: true,
      allowParticipantGuests: true,
      guestLimit: true,
      chargeGuests: true,
      priceCents: true,
      allowWaitlist: true,
      allowLateRsvp: true,
      waitlistReliableFirst: true,
      offerHoldMinutes: true,
      defaultGoing: true,
      levelMin: true,
      levelMax: true,
      levelRequired: true,
      levelChecked: true,
      occurrenceDate: true,
      seriesId: true,
      _count: { select: { slotGroups: true } },
      creator: {
        select: { stripeAccountId: true, stripeChargesEnabled: true, stripeDetailsSubmitted: true },
      },
    },
  });
  if (!event) return null;
  return {
    defaults: editDefaults(event, savedCity(event.locationName, event.lat, event.lng)),
    /** The zone at the game's point, for the form's "Times in …" line (docs/time-zones.md). */
    zone: derivedZone(event),
    repeating: event.seriesId !== null,
    grouped: event._count.slotGroups > 0,
    /** Prices need the host's payout account Active (the form says why and links to payouts otherwise). */
    canCharge: payoutStatus(event.creator) === 'active',
  };
}

// Players are named by their display name only, never their full name (spec: the display name, with
// fallback 'Unnamed Player').
const personName = (u: { displayName: string | null }) =>
  u.displayName || homeMessages.playerCard.unnamedPlayer;

export type EventPageView = NonNullable<Awaited<ReturnType<typeof eventPage>>>;

type Person = { id: string; displayName: string | null; photoUrl: string | null };
export type SlotGroupView = { id: string; name: string; capacity: number; goingCount: number };

type DetailsRow = {
  host: Person;
  gameType: string | null;
  teamName: string | null;
  hostFree: boolean;
  coHost: boolean;
  waitlistCount: number;
  joiners: (Person & { guestCount: number })[];
  goingRows: number;
  ownStatus: string | null;
  ownParticipantId: string | null;
  ownGuests: string[] | null;
  ownOfferExpiresAt: Date | null;
  ownNoShow: boolean | null;
  ownNoShowAnswer: string | null;
  ownNoShowConfirmed: boolean | null;
  groups: SlotGroupView[];
  ownGroup: string | null;
  ownRating: { stars: number; comment: string | null } | null;
  favorite: boolean;
  ownCheckoutUrl: string | null;
  ownPaidCents: number | null;
  ownRefundDeadline: Date | null;
};

/**
 * The event page for a viewer (null for a visitor), or null when the event is unknown or not theirs to see
 * (private, or a block between them and the host). Joiners blocked either way are left out. Two queries,
 * whatever the number of joiners: the event under the visibility filter, then everything around it.
 */
export async function eventPage(viewerId: string | null, eventId: string, now: Date = new Date()) {
  const event = await db.event.findFirst({
    where: { id: eventId, ...visibleEventWhere(viewerId, now) },
    select: {
      id: true,
      title: true,
      description: true,
      creatorId: true,
      hostingTeamId: true,
      gameTypeId: true,
      locationName: true,
      address: true,
      lat: true,
      lng: true,
      dateStart: true,
      timeZone: true,
      durationMinutes: true,
      cancelled: true,
      levelMin: true,
      levelMax: true,
      isPrivate: true,
      capacity: true,
      goingCount: true,
      allowWaitlist: true,
      creatorApprovalNeeded: true,
      allowLateRsvp: true,
      hoursToCancelBefore: true,
      allowParticipantGuests: true,
      guestLimit: true,
      chargeGuests: true,
      priceCents: true,
      currency: true,
      hasMinimumNeeded: true,
      minimumNeeded: true,
      gameOnAt: true,
      teamName: true,
      seriesId: true,
      cancelReason: true,
      originalStart: true,
    },
  });
  if (!event) return null;

  const viewerSql = viewerId ?? '';
  // Who is named in "Who is going": nobody for a visitor (the counts only, so no scraper reads who plays where
  // and when); for a signed-in viewer, joiners without a block either way who show their upcoming games and
  // are not known to be under 18 — the host and co-hosts see every joiner, a joiner always sees themself.
  const manager = viewerId
    ? Prisma.sql`(${viewerId === event.creatorId} OR ${hostableTeamSql(event.hostingTeamId, viewerId)})`
    : Prisma.sql`FALSE`;
  const joinerFree = viewerId
    ? Prisma.sql`${notBlockedSql(viewerId, Prisma.sql`u."id"`)}
        AND (${manager} OR u."id" = ${viewerId}
             OR ${sharesUpcomingGamesSql('u')})`
    : Prisma.sql`FALSE`;
  const hostFree = viewerId ? notBlockedSql(viewerId, Prisma.sql`${event.creatorId}`) : Prisma.sql`TRUE`;
  const [details] = await db.$queryRaw<DetailsRow[]>`
    SELECT
      (SELECT json_build_object('id', h."id", 'displayName', h."displayName", 'photoUrl', h."photoUrl")
         FROM "users" h WHERE h."id" = ${event.creatorId}) AS "host",
      (SELECT g."label" FROM "game_types" g WHERE g."id" = ${event.gameTypeId}) AS "gameType",
      (SELECT t."name" FROM "teams" t WHERE t."id" = ${event.hostingTeamId}) AS "teamName",
      ${hostFree} AS "hostFree",
      ${viewerId ? hostableTeamSql(event.hostingTeamId, viewerId) : Prisma.sql`FALSE`} AS "coHost",
      (SELECT count(*)::int FROM "event_participants" w
        WHERE w."eventId" = ${eventId} AND w."status" = 'WAITLIST') AS "waitlistCount",
      COALESCE((
        SELECT json_agg(json_build_object('id', j."id", 'displayName', j."displayName",
                                          'photoUrl', j."photoUrl", 'guestCount', j."guestCount")
                        ORDER BY j."createdAt", j."pid")
          FROM (SELECT u."id", u."displayName", u."photoUrl", p."guestCount", p."createdAt",
                       p."id" AS "pid"
                  FROM "event_participants" p JOIN "users" u ON u."id" = p."userId"
                 WHERE p."eventId" = ${eventId} AND p."status" = 'GOING' AND ${joinerFree}
                 ORDER BY p."createdAt", p."id" LIMIT ${JOINER_LIMIT}) j), '[]'::json) AS "joiners",
      (SELECT count(*)::int FROM "event_participants" g
        WHERE g."eventId" = ${eventId} AND g."status" = 'GOING') AS "goingRows",
      o."status"::text AS "ownStatus",
      o."guestNames" AS "ownGuests",
      o."offerExpiresAt" AS "ownOfferExpiresAt",
      o."noShow" AS "ownNoShow",
      o."noShowAnswer" AS "ownNoShowAnswer",
      (o."noShowConfirmedAt" IS NOT NULL) AS "ownNoShowConfirmed",
      COALESCE((SELECT json_agg(json_build_object('id', sg."id", 'name', sg."name", 'capacity', sg."capacity",
                                                  'goingCount', sg."goingCount") ORDER BY sg."sortOrder")
                  FROM "event_slot_groups" sg WHERE sg."eventId" = ${eventId}), '[]'::json) AS "groups",
      (SELECT sg."name" FROM "event_slot_groups" sg WHERE sg."id" = o."slotGroupId") AS "ownGroup",
      (SELECT json_build_object('stars', r."stars", 'comment', r."comment") FROM "event_ratings" r
        WHERE r."eventId" = ${eventId} AND r."userId" = ${viewerSql}) AS "ownRating",
      o."id" AS "ownParticipantId",
      EXISTS (SELECT 1 FROM "event_favorites" f WHERE f."eventId" = ${eventId} AND f."userId" = ${viewerSql})
        AS "favorite",
      (SELECT ep."checkoutUrl" FROM "event_payments" ep
        WHERE ep."eventId" = ${eventId} AND ep."userId" = ${viewerSql} AND ep."status" = 'PENDING'
          AND ep."expiresAt" > now() LIMIT 1) AS "ownCheckoutUrl",
      (SELECT sum(ep."amountCents")::int FROM "event_payments" ep
        WHERE ep."eventId" = ${eventId} AND ep."userId" = ${viewerSql} AND ep."status" = 'PAID') AS "ownPaidCents",
      (SELECT max(ep."refundDeadline") FROM "event_payments" ep
        WHERE ep."eventId" = ${eventId} AND ep."userId" = ${viewerSql} AND ep."status" = 'PAID')
        AS "ownRefundDeadline"
    FROM (SELECT 1) one
    LEFT JOIN "event_participants" o ON o."eventId" = ${eventId} AND o."userId" = ${viewerSql}`;
  if (!details?.hostFree) return null;

  // A repeating game: its rule and the next dates the viewer may see (one more query, only for a series).
  const series = event.seriesId ? await seriesDates(viewerId, event.seriesId, event.id, now) : null;

  const own = details.ownStatus;
  const held: HeldStatus | null = HELD_STATUSES.find((status) => status === own) ?? null;
  // A paid spot keeps the refund terms it was paid under when the host has tightened them since.
  const cutoff = refundDeadlineOf(event);
  const paidUntil = details.ownRefundDeadline;
  const refundUntil = paidUntil && paidUntil > cutoff ? paidUntil : cutoff;
  const control: RsvpControl | null = viewerId ? rsvpControl(rsvpFacts(event), held, now, paidUntil) : null;
  // A paid game of a team: the viewer's punch cards that cover it (to join with), or whether their spot was paid
  // with one (issue 34 §1). One query, only for a signed-in viewer of a team's paid game.
  const coveredByTeam = viewerId !== null && event.priceCents > 0 && event.hostingTeamId !== null;
  const passes = coveredByTeam && !held ? await usablePasses(db, viewerId, event, now) : [];
  const punch =
    coveredByTeam && held === 'GOING'
      ? await db.passPunch.findFirst({
          where: { eventId: event.id, userId: viewerId, returnedAt: null },
          select: { pass: { select: { card: { select: { kind: true } } } } },
        })
      : null;
  const punched = punch !== null;
  // The place in line the offers follow (waitlist.ts), as the reminder gives it.
  const waitlistPosition =
    held === 'WAITLIST' && details.ownParticipantId
      ? ((await waitlistPositions(db, [event.id], now)).get(details.ownParticipantId) ?? null)
      : null;
  /** The spot was taken with a season pass or a membership (nothing to give back when leaving). */
  const punchedSeason = punch !== null && punch.pass.card.kind !== 'PUNCH_CARD';
  const punchedMembership = punch?.pass.card.kind === 'MEMBERSHIP';
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    gameType: details.gameType,
    levelMin: event.levelMin,
    levelMax: event.levelMax,
    locationName: event.locationName,
    address: event.address,
    /** The venue's pin (the small map). */
    lat: event.lat,
    lng: event.lng,
    startsAt: event.dateStart,
    timeZone: event.timeZone,
    durationMinutes: event.durationMinutes,
    cancelled: event.cancelled,
    /** The host's reason, when they gave one for cancelling. */
    cancelReason: event.cancelled ? event.cancelReason : null,
    /** A date of a series the host moved: the start the rule gave it. */
    movedFrom: event.originalStart,
    isPrivate: event.isPrivate,
    capacity: event.capacity,
    goingCount: event.goingCount,
    waitlistCount: details.waitlistCount,
    creatorApprovalNeeded: event.creatorApprovalNeeded,
    hoursToCancelBefore: event.hoursToCancelBefore,
    guests: event.allowParticipantGuests
      ? { limit: event.guestLimit ?? 0, charged: event.chargeGuests }
      : null,
    minimumNeeded: event.hasMinimumNeeded ? event.minimumNeeded : null,
    /** Price per player in cents (0 = free) and, while the viewer is paying, their open Checkout. */
    price: event.priceCents > 0 ? { cents: event.priceCents, currency: event.currency } : null,
    paymentUrl: held ? null : details.ownCheckoutUrl,
    /** The viewer's punch cards covering this game, soonest to expire first (joining uses one punch). */
    passes,
    /** The viewer's spot was paid with a punch card (leaving before the cutoff gives it back). */
    punched,
    punchedSeason,
    punchedMembership,
    /**
     * What the viewer paid for their spot (and guests') and until when leaving refunds it in full: the later of
     * the host's cancel cutoff (or the start) and the cutoff when they paid, never past the start. Leaving later
     * is refused, so a refund is all or nothing.
     */
    refund:
      held === 'GOING' && details.ownPaidCents
        ? {
            cents: details.ownPaidCents,
            currency: event.currency,
            until: formatWhen(refundUntil > event.dateStart ? event.dateStart : refundUntil, event.timeZone),
          }
        : null,
    gameOn: event.gameOnAt !== null,
    host: { id: details.host.id, name: personName(details.host), photoUrl: details.host.photoUrl },
    hostingTeam: details.teamName ?? event.teamName,
    joiners: details.joiners.map((j) => ({
      id: j.id,
      name: personName(j),
      photoUrl: j.photoUrl,
      guests: j.guestCount,
    })),
    /** Whether "Who is going" names anyone at all (signed-in viewers only; visitors see the counts). */
    joinersNamed: viewerId !== null,
    /** Going players (and added guests without an account) not named in the list; the counts include them. */
    unlistedJoiners: Math.max(0, details.goingRows - details.joiners.length),
    viewerStatus: held,
    waitlistPosition,
    viewerGuests: held ? (details.ownGuests ?? []) : [],
    slotGroups: details.groups,
    viewerGroup: held ? details.ownGroup : null,
    // After the game: a player who went (not the host, not a no-show) may rate it.
    rating:
      held === 'GOING' &&
      viewerId !== event.creatorId &&
      !details.ownNoShow &&
      !event.cancelled &&
      event.dateStart.getTime() + event.durationMinutes * 60_000 <= now.getTime()
        ? { mine: details.ownRating }
        : null,
    // The host marked the viewer a no-show: they may answer once (docs/no-shows.md).
    attendanceMark:
      held === 'GOING' && details.ownNoShow
        ? { answer: details.ownNoShowAnswer, confirmed: details.ownNoShowConfirmed === true }
        : null,
    offeredUntil:
      held === 'OFFERED' && details.ownOfferExpiresAt
        ? formatWhen(new Date(details.ownOfferExpiresAt), event.timeZone)
        : null,
    favorite: details.favorite,
    /** The host, or an owner, admin or manager of the hosting team: the manage page is theirs. */
    canManage: viewerId !== null && (viewerId === event.creatorId || details.coHost),
    /** A host may cancel or move this date of a series on its own (not started, not cancelled). */
    seriesDateActions:
      event.seriesId !== null &&
      !event.cancelled &&
      event.dateStart > now &&
      viewerId !== null &&
      (viewerId === event.creatorId || details.coHost),
    control,
    series,
  };
}

const OTHER_DATES = 6;

/** The rule of a series and its next few visible, not cancelled dates other than `eventId` (one query). */
async function seriesDates(viewerId: string | null, seriesId: string, eventId: string, now: Date) {
  const series = await db.eventSeries.findUnique({
    where: { id: seriesId },
    select: {
      frequency: true,
      daysOfWeek: true,
      startDate: true,
      untilDate: true,
      count: true,
      events: {
        where: {
          id: { not: eventId },
          cancelled: false,
          dateStart: { gte: now },
          ...visibleEventWhere(viewerId, now),
        },
        orderBy: { dateStart: 'asc' },
        take: OTHER_DATES,
        select: { id: true, dateStart: true, goingCount: true, capacity: true },
      },
    },
  });
  if (!series) return null;
  return { rule: describeRule(ruleOf(series)), otherDates: series.events };
}

export const DISCOVER_RADIUS_MILES = 50;
/**
 * Discover narrows by 4-character geohash cells (about 39 × 20 km) rather than a GiST box: the indexes on
 * ("dateStart", left(geohash, 4), "gameTypeId") and (left(geohash, 4), "dateStart") let PostgreSQL walk the
 * start times in order and test the cell and game type inside the index (a dense city: a page in ~2 ms), or
 * take the few rows of sparse cells and sort them; the cells' statistics tell it which. The exact distance
 * is checked on top. (A GiST box is estimated at a fixed 0.1% of the rows, so in a dense city PostgreSQL read
 * every event around it and sorted them: ~900 ms on the 1M-event seed.)
 */
const CELL_PRECISION = 4;
/** Text search near a place (nearbyEvents): the soonest events nearby tested first, in start order... */
const WALK_ROWS = 200;
/** ...then, when they hold no full page, at most this many matching events in the viewer's cells, by id. */
const LOCAL_TEXT = 5000;
/** The (cell, word) pairs of an event, "9v6k:morn": the expression of the GIN index events_cell_words_idx. */
const CELL_WORDS = Prisma.sql`"event_cell_words"(left(e."geohash", 4), e."searchDoc")`;
export const DISCOVER_LIMIT = 50;

export type NearbyEvent = {
  id: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  locationName: string;
  address: string | null;
  capacity: number | null;
  goingCount: number;
  gameType: string | null;
  miles: number;
  favorite: boolean;
  levelMin: number | null;
  levelMax: number | null;
  /** Length and place, for ranking by the viewer's free hours (lib/home/queries.ts localEvents). */
  durationMinutes: number;
  lat: number;
  lng: number;
  /** What its card shows besides (lib/events/cards.ts), read in the same statement. */
  extras: CardExtras;
};

/**
 * Games the viewer may find (public, or private past makePublicAfter; not cancelled; hosts blocked either way
 * left out) within the radius of a point, with their distance, filtered as Discover's URL says: upcoming
 * (soonest first, the default) or past (latest first), a date range on the viewer's wall clock, a game type,
 * and text. Text matches PostgreSQL full-text search over the title (weighted over the description), or, for
 * typos ("baskteball"), pg_trgm word similarity with the title and the game type.
 * One page of `DISCOVER_PAGE_SIZE` (one row more tells whether another page follows).
 */
export async function nearbyEvents(
  viewerId: string,
  at: { lat: number; lng: number },
  filters: Partial<DiscoverFilters> = {},
  /** unit: the unit of filters.radius (the viewer's, docs/cities.md); miles unless told. */
  options: { now?: Date; timeZone?: string; pageSize?: number; unit?: DistanceUnit } = {},
): Promise<{ events: NearbyEvent[]; hasMore: boolean }> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? DISCOVER_PAGE_SIZE;
  const unit = options.unit ?? 'mi';
  const radius = filters.radius ?? DISCOVER_RADIUS_MILES;
  // A radius that is no choice of the viewer's unit (a shared address in the other unit) is the default.
  const inUnit = discoverRadii(unit).includes(radius) ? radius : DISCOVER_RADIUS_MILES;
  const meters = inUnit * (unit === 'km' ? METERS_PER_KM : METERS_PER_MILE);
  const page = filters.page ?? 1;
  const past = filters.when === 'past';
  const range = dayRange(filters.from, filters.to, options.timeZone ?? 'UTC');
  const q = filters.q?.trim();
  const conditions: Prisma.Sql[] = [
    past ? Prisma.sql`e."dateStart" <= ${now}` : Prisma.sql`e."dateStart" > ${now}`,
  ];
  if (range.start) conditions.push(Prisma.sql`e."dateStart" >= ${range.start}`);
  if (range.end) conditions.push(Prisma.sql`e."dateStart" < ${range.end}`);
  if (filters.type) conditions.push(Prisma.sql`e."gameTypeId" = ${filters.type}`);
  if (filters.level !== 'any') conditions.push(atMyLevelSql(viewerId));
  // Text: full-text search over the title (weighted over the description), through the GIN index
  // events_searchDoc_idx, or a game type whose label is like the text ("baskteball"). Only when that finds
  // nothing on the first page are the titles searched for typos (pg_trgm).
  // A game type whose label is like the text (a tiny table, asked first so the text condition stays indexable).
  const typoTypes = q
    ? (
        await replicaDb.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "game_types" WHERE word_similarity(${q}, "label") >= 0.45`
      ).map((t) => t.id)
    : [];
  const fullText = Prisma.sql`${SEARCH_DOCUMENT} @@ websearch_to_tsquery('english', ${q ?? ''})`;
  const run = (text: Prisma.Sql | null, options: { bitmapOnly?: boolean; walkRows?: number } = {}) =>
    discoverRows(viewerId, at, meters, radius, conditions, text, past, now, page, pageSize, options);
  let rows: Awaited<ReturnType<typeof run>>;
  if (!q) rows = await run(null);
  else if (typoTypes.length > 0)
    rows = await run(Prisma.sql`(${fullText} OR e."gameTypeId" = ANY(${typoTypes}))`);
  else rows = await textRows();

  /**
   * Text near the place. First the WALK_ROWS soonest events nearby are read in start order and tested: a word
   * frequent around the viewer fills the page there (exact: any later match starts later). Otherwise the
   * events holding the words in the viewer's cells come from the (cell, word) index events_cell_words_idx
   * (few: the word is rare nearby) and the page is taken from them by id. A word frequent in the table but rare
   * or absent around the viewer made PostgreSQL walk every event nearby, or AND the word's and the cells'
   * bitmaps (tens of thousands of rows each): 60-200 ms on the 1M-event seed. The index holds every word of an
   * event, so an event matching the text holds one of its words (not so for a negated word, "-doubles": that
   * text goes the old way, a time-boxed walk and then bitmaps).
   */
  async function textRows() {
    const walked = await run(fullText, { walkRows: WALK_ROWS });
    if (walked.length > pageSize) return walked;
    if (/(^|\s)-/.test(q!)) return run(fullText, { bitmapOnly: true });
    const local = await replicaDb.$queryRaw<{ id: string }[]>`
      SELECT e."id" FROM "events" e
       WHERE ${CELL_WORDS} && (
               SELECT array_agg(c || ':' || w)
                 FROM unnest(${coveringCells(at.lat, at.lng, radius, CELL_PRECISION)}::text[]) AS c
                CROSS JOIN unnest(tsvector_to_array(to_tsvector('english', ${q}))) AS w)
         -- IS TRUE: tested on the rows found, not ANDed with the large bitmaps of the word's own index or
         -- of every upcoming event's start time.
         AND (${fullText} AND ${Prisma.join(conditions, ' AND ')}) IS TRUE
       LIMIT ${LOCAL_TEXT + 1}`;
    if (local.length > LOCAL_TEXT) return run(fullText, { bitmapOnly: true });
    return run(Prisma.sql`e."id" = ANY(${local.map((r) => r.id)}::text[])`);
  }
  // Typos in a title: pg_trgm word similarity (GIN index events_title_trgm_idx; threshold 0.6).
  if (q && rows.length === 0 && page === 1) rows = await run(Prisma.sql`${q} <% e."title"`);
  return {
    events: rows.slice(0, pageSize).map((row) => {
      const {
        meters: m,
        xLat,
        xLng,
        xSport,
        xPriceCents,
        xCurrency,
        xFriendNames,
        xFriendCount,
        xHeld,
        xCancelled,
        ...rest
      } = row;
      const x = { xLat, xLng, xSport, xPriceCents, xCurrency, xFriendNames, xFriendCount, xHeld, xCancelled };
      return { ...rest, miles: m / METERS_PER_MILE, extras: extrasOf(x) };
    }),
    hasMore: rows.length > pageSize,
  };
}

/** The full-text document of an event: the stored column (title 'A' over description 'B'), GIN-indexed. */
const SEARCH_DOCUMENT = Prisma.sql`e."searchDoc"`;

async function discoverRows(
  viewerId: string,
  at: { lat: number; lng: number },
  meters: number,
  radius: number,
  conditions: Prisma.Sql[],
  text: Prisma.Sql | null,
  past: boolean,
  now: Date,
  page: number,
  pageSize: number,
  /** walkRows: only the first this many visible events nearby (in start order) are tested for the text. */
  { bitmapOnly = false, walkRows }: { bitmapOnly?: boolean; walkRows?: number } = {},
) {
  const order = Prisma.sql`${past ? Prisma.sql`e."dateStart" DESC` : Prisma.sql`e."dateStart"`}, e."id"`;
  const nearby = Prisma.sql`
       left(e."geohash", ${CELL_PRECISION}) = ANY(${coveringCells(at.lat, at.lng, radius, CELL_PRECISION)})
       AND earth_distance(ll_to_earth(e."lat", e."lng"), ll_to_earth(${at.lat}, ${at.lng})) <= ${meters}
       AND NOT e."cancelled"
       AND (NOT e."isPrivate" OR e."makePublicAfter" <= ${now})
       AND ${notBlockedSql(viewerId, Prisma.sql`e."creatorId"`)}
       AND ${Prisma.join(conditions, ' AND ')}`;
  const source =
    walkRows === undefined
      ? Prisma.sql`"events" e`
      : Prisma.sql`(SELECT e.* FROM "events" e WHERE ${nearby} ORDER BY ${order} LIMIT ${walkRows}) e`;
  // The page of games, then the cards' extras (friends going, host record, price, pin) in the same statement.
  const pageSql = Prisma.sql`
    SELECT e."id", e."title", e."dateStart" AS "startsAt", e."timeZone", e."locationName", e."address",
           e."capacity", e."goingCount", g."label" AS "gameType", e."levelMin", e."levelMax",
           e."durationMinutes", e."lat", e."lng",
           earth_distance(ll_to_earth(e."lat", e."lng"), ll_to_earth(${at.lat}, ${at.lng})) AS "meters",
           EXISTS (SELECT 1 FROM "event_favorites" f WHERE f."eventId" = e."id" AND f."userId" = ${viewerId})
             AS "favorite"
      FROM ${source} LEFT JOIN "game_types" g ON g."id" = e."gameTypeId"
     WHERE ${walkRows === undefined ? nearby : Prisma.sql`TRUE`} AND ${text ?? Prisma.sql`TRUE`}
     ORDER BY ${order}
     LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`;
  const query = replicaDb.$queryRaw<
    (Omit<NearbyEvent, 'miles' | 'extras'> & ExtrasRow & { meters: number })[]
  >(
    withCardExtras(
      viewerId,
      pageSql,
      past ? Prisma.sql`page."startsAt" DESC, page."id"` : Prisma.sql`page."startsAt", page."id"`,
      now,
    ),
  );
  if (!bitmapOnly) return query;
  // Words common in the whole table can be absent around the viewer: walking the start times would then
  // read every event nearby (seconds on the 1M-event seed). So the walk gets WALK_BUDGET_MS; past that, bitmap
  // scans (the full-text index ANDed with the cells') answer in a bounded time.
  try {
    const [, rows] = await replicaDb.$transaction([
      replicaDb.$executeRawUnsafe(`SET LOCAL statement_timeout = ${WALK_BUDGET_MS}`),
      query,
    ]);
    return rows;
  } catch (error) {
    if (!isStatementTimeout(error)) throw error;
  }
  const [, rows] = await replicaDb.$transaction([
    replicaDb.$executeRaw`SET LOCAL enable_indexscan = off`,
    query,
  ]);
  return rows;
}

const WALK_BUDGET_MS = 60;
const isStatementTimeout = (error: unknown) =>
  /57014|statement timeout/i.test(error instanceof Error ? error.message : String(error));

/**
 * The viewer's upcoming games: hosted, joined, waitlisted or requested, soonest first. A cancelled one stays
 * listed (marked) so its players see the date is off (docs/series-dates.md). One statement (the Prisma query
 * with the viewer's participation as a relation sent two).
 */
export async function myEvents(viewerId: string, now: Date = new Date()) {
  return db.$queryRaw<
    {
      id: string;
      title: string;
      startsAt: Date;
      timeZone: string;
      locationName: string;
      hosting: boolean;
      status: HeldStatus | null;
      cancelled: boolean;
    }[]
  >`
    SELECT e."id", e."title", e."dateStart" AS "startsAt", e."timeZone", e."locationName",
           e."creatorId" = ${viewerId} AS "hosting", p."status"::text AS "status", e."cancelled"
      FROM "events" e
      LEFT JOIN "event_participants" p ON p."eventId" = e."id" AND p."userId" = ${viewerId}
     WHERE e."dateStart" > ${now}
       AND (e."creatorId" = ${viewerId} OR p."status"::text = ANY(${HELD_STATUSES}::text[]))
     ORDER BY e."dateStart", e."id"
     LIMIT ${DISCOVER_LIMIT}`;
}

/** The manage page of an event the viewer hosts or co-hosts, or null ('Game not found'). */
export const manageEvent = cache((viewerId: string, eventId: string) => loadManage(db, viewerId, eventId));

/** "My favorites" on the discover page. */
export const favoriteEvents = (viewerId: string) => listFavorites(db, viewerId);

/** The viewer's calendar feed URL, or null before they make one (settings). */
export async function calendarFeedUrl(viewerId: string): Promise<string | null> {
  const token = await currentFeedToken(db, viewerId);
  return token ? new URL(feedPath(token), env().APP_URL).toString() : null;
}

export const PROFILE_GAMES_LIMIT = 200;

export type ProfileGame = {
  id: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  locationName: string;
  gameType: string | null;
  role: 'host' | 'player';
  cancelled: boolean;
};

/**
 * The games a user hosts or went to (going), as the viewer may see them (visibility rule; the profile page
 * has already refused a block between them), latest first, at most PROFILE_GAMES_LIMIT; and the user's
 * host rating once they have enough ratings. Another viewer sees upcoming games only while the user's "Show my
 * upcoming games" is on, and none of a user known to be under 18 unless they are connected or family
 * (profileGamesAccess). Three queries.
 */
export async function profileGames(viewerId: string, userId: string, now: Date = new Date()) {
  const [access, rating] = await Promise.all([
    profileGamesAccess(db, viewerId, userId),
    hostRating(db, userId),
  ]);
  const events = !access.games
    ? []
    : await db.event.findMany({
        where: {
          AND: [
            { OR: [{ creatorId: userId }, { participants: { some: { userId, status: 'GOING' } } }] },
            visibleEventWhere(viewerId, now),
            ...(access.upcoming ? [] : [{ dateStart: { lt: now } }]),
          ],
        },
        orderBy: [{ dateStart: 'desc' }, { id: 'asc' }],
        take: PROFILE_GAMES_LIMIT,
        select: {
          id: true,
          title: true,
          dateStart: true,
          timeZone: true,
          locationName: true,
          cancelled: true,
          creatorId: true,
          gameType: { select: { label: true } },
        },
      });
  const games: ProfileGame[] = events.map((e) => ({
    id: e.id,
    title: e.title,
    startsAt: e.dateStart,
    timeZone: e.timeZone,
    locationName: e.locationName,
    gameType: e.gameType?.label ?? null,
    role: e.creatorId === userId ? 'host' : 'player',
    cancelled: e.cancelled,
  }));
  return { games, rating };
}

/** Whether the viewer may put a price on a game they create (their payout account is Active). */
export async function viewerCanCharge(viewerId: string) {
  const user = await db.user.findUnique({
    where: { id: viewerId },
    select: { stripeAccountId: true, stripeChargesEnabled: true, stripeDetailsSubmitted: true },
  });
  return !!user && payoutStatus(user) === 'active';
}
