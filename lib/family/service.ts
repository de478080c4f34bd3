import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { notify } from '@/lib/notifications/notify';
import { isBlockedBetween } from '@/lib/privacy/blocks';
import { commonMessages, familyMessages } from '@/lib/messages';
import { limits, takeAll } from '@/lib/rate-limit';
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
import { connectionIdSchema, respondSchema, saveFamilySchema, toNewMember, userSearchSchema } from './schema';

// Family connections. Every function takes the signed-in user's id and only ever reads or changes
// connections that user is part of; anything else answers "not found".

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
 * between the two are not found.
 */
export async function searchFamilyUser(
  db: Db,
  userId: string,
  input: unknown,
): Promise<ActionResult<FoundUser | null>> {
  const parsed = userSearchSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const query = parsed.data.query;
  const kind = searchKind(query);
  const select = { id: true, displayName: true, fullName: true, email: true, photoUrl: true } as const;
  const email = query.toLowerCase();
  const user =
    kind === 'email'
      ? await db.user.findFirst({
          where: {
            hasAdditionalInfo: true,
            OR: [{ email }, { alternateEmails: { some: { email, verifiedAt: { not: null } } } }],
          },
          select,
        })
      : await db.user.findFirst({ where: { id: query, hasAdditionalInfo: true }, select });
  if (!user || user.id === userId || (await isBlockedBetween(db, userId, user.id))) return ok(null);
  return ok({ id: user.id, name: nameOf(user), photoUrl: user.photoUrl });
}

/**
 * Saves the card's new rows in one transaction. Platform users get a pending request and a family
 * connection request notification; other members are created directly (accepted).
 */
export async function addFamilyMembers(
  db: Db,
  userId: string,
  input: unknown,
): Promise<ActionResult<{ requests: number; created: number }>> {
  const parsed = saveFamilySchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const members = parsed.data.members.map(toNewMember);
  const requestsSent = members.some((member) => member.kind === 'platform');

  const me = await db.user.findUnique({
    where: { id: userId },
    select: { displayName: true, fullName: true, email: true },
  });
  if (!me) return fail(m.userNotLoaded);
  // Each request notifies and mails someone: limited per account.
  if (requestsSent && !(await takeAll(db, limits.familyRequests(userId))))
    return fail(commonMessages.tooManyAttempts);
  const myName = nameOf(me);

  // Check every platform row before writing anything.
  const fieldErrors: Record<string, string[]> = {};
  const recipients = new Map<string, string>();
  for (const [index, member] of members.entries()) {
    if (member.kind !== 'platform') continue;
    const key = `members.${index}.userId`;
    if (member.userId === userId) {
      fieldErrors[key] = [m.validation.selfNotAllowed];
      continue;
    }
    if (recipients.has(member.userId)) {
      fieldErrors[key] = [m.validation.duplicateRow];
      continue;
    }
    const recipient = await db.user.findFirst({
      where: { id: member.userId, hasAdditionalInfo: true },
      select: { displayName: true, fullName: true, email: true },
    });
    if (!recipient || (await isBlockedBetween(db, userId, member.userId))) {
      fieldErrors[key] = [m.noUserFound];
      continue;
    }
    const existing = await db.familyConnection.findFirst({
      where: {
        OR: [
          { requesterId: userId, recipientId: member.userId },
          { requesterId: member.userId, recipientId: userId },
        ],
      },
      select: { id: true },
    });
    if (existing) {
      fieldErrors[key] = [m.validation.alreadyConnected];
      continue;
    }
    recipients.set(member.userId, nameOf(recipient));
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: requestsSent ? m.requestFailed : m.updateFailed, fieldErrors };
  }

  const result = await db.$transaction(async (tx) => {
    let requests = 0;
    for (const member of members) {
      const id = newFamilyId();
      const relation = toDbRelation(member.relation);
      const reciprocal = toDbRelation(reciprocalRelation(member.relation));
      if (member.kind === 'platform') {
        const recipientName = recipients.get(member.userId) ?? '';
        await tx.familyConnection.create({
          data: {
            id,
            requesterId: userId,
            recipientId: member.userId,
            requesterName: myName,
            recipientName,
            requesterRelation: relation,
            recipientRelation: reciprocal,
            isRecipientPlatformUser: true,
            status: 'PENDING',
          },
        });
        await notify(tx, member.userId, {
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
        });
        requests += 1;
      } else {
        await tx.familyConnection.create({
          data: {
            id,
            requesterId: userId,
            recipientId: null,
            requesterName: myName,
            recipientName: `${member.firstName} ${member.lastName}`,
            requesterRelation: relation,
            recipientRelation: reciprocal,
            isRecipientPlatformUser: false,
            status: 'ACCEPTED',
            recipientFirstName: member.firstName,
            recipientLastName: member.lastName,
            recipientAge: member.age,
            recipientPhoneNumber: member.phoneNumber,
          },
        });
      }
    }
    return { requests, created: members.length };
  });
  return ok(result, requestsSent ? m.requestSent : m.updated);
}

/** Removes a connection the user is part of (sent, or accepted from someone else). */
export async function removeFamilyConnection(db: Db, userId: string, input: unknown): Promise<ActionResult> {
  const parsed = connectionIdSchema.safeParse(input);
  if (!parsed.success) return fail(m.removeFailed);
  const { count } = await db.familyConnection.deleteMany({
    where: {
      id: parsed.data.id,
      OR: [{ requesterId: userId }, { recipientId: userId, status: 'ACCEPTED' }],
    },
  });
  if (count !== 1) return fail(m.removeFailed);
  return ok(undefined, m.removed);
}

/**
 * The recipient answers a pending request. Accepting confirms the connection with the reciprocal
 * relation; rejecting deletes it. Either way the request notification is marked read and the requester
 * is notified, in the same transaction.
 */
export async function respondToFamilyRequest(
  db: Db,
  userId: string,
  input: unknown,
): Promise<ActionResult<{ accepted: boolean }>> {
  const parsed = respondSchema.safeParse(input);
  if (!parsed.success) return fail(m.request.alreadyAnswered);
  const { connectionId, accept } = parsed.data;
  const me = await db.user.findUnique({
    where: { id: userId },
    select: { displayName: true, fullName: true, email: true },
  });
  if (!me) return fail(m.userNotLoaded);
  const myName = nameOf(me);

  return db.$transaction(async (tx) => {
    const row = await tx.familyConnection.findFirst({
      where: { id: connectionId, recipientId: userId, status: 'PENDING' },
      select: { id: true, requesterId: true, requesterRelation: true },
    });
    if (!row) return fail(m.request.alreadyAnswered);
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
    if (count !== 1) return fail(m.request.alreadyAnswered);
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
    return ok({ accepted: accept }, accept ? m.request.acceptedTitle : m.request.rejectedTitle);
  });
}
