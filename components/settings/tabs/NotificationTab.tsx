import { Card } from '@/components/ui';
import { db } from '@/lib/db';
import { notificationCategories, notificationMessages } from '@/lib/messages';
import { ProfileLink } from './ProfileLink';
import type { SettingsTabProps } from './types';

type Channels = { email?: boolean; push?: boolean };

// Read-only: the current channel of each category (email and push are on unless turned off).
export async function NotificationTab({ viewer, skippable }: SettingsTabProps) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: { notificationSettings: true },
  });
  const settings = (user.notificationSettings ?? {}) as Record<string, Channels>;
  return (
    <Card title={notificationMessages.title} actions={<ProfileLink skippable={skippable} />}>
      <table className="w-full text-left">
        <thead>
          <tr className="text-sm text-slate-700">
            <th className="py-2">{notificationMessages.category}</th>
            <th className="py-2">{notificationMessages.email}</th>
            <th className="py-2">{notificationMessages.push}</th>
          </tr>
        </thead>
        <tbody>
          {notificationCategories.map((c) => (
            <tr key={c.key} className="border-t border-slate-100">
              <td className="py-2">{c.label}</td>
              <td className="py-2">{settings[c.key]?.email === false ? 'Off' : 'On'}</td>
              <td className="py-2">{settings[c.key]?.push === false ? 'Off' : 'On'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
