import { Skeleton } from '@/components/ui';

export default function BillingLoading() {
  return (
    <div className="mx-auto max-w-4xl space-y-6" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-10 w-full" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
