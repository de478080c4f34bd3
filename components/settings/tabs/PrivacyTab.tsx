import { Card, EmptyState } from '@/components/ui';
import { db } from '@/lib/db';
import { blockingMessages, privacyMessages } from '@/lib/messages';
import { ProfileLink } from './ProfileLink';
import type { SettingsTabProps } from './types';

// Read-only view of the current privacy flags and block list (editing arrives with the privacy issue).
export async function PrivacyTab({ viewer, skippable }: SettingsTabProps) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: viewer.id },
    select: {
      messagesFromAnyone: true,
      publicOnlineStatus: true,
      publicUpcomingGames: true,
      blocksMade: {
        select: { id: true, blockedEmail: true, blockedUser: { select: { displayName: true, email: true } } },
      },
    },
  });
  // In this screen a missing flag reads as false.
  const flags = [
    [privacyMessages.messagesFromAnyone, user.messagesFromAnyone ?? false],
    [privacyMessages.publicOnlineStatus, user.publicOnlineStatus ?? false],
    [privacyMessages.publicUpcomingGames, user.publicUpcomingGames ?? false],
  ] as const;
  return (
    <div className="space-y-6">
      <Card title={privacyMessages.title} actions={<ProfileLink skippable={skippable} />}>
        <ul className="space-y-2">
          {flags.map(([label, on]) => (
            <li key={label} className="flex justify-between gap-4">
              <span>{label}</span>
              <span className="font-medium">{on ? 'On' : 'Off'}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={blockingMessages.blockedUsersTitle}>
        {user.blocksMade.length === 0 ? (
          <EmptyState title={blockingMessages.noBlockedUsers} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {user.blocksMade.map((b) => (
              <li key={b.id} className="py-2">
                {b.blockedUser?.displayName ?? b.blockedUser?.email ?? b.blockedEmail}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
