import Link from 'next/link';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import type { ProfileGame } from '@/lib/events/queries';
import { PROFILE_GAMES_PAGE_SIZE, type ProfileGamesQuery } from '@/lib/events/schema';
import { formatGameTime } from '@/lib/time';
import { eventUiMessages as m } from '@/lib/messages/events';

type Column = ProfileGamesQuery['sort'];

const text = (game: ProfileGame, column: Column): string =>
  column === 'type'
    ? (game.gameType ?? '')
    : column === 'role'
      ? game.role === 'host'
        ? m.roleHost
        : m.rolePlayer
      : column === 'title'
        ? game.title
        : game.locationName;

const columns: { id: Column; header: string }[] = [
  { id: 'startsAt', header: m.columnDate },
  { id: 'title', header: m.columnGame },
  { id: 'type', header: m.columnType },
  { id: 'role', header: m.columnRole },
  { id: 'where', header: m.columnWhere },
];

/** The games in the table's order: by the column asked for, ties in the newest-first order of the query. */
export function sortProfileGames(
  games: ProfileGame[],
  { sort, dir }: Pick<ProfileGamesQuery, 'sort' | 'dir'>,
) {
  const sign = dir === 'asc' ? 1 : -1;
  return games
    .map((game, i) => ({ game, i }))
    .sort((a, b) => {
      const order =
        sort === 'startsAt'
          ? a.game.startsAt.getTime() - b.game.startsAt.getTime()
          : text(a.game, sort).localeCompare(text(b.game, sort), 'en', { sensitivity: 'base' });
      return order !== 0 ? sign * order : a.i - b.i;
    })
    .map(({ game }) => game);
}

const ANCHOR = 'games';

/**
 * The games a user hosts and plays in, as a sortable, paged table (latest first). Rendered on the server: the
 * sort and the page are in the URL (?sort=&dir=&page=), so the page sends one page of rows, not every game to
 * a client table. Column headers and Previous / Next are links (keyboard, screen readers, no JavaScript).
 */
export function ProfileGamesTable({
  games,
  rating,
  query,
  viewerTimeZone,
}: {
  games: ProfileGame[];
  /** Each game's time is in its zone, labelled when the viewer's differs (docs/time-zones.md). */
  viewerTimeZone: string;
  rating: { average: number; count: number } | null;
  query: ProfileGamesQuery;
}) {
  const pages = Math.max(1, Math.ceil(games.length / PROFILE_GAMES_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = sortProfileGames(games, query).slice(
    (page - 1) * PROFILE_GAMES_PAGE_SIZE,
    page * PROFILE_GAMES_PAGE_SIZE,
  );
  const href = (changes: Partial<ProfileGamesQuery>) => {
    const next = { ...query, page, ...changes };
    const params = new URLSearchParams();
    if (next.sort !== 'startsAt' || next.dir !== 'desc') {
      params.set('sort', next.sort);
      params.set('dir', next.dir);
    }
    if (next.page > 1) params.set('page', String(next.page));
    return `?${params.toString()}#${ANCHOR}`;
  };
  return (
    <div id={ANCHOR} className="scroll-mt-20">
      <Card title={m.profileGames}>
        {rating && (
          <p className="mb-3 text-sm font-medium text-slate-900">
            {m.hostRating(rating.average, rating.count)}
          </p>
        )}
        {games.length === 0 ? (
          <EmptyState title={m.noProfileGames} headingLevel={3} />
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    {columns.map((c) => {
                      const sorted = query.sort === c.id ? query.dir : null;
                      // A click sorts by the column (dates newest first, text A to Z), a second click reverses.
                      const dir = sorted
                        ? sorted === 'asc'
                          ? 'desc'
                          : 'asc'
                        : c.id === 'startsAt'
                          ? 'desc'
                          : 'asc';
                      return (
                        <th
                          key={c.id}
                          scope="col"
                          aria-sort={
                            sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
                          }
                          className="py-2 pr-3 font-semibold"
                        >
                          <Link
                            href={href({ sort: c.id, dir, page: 1 })}
                            scroll={false}
                            className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
                          >
                            {c.header}
                            <span aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                            </span>
                          </Link>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                {/* The cells' classes once, here: each row is sent as elements, a class list per cell would
                    repeat fifty times. */}
                <tbody className="divide-y divide-slate-100 text-slate-800 [&_td]:py-2 [&_td]:pr-3 [&_td]:align-top">
                  {rows.map((game) => (
                    <tr key={game.id}>
                      <td>{formatGameTime(game.startsAt, game.timeZone, viewerTimeZone)}</td>
                      <td>
                        <span className="flex flex-wrap items-center gap-2">
                          <Link
                            href={`/evt/${game.id}`}
                            className="font-medium text-emerald-800 hover:underline"
                          >
                            {game.title}
                          </Link>
                          {game.cancelled && <Badge tone="danger">{m.cancelledBadge}</Badge>}
                        </span>
                      </td>
                      <td>{text(game, 'type')}</td>
                      <td>{text(game, 'role')}</td>
                      <td>{game.locationName}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <nav
                aria-label={m.profileGames}
                className="mt-3 flex items-center justify-between gap-2 text-sm text-slate-700"
              >
                <PageLink href={page > 1 ? href({ page: page - 1 }) : null}>{m.previousPage}</PageLink>
                <span>{m.pageOf(page, pages)}</span>
                <PageLink href={page < pages ? href({ page: page + 1 }) : null}>{m.nextPage}</PageLink>
              </nav>
            )}
          </>
        )}
      </Card>
    </div>
  );
}

/** Previous / Next: a link, or a dimmed label on the first or last page. */
function PageLink({ href, children }: { href: string | null; children: string }) {
  if (href)
    return (
      <ButtonLink href={href} scroll={false} size="sm" variant="secondary">
        {children}
      </ButtonLink>
    );
  return (
    <span aria-disabled="true" className={cx('px-3 py-1.5 text-slate-400')}>
      {children}
    </span>
  );
}
