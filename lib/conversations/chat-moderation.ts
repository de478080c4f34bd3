import 'server-only';
import type { Db } from '@/lib/db';

// Chat-message reports in the admin moderation queue (admin/posts, issue 32 §2): a report on a game-chat message
// (message_reports) stays 'open' until an administrator deletes the message ('deleted', every open report of it
// closes) or dismisses the report ('dismissed'). The report keeps its copy of the text and its author, so it
// still reads as reported after an edit, a deletion or the author's account going.

export type ChatReportStatus = 'open' | 'deleted' | 'dismissed';

export type ReportedChatMessage = {
  id: string;
  /** The message as reported. */
  body: string;
  /** Null once the author's account is gone. */
  authorName: string | null;
  reporterName: string;
  reason: string | null;
  createdAt: Date;
  /** evt/{id}#chat, or null when the game is gone. */
  href: string | null;
  /** The message still exists (an admin may delete it). */
  messageExists: boolean;
};

const personName = (u: { displayName: string | null; fullName: string | null; email: string }) =>
  u.displayName || u.fullName || u.email;
const personSelect = { select: { displayName: true, fullName: true, email: true } } as const;

/** The open chat-message reports, newest first. Null for anyone but an administrator. */
export async function chatReportQueue(
  db: Db,
  viewer: { isAdmin: boolean },
  take = 100,
): Promise<ReportedChatMessage[] | null> {
  if (!viewer.isAdmin) return null;
  const rows = await db.messageReport.findMany({
    where: { status: 'open' },
    select: {
      id: true,
      messageBody: true,
      reason: true,
      createdAt: true,
      messageId: true,
      eventId: true,
      author: personSelect,
      reporter: personSelect,
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
  return rows.map((r) => ({
    id: r.id,
    body: r.messageBody,
    authorName: r.author ? personName(r.author) : null,
    reporterName: personName(r.reporter),
    reason: r.reason,
    createdAt: r.createdAt,
    href: r.eventId ? `/evt/${r.eventId}#chat` : null,
    messageExists: r.messageId !== null,
  }));
}

export type ChatModerationResult = { status: 'ok'; eventId: string | null } | { status: 'notFound' };

/**
 * An admin deletes the message of an open report: it leaves the chat for everyone (the chat's version moves, so
 * open pages drop it on their next poll), and every open report of it closes as 'deleted'. A closed or unknown
 * report, or one whose message is already gone, answers 'notFound' and changes nothing.
 */
export async function deleteReportedChatMessage(db: Db, reportId: string): Promise<ChatModerationResult> {
  return db.$transaction(async (tx) => {
    const report = await tx.messageReport.findFirst({
      where: { id: reportId, status: 'open', messageId: { not: null } },
      select: { messageId: true, eventId: true, message: { select: { conversationId: true } } },
    });
    if (!report?.messageId || !report.message) return { status: 'notFound' } as const;
    await tx.messageReport.updateMany({
      where: { messageId: report.messageId, status: 'open' },
      data: { status: 'deleted', closedAt: new Date() },
    });
    await tx.message.delete({ where: { id: report.messageId } });
    await tx.conversation.update({
      where: { id: report.message.conversationId },
      data: { changedAt: new Date() },
    });
    return { status: 'ok', eventId: report.eventId } as const;
  });
}

/** An admin dismisses an open report: it leaves the queue, the message stays. */
export async function dismissChatReport(db: Db, reportId: string): Promise<ChatModerationResult> {
  const [closed] = await db.messageReport.updateManyAndReturn({
    where: { id: reportId, status: 'open' },
    data: { status: 'dismissed', closedAt: new Date() },
    select: { eventId: true },
  });
  return closed ? { status: 'ok', eventId: closed.eventId } : { status: 'notFound' };
}
