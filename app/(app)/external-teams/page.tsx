import type { Metadata } from 'next';
import { ExternalTeams } from '@/components/teams/ExternalTeams';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { TeamsNav } from '@/components/teams/TeamsNav';
import { ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { teamUi } from '@/lib/messages/teams';
import { managedExternalTeams } from '@/lib/teams/queries';

const m = teamUi.external;
export const metadata: Metadata = { title: m.title };

// Opponents that are not on the platform, per team the viewer owns, administers or manages.
export default async function ExternalTeamsPage() {
  const viewer = await requireViewer({ profile: true });
  const teams = await managedExternalTeams(viewer.id);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <TeamsNav current="/external-teams" />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{m.title}</h1>
        <p className="text-slate-700">{m.intro}</p>
      </header>
      {teams.length === 0 ? (
        <EmptyState
          title={m.notManagerTitle}
          description={m.notManagerHint}
          action={
            <ButtonLink href="/teams/create" size="sm">
              {teamUi.createTeam}
            </ButtonLink>
          }
        />
      ) : (
        teams.map((team) => (
          <Card
            key={team.id}
            title={
              <span className="flex items-center gap-3">
                <TeamAvatar name={team.name} photoUrl={team.photoUrl} size={32} />
                {m.forTeam(team.name)}
              </span>
            }
          >
            <ExternalTeams team={team} />
          </Card>
        ))
      )}
    </div>
  );
}
