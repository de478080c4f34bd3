import type { Metadata } from 'next';
import { Suspense } from 'react';
import {
  ActionRequiredSection,
  CommunityBanner,
  LocalEventsSection,
  LocationSection,
  MyTeamsSection,
  PlayersNearSection,
  QuickLinksCard,
  SectionSkeleton,
  UpcomingEventsSection,
} from '@/components/home/HomeSections';
import { HomeTour } from '@/components/home/HomeTour';
import { PlayerCardButton } from '@/components/home/PlayerCard';
import { requireViewer } from '@/lib/auth/viewer';
import { distanceUnitOf } from '@/lib/geo/distance';
import { homeMessages as m } from '@/lib/messages/home';
import { pageTitles } from '@/lib/messages/shell';

export const metadata: Metadata = { title: pageTitles.home };

// Home (02 §2): the header paints at once; every section streams in its own Suspense boundary with a
// skeleton of its shape, so quick sections never wait for slow ones. The tour's targets are the wrappers
// here (data-tour), present from the first paint.
export default async function HomePage() {
  const viewer = await requireViewer({ profile: true });
  const id = viewer.id;
  const s = m.sections;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.welcomeBack(viewer.displayName ?? viewer.email)}</h1>
        <div className="flex flex-wrap gap-2">
          <PlayerCardButton />
          <HomeTour />
        </div>
      </div>
      <div data-tour="action-center">
        <Suspense fallback={<SectionSkeleton title={s.actionRequired} rows={1} />}>
          <ActionRequiredSection viewerId={id} />
        </Suspense>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <div data-tour="upcoming-events">
            <Suspense fallback={<SectionSkeleton title={s.upcomingEvents} />}>
              <UpcomingEventsSection viewerId={id} timeZone={viewer.timeZone} />
            </Suspense>
          </div>
          <div data-tour="my-teams">
            <Suspense fallback={<SectionSkeleton title={s.myTeams} />}>
              <MyTeamsSection viewerId={id} />
            </Suspense>
          </div>
          <div data-tour="players-near-you">
            <Suspense fallback={<SectionSkeleton title={s.playersNearYou} />}>
              <PlayersNearSection viewerId={id} unit={distanceUnitOf(viewer)} />
            </Suspense>
          </div>
          <div data-tour="local-events">
            <Suspense fallback={<SectionSkeleton title={s.localEvents} />}>
              <LocalEventsSection viewerId={id} timeZone={viewer.timeZone} />
            </Suspense>
          </div>
        </div>
        <div className="space-y-6">
          <div data-tour="location-hub">
            <Suspense fallback={<SectionSkeleton title={s.location} rows={1} />}>
              <LocationSection viewerId={id} />
            </Suspense>
          </div>
          <div data-tour="quick-actions">
            <QuickLinksCard />
          </div>
          <div data-tour="community-highlights">
            <CommunityBanner />
          </div>
        </div>
      </div>
    </div>
  );
}
