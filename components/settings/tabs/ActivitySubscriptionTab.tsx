import { Badge, Card, EmptyState } from '@/components/ui';
import { db } from '@/lib/db';
import { activitySubscriptionMessages as m } from '@/lib/messages';
import type { SettingsTabProps } from './types';

// Read-only list of the user's activity subscriptions (the editor arrives with its issue).
export async function ActivitySubscriptionTab({ viewer }: SettingsTabProps) {
  const subscriptions = await db.activitySubscription.findMany({
    where: { userId: viewer.id },
    select: { id: true, addressName: true, radiusMiles: true, activities: true },
    orderBy: { createdAt: 'asc' },
  });
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold">{m.title}</h2>
        <p className="text-slate-700">{m.subtitle}</p>
      </div>
      {subscriptions.length === 0 ? (
        <EmptyState title={m.emptyTitle} description={m.emptyText} />
      ) : (
        subscriptions.map((s) => (
          <Card key={s.id} title={s.addressName}>
            <p className="text-sm text-slate-700">{m.radiusLabel(s.radiusMiles)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {s.activities.map((a) => (
                <Badge key={a}>{a}</Badge>
              ))}
            </div>
          </Card>
        ))
      )}
    </div>
  );
}
