import 'server-only';
import { randomUUID } from 'node:crypto';
import { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { gameChatMessages, conversationMessages } from '@/lib/messages';
import { hostableTeamSql, visibleEventSql } from '@/lib/access/event-visibility';
import { notifyMany } from '@/lib/notifications/notify';
import { blockedAmong, blockedBetweenSql, blockedUserIdsSql, isBlockedBetween } from '@/lib/access/blocks';
import { sharesUpcomingGamesSql } from '@/lib/privacy/profile';
import { limits, takeAllIn } from '@/lib/rate-limit';
import {
  CHAT_STATUSES,
  chatCollapseKey,
  chatRole,
  GAME_CHAT_NOTIFICATION,
  mayChat,
  mayModerate,
  type ChatRole,
} from './game-chat-rules';
import { excerpt } from './rules';

// Game chat (issue 32 §2): a Conversation linked to an event (conversations.eventId) holding ordinary Message
// rows. Who reads and writes follows from the game, not from participant rows: the host, co-hosts (managers of
// the hosting team), and players going, waitlisted or offered a spot; or anyone who can see the game once the
// host opened the chat. A game the viewer cannot see (private, or a block with the host either way) answers
// "not found", as its page does. Messages of someone blocked either way with the viewer are left out.
// Authors are named as on the game page (docs/security.md → Discoverability): a known minor, or someone hiding
// their upcoming games, is named only to the host, co-hosts and themself; everyone else reads "A player" (the
// game's host is named, as on its page). Someone outside the game reads an open chat only from when the host
// opened it (conversations.openedAt): what the players said among themselves before stays theirs.

type Tx = Prisma.TransactionClient;
type Reader = Db | Tx;

const THREAD_LIMIT = 100;

export type ChatMessageView = {
  id: string;
  body: string;
  senderName: string;
  /** The name the avatar's initials come from: the sender's own name for "You", else senderName. */
  avatarName: string;
  /** The sender's picture (null: none, or the sender is not named to this viewer); initials otherwise. */
  senderPhotoUrl: string | null;
  fromMe: boolean;
  /** The author deleted their account: the text is gone. */
  deleted: boolean;
  createdAt: string;
  edited: boolean;
  pinned: boolean;
};

export type GameChatView = {
  eventId: string;
  /** Moves on every change of the chat or of the viewer's place in it; the poll sends it back to hear
   * "nothing new". */
  version: string;
  role: ChatRole;
  canChat: boolean;
  canModerate: boolean;
  openToViewers: boolean;
  pinned: ChatMessageView | null;
  messages: ChatMessageView[];
};

type Access = {
  event: { id: string; title: string; creatorId: string; hostingTeamId: string | null };
  chat: { id: string; openToViewers: boolean; openedAt: Date | null; changedAt: Date } | null;
  role: ChatRole;
  canChat: boolean;
};

type AccessRow = {
  id: string;
  title: string;
  creatorId: string;
  hostingTeamId: string | null;
  chatId: string | null;
  openToViewers: boolean | null;
  openedAt: Date | null;
  changedAt: Date | null;
  hostBlocked: boolean;
  coHost: boolean;
  status: string | null;
};

/**
 * The game and the viewer's place in its chat, or null when the viewer cannot see the game (visibleEventSql, and
 * no block with the host either way). One statement: the game, its chat, the block with the host, whether the
 * viewer co-hosts (manages the hosting team) and their place in the game.
 */
async function accessOf(
  db: Reader,
  viewerId: string,
  eventId: string,
  now = new Date(),
): Promise<Access | null> {
  const [row] = await db.$queryRaw<AccessRow[]>`
    SELECT e."id", e."title", e."creatorId", e."hostingTeamId",
           c."id" AS "chatId", c."openToViewers", c."openedAt", c."changedAt",
           (e."creatorId" <> ${viewerId}
              AND ${blockedBetweenSql(Prisma.sql`${viewerId}`, Prisma.sql`e."creatorId"`)}) AS "hostBlocked",
           (e."hostingTeamId" IS NOT NULL AND ${hostableTeamSql(Prisma.sql`e."hostingTeamId"`, viewerId)}) AS "coHost",
           (SELECT p."status"::text FROM "event_participants" p
             WHERE p."eventId" = e."id" AND p."userId" = ${viewerId}
               AND p."status"::text = ANY(${[...CHAT_STATUSES]}::text[])
             LIMIT 1) AS "status"
      FROM "events" e
      LEFT JOIN "conversations" c ON c."eventId" = e."id"
     WHERE e."id" = ${eventId} AND ${visibleEventSql('e', viewerId, now)}`;
  if (!row || row.hostBlocked) return null;
  const role = chatRole({
    isCreator: row.creatorId === viewerId,
    isCoHost: row.creatorId === viewerId || row.coHost,
    status: row.status,
  });
  const chat =
    row.chatId && row.changedAt
      ? {
          id: row.chatId,
          openToViewers: row.openToViewers === true,
          openedAt: row.openedAt,
          changedAt: row.changedAt,
        }
      : null;
  return {
    event: { id: row.id, title: row.title, creatorId: row.creatorId, hostingTeamId: row.hostingTeamId },
    chat,
    role,
    canChat: mayChat(role, chat?.openToViewers ?? false),
  };
}

/** The game's conversation, created on first use (one per game, whoever gets there first). */
async function ensureChat(tx: Tx, event: Access['event']): Promise<string> {
  await tx.$executeRaw`
    INSERT INTO "conversations" ("id", "isGroup", "title", "eventId")
    VALUES (${`gc_${randomUUID()}`}, true, ${event.title}, ${event.id})
    ON CONFLICT ("eventId") DO NOTHING`;
  const chat = await tx.conversation.findUniqueOrThrow({
    where: { eventId: event.id },
    select: { id: true },
  });
  return chat.id;
}

const touch = (tx: Tx, conversationId: string, extra: Prisma.ConversationUpdateInput = {}) =>
  tx.conversation.update({ where: { id: conversationId }, data: { changedAt: new Date(), ...extra } });

/** A message as the chat shows it, with its sender (null once the sender's account is deleted). */
type MessageRow = {
  id: string;
  body: string;
  senderId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  pinnedAt: Date | null;
  sender: { displayName: string | null; fullName: string | null; photoUrl: string | null } | null;
};

const nameOf = (sender: { displayName: string | null; fullName: string | null } | null) =>
  sender?.displayName ?? sender?.fullName ?? conversationMessages.deletedUser;

/**
 * Of `userIds`, those anyone in the chat may see named: "Show my upcoming games" on and not known to be under 18
 * (the rule of the game page's "Who is going"). One query.
 */
async function namedToAll(db: Reader, userIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT u."id" FROM "users" u WHERE u."id" = ANY(${ids}::text[]) AND ${sharesUpcomingGamesSql('u')}`;
  return new Set(rows.map((r) => r.id));
}

function toView(viewerId: string, m: MessageRow, named: (senderId: string) => boolean): ChatMessageView {
  // Someone the viewer may not see named is not shown by their picture either.
  const hidden = m.senderId !== null && m.senderId !== viewerId && !named(m.senderId);
  return {
    id: m.id,
    body: m.senderId ? m.body : '',
    senderName:
      m.senderId === viewerId
        ? conversationMessages.you
        : hidden
          ? gameChatMessages.somePlayer
          : nameOf(m.sender),
    avatarName: hidden ? gameChatMessages.somePlayer : nameOf(m.sender),
    senderPhotoUrl: hidden ? null : (m.sender?.photoUrl ?? null),
    fromMe: m.senderId === viewerId,
    deleted: m.senderId === null,
    createdAt: m.createdAt.toISOString(),
    edited: m.editedAt !== null,
    pinned: m.pinnedAt !== null,
  };
}

/** From when someone outside the game reads an open chat (an open chat without the time: from now). */
const openedSince = (chat: NonNullable<Access['chat']>) => chat.openedAt ?? new Date();

/** The chat's last change and the viewer's role (joining or leaving the game changes what they see). */
const versionOf = (access: Access) => `${access.chat?.changedAt.toISOString() ?? 'new'}|${access.role}`;

type ThreadRow = {
  kind: 'latest' | 'pinned';
  id: string;
  body: string;
  senderId: string | null;
  createdAt: Date;
  editedAt: Date | null;
  pinnedAt: Date | null;
  displayName: string | null;
  fullName: string | null;
  photoUrl: string | null;
  /** The sender may be named to anyone in the chat (namedToAll's rule). */
  sharesGames: boolean;
};

/**
 * The chat's latest messages and its pinned one, with their senders, in one statement. Messages of someone with
 * a block either way with the viewer are left out (blockedUserIdsSql); someone outside the game reads only from
 * when the chat was opened, and their own messages.
 */
async function threadOf(db: Reader, viewerId: string, access: Access, chat: NonNullable<Access['chat']>) {
  const visible = Prisma.sql`m."conversationId" = ${chat.id}
    AND (m."senderId" IS NULL OR m."senderId" = ${viewerId} OR m."senderId" NOT IN ${blockedUserIdsSql(viewerId)})
    ${access.role === 'viewer' ? Prisma.sql`AND (m."createdAt" >= ${openedSince(chat)} OR m."senderId" = ${viewerId})` : Prisma.empty}`;
  const rows = await db.$queryRaw<ThreadRow[]>`
    WITH thread AS (
      (SELECT 'latest' AS "kind", m.* FROM "messages" m WHERE ${visible}
        ORDER BY m."createdAt" DESC, m."id" DESC LIMIT ${THREAD_LIMIT})
      UNION ALL
      (SELECT 'pinned' AS "kind", m.* FROM "messages" m WHERE ${visible} AND m."pinnedAt" IS NOT NULL
        ORDER BY m."pinnedAt" DESC, m."id" DESC LIMIT 1))
    SELECT t."kind", t."id", t."body", t."senderId", t."createdAt", t."editedAt", t."pinnedAt",
           u."displayName", u."fullName", u."photoUrl",
           (u."id" IS NOT NULL AND ${sharesUpcomingGamesSql('u')}) AS "sharesGames"
      FROM thread t LEFT JOIN "users" u ON u."id" = t."senderId"
     ORDER BY t."kind", t."createdAt" DESC, t."id" DESC`;
  const toRow = (r: ThreadRow): MessageRow => ({
    id: r.id,
    body: r.body,
    senderId: r.senderId,
    createdAt: r.createdAt,
    editedAt: r.editedAt,
    pinnedAt: r.pinnedAt,
    sender: r.senderId ? { displayName: r.displayName, fullName: r.fullName, photoUrl: r.photoUrl } : null,
  });
  const sharing = new Set(rows.filter((r) => r.sharesGames && r.senderId).map((r) => r.senderId as string));
  const pinned = rows.find((r) => r.kind === 'pinned');
  return {
    latest: rows.filter((r) => r.kind === 'latest').map(toRow),
    pinned: pinned ? toRow(pinned) : null,
    sharing,
  };
}

/** Who the viewer may see named: everyone for the host and co-hosts; else themself, the game's host, and the
 * senders who show their upcoming games and are not known to be under 18. */
function namerFor(viewerId: string, access: Access, sharing: Set<string>): (senderId: string) => boolean {
  if (mayModerate(access.role)) return () => true;
  return (id) => id === viewerId || id === access.event.creatorId || sharing.has(id);
}

async function viewOf(db: Reader, viewerId: string, access: Access): Promise<GameChatView> {
  const base = {
    eventId: access.event.id,
    version: versionOf(access),
    role: access.role,
    canChat: access.canChat,
    canModerate: mayModerate(access.role),
    openToViewers: access.chat?.openToViewers ?? false,
  };
  if (!access.canChat || !access.chat) return { ...base, pinned: null, messages: [] };
  const { latest, pinned, sharing } = await threadOf(db, viewerId, access, access.chat);
  const named = namerFor(viewerId, access, sharing);
  return {
    ...base,
    pinned: pinned ? toView(viewerId, pinned, named) : null,
    messages: latest.reverse().map((m) => toView(viewerId, m, named)),
  };
}

/**
 * The chat as the viewer sees it, or null when the game is not theirs to see. With `version` equal to the
 * chat's current one, answers 'unchanged' (the poll's cheap path).
 */
export async function gameChat(
  db: Db,
  viewerId: string,
  eventId: string,
  version?: string,
): Promise<GameChatView | 'unchanged' | null> {
  const access = await accessOf(db, viewerId, eventId);
  if (!access) return null;
  if (version && version === versionOf(access)) return 'unchanged';
  return viewOf(db, viewerId, access);
}

/** The viewer read the chat: their unread chat notification of this game is done. */
export async function markChatSeen(db: Db, viewerId: string, eventId: string): Promise<void> {
  await db.notification.updateMany({
    where: {
      userId: viewerId,
      read: false,
      type: GAME_CHAT_NOTIFICATION,
      data: { path: ['collapseKey'], equals: chatCollapseKey(eventId) },
    },
    data: { read: true },
  });
}

export type ChatResult =
  { status: 'ok'; view: GameChatView } | { status: 'notFound' | 'forbidden' | 'limited' | 'messageNotFound' };

/**
 * The people to tell about a new message: everyone in the game but the author and anyone blocked with them, and
 * which of them host the game (the creator and the hosting team's managers, who see every author named).
 */
async function recipientsOf(
  tx: Tx,
  authorId: string,
  event: Access['event'],
): Promise<{ ids: string[]; hosts: Set<string> }> {
  const [players, team] = await Promise.all([
    tx.eventParticipant.findMany({
      where: { eventId: event.id, status: { in: [...CHAT_STATUSES] }, userId: { not: null } },
      select: { userId: true },
    }),
    event.hostingTeamId
      ? tx.team.findUnique({
          where: { id: event.hostingTeamId },
          select: {
            ownerId: true,
            roster: {
              where: {
                OR: ['admin', 'owner', 'manager'].map((role) => ({
                  role: { equals: role, mode: 'insensitive' as const },
                })),
              },
              select: { userId: true },
            },
          },
        })
      : Promise.resolve(null),
  ]);
  const hosts = new Set<string>([event.creatorId]);
  if (team) {
    hosts.add(team.ownerId);
    for (const r of team.roster) if (r.userId) hosts.add(r.userId);
  }
  const ids = new Set<string>(hosts);
  for (const p of players) if (p.userId) ids.add(p.userId);
  ids.delete(authorId);
  const blocked = await blockedAmong(tx, authorId, [...ids]);
  return { ids: [...ids].filter((id) => !blocked.has(id)), hosts };
}

export async function sendChatMessage(
  db: Db,
  viewerId: string,
  input: { eventId: string; body: string },
): Promise<ChatResult> {
  return db.$transaction(async (tx) => {
    const access = await accessOf(tx, viewerId, input.eventId);
    if (!access) return { status: 'notFound' };
    if (!access.canChat) return { status: 'forbidden' };
    if (await takeAllIn(tx, limits.gameChat(viewerId))) return { status: 'limited' };
    const conversationId = access.chat?.id ?? (await ensureChat(tx, access.event));
    const now = new Date();
    const message = await tx.message.create({
      data: { conversationId, senderId: viewerId, body: input.body, createdAt: now },
      select: { sender: { select: { displayName: true, fullName: true } } },
    });
    await touch(tx, conversationId, { lastMessageAt: now });
    const name = nameOf(message.sender);
    // Named to the others as in the chat itself: a hidden author is "A player" but to the hosts.
    const namedToOthers =
      viewerId === access.event.creatorId || (await namedToAll(tx, [viewerId])).has(viewerId);
    const recipients = await recipientsOf(tx, viewerId, access.event);
    await notifyMany(tx, recipients.ids, (userId) => ({
      type: GAME_CHAT_NOTIFICATION,
      title: gameChatMessages.notificationTitle(access.event.title),
      message: gameChatMessages.notificationMessage(
        namedToOthers || recipients.hosts.has(userId) ? name : gameChatMessages.somePlayer,
        excerpt(input.body),
      ),
      data: { eventId: access.event.id },
      url: `/evt/${access.event.id}#chat`,
      actorId: viewerId,
      collapseKey: chatCollapseKey(access.event.id),
    }));
    return { status: 'ok', view: await viewOf(tx, viewerId, await refreshed(tx, access)) };
  });
}

async function refreshed(tx: Tx, access: Access): Promise<Access> {
  const chat = await tx.conversation.findUnique({
    where: { eventId: access.event.id },
    select: { id: true, openToViewers: true, openedAt: true, changedAt: true },
  });
  return { ...access, chat, canChat: mayChat(access.role, chat?.openToViewers ?? false) };
}

/**
 * Loads a game-chat message the viewer can see (in a chat they are in, not from someone blocked with them) and
 * their access; null when there is none.
 */
async function messageFor(tx: Tx, viewerId: string, messageId: string) {
  const message = await tx.message.findFirst({
    where: { id: messageId, conversation: { eventId: { not: null } } },
    select: {
      id: true,
      body: true,
      senderId: true,
      createdAt: true,
      conversationId: true,
      conversation: { select: { eventId: true } },
    },
  });
  if (!message?.conversation.eventId) return null;
  const access = await accessOf(tx, viewerId, message.conversation.eventId);
  if (!access?.canChat || !access.chat) return null;
  // Someone outside the game does not reach what was said before the chat was opened (their own aside).
  if (
    access.role === 'viewer' &&
    message.senderId !== viewerId &&
    message.createdAt < openedSince(access.chat)
  )
    return null;
  if (message.senderId && (await isBlockedBetween(tx, viewerId, message.senderId))) return null;
  return { message, access };
}

export async function editChatMessage(
  db: Db,
  viewerId: string,
  input: { messageId: string; body: string },
): Promise<ChatResult> {
  return db.$transaction(async (tx) => {
    const found = await messageFor(tx, viewerId, input.messageId);
    if (!found || found.message.senderId !== viewerId) return { status: 'messageNotFound' };
    await tx.message.update({
      where: { id: found.message.id },
      data: { body: input.body, editedAt: new Date() },
    });
    await touch(tx, found.message.conversationId);
    return { status: 'ok', view: await viewOf(tx, viewerId, await refreshed(tx, found.access)) };
  });
}

export async function deleteChatMessage(
  db: Db,
  viewerId: string,
  input: { messageId: string },
): Promise<ChatResult> {
  return db.$transaction(async (tx) => {
    const found = await messageFor(tx, viewerId, input.messageId);
    if (!found || (found.message.senderId !== viewerId && !mayModerate(found.access.role)))
      return { status: 'messageNotFound' };
    await tx.message.delete({ where: { id: found.message.id } });
    await touch(tx, found.message.conversationId);
    return { status: 'ok', view: await viewOf(tx, viewerId, await refreshed(tx, found.access)) };
  });
}

/** The host or a co-host pins a message (the chat's one pin moves to it) or takes the pin off. */
export async function pinChatMessage(
  db: Db,
  viewerId: string,
  input: { messageId: string; pinned: boolean },
): Promise<ChatResult> {
  return db.$transaction(async (tx) => {
    const found = await messageFor(tx, viewerId, input.messageId);
    if (!found || !mayModerate(found.access.role)) return { status: 'messageNotFound' };
    const { conversationId } = found.message;
    await tx.message.updateMany({
      where: { conversationId, pinnedAt: { not: null } },
      data: { pinnedAt: null },
    });
    if (input.pinned)
      await tx.message.update({ where: { id: found.message.id }, data: { pinnedAt: new Date() } });
    await touch(tx, conversationId);
    return { status: 'ok', view: await viewOf(tx, viewerId, await refreshed(tx, found.access)) };
  });
}

/**
 * Reports someone else's message to the admins (message_reports, listed beside post_reports). The text and
 * author are copied, so the report outlives an edit or a deletion. Reporting again updates an open report's
 * reason; a report an admin dismissed stays dismissed for its reporter (one user cannot keep putting a message
 * back in the queue), while another reporter still opens their own.
 */
export async function reportChatMessage(
  db: Db,
  viewerId: string,
  input: { messageId: string; reason: string },
): Promise<{ status: 'ok' | 'messageNotFound' }> {
  return db.$transaction(async (tx) => {
    const found = await messageFor(tx, viewerId, input.messageId);
    if (!found || found.message.senderId === viewerId || !found.message.senderId)
      return { status: 'messageNotFound' };
    const reason = input.reason || null;
    const mine = await tx.messageReport.findUnique({
      where: { messageId_reporterId: { messageId: found.message.id, reporterId: viewerId } },
      select: { status: true },
    });
    // Acknowledged as any report is; the admin's decision stands.
    if (mine?.status === 'dismissed') return { status: 'ok' };
    await tx.messageReport.upsert({
      where: { messageId_reporterId: { messageId: found.message.id, reporterId: viewerId } },
      create: {
        messageId: found.message.id,
        reporterId: viewerId,
        reason,
        messageBody: found.message.body,
        authorId: found.message.senderId,
        eventId: found.access.event.id,
      },
      // Reporting an open report again updates it (a dismissed one was answered above).
      update: { reason, messageBody: found.message.body, createdAt: new Date() },
    });
    return { status: 'ok' };
  });
}

/** The host or a co-host opens the chat to anyone who can see the game, or closes it to the players again. */
export async function setChatOpen(
  db: Db,
  viewerId: string,
  input: { eventId: string; open: boolean },
): Promise<ChatResult> {
  return db.$transaction(async (tx) => {
    const access = await accessOf(tx, viewerId, input.eventId);
    if (!access || !mayModerate(access.role)) return { status: 'notFound' };
    const conversationId = access.chat?.id ?? (await ensureChat(tx, access.event));
    // Opening starts the outsiders' history now; opening an open chat keeps it; closing forgets it, so a later
    // opening does not hand out what the players said while it was closed.
    const openedAt = input.open ? (access.chat?.openToViewers && access.chat.openedAt) || new Date() : null;
    await touch(tx, conversationId, { openToViewers: input.open, openedAt });
    return { status: 'ok', view: await viewOf(tx, viewerId, await refreshed(tx, access)) };
  });
}
