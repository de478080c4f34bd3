import { CardSkeleton, Skeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

// Discover loading: the title with its two buttons, My games, My favorites, and the games near the viewer
// under their filter bar — the page's own order and widths.
export default function DiscoverLoading() {
  return (
    <div className="mx-auto max-w-3xl space-y-6" aria-busy="true">
      <span className="sr-only">{commonMessages.loading}</span>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-8 w-36" />
        <div className="flex gap-2">
          <Skeleton className="h-10 w-28" />
          <Skeleton className="h-10 w-36" />
        </div>
      </div>
      <CardSkeleton rows={2} />
      <CardSkeleton rows={1} />
      <div aria-hidden="true" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="border-b border-slate-200 px-4 py-3">
          <Skeleton className="h-5 w-48" />
        </div>
        <div className="space-y-4 p-4">
          <div className="grid gap-3 border-b border-slate-100 pb-4 sm:grid-cols-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
