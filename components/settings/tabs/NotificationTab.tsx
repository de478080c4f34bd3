import { Card } from '@/components/ui';
import { NotificationSettingsForm } from '@/components/notifications/NotificationSettingsForm';
import { PushOptIn } from '@/components/notifications/PushOptIn';
import { notificationMessages } from '@/lib/messages';
import { notificationSettingsView } from '@/lib/notifications/queries';
import type { SettingsTabProps } from './types';

// Notification settings: email and push per category and per community (settings ?tab=notification and
// /settings/notifications).
export async function NotificationTab({ viewer, skippable }: SettingsTabProps) {
  const view = await notificationSettingsView(viewer.id);
  return (
    <Card title={notificationMessages.title}>
      <div className="space-y-6">
        {view.vapidPublicKey && <PushOptIn vapidPublicKey={view.vapidPublicKey} />}
        <NotificationSettingsForm
          entries={view.entries}
          communities={view.communities}
          skippable={skippable}
        />
      </div>
    </Card>
  );
}
