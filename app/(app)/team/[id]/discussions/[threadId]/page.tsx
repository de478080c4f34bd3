import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Avatar } from '@/components/profile/Avatar';
import { ReplyForm } from '@/components/teams/DiscussionForms';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { teamUi as m } from '@/lib/messages/teams';
import { discussionThread } from '@/lib/teams/queries';
import { dateTimeFormat } from '@/lib/intl';

type Props = { params: Promise<{ id: string; threadId: string }> };

const load = cache(async (teamId: string, threadId: string) => {
  const viewer = await requireViewer({ profile: true });
  const thread = await discussionThread(viewer.id, teamId, threadId);
  return thread && { ...thread, timeZone: viewer.timeZone };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, threadId } = await params;
  const thread = await load(id, threadId);
  return { title: thread?.title ?? m.discussionNotFound, robots: { index: false } };
}

// Posted times on the viewer's clock (docs/time-zones.md).
const when = (d: Date, timeZone: string) =>
  dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
const nameOf = (a: { displayName: string | null; fullName: string | null } | null) =>
  a?.displayName || a?.fullName || m.someone;

// One discussion with its replies (members of the team only; anyone else gets the team-not-found page).
export default async function ThreadPage({ params }: Props) {
  const { id, threadId } = await params;
  const thread = await load(id, threadId);
  if (!thread) notFound();
  const posts = [{ ...thread, id: thread.id }, ...thread.replies];
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link
        href={`/team/${id}?tab=discussions`}
        className="text-sm font-medium text-emerald-800 underline underline-offset-4"
      >
        {m.backToDiscussions}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">{thread.title}</h1>
      {thread.topic && <p className="text-sm text-slate-600">{thread.topic.name}</p>}
      <ol className="space-y-3" aria-label={m.replies(thread.replies.length)}>
        {posts.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="mb-2 flex items-center gap-3">
              <Avatar name={nameOf(p.author)} photoUrl={p.author?.photoUrl ?? null} size={32} alt="" />
              <span className="font-medium text-slate-900">{nameOf(p.author)}</span>
              <time className="text-xs text-slate-600" dateTime={p.createdAt.toISOString()}>
                {when(p.createdAt, thread.timeZone)}
              </time>
            </div>
            <p className="whitespace-pre-line text-slate-800">{p.body}</p>
          </li>
        ))}
      </ol>
      <Card>
        <ReplyForm teamId={id} threadId={thread.id} />
      </Card>
    </div>
  );
}
