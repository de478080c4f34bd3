import { z } from 'zod';

// A small user search (user lists, new message): a full e-mail address, or part of a display name.
export const USER_SEARCH_MIN_CHARS = 3;
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const USER_SEARCH_LIMIT = 10;

export const userSearchSchema = z.object({ query: z.string().trim().max(100) });

export type UserSearchHit = {
  id: string;
  displayName: string | null;
  /** The typed address for an e-mail match, otherwise masked ("j•••@example.com"). */
  email: string;
  photoUrl: string | null;
  cityName: string | null;
};

/** What kind of search a query asks for, or null when it is too short to search. */
export function searchKind(query: string): 'email' | 'name' | null {
  const q = query.trim();
  if (q.includes('@')) return q.length >= 3 ? 'email' : null;
  return q.length >= USER_SEARCH_MIN_CHARS ? 'name' : null;
}
