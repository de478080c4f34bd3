import type { Db } from '@/lib/db';

// The word list's counts (search_words.docs): how many rows of each kind hold each word. Triggers add new words
// with a count of 1 and never touch counts (no lock on common words while games are created), so counts are
// re-read in bulk: by the migration that made the list, after a bulk seed, and by whoever calls this later.
// full-search uses them to prefer the commoner of two equally close corrections and to tell a common word
// (EVENT_COMMON_DOCS) that should be read in start order.
export async function recountSearchWords(db: Pick<Db, '$executeRaw'>): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "search_words" ("kind", "word", "docs")
    SELECT k, w, count(*)::int FROM (
      SELECT 'events' AS k, concat_ws(' ', "title", "description") AS t FROM "events"
      UNION ALL SELECT 'teams', concat_ws(' ', "name", "description") FROM "teams"
      UNION ALL SELECT 'organizations', concat_ws(' ', "name", "description") FROM "organizations"
      UNION ALL SELECT 'places', concat_ws(' ', "name", "address", "description") FROM "places"
      UNION ALL SELECT 'posts', concat_ws(' ', "title", "text") FROM "posts"
      UNION ALL SELECT 'people', concat_ws(' ', "displayName", "fullName") FROM "users"
    ) d, unnest(tsvector_to_array(to_tsvector('simple', d.t))) w
    GROUP BY k, w
    ON CONFLICT ("kind", "word") DO UPDATE SET "docs" = EXCLUDED."docs"`;
}

/** When an account is deleted (in its transaction, before the row goes): the words of its names that no other
 * account's names hold leave the people list, so a deleted person's name is not kept there. */
export async function forgetPersonWords(tx: Pick<Db, '$executeRaw'>, userId: string): Promise<void> {
  await tx.$executeRaw`
    DELETE FROM "search_words" sw
     USING (SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple',
              concat_ws(' ', u."displayName", u."fullName")))) AS word
              FROM "users" u WHERE u."id" = ${userId}) mine
     WHERE sw."kind" = 'people' AND sw."word" = mine.word
       AND NOT EXISTS (
         SELECT 1 FROM "users" o
          WHERE o."id" <> ${userId}
            AND (setweight(to_tsvector('simple', COALESCE(o."displayName", '')), 'A')
                 || setweight(to_tsvector('simple', COALESCE(o."fullName", '')), 'B'))
                @@ to_tsquery('simple', quote_literal(mine.word)))`;
}

/** Words that spell a deleted person's id or one of their addresses (to_tsvector keeps an e-mail address as
 * one word), in any kind's list: the rows that held them are redacted, and the list must not keep them. */
export async function forgetWordsMentioning(tx: Pick<Db, '$executeRaw'>, needles: string[]): Promise<void> {
  for (const needle of new Set(needles.map((n) => n.toLowerCase()).filter((n) => n.length >= 3)))
    await tx.$executeRaw`
      DELETE FROM "search_words" WHERE "word" LIKE '%' || replace(replace(replace(${needle}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
}
