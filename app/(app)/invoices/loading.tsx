import { Skeleton } from '@/components/ui';

// While the invoices load: the back link, the title and a table of rows.
export default function InvoicesLoading() {
  return (
    <div className="mx-auto max-w-4xl space-y-6" aria-busy="true">
      <div className="space-y-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-1/3" />
      </div>
      <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}
