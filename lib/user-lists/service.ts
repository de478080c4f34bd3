import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { isBlockedBetween } from '@/lib/access/blocks';
import { limits, takeAll } from '@/lib/rate-limit';
import {
  LIST_MEMBERS_MAX,
  LISTS_MAX,
  type AddMemberByEmailInput,
  type AddMemberByUserInput,
  type RemoveMemberInput,
  type RenameListInput,
} from './schema';

// User lists: an organizer's own lists of people (platform users or plain addresses). Every query is
// scoped to the owner; another user's list id finds nothing.

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export type CreateListResult = { status: 'created'; id: string } | { status: 'tooMany' };

export async function createList(db: Db, ownerId: string, name: string): Promise<CreateListResult> {
  return db.$transaction(async (tx) => {
    // One writer per owner at a time, so the limit holds under concurrent requests.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`user-lists:${ownerId}`}))`;
    if ((await tx.userList.count({ where: { ownerId } })) >= LISTS_MAX) return { status: 'tooMany' };
    const list = await tx.userList.create({ data: { ownerId, name }, select: { id: true } });
    return { status: 'created', id: list.id };
  });
}

export async function renameList(db: Db, ownerId: string, input: RenameListInput): Promise<boolean> {
  const { count } = await db.userList.updateMany({
    where: { id: input.listId, ownerId },
    data: { name: input.name },
  });
  return count === 1;
}

export async function deleteList(db: Db, ownerId: string, listId: string): Promise<boolean> {
  const { count } = await db.userList.deleteMany({ where: { id: listId, ownerId } });
  return count === 1;
}

export type AddMemberResult =
  | { status: 'added'; memberId: string }
  | { status: 'listNotFound' }
  | { status: 'userNotFound' }
  | { status: 'duplicate' }
  | { status: 'full' };

async function lockOwnList(tx: Tx, ownerId: string, listId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "user_lists" WHERE "id" = ${listId} AND "ownerId" = ${ownerId} FOR UPDATE`;
  return rows.length === 1;
}

async function insertMember(
  tx: Tx,
  listId: string,
  member: { email: string; userId: string | null },
): Promise<AddMemberResult> {
  const duplicate = await tx.userListMember.findFirst({
    where: {
      listId,
      OR: [{ email: member.email }, ...(member.userId ? [{ userId: member.userId }] : [])],
    },
    select: { id: true },
  });
  if (duplicate) return { status: 'duplicate' };
  if ((await tx.userListMember.count({ where: { listId } })) >= LIST_MEMBERS_MAX) return { status: 'full' };
  const created = await tx.userListMember.create({
    data: { listId, email: member.email, userId: member.userId },
    select: { id: true },
  });
  await tx.userList.update({ where: { id: listId }, data: { updatedAt: new Date() } });
  return { status: 'added', memberId: created.id };
}

/**
 * Adds an address. When it belongs to an account (primary or verified alternate address) that has not
 * blocked the owner either way, the member is linked to it.
 */
export async function addMemberByEmail(
  db: Db,
  ownerId: string,
  input: AddMemberByEmailInput,
): Promise<AddMemberResult> {
  const email = input.email.trim().toLowerCase();
  // Someone else's list (or none): refused before the lookup is counted, so a refusal writes nothing.
  if (!(await db.userList.findFirst({ where: { id: input.listId, ownerId }, select: { id: true } })))
    return { status: 'listNotFound' };
  // Linking reveals that an address has an account: limited per owner; past the limit the address is
  // added unlinked, as an unknown one would be.
  const mayLookUp = await takeAll(db, limits.emailLookup(ownerId));
  return db.$transaction(async (tx) => {
    if (!(await lockOwnList(tx, ownerId, input.listId))) return { status: 'listNotFound' };
    const account = !mayLookUp
      ? null
      : await tx.user.findFirst({
          where: {
            emailVerified: { not: null },
            OR: [{ email }, { alternateEmails: { some: { email, verifiedAt: { not: null } } } }],
          },
          select: { id: true },
        });
    const linked = account && !(await isBlockedBetween(tx, ownerId, account.id)) ? account.id : null;
    return insertMember(tx, input.listId, { email, userId: linked });
  });
}

/** Adds a user picked from the search. Unknown, unverified or blocked either way: "not found". */
export async function addMemberByUser(
  db: Db,
  ownerId: string,
  input: AddMemberByUserInput,
): Promise<AddMemberResult> {
  return db.$transaction(async (tx) => {
    if (!(await lockOwnList(tx, ownerId, input.listId))) return { status: 'listNotFound' };
    const user = await tx.user.findFirst({
      where: { id: input.userId, emailVerified: { not: null } },
      select: { id: true, email: true },
    });
    if (!user || (await isBlockedBetween(tx, ownerId, user.id))) return { status: 'userNotFound' };
    return insertMember(tx, input.listId, { email: user.email, userId: user.id });
  });
}

export async function removeMember(db: Db, ownerId: string, input: RemoveMemberInput): Promise<boolean> {
  const { count } = await db.userListMember.deleteMany({
    where: { id: input.memberId, listId: input.listId, list: { ownerId } },
  });
  return count === 1;
}

export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
