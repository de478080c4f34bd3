import { CardSkeleton, Skeleton } from '@/components/ui';
import { commonMessages } from '@/lib/messages';

// Billing loading: the title, the quick actions row, the two plan cards side by side and the payouts card, in
// the page's order and width.
export default function BillingLoading() {
  return (
    <div className="mx-auto max-w-4xl space-y-6" aria-busy="true">
      <span className="sr-only">{commonMessages.loading}</span>
      <Skeleton className="h-8 w-40" />
      <div className="space-y-2">
        <Skeleton className="h-6 w-36" />
        <div className="flex flex-wrap gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-36" />
          ))}
        </div>
      </div>
      <div className="space-y-3">
        <Skeleton className="h-6 w-32" />
        <div className="grid gap-4 md:grid-cols-2">
          <CardSkeleton rows={4} />
          <CardSkeleton rows={4} />
        </div>
      </div>
      <CardSkeleton rows={2} />
    </div>
  );
}
