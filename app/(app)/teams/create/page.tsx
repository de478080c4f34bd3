import type { Metadata } from 'next';
import { CreateTeamForm } from '@/components/teams/CreateTeamForm';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { teamUi as m } from '@/lib/messages/teams';
import { sportOptions, wizardHomeCity } from '@/lib/teams/queries';

export const metadata: Metadata = { title: m.createTitle };

// Create a team, community or league (login and a completed profile). The creator becomes its owner.
// ?kind=LEAGUE (the leagues page's "Create a league") starts on a league.
export default async function CreateTeamPage({ searchParams }: { searchParams: Promise<{ kind?: string }> }) {
  const { kind } = await searchParams;
  const viewer = await requireViewer({ profile: true });
  const [gameTypes, homeCity] = await Promise.all([sportOptions(), wizardHomeCity(viewer.id)]);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{m.createTitle}</h1>
        <p className="text-slate-700">{m.createIntro}</p>
      </div>
      <Card>
        <CreateTeamForm
          gameTypes={gameTypes}
          homeCity={homeCity}
          initialKind={kind === 'LEAGUE' ? 'LEAGUE' : 'TEAM'}
          otherLink={{ href: '/start/community', label: m.startCommunityLink }}
        />
      </Card>
    </div>
  );
}
