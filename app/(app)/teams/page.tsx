import type { Metadata } from 'next';
import Link from 'next/link';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { TeamList } from '@/components/teams/TeamList';
import { TeamsNav } from '@/components/teams/TeamsNav';
import { ButtonLink, Card, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { teamUi as m } from '@/lib/messages/teams';
import { myTeams, pendingInvitationsOf } from '@/lib/teams/queries';

export const metadata: Metadata = { title: m.myTeamsTitle };

// My teams and groups, with pending invitations at the top.
export default async function TeamsPage() {
  const viewer = await requireViewer();
  const [teams, invitations] = await Promise.all([myTeams(viewer.id), pendingInvitationsOf(viewer.id)]);
  const actions = (
    <>
      <ButtonLink href="/teams/create" size="sm">
        {m.createTeam}
      </ButtonLink>
      <ButtonLink href="/start/community" size="sm" variant="secondary">
        {m.startCommunity}
      </ButtonLink>
    </>
  );
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <TeamsNav current="/teams" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.myTeamsTitle}</h1>
        <div className="flex gap-2">{actions}</div>
      </div>
      {invitations.length > 0 && (
        <Card title={m.invitationsTitle} className="border-emerald-300">
          <ul className="divide-y divide-slate-100">
            {invitations.map((team) => (
              <li key={team.id} className="flex items-center justify-between gap-3 py-3">
                <span className="flex items-center gap-3">
                  <TeamAvatar name={team.name} photoUrl={team.photoUrl} size={40} />
                  <span>
                    <span className="block font-medium">{team.name}</span>
                    <span className="text-sm text-slate-600">{m.pendingInvitation}</span>
                  </span>
                </span>
                <ButtonLink href={`/team/${team.id}`} size="sm">
                  {m.viewInvitation}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {teams.length === 0 ? (
        <EmptyState
          illustration="people"
          title={m.noTeamsTitle}
          description={m.noTeamsHint}
          action={<div className="flex gap-2">{actions}</div>}
        />
      ) : (
        <TeamList teams={teams} viewerId={viewer.id} />
      )}
      <p className="text-sm text-slate-700">
        {m.communities.ambassadorPrompt}{' '}
        <Link href="/start/ambassador" className="font-semibold text-emerald-700 hover:underline">
          {m.communities.ambassadorLink}
        </Link>
      </p>
    </div>
  );
}
