import { Skeleton } from '@/components/ui';
import { gamesUi as m } from '@/lib/messages/games';

// One game loading (discover/games/{id}).
export default function GameLoading() {
  return (
    <div className="mx-auto max-w-xl space-y-4" aria-busy="true" aria-label={m.loading}>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
