import { CardSkeleton, Skeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

// A game page loading: badges, title and host, then the summary card with the RSVP button at its right, and
// the joiners — where EventView puts them.
export default function EventLoading() {
  return (
    <div className="mx-auto max-w-3xl space-y-4" aria-busy="true">
      <span className="sr-only">{commonMessages.loading}</span>
      <div className="space-y-2">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-16" />
        </div>
        <Skeleton className="h-9 w-2/3" />
        <div className="flex items-center gap-2">
          <Skeleton className="h-7 w-7 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div aria-hidden="true" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-col gap-4 sm:flex-row sm:justify-between">
          <div className="flex-1 space-y-4">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-20" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            ))}
          </div>
          <div className="flex flex-col gap-2 sm:w-48">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      </div>
      <CardSkeleton rows={2} />
    </div>
  );
}
