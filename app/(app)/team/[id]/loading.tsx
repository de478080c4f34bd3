import { CardSkeleton, Skeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

// A team page loading: the team's picture, name and facts with the buttons at the right, the tabs, and the
// roster card — the page's own layout.
export default function TeamLoading() {
  return (
    <div className="mx-auto max-w-4xl space-y-6" aria-busy="true">
      <span className="sr-only">{commonMessages.loading}</span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <Skeleton className="h-20 w-20 shrink-0 rounded-full" />
          <div className="space-y-2">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </div>
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-10 w-24" />
          <Skeleton className="h-10 w-28" />
        </div>
      </div>
      <div className="flex gap-4 border-b border-slate-200 pb-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-20" />
        ))}
      </div>
      <CardSkeleton rows={5} />
    </div>
  );
}
