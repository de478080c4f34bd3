import { ButtonLink, EmptyState } from '@/components/ui';
import { widerRadius, type DiscoverFilters } from '@/lib/events/schema';
import type { DistanceUnit } from '@/lib/geo/distance';
import { distanceMessages } from '@/lib/messages/distance';
import { eventUiMessages as m } from '@/lib/messages/events';

/** Where a player's activity alerts are set up (settings, Activity Subscription tab). */
export const ALERTS_HREF = '/settings?tab=activities-subscription';

// Discover with no game in range: the next steps instead of a dead end — host one, look further (the same
// filters one radius wider, while there is a wider one), or get an alert when a game is posted nearby.
export function NoGamesNearby({
  filters,
  filtered,
  hrefWith,
  unit = 'mi',
}: {
  filters: DiscoverFilters;
  /** Other filters than place and radius are set: the copy says to loosen them. */
  filtered: boolean;
  /** The discover address with these filters changed (the others kept). */
  hrefWith: (change: Partial<DiscoverFilters>) => string;
  /** The unit of filters.radius (the viewer's, docs/cities.md). */
  unit?: DistanceUnit;
}) {
  const wider = widerRadius(filters.radius, unit);
  const noNearby = unit === 'mi' ? m.noNearby(filters.radius) : distanceMessages.noNearbyKm(filters.radius);
  const widen = (r: number) => (unit === 'mi' ? m.widenRadius(r) : distanceMessages.widenRadiusKm(r));
  return (
    <EmptyState
      illustration="games"
      title={filtered ? m.filters.noMatch : noNearby}
      description={filtered ? undefined : m.noNearbyHint}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink href="/create">{m.createTitle}</ButtonLink>
          {wider !== null && (
            <ButtonLink href={hrefWith({ radius: wider, page: 1 })} variant="secondary">
              {widen(wider)}
            </ButtonLink>
          )}
          <ButtonLink href={ALERTS_HREF} variant="secondary">
            {m.getAlerts}
          </ButtonLink>
        </div>
      }
    />
  );
}
