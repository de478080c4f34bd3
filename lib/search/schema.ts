import { z } from 'zod';

/** The kinds full-search groups its results by, in the order the page shows them. */
export const SEARCH_KINDS = [
  'events',
  'teams',
  'communities',
  'organizations',
  'places',
  'posts',
  'people',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Words of this many characters and more are corrected when misspelled; shorter ones match as typed. */
export const TYPO_MIN_CHARS = 3;
/**
 * pg_trgm similarity a known word needs to be a spelling candidate: low, since a swapped pair of letters in a
 * short word shares few trigrams ("jmaes" and "james" share 2 of 10, 0.2); edit distance decides among them.
 */
export const TYPO_THRESHOLD = 0.2;
/**
 * A corrected word that at least this many games held when the word list was counted reads upcoming games in
 * start order, testing each (a few hundred rows give the cut), instead of window by window: the planner cannot
 * see the corrected word's frequency ahead and would AND its whole GIN posting list with each window.
 */
export const EVENT_COMMON_DOCS = 50_000;
/** Spelling candidates read per query word (the most similar by trigrams). */
export const CORRECTION_CANDIDATES = 20;
/** GIN's fuzzy search limit for one-word and typo scans: about this many rows at most (see service.ts). */
export const SCAN_LIMIT = 5000;
/** Hits per kind on the overview, and per page of one kind ("see all"). */
export const OVERVIEW_HITS = 4;
export const SEARCH_PAGE_SIZE = 20;
/**
 * Matches are counted up to this many per kind ("100+"), and one kind pages through at most this many:
 * counting every match of a common word on 1M games would read them all.
 */
export const COUNT_CAP = 100;

/** full-search?q=&kind=&page= (the search box in the app shell submits q). */
export const searchParamsSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  kind: z.enum(SEARCH_KINDS).optional().catch(undefined),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(COUNT_CAP / SEARCH_PAGE_SIZE)
    .catch(1),
});
export type SearchParamsInput = z.output<typeof searchParamsSchema>;

export type SearchHit = {
  id: string;
  kind: SearchKind;
  title: string;
  subtitle: string | null;
  href: string;
  /** Events: the start; posts: when written. */
  at: Date | null;
};
