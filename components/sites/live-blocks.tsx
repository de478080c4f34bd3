import { rosterForSite, upcomingEventsForSite } from '@/lib/sites/queries';
import { EventsBlock, RosterBlock } from './blocks';

// Live blocks of the public site: read on every render, as the site's creator may show them now.

export async function LiveRoster({
  creatorId,
  teamId,
  heading,
}: {
  creatorId: string;
  teamId: string;
  heading: string;
}) {
  const roster = teamId ? await rosterForSite(creatorId, teamId) : null;
  return <RosterBlock heading={heading} roster={roster} />;
}

export async function LiveEvents({
  creatorId,
  teamId,
  heading,
  limit,
  appUrl,
}: {
  creatorId: string;
  teamId: string;
  heading: string;
  limit: number;
  appUrl: string;
}) {
  const events = await upcomingEventsForSite(creatorId, teamId, limit);
  return <EventsBlock heading={heading} events={events} eventHref={(id) => `${appUrl}/evt/${id}`} />;
}
