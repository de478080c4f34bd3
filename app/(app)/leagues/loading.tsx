import { Skeleton } from '@/components/ui';

export default function LeaguesLoading() {
  return (
    <div className="mx-auto max-w-4xl space-y-4" aria-busy="true">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-32 w-full" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
