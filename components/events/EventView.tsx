import Link from 'next/link';
import { Avatar } from '@/components/profile/Avatar';
import { Badge, ButtonLink, buttonClasses, Card } from '@/components/ui';
import type { EventPageView } from '@/lib/events/queries';
import { formatGameTime, zonesDiffer } from '@/lib/time';
import { mapLink } from '@/lib/events/rules';
import { eventUiMessages as m } from '@/lib/messages/events';
import { subsMessages } from '@/lib/messages/subs';
import { billingMessages } from '@/lib/messages/billing';
import { RsvpControl } from './RsvpControl';
import { FavoriteButton } from './FavoriteButton';
import { ShareButton } from './ShareButton';
import { GuestsCard } from './GuestsCard';
import { NoShowAnswerCard } from './NoShowAnswerCard';
import { RateGameCard } from './RateGameCard';
import { LevelBadge } from '@/components/levels/LevelBadge';
import { SeriesDateActions } from './SeriesDateActions';
import Image from 'next/image';
import { LazyPinsMap } from '@/components/maps/LazyPinsMap';
import { cardMessages as c } from '@/lib/messages/cards';
import { COVER_SIZE } from '@/lib/looks/cover-size';

/** The game page's body: summary, RSVP control, joiners. */
export function EventView({
  event,
  viewerTimeZone,
  coverSrc = null,
  tiles = null,
}: {
  event: EventPageView;
  viewerTimeZone: string | null;
  /** The game's cover (the share image's renderer); none where the page has no image route. */
  coverSrc?: string | null;
  /** The map's tiles: the venue's small map (none: no map). */
  tiles?: { url: string; attribution: string } | null;
}) {
  const showViewerTime =
    viewerTimeZone !== null && zonesDiffer(event.startsAt, event.timeZone, viewerTimeZone);
  const left = event.capacity === null ? null : Math.max(0, event.capacity - event.goingCount);
  // On phones the Join button stays at the bottom of the screen while the page scrolls (the control itself,
  // not a copy); only for a plain join (guests' rows make it tall), and desktops keep it in the card.
  const stickyJoin =
    event.control !== null &&
    ['join', 'joinWaitlist', 'requestToJoin'].includes(event.control.state) &&
    !(event.price && event.guests && event.guests.limit > 0);
  return (
    <div className={`mx-auto max-w-3xl space-y-4 ${stickyJoin ? 'max-sm:pb-20' : ''}`}>
      {coverSrc && (
        <Image
          src={coverSrc}
          alt=""
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          unoptimized
          priority
          className="aspect-[1200/630] w-full rounded-lg bg-slate-200 object-cover"
          data-testid="event-cover"
        />
      )}
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          {event.gameType && <Badge>{event.gameType}</Badge>}
          {event.gameType && <LevelBadge sport={event.gameType} min={event.levelMin} max={event.levelMax} />}
          {event.isPrivate && <Badge tone="warning">{m.privateBadge}</Badge>}
          {event.cancelled && <Badge tone="danger">{m.cancelledBadge}</Badge>}
        </div>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">{event.title}</h1>
          {event.control && (
            <FavoriteButton eventId={event.id} favorite={event.favorite} className="shrink-0" />
          )}
        </div>
        {event.cancelled && (
          <p role="status" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {m.manage.cancelledNotice}
            {event.cancelReason && ` ${m.manage.cancelledBecause(event.cancelReason)}`}
          </p>
        )}
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <Avatar name={event.host.name} photoUrl={event.host.photoUrl} size={28} alt="" />
          <span>
            {m.hostedBy} <span className="font-medium text-slate-900">{event.host.name}</span>
            {event.hostingTeam && ` ${m.withTeam(event.hostingTeam)}`}
          </span>
        </div>
      </header>

      <Card>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{m.when}</dt>
              {/* The game's time in its zone, labelled when the viewer's differs; then theirs (docs/time-zones.md). */}
              <dd className="text-slate-800">
                <time dateTime={event.startsAt.toISOString()} data-testid="game-when">
                  {formatGameTime(event.startsAt, event.timeZone, viewerTimeZone)}
                </time>{' '}
                · {m.durationOption(event.durationMinutes)}
              </dd>
              {event.movedFrom && (
                <dd className="text-slate-600">
                  {m.manage.movedFrom(formatGameTime(event.movedFrom, event.timeZone, viewerTimeZone))}
                </dd>
              )}
              {showViewerTime && (
                <dd className="text-slate-600" data-testid="your-time">
                  {m.yourTime(formatGameTime(event.startsAt, viewerTimeZone, null))}
                </dd>
              )}
            </div>
            {event.series && (
              <div>
                <dt className="font-semibold text-slate-900">{m.repeats}</dt>
                <dd className="text-slate-800">{event.series.rule}</dd>
              </div>
            )}
            <div>
              <dt className="font-semibold text-slate-900">{m.where}</dt>
              {event.address && <dd className="text-slate-800">{event.address}</dd>}
              <dd className="text-slate-800">{event.locationName}</dd>
              <dd>
                <a
                  href={mapLink([event.address, event.locationName])}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-emerald-700 underline underline-offset-4"
                >
                  {m.openMap}
                </a>
              </dd>
            </div>
            {event.price && (
              <div>
                <dt className="font-semibold text-slate-900">{m.priceTitle}</dt>
                <dd className="text-slate-800" data-testid="event-price">
                  {m.priceLabel(billingMessages.formatCents(event.price.cents, event.price.currency))}
                </dd>
              </div>
            )}
            <div>
              <dt className="sr-only">{m.joiners}</dt>
              <dd className="text-slate-800">
                {event.capacity === null
                  ? m.going(event.goingCount)
                  : `${m.spotsTaken(event.goingCount, event.capacity)} · ${m.spotsLeft(left ?? 0)}`}
                {event.waitlistCount > 0 && ` · ${m.waitlistLength(event.waitlistCount)}`}
              </dd>
              {event.slotGroups.length > 0 && (
                <dd className="text-slate-700">
                  {event.slotGroups.map((g) => m.groupSpots(g.name, g.goingCount, g.capacity)).join(' · ')}
                </dd>
              )}
              {event.viewerGroup && (
                <dd className="font-medium text-slate-900">{m.yourGroup(event.viewerGroup)}</dd>
              )}
              {event.waitlistPosition !== null && (
                <dd className="font-medium text-slate-900">{m.waitlistPosition(event.waitlistPosition)}</dd>
              )}
            </div>
          </dl>
          <div className="flex flex-col gap-2 sm:w-48">
            {event.control ? (
              <div
                className={
                  stickyJoin
                    ? 'flex flex-col gap-2 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-30 max-sm:border-t max-sm:border-slate-200 max-sm:bg-white max-sm:px-4 max-sm:py-3 max-sm:shadow-[0_-2px_8px_rgb(0_0_0/0.08)]'
                    : 'flex flex-col gap-2'
                }
                data-testid={stickyJoin ? 'sticky-join' : undefined}
              >
                <RsvpControl
                  eventId={event.id}
                  control={event.control}
                  offeredUntil={event.offeredUntil}
                  groups={event.slotGroups}
                  price={
                    event.price ? billingMessages.formatCents(event.price.cents, event.price.currency) : null
                  }
                  paymentUrl={event.paymentUrl}
                  passes={event.passes}
                  punched={event.punched}
                  punchedSeason={event.punchedSeason}
                  punchedMembership={event.punchedMembership}
                  guestCheckout={
                    event.price && event.guests && event.guests.limit > 0
                      ? {
                          limit: event.guests.limit,
                          charged: event.guests.charged,
                          unitCents: event.price.cents,
                          currency: event.price.currency,
                        }
                      : null
                  }
                  refund={
                    event.refund
                      ? {
                          amount: billingMessages.formatCents(event.refund.cents, event.refund.currency),
                          until: event.refund.until,
                        }
                      : null
                  }
                />
              </div>
            ) : (
              <ButtonLink href={`/auth/login?callbackUrl=${encodeURIComponent(`/evt/${event.id}`)}`}>
                {m.loginToJoin}
              </ButtonLink>
            )}
            {event.canManage && (
              <ButtonLink href={`/event/${event.id}/manage`} variant="secondary">
                {m.manage.link}
              </ButtonLink>
            )}
            {event.seriesDateActions && (
              <SeriesDateActions eventId={event.id} startsAt={event.startsAt} timeZone={event.timeZone} />
            )}
            {event.canManage &&
              event.control &&
              event.control.state !== 'closed' &&
              event.control.state !== 'cancelled' &&
              event.capacity !== null &&
              event.goingCount < event.capacity && (
                <ButtonLink href={`/event/${event.id}/manage#find-a-sub`} variant="secondary">
                  {subsMessages.openPanel}
                </ButtonLink>
              )}
            <ShareButton eventId={event.id} title={event.title} />
            <a
              href={`/evt/${event.id}/calendar`}
              download
              className={buttonClasses({ variant: 'secondary' })}
            >
              {m.addToCalendar}
            </a>
          </div>
        </div>
        {(event.creatorApprovalNeeded ||
          event.guests ||
          event.hoursToCancelBefore !== null ||
          event.minimumNeeded !== null) && (
          <ul className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm text-slate-700">
            {event.minimumNeeded !== null && !event.cancelled && (
              <li className={event.gameOn ? 'font-semibold text-emerald-800' : undefined}>
                {event.gameOn
                  ? m.gameOnBadge
                  : m.minimumStatus(event.minimumNeeded, Math.max(0, event.minimumNeeded - event.goingCount))}
                {!event.gameOn && event.canManage && (
                  <>
                    {' '}
                    <a
                      href={`/event/${event.id}/manage#find-a-sub`}
                      className="font-semibold text-emerald-700 hover:underline"
                    >
                      {subsMessages.openPanel}
                    </a>
                  </>
                )}
              </li>
            )}
            {event.creatorApprovalNeeded && <li>{m.approvalNeeded}</li>}
            {event.guests && (
              <li>
                {m.guestsAllowed(event.guests.limit)}
                {event.guests.charged && ` · ${m.guestsPay}`}
              </li>
            )}
            {event.hoursToCancelBefore !== null && <li>{m.leaveCutoff(event.hoursToCancelBefore)}</li>}
          </ul>
        )}
      </Card>
      {tiles && (
        <Card title={c.venueMapTitle}>
          <LazyPinsMap
            pins={[
              {
                id: event.id,
                lat: event.lat,
                lng: event.lng,
                title: event.address ?? event.locationName,
                detail: event.address ? event.locationName : undefined,
              },
            ]}
            tiles={tiles}
            label={c.venueMapLabel(event.address ?? event.locationName)}
            zoom={15}
            className="h-56 sm:h-64"
          />
        </Card>
      )}

      {event.guests &&
        event.guests.limit > 0 &&
        event.viewerStatus &&
        event.control &&
        event.control.state !== 'closed' &&
        event.control.state !== 'cancelled' && (
          <GuestsCard
            eventId={event.id}
            limit={event.guests.limit}
            names={event.viewerGuests}
            waitlisted={event.viewerStatus !== 'GOING'}
          />
        )}

      {event.rating && <RateGameCard eventId={event.id} mine={event.rating.mine} />}
      {event.attendanceMark && (
        <NoShowAnswerCard
          eventId={event.id}
          answer={event.attendanceMark.answer}
          confirmed={event.attendanceMark.confirmed}
        />
      )}

      {event.description && (
        <Card title={m.description}>
          <p className="text-sm whitespace-pre-line break-words text-slate-800">{event.description}</p>
        </Card>
      )}

      {event.series && (
        <Card title={m.otherDates}>
          {event.series.otherDates.length === 0 ? (
            <p className="text-sm text-slate-700">{m.noOtherDates}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {event.series.otherDates.map((date) => (
                <li key={date.id}>
                  <Link
                    href={`/evt/${date.id}`}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
                  >
                    <span className="font-medium text-emerald-800">
                      {formatGameTime(date.dateStart, event.timeZone, viewerTimeZone)}
                    </span>
                    <span className="text-slate-600">
                      {date.capacity === null
                        ? m.going(date.goingCount)
                        : m.spotsLeft(Math.max(0, date.capacity - date.goingCount))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      <Card title={m.joiners}>
        {event.joiners.length === 0 && event.unlistedJoiners === 0 ? (
          <p className="text-sm text-slate-700">{m.noJoiners}</p>
        ) : !event.joinersNamed ? (
          // A visitor sees how many are going (above), never who.
          <p className="text-sm text-slate-700">
            <Link
              href={`/auth/login?callbackUrl=${encodeURIComponent(`/evt/${event.id}`)}`}
              className="font-medium text-emerald-700 underline underline-offset-4"
            >
              {m.loginToSeeJoiners}
            </Link>
          </p>
        ) : (
          <>
            {event.joiners.length > 0 && (
              <ul className="grid gap-3 sm:grid-cols-2">
                {event.joiners.map((j) => (
                  <li key={j.id} className="flex items-center gap-3 text-sm">
                    <Avatar name={j.name} photoUrl={j.photoUrl} size={36} alt="" />
                    <span className="font-medium text-slate-900">{j.name}</span>
                    {j.guests > 0 && <span className="text-slate-600">+{j.guests}</span>}
                  </li>
                ))}
              </ul>
            )}
            {event.unlistedJoiners > 0 && (
              <p className={`text-sm text-slate-700 ${event.joiners.length > 0 ? 'mt-3' : ''}`}>
                {m.unlistedJoiners(event.unlistedJoiners)}
              </p>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
