import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { EventView } from '@/components/events/EventView';
import { GamesSection, GamesSkeleton } from '@/components/games/GamesSection';
import { getViewer } from '@/lib/auth/viewer';
import { env, mapTiles } from '@/lib/env';
import { PaymentNotice } from '@/components/events/PaymentNotice';
import { eventPage, type EventPageView } from '@/lib/events/queries';
import { settleReturnedPayment } from '@/lib/events/payments';
import { commonMessages } from '@/lib/messages';
import { SubInviteBanner } from '@/components/subs/SubInviteBanner';
import { TeamAnswerBanner } from '@/components/events/TeamAnswerBanner';
import { teamAnswer } from '@/lib/events/nudge';
import { formatWhen } from '@/lib/time';
import { viewerSubInvitations } from '@/lib/subs/queries';
import { GameChat } from '@/components/events/GameChat';
import { Card } from '@/components/ui';
import { gameChatOf } from '@/lib/conversations/queries';
import { gameChatMessages } from '@/lib/messages';
import { eventCoverPath, eventShareImagePath, shareImage } from '@/lib/seo/share-cards';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function read(id: string) {
  const viewer = await getViewer();
  const active = viewer?.emailVerified && viewer.hasAdditionalInfo ? viewer : null;
  const event = await eventPage(active?.id ?? null, id);
  return { viewer: active, event };
}
// One load per request, shared by the metadata and the page.
const load = cache(read);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const { event } = await load(id);
  if (!event) return { title: commonMessages.gameNotFound, robots: { index: false } };
  const description = (event.description ?? `${event.gameType ?? ''} · ${event.locationName}`).slice(0, 200);
  const url = new URL(`/evt/${event.id}`, env().APP_URL).toString();
  // A public game's generated card (title, sport, date, place); a private one has none (its image is 404).
  const images = event.isPrivate
    ? []
    : [shareImage(eventShareImagePath(event.id), env().APP_URL, event.title)];
  return {
    title: event.title,
    description,
    alternates: { canonical: url },
    robots: event.isPrivate ? { index: false, follow: false } : undefined,
    openGraph: { title: event.title, description, url, type: 'website', images },
    twitter: {
      card: images.length ? 'summary_large_image' : 'summary',
      title: event.title,
      description,
      images,
    },
  };
}

// The game page (evt/{id}; discover/events/{id} shows the same). Public games are open to visitors; a
// private one, or any game whose host and viewer have blocked each other, answers 'Game not found'.
export default async function EventPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  // Back from paying for a spot: settled before the page is read, so it already shows the viewer as going.
  const sessionId = typeof query.session_id === 'string' ? query.session_id : null;
  let settled: string | null = null;
  if (query.payment === 'success' && sessionId) {
    const viewer = await getViewer();
    if (viewer) settled = await settleReturnedPayment(viewer.id, sessionId);
  }
  // After settling, read again: the metadata may already have read the page before the payment was applied.
  const { viewer, event } = settled !== null ? await read(id) : await load(id);
  if (!event) notFound();
  // A player asked to sub answers here too (the mail links to this page).
  // A member of the hosting team who has not joined can say they cannot come (issue 32 §1, the host's nudge).
  // The three reads of the viewer's own state go out together (one round trip's wait, not three).
  const [invitations, answer, chat] = viewer
    ? await Promise.all([
        viewerSubInvitations(viewer.id, [event.id]),
        teamAnswer(viewer.id, event.id),
        gameChatOf(viewer.id, event.id),
      ])
    : [null, null, null];
  const asked = invitations?.get(event.id) === 'SENT';
  return (
    <>
      {asked && (
        <div className="mx-auto mb-4 max-w-3xl">
          <SubInviteBanner eventId={event.id} />
        </div>
      )}
      {answer && (
        <div className="mx-auto mb-4 max-w-3xl">
          <TeamAnswerBanner
            eventId={event.id}
            declined={answer.state === 'declined'}
            byDefaultUntil={
              answer.state === 'by-default'
                ? formatWhen(answer.deadline, viewer?.timeZone ?? event.timeZone)
                : null
            }
          />
        </div>
      )}
      <PaymentNotice
        outcome={
          query.payment === 'cancelled'
            ? 'cancelled'
            : query.payment === 'success'
              ? settled === 'paid' || settled === 'already'
                ? 'paid'
                : 'pending'
              : null
        }
      />
      {!event.isPrivate && (
        <script
          type="application/ld+json"
          // JSON-LD for search engines; "<" escaped so no text can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(sportsEvent(event)).replace(/</g, '\\u003c') }}
        />
      )}
      <EventView
        event={event}
        viewerTimeZone={viewer?.timeZone ?? null}
        coverSrc={event.isPrivate ? eventCoverPath(event.id) : eventShareImagePath(event.id)}
        tiles={mapTiles()}
      />
      <div id="chat" className="mx-auto mt-8 max-w-3xl scroll-mt-20">
        {chat ? (
          // Keyed by its version: after the page refreshes (e.g. the viewer joined), the chat starts from the new view.
          <GameChat
            key={chat.version}
            eventId={event.id}
            initial={chat}
            timeZone={viewer?.timeZone ?? null}
          />
        ) : (
          <Card title={gameChatMessages.title}>
            <p className="text-sm text-slate-600">{gameChatMessages.signInToChat}</p>
          </Card>
        )}
      </div>
      <div className="mx-auto mt-8 max-w-3xl">
        <Suspense fallback={<GamesSkeleton />}>
          <GamesSection eventId={event.id} viewerId={viewer?.id ?? null} />
        </Suspense>
      </div>
    </>
  );
}

/** schema.org SportsEvent of a public game. */
function sportsEvent(event: EventPageView) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.title,
    description: event.description ?? undefined,
    sport: event.gameType ?? undefined,
    startDate: event.startsAt.toISOString(),
    endDate: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000).toISOString(),
    eventStatus: event.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: event.address ?? event.locationName,
      address: event.locationName,
    },
    organizer: { '@type': 'Person', name: event.host.name },
    url: new URL(`/evt/${event.id}`, env().APP_URL).toString(),
  };
}
