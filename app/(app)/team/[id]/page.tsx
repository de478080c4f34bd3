import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { GameCard, GameCardList } from '@/components/events/GameCard';
import { FollowButton } from '@/components/teams/FollowButton';
import { InviteDialog } from '@/components/teams/InviteDialog';
import { MembershipActions } from '@/components/teams/MembershipActions';
import { Roster } from '@/components/teams/Roster';
import { RosterGuestDialog } from '@/components/teams/RosterGuestDialog';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { TeamDiscussions } from '@/components/teams/TeamDiscussions';
import { TeamSeasons } from '@/components/teams/TeamSeasons';
import { Badge, ButtonLink, Card, EmptyState, Skeleton, TabPanel, Tabs, ToastOnMount } from '@/components/ui';
import { TeamPassesTab } from '@/components/passes/TeamPassesTab';
import { passMessages } from '@/lib/messages/passes';
import { teamPasses } from '@/lib/passes/queries';
import { settleReturnedPass } from '@/lib/passes/service';
import { settleReturnedMembership } from '@/lib/passes/membership';
import { requireViewer } from '@/lib/auth/viewer';
import { teamUi as m } from '@/lib/messages/teams';
import { sportOptions, teamEvents, teamPage, teamSettingsForm } from '@/lib/teams/queries';
import { rolesToOffer } from '@/lib/teams/rules';
import { TeamSettingsForm } from '@/components/teams/TeamSettingsForm';
import Image from 'next/image';
import { LazyPinsMap } from '@/components/maps/LazyPinsMap';
import { mapTiles } from '@/lib/env';
import { COVER_SIZE } from '@/lib/looks/cover-size';
import { cardMessages } from '@/lib/messages/cards';
import { teamCoverPath } from '@/lib/seo/share-cards';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string; topic?: string; pass_session?: string }>;
};

const TABS = ['roster', 'events', 'seasons', 'discussions', 'passes', 'settings'] as const;
type Tab = (typeof TABS)[number];

const load = cache(async (id: string) => {
  const viewer = await requireViewer({ profile: true });
  return { viewer, page: await teamPage(viewer.id, id) };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const { page } = await load(id);
  return { title: page?.team.name ?? m.teamNotFound, robots: { index: false } };
}

// The team page (team/{id}): header, then Roster, Events, Seasons and Discussions tabs.
export default async function TeamPageRoute({ params, searchParams }: Props) {
  const [{ id }, { tab: rawTab, topic, pass_session: passSession }] = await Promise.all([
    params,
    searchParams,
  ]);
  const { viewer, page } = await load(id);
  if (!page) notFound();
  const { team } = page;
  const isAdmin = page.role === 'owner' || page.role === 'admin';
  // Settings only for owners and admins; anyone else asking for it sees the roster.
  const tabs = TABS.filter((t) => t !== 'settings' || isAdmin);
  const tab: Tab = (tabs as readonly string[]).includes(rawTab ?? '') ? (rawTab as Tab) : 'roster';
  const isMember = page.role !== null;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Image
        src={teamCoverPath(team.id)}
        alt=""
        width={COVER_SIZE.width}
        height={COVER_SIZE.height}
        unoptimized
        priority
        className="aspect-[1200/630] w-full rounded-lg bg-slate-200 object-cover"
        data-testid="team-cover"
      />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <TeamAvatar name={team.name} photoUrl={team.photoUrl} size={80} />
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold text-slate-900">{team.name}</h1>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <Badge tone="success">{m.kindLabels[team.kind]}</Badge>
              {team.sport && <span>{team.sport}</span>}
              {team.cityName && <span aria-hidden>·</span>}
              {team.cityName && <span>{team.cityName}</span>}
              <span aria-hidden>·</span>
              <span>{m.members(page.memberCount)}</span>
              <span aria-hidden>·</span>
              <span>{m.policyShort[team.joinPolicy]}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {page.canManage && <InviteDialog teamId={team.id} roles={rolesToOffer(page.role)} />}
          {page.canManage && <RosterGuestDialog teamId={team.id} />}
          {page.role !== 'owner' && <FollowButton kind="team" hostId={team.id} following={page.following} />}
          {page.standing.kind !== 'invited' && (
            <MembershipActions
              teamId={team.id}
              teamName={team.name}
              standing={page.standing}
              joinPolicy={team.joinPolicy}
            />
          )}
        </div>
      </header>
      {page.standing.kind === 'invited' && (
        <MembershipActions
          teamId={team.id}
          teamName={team.name}
          standing={page.standing}
          joinPolicy={team.joinPolicy}
        />
      )}
      {team.description && <p className="whitespace-pre-line text-slate-700">{team.description}</p>}
      {team.home && tab === 'roster' && (
        <Card title={cardMessages.teamMapTitle}>
          <LazyPinsMap
            pins={[{ id: team.id, ...team.home, title: team.cityName ?? team.name }]}
            tiles={mapTiles()}
            label={cardMessages.venueMapLabel(team.cityName ?? team.name)}
            zoom={11}
            className="h-48 sm:h-56"
          />
        </Card>
      )}

      <Tabs
        id="team"
        label={team.name}
        tabs={tabs.map((t) => ({ value: t, label: t === 'passes' ? passMessages.tab : m.tabs[t] }))}
        current={tab}
        hrefFor={(t) => (t === 'roster' ? `/team/${team.id}` : `/team/${team.id}?tab=${t}`)}
      />
      <TabPanel id="team" current={tab}>
        {tab === 'roster' && (
          <Card title={`${m.rosterTitle} · ${m.members(page.memberCount)}`}>
            <Roster
              teamId={team.id}
              viewerId={viewer.id}
              viewerRole={page.role}
              members={page.members}
              pending={page.pending}
              emptyHint={page.standing.kind === 'invited' ? m.invitedOnlyHint : m.membersOnlyHint}
            />
          </Card>
        )}
        {tab === 'events' && (
          <Suspense fallback={<TabSkeleton />}>
            <EventsTab
              teamId={team.id}
              viewerId={viewer.id}
              viewerTimeZone={viewer.timeZone}
              canManage={page.canManage}
            />
          </Suspense>
        )}
        {tab === 'seasons' && (
          <Suspense fallback={<TabSkeleton />}>
            <TeamSeasons teamId={team.id} viewerId={viewer.id} canManage={page.canManage} />
          </Suspense>
        )}
        {tab === 'discussions' &&
          (isMember ? (
            <Suspense fallback={<TabSkeleton />}>
              <TeamDiscussions
                teamId={team.id}
                viewerId={viewer.id}
                timeZone={viewer.timeZone}
                canManage={page.canManage}
                topicId={typeof topic === 'string' ? topic : undefined}
              />
            </Suspense>
          ) : (
            <EmptyState
              title={m.membersOnly}
              description={page.standing.kind === 'invited' ? m.invitedOnlyHint : m.membersOnlyHint}
            />
          ))}
        {tab === 'passes' && (
          <Suspense fallback={<TabSkeleton />}>
            <PassesTab teamId={team.id} viewerId={viewer.id} sessionId={passSession} />
          </Suspense>
        )}
        {tab === 'settings' && isAdmin && (
          <Suspense fallback={<TabSkeleton />}>
            <SettingsTab teamId={team.id} viewerId={viewer.id} />
          </Suspense>
        )}
      </TabPanel>
    </div>
  );
}

async function PassesTab({
  teamId,
  viewerId,
  sessionId,
}: {
  teamId: string;
  viewerId: string;
  sessionId: string | undefined;
}) {
  // Back from buying a card: settle it now (the webhook does the same a moment later).
  const settled = sessionId
    ? ((await settleReturnedMembership(viewerId, sessionId)) ??
      (await settleReturnedPass(viewerId, sessionId)))
    : null;
  const data = await teamPasses(viewerId, teamId);
  const bought = settled === 'paid' || settled === 'already';
  const fresh = bought ? data.mine.find((p) => p.status === 'ACTIVE') : undefined;
  return (
    <>
      {bought && fresh && (
        <ToastOnMount
          message={
            fresh.kind === 'MEMBERSHIP' ? passMessages.membershipStarted : passMessages.bought(fresh.games)
          }
        />
      )}
      {settled === 'pending' && <ToastOnMount kind="info" message={passMessages.confirming} />}
      <TeamPassesTab teamId={teamId} data={data} />
    </>
  );
}

async function SettingsTab({ teamId, viewerId }: { teamId: string; viewerId: string }) {
  const [defaults, sports] = await Promise.all([teamSettingsForm(viewerId, teamId), sportOptions()]);
  if (!defaults) return null;
  return (
    <Card title={m.settingsTitle}>
      <TeamSettingsForm defaults={defaults} sports={sports} />
    </Card>
  );
}

// The page itself answers before streaming (so an unknown id gets a real 404); the tabs that load more show
// a skeleton meanwhile.
function TabSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

async function EventsTab({
  teamId,
  viewerId,
  viewerTimeZone,
  canManage,
}: {
  teamId: string;
  viewerId: string;
  viewerTimeZone: string | null;
  canManage: boolean;
}) {
  const events = await teamEvents(viewerId, teamId);
  const create = canManage ? (
    <div className="flex flex-wrap gap-2">
      <ButtonLink href={`/create?team=${teamId}`}>{m.createEvent}</ButtonLink>
      <ButtonLink href={`/create?team=${teamId}&practice=1`} variant="secondary">
        {m.addPractice}
      </ButtonLink>
    </div>
  ) : null;
  if (events.length === 0) {
    return (
      <EmptyState
        illustration="games"
        title={m.noEvents}
        description={canManage ? m.noEventsManagerHint : m.noEventsHint}
        action={create}
      />
    );
  }
  return (
    <Card title={m.tabs.events} actions={create}>
      {/* The same cards as discover and home: date block, sport, spots bar, chips, friends going. */}
      <GameCardList>
        {events.map((e) => (
          <GameCard key={e.id} game={e} extras={e.extras} viewerTimeZone={viewerTimeZone} />
        ))}
      </GameCardList>
    </Card>
  );
}
