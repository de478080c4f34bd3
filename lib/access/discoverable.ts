import { Prisma } from '@/lib/generated/prisma/client';

// Who may appear in "Players near you" (issue 19, discoverability): those who left "Show me in Players
// near you" on, and never an account known to be under 18 — by its birthdate, or because a confirmed
// family link names someone as its parent or guardian. The same rule as a pure function (for the
// settings screen) and as SQL (for the search).

export const ADULT_AGE = 18;

export function isAdultOn(birthdate: Date | null, today = new Date()): boolean {
  if (!birthdate) return true;
  const eighteenth = new Date(
    Date.UTC(birthdate.getUTCFullYear() + ADULT_AGE, birthdate.getUTCMonth(), birthdate.getUTCDate()),
  );
  return eighteenth.getTime() <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/** Known to be under 18: by birthdate, or by a confirmed parent/guardian link. */
export const isKnownMinor = (birthdate: Date | null, hasGuardian: boolean, today = new Date()) =>
  hasGuardian || !isAdultOn(birthdate, today);

// requesterRelation is what the recipient is to the requester, recipientRelation the reverse.
const hasGuardianSql = (user: Prisma.Sql) => Prisma.sql`EXISTS (
  SELECT 1 FROM family_connections f
  WHERE f.status = 'ACCEPTED'
    AND ((f."requesterId" = ${user} AND f."requesterRelation" IN ('PARENT', 'GUARDIAN'))
      OR (f."recipientId" = ${user} AND f."recipientRelation" IN ('PARENT', 'GUARDIAN'))))`;

/** SQL: the user (an alias such as `u`) is not known to be under 18 (Find a sub never lists minors). */
export function notKnownMinorSql(alias: string): Prisma.Sql {
  const u = Prisma.raw(alias);
  return Prisma.sql`((${u}.birthdate IS NULL OR ${u}.birthdate <= (current_date - interval '${Prisma.raw(String(ADULT_AGE))} years'))
    AND NOT ${hasGuardianSql(Prisma.sql`${u}.id`)})`;
}

/** SQL: the user (an alias such as `u`) may be listed in Players near you. */
export function discoverableSql(alias: string): Prisma.Sql {
  const u = Prisma.raw(alias);
  return Prisma.sql`(${u}."showInPlayersNear"
    AND (${u}.birthdate IS NULL OR ${u}.birthdate <= (current_date - interval '${Prisma.raw(String(ADULT_AGE))} years'))
    AND NOT ${hasGuardianSql(Prisma.sql`${u}.id`)})`;
}

export async function hasGuardianLink(
  db: { $queryRaw: <T>(query: Prisma.Sql) => Promise<T> },
  userId: string,
): Promise<boolean> {
  const rows = await db.$queryRaw<{ yes: boolean }[]>(
    Prisma.sql`SELECT ${hasGuardianSql(Prisma.sql`${userId}`)} AS yes`,
  );
  return rows[0]?.yes === true;
}
