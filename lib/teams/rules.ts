// A roster role that is absent or contains "pending" is a pending invitation, not a membership.
export const isPendingRole = (role: string | null | undefined) =>
  !role || role.toLowerCase().includes('pending');

// Prisma filter for roster entries that are real memberships.
export const activeRosterWhere = {
  role: { not: null },
  NOT: { role: { contains: 'pending', mode: 'insensitive' as const } },
};
