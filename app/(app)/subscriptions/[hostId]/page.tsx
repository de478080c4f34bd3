import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { FollowButton } from '@/components/teams/FollowButton';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { Badge, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { followedHostPage } from '@/lib/follows/queries';
import { followUi as m } from '@/lib/messages/teams';
import { dateTimeFormat } from '@/lib/intl';

type Props = { params: Promise<{ hostId: string }> };

const load = cache(async (hostId: string) => {
  const viewer = await requireViewer({ profile: true });
  return followedHostPage(viewer.id, hostId);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { hostId } = await params;
  const page = await load(hostId);
  return { title: page?.host.name ?? m.hostNotFound, robots: { index: false } };
}

// subscriptions/{hostId}: a host's upcoming public events, with Follow / Unfollow.
export default async function HostPage({ params }: Props) {
  const { hostId } = await params;
  const page = await load(hostId);
  if (!page) notFound();
  const { host, kind, following, events } = page;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <TeamAvatar name={host.name} photoUrl={host.photoUrl} size={64} />
          <div>
            <h1 className="text-2xl font-bold">{host.name}</h1>
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Badge>{kind === 'user' ? m.kindUser : m.kindTeam}</Badge>
              {host.city}
            </p>
          </div>
        </div>
        <FollowButton kind={kind} hostId={host.id} following={following} size="md" />
      </header>
      {events.length === 0 ? (
        <EmptyState title={m.noEvents} description={m.noEventsHint} />
      ) : (
        <Card title={m.upcoming}>
          <ul className="divide-y divide-slate-100">
            {events.map((e) => (
              <li key={e.id} className="py-3">
                <Link
                  href={`/evt/${e.id}`}
                  className="font-medium text-emerald-800 underline-offset-4 hover:underline"
                >
                  {e.title}
                </Link>
                <p className="text-sm text-slate-700">
                  {dateTimeFormat('en-US', {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: e.timeZone,
                  }).format(e.dateStart)}{' '}
                  · {e.locationName}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
