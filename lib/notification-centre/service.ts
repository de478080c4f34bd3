import 'server-only';
import type { Db } from '@/lib/db';
import { FAMILY_REQUEST_TYPE } from '@/lib/family/rules';
import { isPendingRole } from '@/lib/access/membership-where';
import { TEAM_INVITE_TYPE } from '@/lib/teams/rules';
import { SUB_INVITE_TYPE } from '@/lib/subs/service';
import { GAME_CHAT_NOTIFICATION } from '@/lib/conversations/game-chat-rules';

// The notifications page: the signed-in user's own notifications, newest first.

export const NOTIFICATION_PAGE_SIZE = 50;

export async function listNotifications(db: Db, userId: string, take = NOTIFICATION_PAGE_SIZE) {
  const rows = await db.notification.findMany({
    where: { userId },
    select: { id: true, type: true, title: true, message: true, data: true, read: true, createdAt: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
  // Family requests can be answered while their connection is still pending and addressed to this user.
  const connectionIds = rows
    .filter((r) => r.type === FAMILY_REQUEST_TYPE)
    .map((r) => connectionIdOf(r.data))
    .filter((id): id is string => id !== null);
  const pending = connectionIds.length
    ? await db.familyConnection.findMany({
        where: { id: { in: connectionIds }, recipientId: userId },
        select: { id: true, status: true },
      })
    : [];
  const status = new Map(pending.map((p) => [p.id, p.status]));
  // Team invitations can be accepted or declined here while the viewer's roster entry is still pending.
  const teamIds = [
    ...new Set(
      rows
        .filter((r) => r.type === TEAM_INVITE_TYPE)
        .map((r) => stringField(r.data, 'teamId'))
        .filter((id): id is string => id !== null),
    ),
  ];
  const entries = teamIds.length
    ? await db.rosterEntry.findMany({
        where: { teamId: { in: teamIds }, userId, team: { isExternal: false } },
        select: { teamId: true, role: true, joinRequest: true },
      })
    : [];
  const invitation = new Map(
    entries.map((e) => [
      e.teamId,
      e.joinRequest
        ? ('GONE' as const)
        : isPendingRole(e.role)
          ? ('PENDING' as const)
          : ('ACCEPTED' as const),
    ]),
  );
  // Sub requests (Find a sub) are answered here (Join / Not this time) while the invitation is open.
  const subEventIds = [
    ...new Set(
      rows
        .filter((r) => r.type === SUB_INVITE_TYPE)
        .map((r) => stringField(r.data, 'eventId'))
        .filter((id): id is string => id !== null),
    ),
  ];
  const subRows = subEventIds.length
    ? await db.subInvitation.findMany({
        where: { eventId: { in: subEventIds }, userId },
        select: { eventId: true, status: true },
      })
    : [];
  const subStatus = new Map(subRows.map((r) => [r.eventId, r.status]));
  return rows.map((row) => {
    const subEventId = row.type === SUB_INVITE_TYPE ? stringField(row.data, 'eventId') : null;
    const connectionId = row.type === FAMILY_REQUEST_TYPE ? connectionIdOf(row.data) : null;
    const teamId = row.type === TEAM_INVITE_TYPE ? stringField(row.data, 'teamId') : null;
    const chatEventId = row.type === GAME_CHAT_NOTIFICATION ? stringField(row.data, 'eventId') : null;
    return {
      id: row.id,
      title: row.title,
      message: row.message,
      read: row.read,
      createdAt: row.createdAt,
      familyRequest: connectionId
        ? { connectionId, status: status.get(connectionId) ?? ('GONE' as const) }
        : null,
      teamInvitation: teamId ? { teamId, status: invitation.get(teamId) ?? ('GONE' as const) } : null,
      /** A game chat's notification opens the chat on the game page. */
      chatHref: chatEventId ? `/evt/${encodeURIComponent(chatEventId)}#chat` : null,
      subInvitation: subEventId
        ? {
            eventId: subEventId,
            status:
              subStatus.get(subEventId) === 'SENT'
                ? ('PENDING' as const)
                : subStatus.get(subEventId) === 'JOINED'
                  ? ('JOINED' as const)
                  : subStatus.get(subEventId) === 'DECLINED'
                    ? ('DECLINED' as const)
                    : ('GONE' as const),
          }
        : null,
    };
  });
}

function stringField(data: unknown, key: string): string | null {
  if (data && typeof data === 'object' && key in data) {
    const value = (data as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : null;
  }
  return null;
}

function connectionIdOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'connectionId' in data) {
    const value = (data as { connectionId: unknown }).connectionId;
    return typeof value === 'string' ? value : null;
  }
  return null;
}

export async function markAllRead(db: Db, userId: string) {
  const { count } = await db.notification.updateMany({
    where: { userId, read: false },
    data: { read: true },
  });
  return count;
}

export async function unreadCount(db: Db, userId: string) {
  return db.notification.count({ where: { userId, read: false } });
}
