import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { METERS_PER_MILE } from '@/lib/geo/distance';
import { coveringCells } from '@/lib/geo/geohash';
import { isPendingRole } from '@/lib/access/membership-where';
import { notBlockedSql } from '@/lib/access/blocks';
import { DIRECTORY_PAGE_SIZE, type DirectoryFilters } from './schema';

// The team directory (teams-v3) and the leagues list: teams, communities and leagues an outsider may find.
// Never listed: external opponents, invite-only teams (unless the viewer is on them), and teams whose owner
// and the viewer have blocked each other either way (the one block rule of lib/access/blocks).

type Queryable = Pick<Db, '$queryRaw'>;
const CELL_PRECISION = 4;

export type DirectoryTeam = {
  id: string;
  name: string;
  kind: 'TEAM' | 'COMMUNITY' | 'LEAGUE';
  photoUrl: string | null;
  cityName: string | null;
  sport: string | null;
  joinPolicy: 'OPEN' | 'REQUEST' | 'INVITE_ONLY';
  memberCount: number;
  /** Distance from the searched point; null when searching everywhere. */
  miles: number | null;
  /** The viewer's own standing, for a badge (member, requested, invited) or null. */
  standing: 'member' | 'requested' | 'invited' | null;
};

const ACTIVE_ROLE = (alias: string) =>
  Prisma.sql`${Prisma.raw(alias)}."role" IS NOT NULL AND ${Prisma.raw(alias)}."role" <> ''
    AND ${Prisma.raw(alias)}."role" NOT ILIKE '%pending%'`;

/**
 * One page of the teams the viewer may find: near `at` (within the radius, nearest first) or, without a
 * point, everywhere by name; of one kind (leagues) and sport when asked; matching text by full-text search
 * on the name (weighted over the description) or, for typos, pg_trgm word similarity with the name.
 * One row more than the page tells whether another page follows.
 */
export async function findTeams(
  db: Queryable,
  viewerId: string,
  at: { lat: number; lng: number } | null,
  filters: Partial<DirectoryFilters> & { kind?: 'TEAM' | 'COMMUNITY' | 'LEAGUE' } = {},
  pageSize = DIRECTORY_PAGE_SIZE,
): Promise<{ teams: DirectoryTeam[]; hasMore: boolean }> {
  const page = filters.page ?? 1;
  const radius = filters.radius ?? 50;
  const q = filters.q?.trim();
  const distance = at
    ? Prisma.sql`earth_distance(ll_to_earth(t."lat", t."lng"), ll_to_earth(${at.lat}, ${at.lng}))`
    : Prisma.sql`NULL::float8`;
  const conditions: Prisma.Sql[] = [
    Prisma.sql`NOT t."isExternal"`,
    Prisma.sql`(t."joinPolicy" <> 'INVITE_ONLY' OR t."ownerId" = ${viewerId}
      OR EXISTS (SELECT 1 FROM "roster_entries" me WHERE me."teamId" = t."id" AND me."userId" = ${viewerId}))`,
    notBlockedSql(viewerId, Prisma.sql`t."ownerId"`),
  ];
  if (at) {
    conditions.push(
      Prisma.sql`left(t."geohash", ${CELL_PRECISION}) = ANY(${coveringCells(at.lat, at.lng, radius, CELL_PRECISION)})`,
      Prisma.sql`${distance} <= ${radius * METERS_PER_MILE}`,
    );
  }
  if (filters.kind) conditions.push(Prisma.sql`t."kind" = ${filters.kind}::"TeamKind"`);
  if (filters.sport) conditions.push(Prisma.sql`t."gameTypeId" = ${filters.sport}`);
  if (q) {
    // The document exactly as the index teams_search_idx is built; typos through teams_name_trgm_idx.
    conditions.push(Prisma.sql`(
      (setweight(to_tsvector('english', t."name"), 'A')
        || setweight(to_tsvector('english', COALESCE(t."description", '')), 'B'))
        @@ websearch_to_tsquery('english', ${q})
      OR ${q} <% t."name")`);
  }
  const rows = await db.$queryRaw<
    (Omit<DirectoryTeam, 'miles' | 'standing'> & {
      meters: number | null;
      role: string | null;
      joinRequest: boolean | null;
      owner: boolean;
    })[]
  >`
    SELECT t."id", t."name", t."kind"::text AS "kind", t."photoUrl", t."cityName",
           t."joinPolicy"::text AS "joinPolicy", g."label" AS "sport",
           (SELECT count(*)::int FROM "roster_entries" r WHERE r."teamId" = t."id" AND ${ACTIVE_ROLE('r')})
             AS "memberCount",
           ${distance} AS "meters",
           t."ownerId" = ${viewerId} AS "owner", mine."role", mine."joinRequest"
      FROM "teams" t
      LEFT JOIN "game_types" g ON g."id" = t."gameTypeId"
      LEFT JOIN "roster_entries" mine ON mine."teamId" = t."id" AND mine."userId" = ${viewerId}
     WHERE ${Prisma.join(conditions, ' AND ')}
     ORDER BY ${at ? Prisma.sql`"meters",` : Prisma.empty} lower(t."name"), t."id"
     LIMIT ${pageSize + 1} OFFSET ${(page - 1) * pageSize}`;
  return {
    teams: rows.slice(0, pageSize).map(({ meters, role, joinRequest, owner, ...team }) => ({
      ...team,
      miles: meters === null ? null : meters / METERS_PER_MILE,
      // joinRequest is null only when the viewer has no roster entry (the column is NOT NULL).
      standing: owner
        ? 'member'
        : joinRequest === null
          ? null
          : joinRequest
            ? 'requested'
            : isPendingRole(role)
              ? 'invited'
              : 'member',
    })),
    hasMore: rows.length > pageSize,
  };
}
