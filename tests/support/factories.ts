import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db';

// The one way tests make users: a verified account with a completed profile unless told otherwise, a unique
// lower-case address derived from the name, and any column overridden.

let seq = 0;
/** Unique within the test run (files run in parallel processes, each with its own database). */
export const uniqueTag = () => `${process.pid}${(++seq).toString(36)}${Date.now().toString(36)}`;

export type MakeUserOptions = Omit<Prisma.UserUncheckedCreateInput, 'email'> & {
  email?: string;
  /** false: a signed-up user who has not completed "More Information" (no display name). */
  complete?: boolean;
  /** The go-to city's point (a city named 'Somewhere, TX' at it); null for none. */
  at?: { lat: number; lng: number } | null;
};

export function makeUser(name = 'Player', options: MakeUserOptions = {}) {
  const { complete = true, at, email, ...columns } = options;
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'user';
  return db.user.create({
    data: {
      email: email ?? `${slug}.${uniqueTag()}@example.com`,
      emailVerified: new Date(),
      displayName: complete ? name : null,
      hasAdditionalInfo: complete,
      ...(at ? { cityName: 'Somewhere, TX', cityLat: at.lat, cityLng: at.lng } : {}),
      ...columns,
    },
  });
}

/** Many users at once (one insert), for fan-out and query-count tests. Returns their ids in order. */
export async function makeUsers(
  count: number,
  name = 'Member',
  columns: Partial<Prisma.UserCreateManyInput> = {},
) {
  const tag = uniqueTag();
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${name.toLowerCase()}-${i}.${tag}@example.com`,
    emailVerified: new Date(),
    displayName: `${name} ${i + 1}`,
    hasAdditionalInfo: true,
    ...columns,
  }));
  const created = await db.user.createManyAndReturn({ data: rows, select: { id: true, email: true } });
  const byEmail = new Map(created.map((u) => [u.email, u.id]));
  return rows.map((r) => byEmail.get(r.email)!);
}

/** A sign-up finished: the user confirms `email` with its link (a VERIFY_EMAIL token) and sets a password,
 * through the app's own confirmEmail (which attaches invitations and merges a guest with that address). */
export async function confirmSignUp(userId: string, email: string) {
  // Loaded here, not with the factories: most test files never sign anyone up, and some mock parts of auth.
  const { confirmEmail } = await import('@/lib/account/confirm-email');
  const { hashToken } = await import('@/lib/auth/tokens');
  const token = `t${uniqueTag()}`.padEnd(43, 'x');
  await db.authToken.create({
    data: {
      userId,
      purpose: 'VERIFY_EMAIL',
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  return confirmEmail(db, token, { newPassword: 'a-long-new-password-1' });
}

/** A team owned by `ownerId` (ROOKIE unless `subscriptionLevel` says otherwise), written directly. */
export function makeTeam(
  ownerId: string,
  columns: Partial<Omit<Prisma.TeamUncheckedCreateInput, 'ownerId'>> = {},
) {
  return db.team.create({ data: { name: `Team ${uniqueTag()}`, ownerId, ...columns } });
}

/** Austin as a city picked in a form (the city field's value), for teams, alerts and events in tests. */
export const AUSTIN_CITY = {
  name: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  country: 'US' as const,
  lat: 30.27,
  lng: -97.74,
  formattedAddress: 'Austin, TX, USA',
};
