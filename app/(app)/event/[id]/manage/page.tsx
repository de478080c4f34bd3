import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ManageEvent } from '@/components/events/ManageEvent';
import { requireViewer } from '@/lib/auth/viewer';
import { manageEvent } from '@/lib/events/queries';
import { commonMessages } from '@/lib/messages';
import { eventUiMessages as m } from '@/lib/messages/events-ui';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const viewer = await requireViewer({ profile: true });
  const event = await manageEvent(viewer.id, (await params).id);
  return {
    title: event ? m.manage.title(event.title) : commonMessages.gameNotFound,
    robots: { index: false },
  };
}

// The host's page (event/{id}/manage): RSVPs by state, with approve/decline, remove, move off the waitlist,
// message all joiners and cancel. Only the host and co-hosts; anyone else gets 'Game not found'.
export default async function ManageEventPage({ params }: Props) {
  const viewer = await requireViewer({ profile: true });
  const event = await manageEvent(viewer.id, (await params).id);
  if (!event) notFound();
  return <ManageEvent event={event} viewerId={viewer.id} />;
}
