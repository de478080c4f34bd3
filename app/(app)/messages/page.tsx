import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessagesView } from '@/components/messages/MessagesView';
import { requireViewer } from '@/lib/auth/viewer';
import { conversationsOf, conversationThread } from '@/lib/conversations/queries';
import { conversationMessages } from '@/lib/messages';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: conversationMessages.title };

// Direct messages: the conversation list and, with ?c=<id>, one conversation. Someone else's or an
// unknown conversation id is a 404.
export default async function MessagesPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const conversationId = param((await searchParams).c);
  const [conversations, thread] = await Promise.all([
    conversationsOf(viewer.id),
    conversationId ? conversationThread(viewer.id, conversationId) : null,
  ]);
  if (conversationId && !thread) notFound();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{conversationMessages.title}</h1>
      <MessagesView
        key={thread?.id ?? 'list'}
        viewerId={viewer.id}
        timeZone={viewer.timeZone}
        conversations={conversations}
        thread={thread}
      />
    </div>
  );
}
