import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { notifyMany } from '@/lib/notifications/notify';
import { isBlockedBetween } from '@/lib/access/blocks';
import { conversationMessages } from '@/lib/messages';
import type { SendMessageInput } from './schema';
import { connectionKey, excerpt, sendRefusal, type SendRefusal } from './rules';

// Direct messages. A conversation is reachable only by its participants: any other id answers "not
// found". Sending checks blocks (both ways, by user and by conversation) and the recipient's
// messagesFromAnyone flag inside the same transaction as the insert.

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
type Reader = Db | Tx;

const THREAD_LIMIT = 100;
const LIST_LIMIT = 50;

export type ConversationSummary = {
  id: string;
  isGroup: boolean;
  title: string;
  otherUserId: string | null;
  lastMessage: { body: string; fromMe: boolean; deleted: boolean } | null;
  lastMessageAt: string;
  unread: number;
  blockedByMe: boolean;
};

export type MessageView = {
  id: string;
  body: string;
  senderName: string;
  fromMe: boolean;
  /** The sender deleted their account: the text is gone (see lib/account/service.ts). */
  deleted: boolean;
  createdAt: string;
};

export type ThreadView = {
  id: string;
  isGroup: boolean;
  title: string;
  otherUserId: string | null;
  blockedByMe: boolean;
  refusal: SendRefusal | null;
  messages: MessageView[];
};

type Person = { id: string; displayName: string | null };

function titleOf(c: { isGroup: boolean; title: string | null }, others: Person[]): string {
  if (c.isGroup)
    return (
      c.title ??
      (others
        .map((o) => o.displayName)
        .filter(Boolean)
        .join(', ') ||
        conversationMessages.groupFallbackTitle)
    );
  return others[0]?.displayName ?? conversationMessages.deletedUser;
}

function toMessageView(
  viewerId: string,
  m: { id: string; body: string; senderId: string | null; createdAt: Date; sender: Person | null },
): MessageView {
  return {
    id: m.id,
    body: m.senderId ? m.body : '',
    senderName:
      m.senderId === viewerId
        ? conversationMessages.you
        : (m.sender?.displayName ?? conversationMessages.deletedUser),
    fromMe: m.senderId === viewerId,
    deleted: m.senderId === null,
    createdAt: m.createdAt.toISOString(),
  };
}

type Activity = { conversationId: string; unread: number; body: string | null; senderId: string | null };

/**
 * Per conversation of the viewer: unread messages (newer than their last read, written by someone
 * else) and the latest message. The latest message is one index lookup per conversation (LATERAL ...
 * LIMIT 1), so long conversations cost nothing extra.
 */
async function activityOf(db: Reader, viewerId: string, ids: string[]): Promise<Map<string, Activity>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<Activity[]>`
    SELECT p."conversationId",
           (SELECT count(*)::int FROM "messages" m
             WHERE m."conversationId" = p."conversationId"
               AND m."createdAt" > COALESCE(p."lastReadAt", '-infinity'::timestamp)
               AND m."senderId" IS DISTINCT FROM p."userId") AS unread,
           last."body", last."senderId"
      FROM "conversation_participants" p
      LEFT JOIN LATERAL (
        SELECT m."body", m."senderId" FROM "messages" m
         WHERE m."conversationId" = p."conversationId"
         ORDER BY m."createdAt" DESC, m."id" DESC
         LIMIT 1) last ON true
     WHERE p."userId" = ${viewerId} AND p."conversationId" IN (${Prisma.join(ids)})`;
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/** The viewer's conversations, the most recent first, with unread counts. */
export async function listConversations(db: Reader, viewerId: string): Promise<ConversationSummary[]> {
  const rows = await db.conversationParticipant.findMany({
    where: { userId: viewerId },
    orderBy: { conversation: { lastMessageAt: 'desc' } },
    take: LIST_LIMIT,
    select: {
      blocked: true,
      conversation: {
        select: {
          id: true,
          isGroup: true,
          title: true,
          lastMessageAt: true,
          participants: {
            where: { userId: { not: viewerId } },
            select: { user: { select: { id: true, displayName: true } } },
          },
        },
      },
    },
  });
  const activity = await activityOf(
    db,
    viewerId,
    rows.map((r) => r.conversation.id),
  );
  return rows.map(({ blocked, conversation: c }) => {
    const others = c.participants.map((p) => p.user);
    const a = activity.get(c.id);
    return {
      id: c.id,
      isGroup: c.isGroup,
      title: titleOf(c, others),
      otherUserId: c.isGroup ? null : (others[0]?.id ?? null),
      lastMessage:
        a && a.body !== null
          ? {
              body: a.senderId ? excerpt(a.body) : '',
              fromMe: a.senderId === viewerId,
              deleted: a.senderId === null,
            }
          : null,
      lastMessageAt: c.lastMessageAt.toISOString(),
      unread: a?.unread ?? 0,
      blockedByMe: blocked,
    };
  });
}

const conversationSelect = {
  id: true,
  isGroup: true,
  title: true,
  participants: {
    select: {
      userId: true,
      blocked: true,
      user: { select: { id: true, displayName: true, messagesFromAnyone: true } },
    },
  },
} as const;

type LoadedConversation = {
  id: string;
  isGroup: boolean;
  title: string | null;
  participants: {
    userId: string;
    blocked: boolean;
    user: { id: string; displayName: string | null; messagesFromAnyone: boolean | null };
  }[];
};

/** The conversation if the viewer takes part in it, else null. */
async function loadOwnConversation(
  db: Reader,
  viewerId: string,
  conversationId: string,
): Promise<LoadedConversation | null> {
  return db.conversation.findFirst({
    where: { id: conversationId, participants: { some: { userId: viewerId } } },
    select: conversationSelect,
  });
}

async function refusalFor(db: Reader, viewerId: string, c: LoadedConversation): Promise<SendRefusal | null> {
  const me = c.participants.find((p) => p.userId === viewerId);
  const other = c.participants.find((p) => p.userId !== viewerId);
  if (c.isGroup || !other) {
    return sendRefusal({
      isGroup: c.isGroup,
      blockedByMe: me?.blocked ?? false,
      recipient: null,
      blockedEitherWay: false,
      connected: false,
    });
  }
  const [blockedEitherWay, connection, written] = await Promise.all([
    isBlockedBetween(db, viewerId, other.userId),
    db.connection.findUnique({
      where: { userLowId_userHighId: connectionKey(viewerId, other.userId) },
      select: { status: true },
    }),
    db.message.findFirst({ where: { conversationId: c.id, senderId: other.userId }, select: { id: true } }),
  ]);
  return sendRefusal({
    isGroup: false,
    blockedByMe: me?.blocked ?? false,
    recipient: {
      blockedConversation: other.blocked,
      messagesFromAnyone: other.user.messagesFromAnyone,
      hasWritten: written !== null,
    },
    blockedEitherWay,
    connected: connection?.status === 'ACCEPTED',
  });
}

const messageSelect = {
  id: true,
  body: true,
  senderId: true,
  createdAt: true,
  sender: { select: { id: true, displayName: true } },
} as const;

/** One conversation with its latest messages (oldest first). Null: not the viewer's. */
export async function getThread(
  db: Reader,
  viewerId: string,
  conversationId: string,
): Promise<ThreadView | null> {
  const c = await loadOwnConversation(db, viewerId, conversationId);
  if (!c) return null;
  const [latest, refusal] = await Promise.all([
    db.message.findMany({
      where: { conversationId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: THREAD_LIMIT,
      select: messageSelect,
    }),
    refusalFor(db, viewerId, c),
  ]);
  const others = c.participants.filter((p) => p.userId !== viewerId).map((p) => p.user);
  return {
    id: c.id,
    isGroup: c.isGroup,
    title: titleOf(c, others),
    otherUserId: c.isGroup ? null : (others[0]?.id ?? null),
    blockedByMe: c.participants.find((p) => p.userId === viewerId)?.blocked ?? false,
    refusal,
    messages: latest.reverse().map((m) => toMessageView(viewerId, m)),
  };
}

export type PollResult = {
  conversations: ConversationSummary[];
  thread: { id: string; refusal: SendRefusal | null; blockedByMe: boolean; messages: MessageView[] } | null;
};

/**
 * What changed for the open messages page: the conversation list (unread counts) and, for the open
 * conversation, messages at or after `after` (the client drops the ones it has).
 */
export async function pollUpdates(
  db: Db,
  viewerId: string,
  options: { conversationId?: string; after?: Date },
): Promise<PollResult> {
  const conversations = await listConversations(db, viewerId);
  if (!options.conversationId) return { conversations, thread: null };
  const c = await loadOwnConversation(db, viewerId, options.conversationId);
  if (!c) return { conversations, thread: null };
  const [messages, refusal] = await Promise.all([
    db.message.findMany({
      where: { conversationId: c.id, ...(options.after ? { createdAt: { gte: options.after } } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: THREAD_LIMIT,
      select: messageSelect,
    }),
    refusalFor(db, viewerId, c),
  ]);
  return {
    conversations,
    thread: {
      id: c.id,
      refusal,
      blockedByMe: c.participants.find((p) => p.userId === viewerId)?.blocked ?? false,
      messages: messages.reverse().map((m) => toMessageView(viewerId, m)),
    },
  };
}

export type SendResult =
  | { status: 'sent'; message: MessageView }
  | { status: 'notFound' }
  | { status: 'refused'; reason: SendRefusal };

export async function sendMessage(db: Db, viewerId: string, input: SendMessageInput): Promise<SendResult> {
  return db.$transaction(async (tx) => {
    const c = await loadOwnConversation(tx, viewerId, input.conversationId);
    if (!c) return { status: 'notFound' };
    const refusal = await refusalFor(tx, viewerId, c);
    if (refusal) return { status: 'refused', reason: refusal };
    const now = new Date();
    const message = await tx.message.create({
      data: { conversationId: c.id, senderId: viewerId, body: input.body, createdAt: now },
      select: messageSelect,
    });
    await tx.conversation.update({ where: { id: c.id }, data: { lastMessageAt: now } });
    await tx.conversationParticipant.update({
      where: { conversationId_userId: { conversationId: c.id, userId: viewerId } },
      data: { lastReadAt: now },
    });
    const senderName = c.participants.find((p) => p.userId === viewerId)?.user.displayName;
    // One unread notification per conversation is enough; the messages page shows the count.
    const recipients = c.participants.filter((p) => p.userId !== viewerId && !p.blocked).map((p) => p.userId);
    const pending =
      recipients.length === 0
        ? []
        : await tx.notification.findMany({
            where: {
              userId: { in: recipients },
              type: 'directMessage',
              read: false,
              data: { path: ['conversationId'], equals: c.id },
            },
            select: { userId: true },
          });
    const notified = new Set(pending.map((n) => n.userId));
    await notifyMany(
      tx,
      recipients.filter((id) => !notified.has(id)),
      {
        type: 'directMessage',
        title: conversationMessages.directMessageNotificationTitle(
          senderName ?? conversationMessages.deletedUser,
        ),
        message: excerpt(input.body),
        data: { conversationId: c.id, senderId: viewerId },
      },
    );
    return { status: 'sent', message: toMessageView(viewerId, message) };
  });
}

export type StartResult =
  | { status: 'ok'; conversationId: string }
  | { status: 'notFound' }
  | { status: 'refused'; reason: SendRefusal };

/** Opens the 1:1 conversation with another user, creating it when it does not exist yet. */
export async function startConversation(db: Db, viewerId: string, userId: string): Promise<StartResult> {
  if (userId === viewerId) return { status: 'notFound' };
  return db.$transaction(async (tx) => {
    const other = await tx.user.findFirst({
      where: { id: userId, emailVerified: { not: null } },
      select: { id: true, messagesFromAnyone: true },
    });
    // Someone blocked either way does not exist for the viewer.
    if (!other || (await isBlockedBetween(tx, viewerId, other.id))) return { status: 'notFound' };
    // One creator per pair at a time, so two clicks cannot make two conversations.
    const { userLowId, userHighId } = connectionKey(viewerId, other.id);
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`dm:${userLowId}:${userHighId}`}))`;
    const existing = await tx.conversation.findFirst({
      where: {
        isGroup: false,
        AND: [
          { participants: { some: { userId: viewerId } } },
          { participants: { some: { userId: other.id } } },
        ],
      },
      select: { id: true },
    });
    if (existing) return { status: 'ok', conversationId: existing.id };
    const connection = await tx.connection.findUnique({
      where: { userLowId_userHighId: { userLowId, userHighId } },
      select: { status: true },
    });
    const refusal = sendRefusal({
      isGroup: false,
      blockedByMe: false,
      recipient: {
        blockedConversation: false,
        messagesFromAnyone: other.messagesFromAnyone,
        hasWritten: false,
      },
      blockedEitherWay: false,
      connected: connection?.status === 'ACCEPTED',
    });
    if (refusal) return { status: 'refused', reason: refusal };
    const created = await tx.conversation.create({
      data: { isGroup: false, participants: { create: [{ userId: viewerId }, { userId: other.id }] } },
      select: { id: true },
    });
    return { status: 'ok', conversationId: created.id };
  });
}

/** Marks the conversation read up to now for the viewer. False: not theirs. */
export async function markRead(db: Db, viewerId: string, conversationId: string): Promise<boolean> {
  const { count } = await db.conversationParticipant.updateMany({
    where: { conversationId, userId: viewerId },
    data: { lastReadAt: new Date() },
  });
  return count === 1;
}
