import { Prisma } from '@/lib/generated/prisma/client';

// Membership rules as SQL for raw reads (kept apart from ./where.ts, which client components import).

/** isPendingRole on a role column: absent, empty or containing "pending" is a pending invitation. */
export const pendingRoleSql = (role: Prisma.Sql) =>
  Prisma.sql`(${role} IS NULL OR ${role} = '' OR ${role} ILIKE '%pending%')`;
