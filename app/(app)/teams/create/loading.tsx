import { Skeleton } from '@/components/ui';

export default function CreateTeamLoading() {
  return (
    <div className="mx-auto max-w-2xl space-y-4" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
