import Link from 'next/link';
import { LazyPinsMap } from '@/components/maps/LazyPinsMap';
import { GameCard, GameCardList } from './GameCard';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import type { CardExtras } from '@/lib/events/cards';
import { cardMessages as c } from '@/lib/messages/cards';
import { placeUi } from '@/lib/messages/places';
import type { FavoriteEvent } from '@/lib/events/favorites';
import type { myEvents, NearbyEvent } from '@/lib/events/queries';
import type { DiscoverFilters as Filters } from '@/lib/events/schema';
import type { DistanceUnit } from '@/lib/geo/distance';
import { eventUiMessages as m } from '@/lib/messages/events';
import { DiscoverFilters } from './DiscoverFilters';
import { FavoriteButton } from './FavoriteButton';
import { NoGamesNearby } from './NoGamesNearby';

type Mine = Awaited<ReturnType<typeof myEvents>>;

/** Discover: the viewer's upcoming games, then upcoming games near their city, soonest first (distance shown), and the favorites. */
export function DiscoverView({
  mine,
  nearby,
  favorites,
  city,
  filters,
  place = null,
  gameTypes,
  extras = new Map(),
  viewerTimeZone = null,
  unit = 'mi',
  tiles = null,
}: {
  mine: Mine;
  nearby: { events: NearbyEvent[]; hasMore: boolean } | null;
  favorites: FavoriteEvent[];
  city: string | null;
  filters: Filters;
  /** A place chosen in the URL (a city, or "near me"), shown in the location field. */
  place?: { name: string; lat: number; lng: number } | null;
  gameTypes: { id: string; label: string }[];
  /** The cards' extras (friends going, host record, price, pin), read for the whole page at once. */
  extras?: Map<string, CardExtras>;
  viewerTimeZone?: string | null;
  /** The viewer's distance unit: radius choices and distances are in it (docs/cities.md). */
  unit?: DistanceUnit;
  /** The map's tiles, in map view only (the list view loads no map). */
  tiles?: { url: string; attribution: string } | null;
}) {
  const filtered = Boolean(
    filters.q || filters.type || filters.from || filters.to || filters.when === 'past',
  );
  // The URL of this page with some filters changed: every other filter is kept (defaults left out).
  const hrefWith = (changes: Partial<Filters>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, ...changes })) {
      if (
        value !== undefined &&
        value !== '' &&
        !(key === 'page' && value === 1) &&
        !(key === 'view' && value === 'list')
      )
        params.set(key, String(value));
    }
    return `?${params.toString()}`;
  };
  const pageHref = (page: number) => hrefWith({ page });
  // A nearby game brings its own extras (read in the same statement); My games and favorites look theirs up.
  const card = (
    e: { id: string } & Parameters<typeof GameCard>[0]['game'],
    badges?: React.ReactNode,
    own?: CardExtras,
  ) => (
    <GameCard
      key={e.id}
      game={e}
      extras={own ?? extras.get(e.id)}
      viewerTimeZone={viewerTimeZone}
      unit={unit}
    >
      {badges}
    </GameCard>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.discoverTitle}</h1>
        <div className="flex gap-2">
          <ButtonLink href="/discover/places" variant="secondary">
            {placeUi.mapToggle}
          </ButtonLink>
          <ButtonLink href="/create">{m.createTitle}</ButtonLink>
        </div>
      </div>
      <Card title={m.myGames}>
        {mine.length === 0 ? (
          <p className="text-sm text-slate-700">{m.noMyGames}</p>
        ) : (
          <ShowMore
            items={mine}
            list="mine"
            all={filters.all === 'mine'}
            hrefWith={hrefWith}
            render={(e) =>
              card(
                e,
                <>
                  {e.cancelled && <Badge tone="danger">{m.cancelledBadge}</Badge>}
                  {e.hosting && <Badge tone="success">{m.hosting}</Badge>}
                  {e.hosting && (
                    <Link
                      href={`/event/${e.id}/manage`}
                      className="text-sm font-semibold text-emerald-700 hover:underline"
                      aria-label={`${m.manage.link}: ${e.title}`}
                    >
                      {m.manage.link}
                    </Link>
                  )}
                  {e.status && m.statusLabel[e.status] && <Badge>{m.statusLabel[e.status]}</Badge>}
                </>,
              )
            }
          />
        )}
      </Card>
      <Card title={m.myFavorites}>
        {favorites.length === 0 ? (
          <EmptyState title={m.noFavorites} headingLevel={3} />
        ) : (
          <ShowMore
            items={favorites}
            list="favorites"
            all={filters.all === 'favorites'}
            hrefWith={hrefWith}
            render={(e) =>
              card(
                e,
                <>
                  {e.cancelled && <Badge tone="danger">{m.cancelledBadge}</Badge>}
                  {!e.cancelled && e.past && <Badge>{m.pastBadge}</Badge>}
                  <FavoriteButton eventId={e.id} favorite />
                </>,
              )
            }
          />
        )}
      </Card>
      {nearby === null || city === null ? (
        <Card title={m.filters.label}>
          <div className="mb-4 border-b border-slate-100 pb-4">
            <DiscoverFilters filters={filters} place={place} gameTypes={gameTypes} unit={unit} />
          </div>
          <EmptyState
            illustration="search"
            title={m.noCity}
            action={
              <ButtonLink href="/profile" variant="secondary">
                {m.editProfile}
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <Card title={filters.when === 'past' ? m.filters.pastTitle(city) : m.nearTitle(city)}>
          <div className="mb-4 border-b border-slate-100 pb-4">
            <DiscoverFilters filters={filters} place={place} gameTypes={gameTypes} unit={unit} />
          </div>
          {nearby.events.length === 0 ? (
            <NoGamesNearby filters={filters} filtered={filtered} hrefWith={hrefWith} unit={unit} />
          ) : (
            <>
              <ViewToggle view={filters.view} hrefWith={hrefWith} />
              {filters.view === 'map' && tiles ? (
                <NearbyMap events={nearby.events} tiles={tiles} />
              ) : (
                <GameCardList>
                  {nearby.events.map((e) =>
                    card(e, <FavoriteButton eventId={e.id} favorite={e.favorite} />, e.extras),
                  )}
                </GameCardList>
              )}
            </>
          )}
          {(filters.page > 1 || nearby.hasMore) && (
            <nav
              aria-label={m.filters.pageOf(filters.page)}
              className="mt-4 flex items-center justify-between"
            >
              {filters.page > 1 ? (
                <ButtonLink href={pageHref(filters.page - 1)} variant="secondary" size="sm">
                  {m.filters.previous}
                </ButtonLink>
              ) : (
                <span />
              )}
              <span className="text-sm text-slate-600">{m.filters.pageOf(filters.page)}</span>
              {nearby.hasMore ? (
                <ButtonLink href={pageHref(filters.page + 1)} variant="secondary" size="sm">
                  {m.filters.next}
                </ButtonLink>
              ) : (
                <span />
              )}
            </nav>
          )}
        </Card>
      )}
    </div>
  );
}

/** How many rows of My games and My favorites the page shows before "Show all". */
export const DISCOVER_SHOWN_FIRST = 5;

/** The first few rows, and "Show all N": a link to this page with that whole list (`?all=mine`), rendered on the
 * server only when asked, so the page does not send dozens of hidden cards. It lands on the rows that were
 * hidden; "Show fewer" links back. Plain links: keyboard, screen readers and no JavaScript work. */
function ShowMore<T>({
  items,
  list,
  all,
  hrefWith,
  render,
}: {
  items: T[];
  list: NonNullable<Filters['all']>;
  all: boolean;
  hrefWith: (changes: Partial<Filters>) => string;
  render: (item: T) => React.ReactNode;
}) {
  const first = items.slice(0, DISCOVER_SHOWN_FIRST);
  const rest = items.slice(DISCOVER_SHOWN_FIRST);
  const restId = `${list}-more`;
  const toggle = 'inline-block py-3 text-sm font-semibold text-emerald-700 hover:underline';
  return (
    <div id={`${list}-list`} className="scroll-mt-20">
      <GameCardList>{first.map(render)}</GameCardList>
      {rest.length > 0 &&
        (all ? (
          <>
            <div id={restId} className="mt-3 scroll-mt-20">
              <GameCardList>{rest.map(render)}</GameCardList>
            </div>
            <Link href={`${hrefWith({ all: undefined })}#${list}-list`} className={cx(toggle, 'mt-3')}>
              {m.showFewer}
            </Link>
          </>
        ) : (
          <Link href={`${hrefWith({ all: list })}#${restId}`} className={cx(toggle, 'mt-3')}>
            {m.showAll(items.length)}
          </Link>
        ))}
    </div>
  );
}

/** List or map: two links that keep every filter of the page (the view is part of the URL). */
// Switching between list and map lands on the results (below My games and the filters), so the map that loads
// when it comes near the screen is in view at once.
const RESULTS_VIEW = 'results-view';

function ViewToggle({
  view,
  hrefWith,
}: {
  view: Filters['view'];
  hrefWith: (changes: Partial<Filters>) => string;
}) {
  const option = (value: Filters['view'], label: string) => (
    <Link
      href={`${hrefWith({ view: value })}#${RESULTS_VIEW}`}
      aria-current={view === value ? 'true' : undefined}
      className={cx(
        'inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-emerald-700',
        view === value ? 'bg-emerald-700 text-white' : 'text-slate-800 hover:bg-slate-100',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav id={RESULTS_VIEW} aria-label={c.viewLabel} className="mb-3 flex scroll-mt-20 justify-end">
      <span className="inline-flex gap-1 rounded-lg border border-slate-300 bg-white p-1">
        {option('list', c.viewList)}
        {option('map', c.viewMap)}
      </span>
    </nav>
  );
}

/** The page's games on a map (pins link to the games); the same page and filters as the list. */
function NearbyMap({
  events,
  tiles,
}: {
  events: NearbyEvent[];
  tiles: { url: string; attribution: string };
}) {
  const pins = events.map((e) => ({
    id: e.id,
    lat: e.extras.lat,
    lng: e.extras.lng,
    title: e.title,
    href: `/evt/${e.id}`,
    detail: e.address ? `${e.address}, ${e.locationName}` : e.locationName,
  }));
  if (pins.length === 0) return <p className="text-sm text-slate-700">{c.mapNoPins}</p>;
  return <LazyPinsMap pins={pins} tiles={tiles} label={c.discoverMapLabel} className="h-96 sm:h-[28rem]" />;
}
