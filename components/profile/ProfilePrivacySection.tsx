import Link from 'next/link';
import { Card } from '@/components/ui';
import { profilePrivacy } from '@/lib/privacy/queries';
import { profilePrivacyMessages } from '@/lib/messages';
import { dateTimeFormat } from '@/lib/intl';

const formatIn = (timeZone: string, iso: string) =>
  dateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

// The slot of the public profile (/profile/[userId]) governed by the owner's privacy flags: online
// status (publicOnlineStatus) and upcoming games (publicUpcomingGames). Renders nothing for users
// blocked either way, and leaves out whatever the owner hides.
export async function ProfilePrivacySection({ viewerId, ownerId }: { viewerId: string; ownerId: string }) {
  const data = await profilePrivacy(viewerId, ownerId);
  if (!data || (!data.presence && !data.upcomingGames)) return null;
  return (
    <div className="space-y-4">
      {data.presence && (
        <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="profile-presence">
          <span
            aria-hidden="true"
            className={
              data.presence.online
                ? 'size-2.5 rounded-full bg-emerald-600'
                : 'size-2.5 rounded-full bg-slate-400'
            }
          />
          {data.presence.online
            ? profilePrivacyMessages.onlineNow
            : profilePrivacyMessages.lastSeen(formatIn('UTC', data.presence.lastSeenAt))}
        </p>
      )}
      {data.upcomingGames && (
        <Card title={profilePrivacyMessages.upcomingGames} headingLevel={3}>
          {data.upcomingGames.length === 0 ? (
            <p className="text-sm text-slate-600">{profilePrivacyMessages.noUpcomingGames}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.upcomingGames.map((g) => (
                <li key={g.id} className="py-2">
                  <Link
                    href={`/evt/${g.id}`}
                    className="font-medium text-emerald-800 underline underline-offset-4"
                  >
                    {g.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    <time dateTime={g.dateStart}>{formatIn(g.timeZone, g.dateStart)}</time> · {g.locationName}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
