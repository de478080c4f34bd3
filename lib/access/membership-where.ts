import type { Prisma } from '@/lib/generated/prisma/client';

// Who belongs to a team or community: used by teams, events, follows, notifications and account deletion
// alike, so it sits below all of them.

// Client components use these rules too: this file imports Prisma's types only (SQL forms: ./sql.ts).

// A roster role that is absent, empty or contains "pending" is a pending invitation, not a membership.
export const isPendingRole = (role: string | null | undefined) =>
  !role || role.toLowerCase().includes('pending');

// Prisma filter for roster entries that are real memberships (the same rule as isPendingRole).
export const activeRosterWhere = {
  role: { not: null },
  NOT: [{ role: '' }, { role: { contains: 'pending', mode: 'insensitive' } }],
} satisfies Prisma.RosterEntryWhereInput;

// Teams and communities the user owns or actively belongs to.
export const teamsOfUserWhere = (userId: string) =>
  ({
    OR: [{ ownerId: userId }, { roster: { some: { userId, ...activeRosterWhere } } }],
  }) satisfies Prisma.TeamWhereInput;
