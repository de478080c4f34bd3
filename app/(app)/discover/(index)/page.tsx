import type { Metadata } from 'next';
import { DISCOVER_SHOWN_FIRST, DiscoverView } from '@/components/events/DiscoverView';
import { requireViewer } from '@/lib/auth/viewer';
import {
  createFormOptions,
  DISCOVER_RADIUS_MILES as DISCOVER_RADIUS_DEFAULT,
  favoriteEvents,
  myEvents,
  nearbyEvents,
} from '@/lib/events/queries';
import { discoverFilterSchema, discoverRadii } from '@/lib/events/schema';
import { cardExtras } from '@/lib/events/cards';
import { mapTiles } from '@/lib/env';
import { eventUiMessages as m } from '@/lib/messages/events';
import { distanceUnitOf } from '@/lib/geo/distance';
import { goToCity } from '@/lib/profile/queries';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: m.discoverTitle };

// Discover (and discover/events, discover/games): the viewer's games and favorites, and games near their
// city (or a place: ?lat=&lng=&place=) filtered by the URL (?q=&type=&radius=&when=&from=&to=&page=).
export default async function DiscoverPage({ searchParams }: { searchParams?: SearchParams }) {
  const viewer = await requireViewer({ profile: true });
  const query = (await searchParams) ?? {};
  const filters = discoverFilterSchema.parse(
    Object.fromEntries(
      [
        'q',
        'type',
        'when',
        'from',
        'to',
        'radius',
        'page',
        'lat',
        'lng',
        'place',
        'level',
        'view',
        'all',
      ].map((k) => [k, param(query[k])]),
    ),
  );
  // A place in the URL (a picked city, or "near me") wins over the viewer's go-to city.
  const chosen =
    filters.lat !== undefined && filters.lng !== undefined
      ? { name: filters.place ?? m.filters.nearYou, lat: filters.lat, lng: filters.lng }
      : null;
  const city = chosen ?? (await goToCity(viewer.id));
  const unit = distanceUnitOf(viewer);
  // The radius in the URL is in the viewer's unit (docs/cities.md); another unit's value is the default.
  if (!discoverRadii(unit).includes(filters.radius)) filters.radius = DISCOVER_RADIUS_DEFAULT;
  const [mine, nearby, favorites, { gameTypes }] = await Promise.all([
    myEvents(viewer.id),
    city ? nearbyEvents(viewer.id, city, filters, { timeZone: viewer.timeZone, unit }) : null,
    favoriteEvents(viewer.id),
    createFormOptions(viewer.id),
  ]);
  // The cards of My games and My favorites get their extras in one statement (nearby games come with theirs):
  // only the cards shown, the first few of each list unless the URL asks for all of it ("Show all").
  const shown = <T extends { id: string }>(rows: T[], all: boolean) =>
    (all ? rows : rows.slice(0, DISCOVER_SHOWN_FIRST)).map((e) => e.id);
  const extras = await cardExtras(viewer.id, [
    ...shown(mine, filters.all === 'mine'),
    ...shown(favorites, filters.all === 'favorites'),
  ]);
  return (
    <DiscoverView
      extras={extras}
      viewerTimeZone={viewer.timeZone}
      unit={unit}
      tiles={filters.view === 'map' ? mapTiles() : null}
      mine={mine}
      nearby={nearby}
      favorites={favorites}
      city={city?.name ?? null}
      filters={filters}
      place={chosen}
      gameTypes={gameTypes}
    />
  );
}
