import type { Metadata } from 'next';
import { CreateTeamForm } from '@/components/teams/CreateTeamForm';
import { Card } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { teamUi as m } from '@/lib/messages/teams';
import { sportOptions, wizardHomeCity } from '@/lib/teams/queries';

export const metadata: Metadata = { title: m.communityTitle };

// start/community (completed-profile guard): the create form preset to a community, with a short intro.
export default async function StartCommunityPage() {
  const viewer = await requireViewer({ profile: true });
  const [gameTypes, homeCity] = await Promise.all([sportOptions(), wizardHomeCity(viewer.id)]);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">{m.communityTitle}</h1>
        <p className="text-slate-700">{m.communityIntro}</p>
      </div>
      <Card>
        <CreateTeamForm
          gameTypes={gameTypes}
          homeCity={homeCity}
          initialKind="COMMUNITY"
          otherLink={{ href: '/teams/create', label: m.createTeamInsteadLink }}
        />
      </Card>
    </div>
  );
}
