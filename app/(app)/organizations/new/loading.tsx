import { Skeleton } from '@/components/ui';

export default function NewOrganizationLoading() {
  return (
    <div className="mx-auto max-w-4xl space-y-4" aria-busy="true">
      <Skeleton className="h-8 w-1/3" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
