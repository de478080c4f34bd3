import type { Metadata } from 'next';
import { NotificationTab } from '@/components/settings/tabs/NotificationTab';
import { requireViewer } from '@/lib/auth/viewer';
import { notificationMessages, settingsMessages } from '@/lib/messages';

export const metadata: Metadata = { title: notificationMessages.screenTitle };

// The notification settings screen on its own (the same form as settings ?tab=notification).
export default async function NotificationSettingsPage() {
  const viewer = await requireViewer({ profile: true });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{settingsMessages.title}</h1>
      <NotificationTab viewer={viewer} skippable={false} />
    </div>
  );
}
