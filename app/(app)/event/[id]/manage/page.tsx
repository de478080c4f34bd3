import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ManageEvent } from '@/components/events/ManageEvent';
import { requireViewer } from '@/lib/auth/viewer';
import { createFormOptions, editEventForm, manageEvent } from '@/lib/events/queries';
import { EditGameForm } from '@/components/events/CreateGameForm';
import { timeZoneOptions, todayIn } from '@/lib/availability/rules';
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
  const id = (await params).id;
  const event = await manageEvent(viewer.id, id);
  if (!event) notFound();
  // A game not started yet can be edited (a started one would be refused: its start is in the past).
  const editable = !event.cancelled && !event.started;
  const [edit, options] = editable
    ? await Promise.all([editEventForm(viewer.id, id), createFormOptions(viewer.id)])
    : [null, null];
  const editor =
    edit && options ? (
      <EditGameForm
        defaults={edit.defaults}
        repeating={edit.repeating}
        grouped={edit.grouped}
        canCharge={edit.canCharge}
        gameTypes={options.gameTypes}
        teams={options.teams.map((t) => ({ id: t.id, label: t.name }))}
        timeZones={timeZoneOptions(edit.defaults.timeZone)}
        today={todayIn(edit.defaults.timeZone)}
      />
    ) : null;
  return <ManageEvent event={event} viewerId={viewer.id} editor={editor} />;
}
