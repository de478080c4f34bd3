import { Skeleton } from '@/components/ui';
import { eventGames, sideOptions } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';
import { GamesPanel } from './GamesPanel';

/**
 * The Games section (server part): loads the event's games for the viewer and hands them to the live panel.
 * Rendered behind <Suspense fallback={<GamesSkeleton />}>; a failed load shows 'Failed to load games'.
 */
export async function GamesSection({ eventId, viewerId }: { eventId: string; viewerId: string | null }) {
  let view: Awaited<ReturnType<typeof eventGames>>;
  let options: Awaited<ReturnType<typeof sideOptions>> = null;
  try {
    view = await eventGames(viewerId, eventId);
    if (view?.canManage && viewerId) options = await sideOptions(viewerId, eventId);
  } catch (error) {
    console.error('[games] load failed', error);
    return (
      <section aria-labelledby="games-heading" className="space-y-3">
        <h2 id="games-heading" className="text-xl font-semibold text-slate-900">
          {m.section}
        </h2>
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {m.loadFailed}
        </p>
      </section>
    );
  }
  if (!view) return null;
  // Nothing to show a visitor or player when the organizer has not scheduled games: no empty section.
  if (!view.canManage && view.games.length === 0 && !view.bracket) return null;
  return <GamesPanel initial={view} options={options} />;
}

/** Placeholder while the games load. */
export function GamesSkeleton() {
  return (
    <section aria-busy="true" aria-label={m.loading} className="space-y-3">
      <Skeleton className="h-7 w-28" />
      <Skeleton className="h-9 w-full max-w-sm" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    </section>
  );
}
