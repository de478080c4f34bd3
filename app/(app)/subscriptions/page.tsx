import type { Metadata } from 'next';
import Link from 'next/link';
import { FollowButton } from '@/components/teams/FollowButton';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { Badge, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { followedHostsOf } from '@/lib/follows/queries';
import { followUi as m } from '@/lib/messages/teams';

export const metadata: Metadata = { title: m.title };

// subscriptions: the hosts (players and teams) I follow.
export default async function SubscriptionsPage() {
  const viewer = await requireViewer({ profile: true });
  const hosts = await followedHostsOf(viewer.id);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{m.title}</h1>
        <p className="text-slate-700">{m.intro}</p>
      </div>
      {hosts.length === 0 ? (
        <EmptyState title={m.none} description={m.noneHint} />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100">
            {hosts.map((h) => (
              <li key={`${h.kind}-${h.id}`} className="flex items-center justify-between gap-3 py-3">
                <Link
                  href={`/subscriptions/${h.id}`}
                  className="flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
                  <TeamAvatar name={h.name} photoUrl={h.photoUrl} size={40} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{h.name}</span>
                    <span className="flex items-center gap-2 text-sm text-slate-600">
                      <Badge>{h.kind === 'user' ? m.kindUser : m.kindTeam}</Badge>
                      {h.city}
                    </span>
                  </span>
                </Link>
                <FollowButton kind={h.kind} hostId={h.id} following />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
