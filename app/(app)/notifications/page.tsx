import type { Metadata } from 'next';
import Link from 'next/link';
import { NotificationList } from '@/components/notification-centre/NotificationList';
import { EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { notificationCentreMessages as m, notificationMessages } from '@/lib/messages';
import { notificationsOf } from '@/lib/notification-centre/queries';
import { dateTimeFormat } from '@/lib/intl';

export const metadata: Metadata = { title: m.title };

// The signed-in user's notifications, newest first, with read state. Family connection requests are
// accepted or declined here.
export default async function NotificationsPage() {
  const viewer = await requireViewer({ profile: true });
  const notifications = await notificationsOf(viewer.id);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.title}</h1>
        <Link
          href="/settings/notifications"
          className="text-sm font-semibold text-emerald-700 hover:underline"
        >
          {notificationMessages.screenTitle}
        </Link>
      </div>
      {notifications.length === 0 ? (
        <EmptyState illustration="inbox" title={m.empty} />
      ) : (
        <NotificationList
          notifications={notifications.map((n) => ({
            ...n,
            createdAt: n.createdAt.toISOString(),
            createdLabel: dateTimeFormat('en-US', {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: viewer.timeZone,
            }).format(n.createdAt),
          }))}
        />
      )}
    </div>
  );
}
