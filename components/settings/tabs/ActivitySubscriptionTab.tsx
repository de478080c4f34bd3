import { ActivitySubscriptions } from '@/components/activity-subscriptions/ActivitySubscriptions';
import { activitySubscriptionsView } from '@/lib/activity-subscriptions/queries';
import type { SettingsTabProps } from './types';

// Settings ?tab=activities-subscription: the viewer's city subscriptions and their editor.
export async function ActivitySubscriptionTab({ viewer }: SettingsTabProps) {
  const view = await activitySubscriptionsView(viewer.id);
  return (
    <ActivitySubscriptions
      subscriptions={view.subscriptions}
      activities={view.activities}
      timeZone={viewer.timeZone}
    />
  );
}
