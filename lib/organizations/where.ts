import type { Prisma } from '@/lib/generated/prisma/client';

// The two "who runs it" filters of organizations, shared by the reads and the writes.

/** Organizations `userId` owns or administers. */
export const runsOrganization = (userId: string) =>
  ({ OR: [{ ownerId: userId }, { admins: { some: { userId } } }] }) satisfies Prisma.OrganizationWhereInput;

/** Teams (not external) `userId` owns or administers: whose owner or admins decide about organizations. */
export const runsTeam = (userId: string) =>
  ({
    isExternal: false,
    OR: [
      { ownerId: userId },
      { roster: { some: { userId, role: { equals: 'admin', mode: 'insensitive' as const } } } },
    ],
  }) satisfies Prisma.TeamWhereInput;
