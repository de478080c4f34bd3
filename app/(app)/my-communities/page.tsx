import type { Metadata } from 'next';
import Link from 'next/link';
import { TeamList } from '@/components/teams/TeamList';
import { TeamsNav } from '@/components/teams/TeamsNav';
import { ButtonLink, EmptyState } from '@/components/ui';
import { requireViewer } from '@/lib/auth/viewer';
import { teamUi } from '@/lib/messages/teams';
import { myCommunities } from '@/lib/teams/queries';

const m = teamUi.communities;
export const metadata: Metadata = { title: m.title };

// Communities the viewer owns or belongs to.
export default async function MyCommunitiesPage() {
  const viewer = await requireViewer({ profile: true });
  const communities = await myCommunities(viewer.id);
  const actions = (
    <div className="flex flex-wrap gap-2">
      <ButtonLink href="/start/community" size="sm">
        {teamUi.startCommunity}
      </ButtonLink>
      <ButtonLink href="/teams-v3" size="sm" variant="secondary">
        {m.find}
      </ButtonLink>
    </div>
  );
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <TeamsNav current="/my-communities" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold">{m.title}</h1>
          <p className="text-slate-700">{m.intro}</p>
        </header>
        {communities.length > 0 && actions}
      </div>
      {communities.length === 0 ? (
        <EmptyState illustration="people" title={m.emptyTitle} description={m.emptyHint} action={actions} />
      ) : (
        <TeamList teams={communities} viewerId={viewer.id} />
      )}
      <p className="text-sm text-slate-700">
        {m.ambassadorPrompt}{' '}
        <Link href="/start/ambassador" className="font-semibold text-emerald-700 hover:underline">
          {m.ambassadorLink}
        </Link>
      </p>
    </div>
  );
}
