import { Card, Skeleton } from '@/components/ui';
import { subsMessages as m } from '@/lib/messages/subs';

/** While the candidates load: the card's frame with placeholder rows. */
export function SubFinderSkeleton() {
  return (
    <Card title={m.panelTitle}>
      <p className="sr-only" role="status">
        {m.loading}
      </p>
      <Skeleton className="mb-4 h-9 w-48" />
      <ul className="space-y-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3">
            <Skeleton className="h-5 w-5" />
            <Skeleton className="h-9 w-9 rounded-full" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="ml-auto h-8 w-20" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
