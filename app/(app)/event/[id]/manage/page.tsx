import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { GamesSection, GamesSkeleton } from '@/components/games/GamesSection';
import { SubFinderSection } from '@/components/subs/SubFinderSection';
import { SubFinderSkeleton } from '@/components/subs/SubFinderSkeleton';
import { env } from '@/lib/env';
import { DEFAULT_RADIUS_MILES, RADIUS_OPTIONS } from '@/lib/subs/rules';
import { ManageEvent } from '@/components/events/ManageEvent';
import { UnregisteredGuestsCard } from '@/components/events/UnregisteredGuestsCard';
import { NudgeCard } from '@/components/events/NudgeCard';
import { teamNudge } from '@/lib/events/nudge';
import { manageTimes } from '@/lib/events/manage';
import { formatWhen } from '@/lib/time';
import { eventGuests } from '@/lib/guests/queries';
import { requireViewer } from '@/lib/auth/viewer';
import { createFormOptions, editEventForm, manageEvent } from '@/lib/events/queries';
import { EditGameForm } from '@/components/events/CreateGameForm';
import { todayIn } from '@/lib/availability/rules';
import { commonMessages } from '@/lib/messages';
import { eventUiMessages as m } from '@/lib/messages/events';
import { RateLevelsCard } from '@/components/levels/RateLevelsCard';
import { levelRatingRows } from '@/lib/levels/queries';

type Props = { params: Promise<{ id: string }>; searchParams?: Promise<{ radius?: string }> };

/** The "Find a sub" radius from the address (?radius=25), one of the offered distances. */
const radiusFrom = (value: string | undefined) =>
  (RADIUS_OPTIONS as readonly number[]).find((r) => String(r) === value) ?? DEFAULT_RADIUS_MILES;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const viewer = await requireViewer({ profile: true });
  const event = await manageEvent(viewer.id, (await params).id);
  return {
    title: event ? m.manage.title(event.title) : commonMessages.gameNotFound,
    robots: { index: false },
  };
}

// The host's page (event/{id}/manage): RSVPs by state, with approve/decline, remove, move off the waitlist,
// message all joiners and cancel. Only the host and co-hosts; anyone else gets 'Game not found'.
export default async function ManageEventPage({ params, searchParams }: Props) {
  const viewer = await requireViewer({ profile: true });
  const id = (await params).id;
  const event = await manageEvent(viewer.id, id);
  if (!event) notFound();
  // A game not started yet can be edited (a started one would be refused: its start is in the past).
  const editable = !event.cancelled && !event.started;
  const [edit, options] = editable
    ? await Promise.all([editEventForm(viewer.id, id), createFormOptions(viewer.id)])
    : [null, null];
  const editor =
    edit && options ? (
      <EditGameForm
        defaults={edit.defaults}
        repeating={edit.repeating}
        grouped={edit.grouped}
        canCharge={edit.canCharge}
        gameTypes={options.gameTypes}
        teams={options.teams.map((t) => ({ id: t.id, label: t.name }))}
        zone={edit.zone}
        today={todayIn(edit.defaults.timeZone || edit.zone.timeZone)}
      />
    ) : null;
  // Find a sub (issue 17): streamed behind its skeleton while the game is open.
  const radiusMiles = radiusFrom((await searchParams)?.radius);
  const subs =
    !event.cancelled && !event.started ? (
      <Suspense key={radiusMiles} fallback={<SubFinderSkeleton />}>
        <SubFinderSection
          viewerId={viewer.id}
          eventId={id}
          radiusMiles={radiusMiles}
          gameUrl={new URL(`/evt/${id}`, env().APP_URL).toString()}
        />
      </Suspense>
    ) : null;
  const guests = await eventGuests(viewer.id, id);
  // A team's open game: how many members have not answered, and the nudge (issue 32 §1).
  const nudge = await teamNudge(viewer.id, id);
  // A level checked game, once over: the host rates the players' level (issue 32 §3).
  const levelRows = await levelRatingRows(viewer.id, id);
  return (
    <>
      <ManageEvent
        event={event}
        viewerId={viewer.id}
        times={manageTimes(event, viewer.timeZone)}
        editor={editor}
        subs={subs}
      />
      {nudge && (
        <div className="mx-auto mt-6 max-w-3xl">
          <NudgeCard
            eventId={event.id}
            unanswered={nudge.unanswered}
            nextNudge={nudge.nextNudgeAt && formatWhen(nudge.nextNudgeAt, viewer.timeZone)}
          />
        </div>
      )}
      {levelRows && (
        <div className="mx-auto mt-6 max-w-3xl">
          <RateLevelsCard eventId={event.id} rows={levelRows} />
        </div>
      )}
      {!event.cancelled && (
        <div className="mx-auto mt-6 max-w-3xl">
          <UnregisteredGuestsCard eventId={event.id} guests={guests} />
        </div>
      )}
      <div className="mx-auto mt-8 max-w-3xl">
        <Suspense fallback={<GamesSkeleton />}>
          <GamesSection eventId={event.id} viewerId={viewer.id} />
        </Suspense>
      </div>
    </>
  );
}
