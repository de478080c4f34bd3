import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  ChatReportsTable,
  HiddenPostsTable,
  ModerationHistoryTable,
  ReportedPostsTable,
} from '@/components/admin/ModerationQueue';
import { Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { chatReportQueue } from '@/lib/conversations/chat-moderation';
import { db } from '@/lib/db';
import { dateTimeFormat } from '@/lib/intl';
import { postMessages as m } from '@/lib/messages/posts';
import { moderationQueue } from '@/lib/posts/queries';

export const metadata: Metadata = { title: m.reportedTitle };

// admin/posts, the moderation queue (administrators only; anyone else gets a 404): posts with open reports
// (Hide: off the board at once; Dismiss report: it stays), reported game-chat messages (Delete message, Dismiss
// report), hidden posts (Restore), and who did what and when.
export default async function ModerationQueuePage() {
  const viewer = await requireViewer();
  const [queue, chatReports] = await Promise.all([moderationQueue(viewer), chatReportQueue(db, viewer)]);
  if (!queue || !chatReports) notFound();
  const format = dateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: viewer.timeZone,
  });
  const when = (d: Date) => format.format(d);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{m.reportedTitle}</h1>
        <p className="text-slate-700">{m.queueIntro}</p>
      </div>
      <Card title={m.reportedTitle}>
        {queue.reported.length === 0 ? (
          <EmptyState title={m.reportedEmpty} description={m.reportedEmptyHint} headingLevel={3} />
        ) : (
          <ReportedPostsTable
            rows={queue.reported.map((p) => ({
              id: p.id,
              title: p.title,
              href: p.href,
              author: p.authorName ?? m.deletedAuthor,
              count: p.reports.length,
              lastReportAt: p.lastReportAt.toISOString(),
              lastReport: when(p.lastReportAt),
              reports: p.reports.map((r) => ({
                reporter: r.reporterName,
                reason: r.reason ?? m.noReason,
                when: when(r.createdAt),
              })),
            }))}
          />
        )}
      </Card>
      <Card title={m.chatReportsTitle}>
        {chatReports.length === 0 ? (
          <EmptyState title={m.chatReportsEmpty} description={m.chatReportsEmptyHint} headingLevel={3} />
        ) : (
          <ChatReportsTable
            rows={chatReports.map((r) => ({
              id: r.id,
              body: r.body,
              author: r.authorName ?? m.deletedAuthor,
              reporter: r.reporterName,
              reason: r.reason ?? m.noReason,
              href: r.href,
              messageExists: r.messageExists,
              at: r.createdAt.toISOString(),
              when: when(r.createdAt),
            }))}
          />
        )}
      </Card>
      <Card title={m.hiddenTitle}>
        {queue.hidden.length === 0 ? (
          <EmptyState title={m.hiddenEmpty} description={m.hiddenEmptyHint} headingLevel={3} />
        ) : (
          <HiddenPostsTable
            rows={queue.hidden.map((p) => ({
              id: p.id,
              title: p.title,
              author: p.authorName ?? m.deletedAuthor,
              hiddenBy: p.hiddenBy ?? m.someone,
              when: when(p.hiddenAt),
              at: p.hiddenAt.toISOString(),
            }))}
          />
        )}
      </Card>
      <Card title={m.historyTitle}>
        {queue.history.length === 0 ? (
          <EmptyState title={m.historyEmpty} description={m.historyEmptyHint} headingLevel={3} />
        ) : (
          <ModerationHistoryTable
            rows={queue.history.map((e) => ({
              id: e.id,
              admin: e.adminName ?? m.someone,
              action: m.moderationAction[e.action] ?? e.action,
              post: e.postTitle,
              when: when(e.createdAt),
              at: e.createdAt.toISOString(),
            }))}
          />
        )}
      </Card>
    </div>
  );
}
