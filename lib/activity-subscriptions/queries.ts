import 'server-only';
import { db } from '@/lib/db';
import { subscriptionSelect, toView } from './service';

// The viewer's activity subscriptions, oldest first, and the activity labels the form offers.
export async function activitySubscriptionsView(userId: string) {
  const [subscriptions, gameTypes] = await Promise.all([
    db.activitySubscription.findMany({
      where: { userId },
      select: subscriptionSelect,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    db.gameType.findMany({ select: { label: true }, orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }] }),
  ]);
  return { subscriptions: subscriptions.map(toView), activities: gameTypes.map((g) => g.label) };
}
