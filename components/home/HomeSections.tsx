import Link from 'next/link';
import { PlayersNearYou } from '@/components/availability/PlayersNearYou';
import type { DistanceUnit } from '@/lib/geo/distance';
import { GameCard, GameCardList } from '@/components/events/GameCard';
import { TeamAvatar } from '@/components/teams/TeamAvatar';
import { Badge, ButtonLink, Card, EmptyState } from '@/components/ui';
import {
  HOME_EVENT_LIMIT,
  HOME_TEAM_LIMIT,
  homeFacts,
  homePlayers,
  homeTeams,
  localEvents,
  upcomingEvents,
} from '@/lib/home/queries';
import { homeMessages as m, quickLinks } from '@/lib/messages/home';
import { eventUiMessages as ev } from '@/lib/messages/events';
import { teamUi } from '@/lib/messages/teams';
import { ActionRequiredCard } from './ActionRequiredCard';
import { ALERTS_HREF } from '@/components/events/NoGamesNearby';

// Home's sections. Each reads its own data and streams inside its own Suspense boundary (app/(app)/home),
// so the quick ones paint before the slow ones; homeFacts is one cached read they share.

export async function ActionRequiredSection({ viewerId }: { viewerId: string }) {
  const facts = await homeFacts(viewerId);
  return <ActionRequiredCard tasks={facts?.tasks ?? []} />;
}

export async function UpcomingEventsSection({
  viewerId,
  timeZone = null,
}: {
  viewerId: string;
  timeZone?: string | null;
}) {
  const rows = await upcomingEvents(viewerId);
  const events = rows.slice(0, HOME_EVENT_LIMIT);
  return (
    <Card
      title={m.sections.upcomingEvents}
      actions={
        rows.length > 0 && (
          <Link href="/discover" className="text-sm font-semibold text-emerald-700 hover:underline">
            {m.seeAll}
          </Link>
        )
      }
    >
      {events.length === 0 ? (
        <EmptyState
          illustration="games"
          title={m.noUpcomingEvents}
          description={m.noUpcomingEventsHint}
          headingLevel={3}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink href="/discover" size="sm">
                {m.findGames}
              </ButtonLink>
              <ButtonLink href="/create" variant="secondary" size="sm">
                {m.createGame}
              </ButtonLink>
            </div>
          }
        />
      ) : (
        <GameCardList>
          {events.map((e) => (
            <GameCard
              key={e.id}
              game={{
                ...e,
                price: e.priceCents > 0 ? { cents: e.priceCents, currency: e.currency } : null,
              }}
              viewerTimeZone={timeZone}
            >
              {e.hosting ? (
                <Badge tone="success">{ev.hosting}</Badge>
              ) : (
                e.status &&
                ev.statusLabel[e.status] && (
                  <Badge tone={e.status === 'OFFERED' ? 'warning' : 'neutral'}>
                    {ev.statusLabel[e.status]}
                  </Badge>
                )
              )}
            </GameCard>
          ))}
        </GameCardList>
      )}
    </Card>
  );
}

export async function LocationSection({ viewerId }: { viewerId: string }) {
  const facts = await homeFacts(viewerId);
  const city = facts?.city ?? null;
  return (
    <Card title={m.sections.location}>
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{m.goToCity}</p>
      <p className="mt-1 text-lg font-semibold text-slate-900">{city?.name || m.noCity}</p>
      <p className="mt-1 text-sm text-slate-600">{city ? m.locationHint : m.setLocation}</p>
      <ButtonLink href="/profile" variant="secondary" size="sm" className="mt-3">
        {m.changeLocation}
      </ButtonLink>
    </Card>
  );
}

export function QuickLinksCard() {
  return (
    <Card title={m.sections.quickLinks}>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-1">
        {quickLinks.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              className="flex items-center justify-between rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-emerald-50 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {link.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function CommunityBanner() {
  return (
    <section
      aria-labelledby="community-banner-title"
      className="rounded-lg bg-gradient-to-br from-emerald-700 to-emerald-900 p-5 text-white shadow-sm"
    >
      <h2 id="community-banner-title" className="text-lg font-bold">
        {m.sections.communityBanner}
      </h2>
      <p className="mt-1 text-sm text-emerald-50">{m.communityBannerText}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          href="/start/community"
          className="inline-flex min-h-10 items-center rounded-md bg-white px-4 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {m.startCommunity}
        </Link>
        <Link
          href="/teams"
          className="inline-flex min-h-10 items-center rounded-md px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/70 ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {m.findTeams}
        </Link>
      </div>
    </section>
  );
}

export async function MyTeamsSection({ viewerId }: { viewerId: string }) {
  const rows = await homeTeams(viewerId);
  const teams = rows.slice(0, HOME_TEAM_LIMIT);
  return (
    <Card
      title={m.sections.myTeams}
      actions={
        rows.length > 0 && (
          <Link href="/teams" className="text-sm font-semibold text-emerald-700 hover:underline">
            {m.seeAll}
          </Link>
        )
      }
    >
      {teams.length === 0 ? (
        <EmptyState
          illustration="people"
          title={m.noTeams}
          description={m.noTeamsHint}
          headingLevel={3}
          action={
            <ButtonLink href="/teams/create" size="sm">
              {teamUi.create('TEAM')}
            </ButtonLink>
          }
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {teams.map((team) => (
            <li key={team.id} className="flex items-center gap-3 py-3">
              <TeamAvatar name={team.name} photoUrl={team.photoUrl} size={40} />
              <div className="min-w-0">
                <Link
                  href={`/team/${team.id}`}
                  className="font-medium break-words text-emerald-800 hover:underline"
                >
                  {team.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {teamUi.kindLabels[team.kind]} · {teamUi.members(team._count.roster)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export async function PlayersNearSection({ viewerId, unit }: { viewerId: string; unit: DistanceUnit }) {
  const facts = await homeFacts(viewerId);
  const players = facts?.city ? await homePlayers(viewerId, facts.city) : null;
  return <PlayersNearYou players={players} unit={unit} />;
}

export async function LocalEventsSection({
  viewerId,
  timeZone = null,
}: {
  viewerId: string;
  timeZone?: string | null;
}) {
  const facts = await homeFacts(viewerId);
  const events = facts?.city ? await localEvents(viewerId, facts.city, { schedule: facts.schedule }) : null;
  return (
    <Card
      title={m.sections.localEvents}
      actions={
        events &&
        events.length > 0 && (
          <Link href="/discover" className="text-sm font-semibold text-emerald-700 hover:underline">
            {m.seeAll}
          </Link>
        )
      }
    >
      {!events ? (
        <EmptyState title={m.setLocation} headingLevel={3} />
      ) : events.length === 0 ? (
        <EmptyState
          illustration="games"
          title={m.noLocalEvents}
          description={m.noLocalEventsHint}
          headingLevel={3}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink href="/create" size="sm">
                {m.createGame}
              </ButtonLink>
              <ButtonLink href={ALERTS_HREF} variant="secondary" size="sm">
                {ev.getAlerts}
              </ButtonLink>
            </div>
          }
        />
      ) : (
        <GameCardList>
          {events.map((e) => (
            <GameCard key={e.id} game={e} extras={e.extras} viewerTimeZone={timeZone} />
          ))}
        </GameCardList>
      )}
    </Card>
  );
}

/** The placeholder a section shows while its data loads: its title and a few grey lines. */
export function SectionSkeleton({ title, rows = 3 }: { title: string; rows?: number }) {
  return (
    <Card title={title}>
      <div className="space-y-3" role="status" aria-label={m.loadingSection(title)}>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} aria-hidden="true" className="skeleton-row" />
        ))}
      </div>
    </Card>
  );
}
