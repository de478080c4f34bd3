import { Skeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

export default function FullSearchLoading() {
  return (
    <div className="mx-auto max-w-3xl space-y-4" aria-busy="true">
      <span className="sr-only">{commonMessages.loading}</span>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-11 w-full" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-32 w-full" />
      ))}
    </div>
  );
}
