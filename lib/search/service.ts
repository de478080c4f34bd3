import 'server-only';
import type { Db } from '@/lib/db';
import {
  OVERVIEW_HITS,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchHit,
  TYPO_THRESHOLD,
  type SearchKind,
} from './schema';
import { KINDS, pageSql } from './sql';

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
  const searchKind: SearchProvider['searchKind'] = async (
    viewerId,
    kind,
    q,
    page,
    pageSize = SEARCH_PAGE_SIZE,
  ) => {
    const text = q.trim();
    if (!text) return { kind, hits: [], total: 0 };
    // Typos: word similarity from TYPO_THRESHOLD (pg_trgm's default 0.6 misses a swapped pair of letters).
    const [, rows] = await db.$transaction([
      db.$executeRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`,
      db.$queryRaw<Row[]>(pageSql(kind, viewerId, text, now(), pageSize, (page - 1) * pageSize)),
    ]);
    return {
      kind,
      total: rows[0]?.total ?? 0,
      hits: rows.map(({ total: _total, ...hit }) => ({ ...hit, kind })),
    };
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
