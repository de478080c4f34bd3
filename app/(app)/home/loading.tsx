import { CardSkeleton, Skeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

// Home while the viewer is read: the page's own frame (greeting and buttons, the action bar, two columns of
// section cards), so the streamed sections take these places without a jump.
export default function HomeLoading() {
  return (
    <div className="mx-auto max-w-6xl space-y-6" aria-busy="true">
      <span className="sr-only">{commonMessages.loading}</span>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-8 w-72 max-w-full" />
        <div className="flex gap-2">
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-10 w-28" />
        </div>
      </div>
      <CardSkeleton rows={1} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
        </div>
        <div className="space-y-6">
          <CardSkeleton rows={1} />
          <CardSkeleton rows={4} />
        </div>
      </div>
    </div>
  );
}
