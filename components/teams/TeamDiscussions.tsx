import Link from 'next/link';
import { Avatar } from '@/components/profile/Avatar';
import { Card, EmptyState } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { teamUi as m } from '@/lib/messages/teams';
import { discussionsOf } from '@/lib/teams/queries';
import { NewThreadButton, NewTopicForm } from './DiscussionForms';
import { dateTimeFormat } from '@/lib/intl';

// Posted dates on the viewer's clock (docs/time-zones.md).
const when = (d: Date, timeZone: string) =>
  dateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(d);
const nameOf = (a: { displayName: string | null; fullName: string | null } | null) =>
  a?.displayName || a?.fullName || m.someone;

// The Discussions tab (members only): topic filter, threads newest first, and for managers a topic form.
export async function TeamDiscussions({
  teamId,
  viewerId,
  timeZone,
  canManage,
  topicId,
}: {
  teamId: string;
  viewerId: string;
  /** The viewer's zone (users.timeZone). */
  timeZone: string;
  canManage: boolean;
  topicId?: string;
}) {
  const data = await discussionsOf(viewerId, teamId, topicId);
  if (!data) return <EmptyState title={m.membersOnly} description={m.membersOnlyHint} />;
  const { topics, threads } = data;
  const href = (t?: string) => `/team/${teamId}?tab=discussions${t ? `&topic=${t}` : ''}`;
  const chip = (active: boolean) =>
    cx(
      'rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-emerald-700',
      active
        ? 'bg-emerald-700 text-white ring-emerald-700'
        : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
    );
  return (
    <div className="space-y-4">
      <Card
        title={m.discussionsTitle}
        actions={<NewThreadButton teamId={teamId} topics={topics} defaultTopicId={topicId} />}
      >
        <nav aria-label={m.topicsTitle} className="mb-4 flex flex-wrap gap-2">
          <Link href={href()} className={chip(!topicId)} aria-current={!topicId ? 'page' : undefined}>
            {m.allTopics}
          </Link>
          {topics.map((t) => (
            <Link
              key={t.id}
              href={href(t.id)}
              className={chip(topicId === t.id)}
              aria-current={topicId === t.id ? 'page' : undefined}
            >
              {t.name}
            </Link>
          ))}
          {topics.length === 0 && <span className="text-sm text-slate-600">{m.noTopics}</span>}
        </nav>
        {threads.length === 0 ? (
          <EmptyState title={m.noThreads} description={m.noThreadsHint} headingLevel={3} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {threads.map((t) => (
              <li key={t.id} className="flex gap-3 py-3">
                <Avatar name={nameOf(t.author)} photoUrl={t.author?.photoUrl ?? null} size={36} alt="" />
                <div className="min-w-0 flex-1">
                  <Link
                    href={`/team/${teamId}/discussions/${t.id}`}
                    className="font-medium text-slate-900 underline-offset-4 hover:underline"
                  >
                    {t.title}
                  </Link>
                  <p className="line-clamp-2 text-sm text-slate-700">{t.body}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {[
                      nameOf(t.author),
                      when(t.createdAt, timeZone),
                      t.topic?.name,
                      m.replies(t._count.replies),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {canManage && (
        <Card title={m.topicsTitle}>
          <NewTopicForm teamId={teamId} />
        </Card>
      )}
    </div>
  );
}
