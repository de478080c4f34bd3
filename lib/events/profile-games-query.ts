import { param, type SearchParams } from '@/lib/search-params';
import { profileGamesQuerySchema, type ProfileGamesQuery } from './schema';

/** The games table's sort and page from a profile page's URL (anything unknown falls back to the default). */
export function gamesQuery(query: Awaited<SearchParams> | undefined): ProfileGamesQuery {
  return profileGamesQuerySchema.parse({
    sort: param(query?.sort),
    dir: param(query?.dir),
    page: param(query?.page),
  });
}
