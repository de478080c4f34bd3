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
