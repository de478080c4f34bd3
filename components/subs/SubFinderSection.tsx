import { formatWhen } from '@/lib/time';
import { subCandidates, subInvitationsOf } from '@/lib/subs/queries';
import { openSpots } from '@/lib/subs/rules';
import { SubFinder } from './SubFinder';

/** The "Find a sub" section of the manage page: reads the candidates and the invitations sent, server-side. */
export async function SubFinderSection({
  viewerId,
  eventId,
  radiusMiles,
  gameUrl,
}: {
  viewerId: string;
  eventId: string;
  radiusMiles: number;
  /** The game's absolute address, for the "Sub Needed" post. */
  gameUrl: string;
}) {
  const [found, sent] = await Promise.all([
    subCandidates(viewerId, eventId, radiusMiles),
    subInvitationsOf(viewerId, eventId),
  ]);
  if (found.status !== 'ok' || sent === null) return null;
  const { event } = found;
  return (
    <SubFinder
      eventId={event.id}
      radiusMiles={radiusMiles}
      state={found.state}
      missing={openSpots(event)}
      candidates={found.candidates}
      sent={sent}
      post={{
        title: event.title,
        when: formatWhen(event.dateStart, event.timeZone),
        where: event.address ? `${event.address}, ${event.locationName}` : event.locationName,
        url: gameUrl,
      }}
    />
  );
}
