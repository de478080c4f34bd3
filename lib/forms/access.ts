import 'server-only';
import type { Db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { hostableTeamWhere } from '@/lib/access/event-visibility';
import { activeRosterWhere } from '@/lib/access/membership-where';
import { isBlockedBetween } from '@/lib/access/blocks';

// Forms and waivers: who may read, manage and fill in a form, shared by the use cases of this folder (build.ts,
// submit.ts, files.ts, payments.ts, roster.ts). Each use case takes the database, the viewer's id and parsed input
// and answers a status the action maps to a message; authorization is part of each query: a form the viewer may
// not act on is "not found".

export type Tx = Prisma.TransactionClient;

/** Forms whose submissions the viewer may read: their own, and those of teams they own, administer or manage. */
export const readableFormWhere = (viewerId: string) =>
  ({ OR: [{ ownerId: viewerId }, { team: hostableTeamWhere(viewerId) }] }) satisfies Prisma.FormWhereInput;

/** Where-filter: a team the viewer may attach forms to and add players to (owner, admin, manager). */
export const managedTeamWhere = (teamId: string, viewerId: string) =>
  ({ id: teamId, isExternal: false, ...hostableTeamWhere(viewerId) }) satisfies Prisma.TeamWhereInput;

/** Serializes the work on one form (saving a version, counting submissions against capacity). */
export const lockForm = (tx: Tx, formId: string) =>
  tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "forms" WHERE "id" = ${formId} FOR UPDATE`;

/**
 * Whether `userId` may fill the form in as a participant: the audience rule, and no block between them and the
 * form's owner (either way), as everywhere else users reach each other.
 */
export async function mayParticipate(
  db: Pick<Db, 'team' | '$queryRaw'>,
  form: { ownerId: string; teamId: string | null; audience: 'ANYONE' | 'TEAM_MEMBERS' },
  userId: string,
) {
  if (form.ownerId === userId) return true;
  if (await isBlockedBetween(db, form.ownerId, userId)) return false;
  if (form.audience === 'ANYONE') return true;
  if (!form.teamId) return false;
  const team = await db.team.findFirst({
    where: {
      id: form.teamId,
      OR: [{ ownerId: userId }, { roster: { some: { userId, ...activeRosterWhere } } }],
    },
    select: { id: true },
  });
  return team !== null;
}
