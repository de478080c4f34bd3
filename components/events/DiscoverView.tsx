import Link from 'next/link';
import { GameRow } from './GameRow';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { placeUi } from '@/lib/messages/places';
import type { FavoriteEvent } from '@/lib/events/favorites';
import type { myEvents, NearbyEvent } from '@/lib/events/queries';
import type { DiscoverFilters as Filters } from '@/lib/events/schema';
import { formatWhen } from '@/lib/time';
import { eventUiMessages as m } from '@/lib/messages/events-ui';
import { DiscoverFilters } from './DiscoverFilters';
import { rangeLabel, scaleFor } from '@/lib/levels/rules';
import { levelsMessages } from '@/lib/messages/levels';

const levelRange = (sport: string, e: { levelMin: number | null; levelMax: number | null }) => {
  const label = rangeLabel(scaleFor(sport), { min: e.levelMin, max: e.levelMax });
  return label && levelsMessages.levelBadge(label);
};
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
}: {
  mine: Mine;
  nearby: { events: NearbyEvent[]; hasMore: boolean } | null;
  favorites: FavoriteEvent[];
  city: string | null;
  filters: Filters;
  /** A place chosen in the URL (a city, or "near me"), shown in the location field. */
  place?: { name: string; lat: number; lng: number } | null;
  gameTypes: { id: string; label: string }[];
}) {
  const filtered = Boolean(
    filters.q || filters.type || filters.from || filters.to || filters.when === 'past',
  );
  const hrefWith = (change: Partial<Filters>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, ...change })) {
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
        params.set(key, String(value));
    }
    return `?${params.toString()}`;
  };
  const pageHref = (page: number) => hrefWith({ page });
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
            render={(e) => (
              <GameRow key={e.id} game={e}>
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
              </GameRow>
            )}
          />
        )}
      </Card>
      <Card title={m.myFavorites}>
        {favorites.length === 0 ? (
          <EmptyState title={m.noFavorites} headingLevel={3} />
        ) : (
          <ShowMore
            items={favorites}
            render={(e) => (
              <GameRow key={e.id} game={e}>
                {e.cancelled && <Badge tone="danger">{m.cancelledBadge}</Badge>}
                {!e.cancelled && e.past && <Badge>{m.pastBadge}</Badge>}
                <FavoriteButton eventId={e.id} favorite />
              </GameRow>
            )}
          />
        )}
      </Card>
      {nearby === null || city === null ? (
        <Card title={m.filters.label}>
          <div className="mb-4 border-b border-slate-100 pb-4">
            <DiscoverFilters filters={filters} place={place} gameTypes={gameTypes} />
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
            <DiscoverFilters filters={filters} place={place} gameTypes={gameTypes} />
          </div>
          {nearby.events.length === 0 ? (
            <NoGamesNearby filters={filters} filtered={filtered} hrefWith={hrefWith} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {nearby.events.map((e) => (
                <li key={e.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link
                      href={`/evt/${e.id}`}
                      className="font-medium break-words text-emerald-800 hover:underline"
                    >
                      {e.title}
                    </Link>
                    <p className="text-sm text-slate-700">
                      {e.gameType && `${e.gameType} · `}
                      {e.gameType && levelRange(e.gameType, e) && `${levelRange(e.gameType, e)} · `}
                      {formatWhen(e.startsAt, e.timeZone)}
                    </p>
                    <p className="text-sm text-slate-600">
                      {e.address ? `${e.address}, ${e.locationName}` : e.locationName}
                      {e.capacity !== null && ` · ${m.spotsLeft(Math.max(0, e.capacity - e.goingCount))}`}
                    </p>
                  </div>
                  <span className="flex shrink-0 items-center gap-3">
                    <span className="text-sm font-medium text-slate-700">{m.milesAway(e.miles)}</span>
                    <FavoriteButton eventId={e.id} favorite={e.favorite} />
                  </span>
                </li>
              ))}
            </ul>
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

const SHOWN_FIRST = 5;

/** The first few rows, and the rest behind "Show all" (a disclosure: keyboard and screen readers work). */
function ShowMore<T>({ items, render }: { items: T[]; render: (item: T) => React.ReactNode }) {
  const first = items.slice(0, SHOWN_FIRST);
  const rest = items.slice(SHOWN_FIRST);
  return (
    <>
      <ul className="divide-y divide-slate-100">{first.map(render)}</ul>
      {rest.length > 0 && (
        <details className="group border-t border-slate-100">
          <summary className="cursor-pointer py-3 text-sm font-semibold text-emerald-700 hover:underline">
            <span className="group-open:hidden">{m.showAll(items.length)}</span>
            <span className="hidden group-open:inline">{m.showFewer}</span>
          </summary>
          <ul className="divide-y divide-slate-100">{rest.map(render)}</ul>
        </details>
      )}
    </>
  );
}
