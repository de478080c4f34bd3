import type { Metadata } from 'next';
import { DiscoverView } from '@/components/events/DiscoverView';
import { requireViewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { DISCOVER_RADIUS_MILES, myEvents, nearbyEvents } from '@/lib/events/queries';
import { eventUiMessages as m } from '@/lib/messages/events-ui';

export const metadata: Metadata = { title: m.discoverTitle };

// Discover (and discover/events, discover/games): the viewer's upcoming games and the games near their city.
export default async function DiscoverPage() {
  const viewer = await requireViewer({ profile: true });
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: { cityName: true, cityLat: true, cityLng: true },
  });
  const located = user.cityLat !== null && user.cityLng !== null;
  const [mine, nearby] = await Promise.all([
    myEvents(viewer.id),
    located ? nearbyEvents(viewer.id, { lat: user.cityLat ?? 0, lng: user.cityLng ?? 0 }) : null,
  ]);
  return (
    <DiscoverView
      mine={mine}
      nearby={nearby}
      city={located ? (user.cityName ?? '') : null}
      radiusMiles={DISCOVER_RADIUS_MILES}
    />
  );
}
