import { Skeleton } from '@/components/ui';

export default function FormsLoading() {
  return (
    <div className="mx-auto max-w-4xl space-y-6" aria-busy="true">
      <Skeleton className="h-8 w-1/3" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
