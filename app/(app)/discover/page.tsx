import type { Metadata } from 'next';
import { DiscoverView } from '@/components/events/DiscoverView';
import { requireViewer } from '@/lib/auth/viewer';
import { DISCOVER_RADIUS_MILES, favoriteEvents, myEvents, nearbyEvents } from '@/lib/events/queries';
import { eventUiMessages as m } from '@/lib/messages/events-ui';
import { goToCity } from '@/lib/profile/queries';

export const metadata: Metadata = { title: m.discoverTitle };

// Discover (and discover/events, discover/games): the viewer's upcoming games and the games near their city.
export default async function DiscoverPage() {
  const viewer = await requireViewer({ profile: true });
  const city = await goToCity(viewer.id);
  const [mine, nearby, favorites] = await Promise.all([
    myEvents(viewer.id),
    city ? nearbyEvents(viewer.id, { lat: city.lat, lng: city.lng }) : null,
    favoriteEvents(viewer.id),
  ]);
  return (
    <DiscoverView
      mine={mine}
      nearby={nearby}
      favorites={favorites}
      city={city?.name ?? null}
      radiusMiles={DISCOVER_RADIUS_MILES}
    />
  );
}
