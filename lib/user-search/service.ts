import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { notBlockedSql } from '@/lib/access/blocks';
import { maskEmail } from '@/lib/mail/address';
import { limits, takeAll } from '@/lib/rate-limit';
import { searchKind, USER_SEARCH_LIMIT, type UserSearchHit } from './schema';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Verified users matching a full e-mail address (primary or verified alternate) or part of a display
 * name, never the viewer, never anyone blocked either way. An e-mail search only finds an exact
 * address, so the search cannot be used to list addresses; name matches show masked addresses.
 */
export async function searchUsers(db: Db, viewerId: string, rawQuery: string): Promise<UserSearchHit[]> {
  const query = rawQuery.trim();
  const kind = searchKind(query);
  if (!kind) return [];
  // Exact-address lookups tell whether an address has an account: limited per account, and past the
  // limit they find nobody (as for an unknown address).
  if (kind === 'email' && !(await takeAll(db, limits.emailLookup(viewerId)))) return [];
  const match =
    kind === 'email'
      ? Prisma.sql`(u."email" = ${query.toLowerCase()} OR EXISTS (
          SELECT 1 FROM "alternate_emails" a
           WHERE a."userId" = u."id" AND a."email" = ${query.toLowerCase()} AND a."verifiedAt" IS NOT NULL))`
      : Prisma.sql`u."displayName" ILIKE ${`%${escapeLike(query)}%`}`;
  const rows = await db.$queryRaw<UserSearchHit[]>`
    SELECT u."id", u."displayName", u."email", u."photoUrl", u."cityName"
      FROM "users" u
     WHERE ${match}
       AND u."id" <> ${viewerId}
       AND u."emailVerified" IS NOT NULL
       AND ${notBlockedSql(viewerId, Prisma.sql`u."id"`)}
     ORDER BY u."displayName" NULLS LAST, u."id"
     LIMIT ${USER_SEARCH_LIMIT}`;
  return rows.map((r) => ({
    id: r.id,
    displayName: r.displayName,
    email: kind === 'email' ? query.toLowerCase() : maskEmail(r.email),
    photoUrl: r.photoUrl,
    cityName: r.cityName,
  }));
}
