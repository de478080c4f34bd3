import { Skeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

export default function ConnectLoading() {
  return (
    <div className="mx-auto max-w-3xl space-y-5" aria-busy="true">
      <span className="sr-only">{commonMessages.loading}</span>
      <Skeleton className="h-8 w-48" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-36 w-full" />
      ))}
    </div>
  );
}
