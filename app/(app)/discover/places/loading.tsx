import { Skeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

// The places map loading (its own, so discover's list skeleton does not stand in for a map): the title, the
// search row and the map's box.
export default function PlacesLoading() {
  return (
    <div className="mx-auto max-w-7xl space-y-4" aria-busy="true">
      <span className="sr-only">{commonMessages.loading}</span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <Skeleton className="h-[60vh] w-full" />
    </div>
  );
}
