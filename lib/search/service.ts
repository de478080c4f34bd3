import 'server-only';
import type { Db } from '@/lib/db';
import {
  EVENT_COMMON_DOCS,
  OVERVIEW_HITS,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchHit,
  TYPO_MIN_CHARS,
  SCAN_LIMIT,
  TYPO_THRESHOLD,
  type SearchKind,
} from './schema';
import { correctionsSql, KINDS, pageSql } from './sql';
import { applyCorrections, type Candidate, commonestDocs, correctableWords, pickCorrections } from './typos';

type Queryable = Pick<Db, '$queryRaw' | '$executeRaw' | '$transaction'>;

export type KindResult = { kind: SearchKind; hits: SearchHit[]; total: number };

/**
 * The search interface. PostgreSQL answers by default (postgresSearch); a hosted provider may implement the
 * same calls later and be chosen here, with PostgreSQL staying the source of truth.
 */
export interface SearchProvider {
  /** One page of one kind's hits with their (visible) count. */
  searchKind(
    viewerId: string,
    kind: SearchKind,
    q: string,
    page: number,
    pageSize?: number,
  ): Promise<KindResult>;
  /** The overview: the first hits of every kind with the counts. */
  overview(viewerId: string, q: string): Promise<KindResult[]>;
  /** The spec's "user search filtered on uid with 1 hit": one user by id, under the people rules. */
  userById(viewerId: string, userId: string): Promise<SearchHit | null>;
}

type Row = Omit<SearchHit, 'kind'> & { total: number };

export function postgresSearch(db: Queryable, now: () => Date = () => new Date()): SearchProvider {
  // One page of full-text hits for `text`.
  const run = async (
    kind: SearchKind,
    viewerId: string,
    text: string,
    limit: number,
    offset: number,
    common = false,
  ) => {
    const sql = pageSql(kind, viewerId, text, now(), limit, offset, common);
    // Events need no sampling: one word reads them window by window (candidatesSql).
    if (kind === 'events' || /[\s\-"]/.test(text)) return db.$queryRaw<Row[]>(sql);
    // GIN's fuzzy search limit: an index scan of a word found in very many rows reads a sample of about
    // SCAN_LIMIT of them (more than COUNT_CAP, so counts still read "100+"; fewer matches are all read), which
    // keeps common words cheap on 1M games. Only safe for one word: with several words each one's rows would be
    // sampled and rarer combinations could be missed, so those run exactly.
    const [, rows] = await db.$transaction([
      db.$executeRaw`SELECT set_config('gin_fuzzy_search_limit', ${String(SCAN_LIMIT)}, true)`,
      db.$queryRaw<Row[]>(sql),
    ]);
    return rows;
  };
  // The text with its misspelled words corrected against the kind's word list, or null when none is.
  const corrected = async (kind: SearchKind, text: string) => {
    const words = correctableWords(text);
    if (!words.length) return null;
    const [, candidates] = await db.$transaction([
      db.$executeRaw`SELECT set_config('pg_trgm.similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
      db.$queryRaw<Candidate[]>(correctionsSql(kind, words)),
    ]);
    const corrections = pickCorrections(words, candidates);
    if (!corrections.size) return null;
    // A correction to a word very many games hold (the list's count) reads them in start order (candidatesSql).
    const common = commonestDocs(corrections, candidates) >= EVENT_COMMON_DOCS;
    return { text: applyCorrections(text, corrections), common };
  };
  const toHits = (kind: SearchKind, rows: Row[]) =>
    rows.map(({ total: _total, ...hit }) => ({ ...hit, kind }));

  // Full text first. When it finds nothing the viewer may see, the words are corrected (see lib/search/typos.ts)
  // and the corrected text is searched the same way. Only what the viewer can see decides whether to correct,
  // never whether the word list (which holds words of private rows too) knows a word.
  const searchKind: SearchProvider['searchKind'] = async (
    viewerId,
    kind,
    q,
    page,
    pageSize = SEARCH_PAGE_SIZE,
  ) => {
    const text = q.trim();
    if (!text) return { kind, hits: [], total: 0 };
    const offset = (page - 1) * pageSize;
    // Events: the word list is read beside the full-text query rather than after it (their full-text query is
    // the slowest, and a typo would wait for both in turn); a small read, dropped when full text finds a page.
    const early = kind === 'events' && text.length >= TYPO_MIN_CHARS ? corrected(kind, text) : null;
    early?.catch(() => undefined);
    const exact = await run(kind, viewerId, text, pageSize, offset);
    const exactTotal = exact[0]?.total ?? (offset === 0 ? 0 : null);
    if (text.length < TYPO_MIN_CHARS || exactTotal !== 0) {
      return { kind, total: exactTotal ?? 0, hits: toHits(kind, exact) };
    }
    const fixed = await (early ?? corrected(kind, text));
    if (!fixed) return { kind, total: 0, hits: [] };
    const typo = await run(kind, viewerId, fixed.text, pageSize, offset, fixed.common);
    return { kind, total: typo[0]?.total ?? 0, hits: toHits(kind, typo) };
  };
  return {
    searchKind,
    overview: (viewerId, q) =>
      Promise.all(SEARCH_KINDS.map((kind) => searchKind(viewerId, kind, q, 1, OVERVIEW_HITS))),
    async userById(viewerId, userId) {
      const k = KINDS.people;
      const [row] = await db.$queryRaw<Omit<SearchHit, 'kind'>[]>`
        SELECT ${k.select} FROM ${k.from}
         WHERE x."id" = ${userId} AND ${k.visible(viewerId, now())}
         LIMIT 1`;
      return row ? { ...row, kind: 'people' } : null;
    },
  };
}
