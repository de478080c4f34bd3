import { Skeleton } from '@/components/ui';

export default function FormLoading() {
  return (
    <div className="mx-auto max-w-2xl space-y-6" aria-busy="true">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
