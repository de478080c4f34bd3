import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import { notify, notifyMany } from '@/lib/notifications/notify';
import { blockedAmong, isBlockedBetween } from '@/lib/access/blocks';
import { familyMessages } from '@/lib/messages';
import { limits, takeAll } from '@/lib/rate-limit';
import { emailField } from '@/lib/auth/schema';
import {
  FAMILY_ACCEPTED_TYPE,
  FAMILY_ID_PREFIX,
  FAMILY_REJECTED_TYPE,
  FAMILY_REQUEST_TYPE,
  familyViewFor,
  fromDbRelation,
  reciprocalRelation,
  searchKind,
  toDbRelation,
  type FamilyView,
} from './rules';
import {
  toNewMember,
  type ConnectionIdInput,
  type RespondInput,
  type SaveFamilyData,
  type UserSearchInput,
} from './schema';

// Family connections. Every function takes the signed-in user's id and its parsed input (the action parses it
// with the card's schema), only ever reads or changes connections that user is part of, and answers with a
// status; lib/family/actions.ts turns statuses into the spec's messages.

const m = familyMessages;

export const newFamilyId = () => `${FAMILY_ID_PREFIX}${randomBytes(12).toString('base64url')}`;

const nameOf = (user: { displayName: string | null; fullName: string | null; email: string }) =>
  user.displayName ?? user.fullName ?? user.email.split('@')[0];

export async function listFamily(db: Db, userId: string): Promise<FamilyView[]> {
  const rows = await db.familyConnection.findMany({
    where: { OR: [{ requesterId: userId }, { recipientId: userId, status: 'ACCEPTED' }] },
    select: {
      id: true,
      requesterId: true,
      recipientId: true,
      requesterName: true,
      recipientName: true,
      requesterRelation: true,
      recipientRelation: true,
      status: true,
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return familyViewFor(userId, rows);
}

export type FoundUser = { id: string; name: string; photoUrl: string | null };

/**
 * Finds a platform user by e-mail (sign-in address or confirmed alternate) when the query contains @,
 * otherwise by user id. The searcher, users who have not completed a profile and users with a block
 * between the two are not found (null), and so is any address past the emailLookup limit.
 */
export async function searchFamilyUser(
  db: Db,
  userId: string,
  input: UserSearchInput,
): Promise<FoundUser | null> {
  const { query } = input;
  const select = { id: true, displayName: true, fullName: true, email: true, photoUrl: true } as const;
  const email = query.toLowerCase();
  const byEmail = searchKind(query) === 'email';
  // An address lookup tells whether it has an account: limited as user search is (past it, not found). A
  // half-typed address (the card searches as the user types) matches no account and costs nothing.
  if (byEmail && !emailField.safeParse(email).success) return null;
  if (byEmail && !(await takeAll(db, limits.emailLookup(userId)))) return null;
  const user = byEmail
    ? await db.user.findFirst({
        where: {
          hasAdditionalInfo: true,
          OR: [{ email }, { alternateEmails: { some: { email, verifiedAt: { not: null } } } }],
        },
        select,
      })
    : await db.user.findFirst({ where: { id: query, hasAdditionalInfo: true }, select });
  if (!user || user.id === userId || (await isBlockedBetween(db, userId, user.id))) return null;
  return { id: user.id, name: nameOf(user), photoUrl: user.photoUrl };
}

/** Why a platform row of the card cannot be saved, keyed by its field path (members.N.userId). */
export type FamilyRowProblem = 'self' | 'duplicate' | 'notFound' | 'alreadyConnected';

export type AddFamilyResult =
  | { status: 'saved'; requests: number; created: number }
  | { status: 'userMissing' }
  | { status: 'limited' }
  | { status: 'invalidRows'; requestsSent: boolean; rows: Record<string, FamilyRowProblem> };

/**
 * Saves the card's new rows in one transaction. Platform users get a pending request and a family
 * connection request notification; other members are created directly (accepted). Every row is checked
 * before anything is written, with a fixed number of queries whatever the number of rows.
 */
export async function addFamilyMembers(
  db: Db,
  userId: string,
  input: SaveFamilyData,
): Promise<AddFamilyResult> {
  const members = input.members.map(toNewMember);
  const platformIds = members.flatMap((member) => (member.kind === 'platform' ? [member.userId] : []));
  const requestsSent = platformIds.length > 0;

  const me = await db.user.findUnique({
    where: { id: userId },
    select: { displayName: true, fullName: true, email: true },
  });
  if (!me) return { status: 'userMissing' };
  // Each request notifies and mails someone: limited per account.
  if (requestsSent && !(await takeAll(db, limits.familyRequests(userId)))) return { status: 'limited' };
  const myName = nameOf(me);

  // Check every platform row before writing anything: three reads for all rows together.
  const others = platformIds.filter((id) => id !== userId);
  const [found, blocked, connected] =
    others.length === 0
      ? [[], new Set<string>(), []]
      : await Promise.all([
          db.user.findMany({
            where: { id: { in: others }, hasAdditionalInfo: true },
            select: { id: true, displayName: true, fullName: true, email: true },
          }),
          blockedAmong(db, userId, others),
          db.familyConnection.findMany({
            where: {
              OR: [
                { requesterId: userId, recipientId: { in: others } },
                { requesterId: { in: others }, recipientId: userId },
              ],
            },
            select: { requesterId: true, recipientId: true },
          }),
        ]);
  const names = new Map(found.map((user) => [user.id, nameOf(user)]));
  const alreadyConnected = new Set(
    connected.map((c) => (c.requesterId === userId ? c.recipientId : c.requesterId)),
  );
  const rows: Record<string, FamilyRowProblem> = {};
  const seen = new Set<string>();
  for (const [index, member] of members.entries()) {
    if (member.kind !== 'platform') continue;
    const key = `members.${index}.userId`;
    if (member.userId === userId) rows[key] = 'self';
    else if (seen.has(member.userId)) rows[key] = 'duplicate';
    else if (!names.has(member.userId) || blocked.has(member.userId)) rows[key] = 'notFound';
    else if (alreadyConnected.has(member.userId)) rows[key] = 'alreadyConnected';
    seen.add(member.userId);
  }
  if (Object.keys(rows).length > 0) return { status: 'invalidRows', requestsSent, rows };

  await db.$transaction(async (tx) => {
    const created = members.map((member) => {
      const common = {
        id: newFamilyId(),
        requesterId: userId,
        requesterName: myName,
        requesterRelation: toDbRelation(member.relation),
        recipientRelation: toDbRelation(reciprocalRelation(member.relation)),
      };
      return member.kind === 'platform'
        ? {
            ...common,
            recipientId: member.userId,
            recipientName: names.get(member.userId) ?? '',
            isRecipientPlatformUser: true,
            status: 'PENDING' as const,
          }
        : {
            ...common,
            recipientId: null,
            recipientName: `${member.firstName} ${member.lastName}`,
            isRecipientPlatformUser: false,
            status: 'ACCEPTED' as const,
            recipientFirstName: member.firstName,
            recipientLastName: member.lastName,
            recipientAge: member.age,
            recipientPhoneNumber: member.phoneNumber,
          };
    });
    await tx.familyConnection.createMany({ data: created });
    const requests = new Map(
      members.flatMap((member, i) =>
        member.kind === 'platform' ? [[member.userId, { member, id: created[i].id }]] : [],
      ),
    );
    await notifyMany(tx, [...requests.keys()], (recipientId) => {
      const { member, id } = requests.get(recipientId)!;
      return {
        type: FAMILY_REQUEST_TYPE,
        title: m.request.title,
        message: m.request.body(myName),
        data: {
          requesterId: userId,
          requesterName: myName,
          relation: member.relation,
          familyMemberId: id,
          connectionId: id,
        },
      };
    });
  });
  return { status: 'saved', requests: platformIds.length, created: members.length };
}

/** Removes a connection the user is part of (sent, or accepted from someone else). */
export async function removeFamilyConnection(
  db: Db,
  userId: string,
  input: ConnectionIdInput,
): Promise<'removed' | 'notFound'> {
  const { count } = await db.familyConnection.deleteMany({
    where: { id: input.id, OR: [{ requesterId: userId }, { recipientId: userId, status: 'ACCEPTED' }] },
  });
  return count === 1 ? 'removed' : 'notFound';
}

export type RespondResult =
  { status: 'answered'; accepted: boolean } | { status: 'alreadyAnswered' } | { status: 'userMissing' };

/**
 * The recipient answers a pending request. Accepting confirms the connection with the reciprocal
 * relation; rejecting deletes it. Either way the request notification is marked read and the requester
 * is notified, in the same transaction.
 */
export async function respondToFamilyRequest(
  db: Db,
  userId: string,
  input: RespondInput,
): Promise<RespondResult> {
  const { connectionId, accept } = input;
  const me = await db.user.findUnique({
    where: { id: userId },
    select: { displayName: true, fullName: true, email: true },
  });
  if (!me) return { status: 'userMissing' };
  const myName = nameOf(me);

  return db.$transaction(async (tx) => {
    const row = await tx.familyConnection.findFirst({
      where: { id: connectionId, recipientId: userId, status: 'PENDING' },
      select: { id: true, requesterId: true, requesterRelation: true },
    });
    if (!row) return { status: 'alreadyAnswered' };
    // Conditional on still being pending, so two answers at once cannot both go through.
    const { count } = accept
      ? await tx.familyConnection.updateMany({
          where: { id: row.id, status: 'PENDING' },
          data: {
            status: 'ACCEPTED',
            recipientName: myName,
            recipientRelation: toDbRelation(reciprocalRelation(fromDbRelation(row.requesterRelation))),
          },
        })
      : await tx.familyConnection.deleteMany({ where: { id: row.id, status: 'PENDING' } });
    if (count !== 1) return { status: 'alreadyAnswered' };
    await tx.notification.updateMany({
      where: { userId, type: FAMILY_REQUEST_TYPE, data: { path: ['connectionId'], equals: row.id } },
      data: { read: true },
    });
    await notify(tx, row.requesterId, {
      type: accept ? FAMILY_ACCEPTED_TYPE : FAMILY_REJECTED_TYPE,
      title: accept ? m.request.acceptedTitle : m.request.rejectedTitle,
      message: accept ? m.request.accepted(myName) : m.request.rejected(myName),
      data: { connectionId: row.id, recipientId: userId, recipientName: myName },
    });
    return { status: 'answered', accepted: accept };
  });
}
