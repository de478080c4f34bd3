import { Prisma } from '@/lib/generated/prisma/client';
import { discoverableSql } from '@/lib/access/discoverable';
import { blockedUserIdsSql } from '@/lib/access/blocks';
import { CORRECTION_CANDIDATES, COUNT_CAP, type SearchKind } from './schema';

// full-search's SQL, one statement per kind: PostgreSQL full-text search on a weighted document (title/name 'A'
// over the rest), built exactly as the kind's GIN index is. Typos never scan the titles: misspelled words are
// first corrected against the kind's word list (search_words, see correctionsSql and lib/search/typos.ts) and
// the corrected text goes through the same full-text statement. Every kind's visibility rule sits inside the
// candidate scans, so nothing the viewer may not see is ever counted or returned (blocks as one hashed set of
// user ids, see blockedUserIdsSql). Candidates are capped at COUNT_CAP (events: the soonest, see
// candidatesSql), ranked by full-text rank plus similarity with the title/name, then paged.

// No block either way between the viewer and the user in `column` (a hashed set, tested once per row).
const notBlocked = (viewerId: string, column: Prisma.Sql) =>
  Prisma.sql`${column} NOT IN ${blockedUserIdsSql(viewerId)}`;

type KindSql = {
  from: Prisma.Sql; // table with alias x
  doc: Prisma.Sql; // the full-text document (as indexed)
  config: 'english' | 'simple';
  name: Prisma.Sql; // the title/name (ranking: similarity with the query)
  /** The kind's words in search_words (teams and communities share one list). */
  words: string;
  visible: (viewerId: string, now: Date) => Prisma.Sql;
  select: Prisma.Sql; // id, title, subtitle, at
  /** Ties (same rank) are ordered by this. */
  order: Prisma.Sql;
};

const teamVisible = (viewerId: string) => Prisma.sql`NOT x."isExternal"
  AND (x."joinPolicy" <> 'INVITE_ONLY' OR x."ownerId" = ${viewerId}
       OR EXISTS (SELECT 1 FROM "roster_entries" me WHERE me."teamId" = x."id" AND me."userId" = ${viewerId}))
  AND ${notBlocked(viewerId, Prisma.sql`x."ownerId"`)}`;

const teamKind = (kinds: string[]): KindSql => ({
  from: Prisma.sql`"teams" x`,
  doc: Prisma.sql`(setweight(to_tsvector('english', x."name"), 'A')
    || setweight(to_tsvector('english', COALESCE(x."description", '')), 'B'))`,
  config: 'english',
  name: Prisma.sql`x."name"`,
  words: 'teams',
  visible: (viewerId) => Prisma.sql`x."kind"::text = ANY(${kinds}) AND ${teamVisible(viewerId)}`,
  select: Prisma.sql`x."id", x."name" AS "title", x."cityName" AS "subtitle", NULL::timestamptz AS "at",
    '/team/' || x."id" AS "href"`,
  order: Prisma.sql`lower(x."name")`,
});

/** The viewer's own and joined games, and the users with a block either way with the viewer: two sets. */
const eventSets = (viewerId: string) => ({
  mine: Prisma.sql`(SELECT mine."id" FROM "events" mine WHERE mine."creatorId" = ${viewerId}
                    UNION ALL
                    SELECT ep."eventId" FROM "event_participants" ep WHERE ep."userId" = ${viewerId})`,
  blocked: blockedUserIdsSql(viewerId),
});

// Not cancelled; public, or private but public by now, or the viewer's own or joined; no block with the host.
// The viewer's own and joined games are one hashed set, so the test costs no lookup per row.
const eventVisible = (
  now: Date,
  sets: { mine: Prisma.Sql; blocked: Prisma.Sql },
) => Prisma.sql`NOT x."cancelled"
      AND (NOT x."isPrivate" OR x."makePublicAfter" <= ${now} OR x."id" IN ${sets.mine})
      AND x."creatorId" NOT IN ${sets.blocked}`;

export const KINDS: Record<SearchKind, KindSql> = {
  events: {
    from: Prisma.sql`"events" x`,
    // The stored document (title 'A' over description 'B'; migration events_search_document).
    doc: Prisma.sql`x."searchDoc"`,
    config: 'english',
    name: Prisma.sql`x."title"`,
    words: 'events',
    visible: (viewerId, now) => eventVisible(now, eventSets(viewerId)),
    select: Prisma.sql`x."id", x."title", x."locationName" AS "subtitle", x."dateStart" AS "at",
      '/evt/' || x."id" AS "href"`,
    // Upcoming games before past ones, soonest first.
    order: Prisma.sql`(x."dateStart" < now()), abs(extract(epoch FROM (x."dateStart" - now())))`,
  },
  teams: teamKind(['TEAM', 'LEAGUE']),
  communities: teamKind(['COMMUNITY']),
  organizations: {
    from: Prisma.sql`"organizations" x`,
    doc: Prisma.sql`(setweight(to_tsvector('english', x."name"), 'A')
      || setweight(to_tsvector('english', COALESCE(x."description", '')), 'B'))`,
    config: 'english',
    name: Prisma.sql`x."name"`,
    words: 'organizations',
    visible: (viewerId) => notBlocked(viewerId, Prisma.sql`x."ownerId"`),
    select: Prisma.sql`x."id", x."name" AS "title", x."description" AS "subtitle", NULL::timestamptz AS "at",
      '/org/' || x."slug" AS "href"`,
    order: Prisma.sql`lower(x."name")`,
  },
  places: {
    from: Prisma.sql`"places" x`,
    doc: Prisma.sql`(setweight(to_tsvector('english', x."name"), 'A') || setweight(to_tsvector('english', x."address"), 'B')
      || setweight(to_tsvector('english', COALESCE(x."description", '')), 'C'))`,
    config: 'english',
    name: Prisma.sql`x."name"`,
    words: 'places',
    visible: () => Prisma.sql`TRUE`,
    select: Prisma.sql`x."id", x."name" AS "title", x."address" AS "subtitle", NULL::timestamptz AS "at",
      '/places/view/' || x."id" AS "href"`,
    order: Prisma.sql`lower(x."name")`,
  },
  posts: {
    from: Prisma.sql`"posts" x`,
    doc: Prisma.sql`(setweight(to_tsvector('english', x."title"), 'A') || setweight(to_tsvector('english', x."text"), 'B'))`,
    config: 'english',
    name: Prisma.sql`x."title"`,
    words: 'posts',
    // Hidden (reported) posts never show; nor posts by someone blocked either way.
    visible: (viewerId) => Prisma.sql`x."hiddenAt" IS NULL
      AND (x."authorId" IS NULL OR ${notBlocked(viewerId, Prisma.sql`x."authorId"`)})`,
    select: Prisma.sql`x."id", x."title", left(x."text", 140) AS "subtitle", x."createdAt" AS "at",
      '/posts/' || x."category" || '/' || x."subCategory" || '/' || x."id" AS "href"`,
    order: Prisma.sql`x."createdAt" DESC`,
  },
  people: {
    from: Prisma.sql`"users" x`,
    doc: Prisma.sql`(setweight(to_tsvector('simple', COALESCE(x."displayName", '')), 'A')
      || setweight(to_tsvector('simple', COALESCE(x."fullName", '')), 'B'))`,
    config: 'simple',
    name: Prisma.sql`x."displayName"`,
    words: 'people',
    // Verified accounts with a profile who let themselves be found (the Players-near rule: "Show me" on, not a
    // minor), never the viewer, never anyone blocked either way. Guests have no account and never appear.
    visible: (viewerId) => Prisma.sql`x."id" <> ${viewerId} AND x."emailVerified" IS NOT NULL
      AND x."hasAdditionalInfo" AND x."displayName" IS NOT NULL
      AND ${discoverableSql('x')} AND ${notBlocked(viewerId, Prisma.sql`x."id"`)}`,
    select: Prisma.sql`x."id", x."displayName" AS "title", x."cityName" AS "subtitle", NULL::timestamptz AS "at",
      '/profile/' || x."id" AS "href"`,
    order: Prisma.sql`lower(x."displayName")`,
  },
};

/** Upcoming events found by one word are read through these windows (days from now), soonest first. */
const EVENT_WINDOWS_DAYS = [0, 1, 3, 10, Infinity];

/**
 * The visible full-text candidates of one kind, at most COUNT_CAP of them.
 *
 * Events found by one word are cut in start order: the COUNT_CAP upcoming matches that start soonest, then
 * past ones, latest first. Upcoming ones are read window by window (EVENT_WINDOWS_DAYS: the next day, the two
 * after, the week after, later), each "ORDER BY dateStart LIMIT" and the next read only while the cut is short
 * (few windows: each one is planned on every search). Per window PostgreSQL
 * picks between walking the dateStart index and testing the stored document row by row (common words: a few
 * hundred rows give the cut) and ANDing the GIN index with the window's dateStart range before reading any
 * game (rarer words such as a park's name: only the matches of that day are read, not every game walked past).
 * Ranking then orders only that cut, never a huge match set. Several words take the first COUNT_CAP matches the
 * GIN index yields.
 *
 * A word the table's statistics do not list among its most common elements (pg_stats.most_common_elems of the
 * stored document: at 1M games, the ~300 words in more than ~0.7% of them) is read from the GIN index alone and
 * all its matches are ordered (a few thousand at most, usually a handful). Per window PostgreSQL estimates such a
 * word at half the least common listed one's share (3,600 games at 1M, for a word in 3 or in none) and ANDed its
 * posting list with each window's dateStart range, whose bitmap is built in full (200k rows, 40 ms for the
 * later window). Both reads give the same cut; a gate (a one-time filter on the statistics, read once per
 * statement) runs only one of them, so no plan is chosen on what a word's games hold, only on the statistics.
 */
export function candidatesSql(
  kind: SearchKind,
  viewerId: string,
  q: string,
  now: Date,
  common = false,
): Prisma.Sql {
  const k = KINDS[kind];
  const config = Prisma.raw(`'${k.config}'`);
  const where = Prisma.sql`${k.doc} @@ websearch_to_tsquery(${config}, ${q}) AND ${k.visible(viewerId, now)}`;
  // One word only: its frequency is in the column's statistics, so the planner's choice is sound. For several
  // words it multiplies their frequencies, and two common words that never meet would walk every game.
  if (kind === 'events' && !/[\s\-"]/.test(q.trim())) {
    // The visibility sets are read once (materialized) for every branch below: planning each branch with its own
    // copy of their subqueries cost more than running the whole statement.
    const where = Prisma.sql`${k.doc} @@ websearch_to_tsquery(${config}, ${q}) AND ${eventVisible(now, {
      mine: Prisma.sql`(SELECT m."id" FROM my_games m)`,
      blocked: Prisma.sql`(SELECT h."id" FROM hidden_hosts h)`,
    })}`;
    const sets = eventSets(viewerId);
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
    const branch = (range: Prisma.Sql, order: 'ASC' | 'DESC') =>
      Prisma.sql`(SELECT x."id" FROM ${k.from} WHERE ${where} AND ${range}
        ORDER BY x."dateStart" ${Prisma.raw(order)} LIMIT ${COUNT_CAP})`;
    // A word known to be common (EVENT_COMMON_DOCS): one walk through every upcoming game.
    const windows = common ? [0, Infinity] : EVENT_WINDOWS_DAYS;
    const branches = windows.slice(1).map((to, i) =>
      branch(
        to === Infinity
          ? Prisma.sql`x."dateStart" >= ${at(windows[i])} AND NOT (SELECT r."yes" FROM rare r)`
          : Prisma.sql`x."dateStart" >= ${at(windows[i])} AND x."dateStart" < ${at(to)}
                AND NOT (SELECT r."yes" FROM rare r)`,
        'ASC',
      ),
    );
    branches.push(branch(Prisma.sql`x."dateStart" < ${now} AND NOT (SELECT r."yes" FROM rare r)`, 'DESC'));
    // The same cut from the word's posting list alone: upcoming soonest first, then past latest first.
    branches.unshift(Prisma.sql`(SELECT x."id" FROM ${k.from} WHERE ${where} AND (SELECT r."yes" FROM rare r)
        ORDER BY (x."dateStart" < ${now}), abs(extract(epoch FROM (x."dateStart" - ${now}))) LIMIT ${COUNT_CAP})`);
    // Rare: the word has lexemes and none is among the statistics' most common elements (no statistics yet:
    // rare, the GIN read). Never for a corrected word known to be common.
    const rare = common
      ? Prisma.sql`SELECT false AS "yes"`
      : Prisma.sql`SELECT cardinality(l."lexemes") > 0 AND NOT EXISTS (
          SELECT 1 FROM pg_stats s
           WHERE s."schemaname" = current_schema() AND s."tablename" = 'events' AND s."attname" = 'searchDoc'
             AND s."most_common_elems"::text::text[] && l."lexemes") AS "yes"
          FROM (SELECT tsvector_to_array(to_tsvector(${config}, ${q})) AS "lexemes") l`;
    return Prisma.sql`WITH rare AS MATERIALIZED (${rare}),
      my_games("id") AS MATERIALIZED ${sets.mine}, hidden_hosts("id") AS MATERIALIZED ${sets.blocked}
      ${Prisma.join(branches, ' UNION ALL ')} LIMIT ${COUNT_CAP}`;
  }
  return Prisma.sql`SELECT x."id" FROM ${k.from} WHERE ${where} LIMIT ${COUNT_CAP}`;
}

/** One page of a kind's hits, best first, with the number of (visible) candidates. */
export function pageSql(
  kind: SearchKind,
  viewerId: string,
  q: string,
  now: Date,
  limit: number,
  offset: number,
  common = false,
): Prisma.Sql {
  const k = KINDS[kind];
  const config = Prisma.raw(`'${k.config}'`);
  return Prisma.sql`
    WITH c AS (${candidatesSql(kind, viewerId, q, now, common)})
    SELECT ${k.select}, (SELECT count(*)::int FROM c) AS "total"
      FROM ${k.from} JOIN c ON c."id" = x."id"
     ORDER BY ts_rank(${k.doc}, websearch_to_tsquery(${config}, ${q}))
              + word_similarity(${q}, COALESCE(${k.name}, '')) DESC, ${k.order}, x."id"
     LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Spelling candidates for each query word from the kind's word list: the words sharing enough trigrams with
 * it (pg_trgm's % through the list's GIN index, at the session's pg_trgm.similarity_threshold), most similar
 * first, CORRECTION_CANDIDATES per word. A word the list holds comes back as its own first candidate.
 */
export function correctionsSql(kind: SearchKind, words: string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT q."w" AS "query", s."word", s."docs"
      FROM unnest(${words}::text[]) AS q("w")
     CROSS JOIN LATERAL (
       SELECT sw."word", sw."docs" FROM "search_words" sw
        WHERE sw."kind" = ${KINDS[kind].words} AND sw."word" % q."w"
        ORDER BY similarity(sw."word", q."w") DESC, sw."docs" DESC, sw."word"
        LIMIT ${CORRECTION_CANDIDATES}) s`;
}
