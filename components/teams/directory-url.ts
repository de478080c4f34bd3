import type { DirectoryFilters } from '@/lib/teams/schema';

/** The URL of another page of the directory with the same filters. */
export function directoryPageHref(path: string, filters: DirectoryFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.lat !== undefined && filters.lng !== undefined) {
    params.set('lat', String(filters.lat));
    params.set('lng', String(filters.lng));
    if (filters.place) params.set('place', filters.place);
  }
  if (filters.q) params.set('q', filters.q);
  if (filters.sport) params.set('sport', filters.sport);
  if (filters.radius !== 50) params.set('radius', String(filters.radius));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
