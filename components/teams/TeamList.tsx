import Link from 'next/link';
import { Badge, Card } from '@/components/ui';
import { teamUi as m } from '@/lib/messages/teams';
import { TeamAvatar } from './TeamAvatar';

export type TeamListItem = {
  id: string;
  name: string;
  kind: 'TEAM' | 'COMMUNITY' | 'LEAGUE';
  photoUrl: string | null;
  ownerId: string;
  cityName: string | null;
  gameType: { label: string } | null;
  _count: { roster: number };
};

/** The viewer's teams or communities as a list of links (owner badge, kind, member count). */
export function TeamList({ teams, viewerId }: { teams: TeamListItem[]; viewerId: string }) {
  return (
    <Card>
      <ul className="divide-y divide-slate-100">
        {teams.map((team) => (
          <li key={team.id}>
            <Link
              href={`/team/${team.id}`}
              className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              <span className="flex min-w-0 items-center gap-3">
                <TeamAvatar name={team.name} photoUrl={team.photoUrl} size={44} />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900">{team.name}</span>
                  <span className="text-sm text-slate-600">
                    {[team.gameType?.label, team.cityName].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
                {team.ownerId === viewerId && <Badge tone="success">{m.roleLabels.owner}</Badge>}
                <span className="hidden sm:inline-flex">
                  <Badge>{m.kindLabels[team.kind]}</Badge>
                </span>
                <span className="hidden sm:inline">{m.members(team._count.roster)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
