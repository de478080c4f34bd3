import 'server-only';
import { replicaDb } from '@/lib/db-replica';
import type { SearchKind } from './schema';
import { postgresSearch } from './service';

// full-search reads through the search interface (PostgreSQL by default), on a read replica when one is set.
const provider = postgresSearch(replicaDb);

export const searchOverview = (viewerId: string, q: string) => provider.overview(viewerId, q);
export const searchOneKind = (viewerId: string, kind: SearchKind, q: string, page: number) =>
  provider.searchKind(viewerId, kind, q, page);
