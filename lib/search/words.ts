import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { KINDS } from './sql';

// The word list's counts (search_words.docs): how many rows of each kind hold each word. Triggers add new words
// with a count of 1 and never touch counts (no lock on common words while games are created), so counts are
// re-read in bulk: by the migration that made the list, after a bulk seed, and by whoever calls this later.
// full-search uses them to prefer the commoner of two equally close corrections and to tell a common word
// (EVENT_COMMON_DOCS) that should be read in start order.
// Each list's rows and searched text, as the migration's triggers read them (kind, table, text).
const PEOPLE_TEXT = Prisma.sql`concat_ws(' ', "displayName", "fullName")`;
const SOURCES: [kind: string, table: string, text: Prisma.Sql][] = [
  ['events', 'events', Prisma.sql`concat_ws(' ', "title", "description")`],
  ['teams', 'teams', Prisma.sql`concat_ws(' ', "name", "description")`],
  ['organizations', 'organizations', Prisma.sql`concat_ws(' ', "name", "description")`],
  ['places', 'places', Prisma.sql`concat_ws(' ', "name", "address", "description")`],
  ['posts', 'posts', Prisma.sql`concat_ws(' ', "title", "text")`],
  ['people', 'users', PEOPLE_TEXT],
];

export async function recountSearchWords(db: Pick<Db, '$executeRaw'>): Promise<void> {
  const rows = Prisma.join(
    SOURCES.map(
      ([kind, table, text]) => Prisma.sql`SELECT ${kind} AS k, ${text} AS t FROM ${Prisma.raw(`"${table}"`)}`,
    ),
    ' UNION ALL ',
  );
  await db.$executeRaw`
    INSERT INTO "search_words" ("kind", "word", "docs")
    SELECT k, w, count(*)::int FROM (${rows}) d, unnest(tsvector_to_array(to_tsvector('simple', d.t))) w
    GROUP BY k, w
    ON CONFLICT ("kind", "word") DO UPDATE SET "docs" = EXCLUDED."docs"`;
}

/** When an account is deleted (in its transaction, before the row goes): the words of its names that no other
 * account's names hold leave the people list, so a deleted person's name is not kept there. Other accounts'
 * names are read through people search's own document (its GIN index). */
export async function forgetPersonWords(tx: Pick<Db, '$executeRaw'>, userId: string): Promise<void> {
  await tx.$executeRaw`
    DELETE FROM "search_words" sw
     USING (SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', ${PEOPLE_TEXT}))) AS word
              FROM "users" WHERE "id" = ${userId}) mine
     WHERE sw."kind" = 'people' AND sw."word" = mine.word
       AND NOT EXISTS (
         SELECT 1 FROM "users" x
          WHERE x."id" <> ${userId} AND ${KINDS.people.doc} @@ to_tsquery('simple', quote_literal(mine.word)))`;
}

/** Words that spell a deleted person's id or one of their addresses (to_tsvector keeps an e-mail address as
 * one word), in any kind's list: the rows that held them are redacted, and the list must not keep them. */
export async function forgetWordsMentioning(tx: Pick<Db, '$executeRaw'>, needles: string[]): Promise<void> {
  for (const needle of new Set(needles.map((n) => n.toLowerCase()).filter((n) => n.length >= 3)))
    await tx.$executeRaw`
      DELETE FROM "search_words" WHERE "word" LIKE '%' || replace(replace(replace(${needle}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}
