import type { Metadata } from 'next';
import { pageTitles } from '@/lib/messages/shell';
import { Badge, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { homeMessages } from '@/lib/messages';
import { teamsOfUser } from '@/lib/teams/queries';

export const metadata: Metadata = { title: pageTitles.teams };

export default async function TeamsPage() {
  const viewer = await requireViewer();
  const teams = await teamsOfUser(viewer.id);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{homeMessages.sections.myTeams}</h1>
      <Card>
        {teams.length === 0 ? (
          <EmptyState title={homeMessages.noTeams} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {teams.map((team) => (
              <li key={team.id} className="flex items-center justify-between gap-3 py-3">
                <span className="font-medium">{team.name}</span>
                <span className="flex items-center gap-2 text-sm text-slate-700">
                  {team.ownerId === viewer.id && <Badge tone="success">Owner</Badge>}
                  <Badge>{team.kind === 'COMMUNITY' ? 'Community' : 'Team'}</Badge>
                  {team._count.roster} members
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
