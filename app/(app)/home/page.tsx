import type { Metadata } from 'next';
import { pageTitles } from '@/lib/messages/shell';
import Link from 'next/link';
import { PlayersNearYou } from '@/components/availability/PlayersNearYou';
import { Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { homeUpcoming } from '@/lib/home/queries';
import { homeMessages } from '@/lib/messages';

export const metadata: Metadata = { title: pageTitles.home };

export default async function HomePage() {
  const viewer = await requireViewer({ profile: true });
  const { events, teams } = await homeUpcoming(viewer.id);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{homeMessages.welcomeBack(viewer.displayName ?? viewer.email)}</h1>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card title={homeMessages.sections.upcomingEvents}>
          {events.length === 0 ? (
            <EmptyState title={homeMessages.noUpcomingEvents} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {events.map((event) => (
                <li key={event.id} className="py-3">
                  <Link href={`/evt/${event.id}`} className="font-medium text-emerald-800 hover:underline">
                    {event.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {event.dateStart.toLocaleString('en-US', {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: event.timeZone,
                    })}{' '}
                    · {event.locationName}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={homeMessages.sections.myTeams}>
          {teams.length === 0 ? (
            <EmptyState title={homeMessages.noTeams} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {teams.map((team) => (
                <li key={team.id} className="py-3">
                  <Link href={`/teams`} className="font-medium text-emerald-800 hover:underline">
                    {team.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <PlayersNearYou viewerId={viewer.id} />
      </div>
    </div>
  );
}
