import 'server-only';
import { db } from '@/lib/db';
import { blockedEitherWay } from '@/lib/privacy/blocks';
import { rsvpControl, type HeldStatus, type RsvpControl } from './rules';
import { rsvpFacts } from './service';
import { hostableTeamWhere, visibleEventWhere } from './visibility';

const OTHER = 'Other';
const JOINER_LIMIT = 100;

/** What the create form offers: game types ('Other' first) and the teams the viewer may host for. */
export async function createFormOptions(viewerId: string) {
  const [types, teams] = await Promise.all([
    db.gameType.findMany({ select: { id: true, label: true }, orderBy: [{ sortOrder: 'asc' }, { label: 'asc' }] }),
    db.team.findMany({
      where: hostableTeamWhere(viewerId),
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
  ]);
  const gameTypes = [...types.filter((t) => t.label === OTHER), ...types.filter((t) => t.label !== OTHER)];
  return { gameTypes, teams };
}

const personName = (u: { displayName: string | null; fullName: string | null }) =>
  u.displayName || u.fullName || '';

export type EventPageView = NonNullable<Awaited<ReturnType<typeof eventPage>>>;

/**
 * The event page for a viewer (null for a visitor), or null when the event is unknown or not theirs to see
 * (private, or a block between them and the host). Joiners blocked either way are left out. At most four
 * queries, whatever the number of joiners.
 */
export async function eventPage(viewerId: string | null, eventId: string, now: Date = new Date()) {
  const event = await db.event.findFirst({
    where: { id: eventId, ...visibleEventWhere(viewerId, now) },
    select: {
      id: true,
      title: true,
      description: true,
      creatorId: true,
      locationName: true,
      address: true,
      lat: true,
      lng: true,
      dateStart: true,
      timeZone: true,
      durationMinutes: true,
      cancelled: true,
      isPrivate: true,
      capacity: true,
      goingCount: true,
      allowWaitlist: true,
      creatorApprovalNeeded: true,
      allowLateRsvp: true,
      hoursToCancelBefore: true,
      allowParticipantGuests: true,
      guestLimit: true,
      chargeGuests: true,
      hasMinimumNeeded: true,
      minimumNeeded: true,
      teamName: true,
      gameType: { select: { label: true } },
      creator: { select: { id: true, displayName: true, fullName: true, photoUrl: true } },
      hostingTeam: { select: { id: true, name: true } },
      participants: {
        where: { status: 'GOING', userId: { not: null } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: JOINER_LIMIT,
        select: {
          guestCount: true,
          user: { select: { id: true, displayName: true, fullName: true, photoUrl: true } },
        },
      },
      _count: { select: { participants: { where: { status: 'WAITLIST' } } } },
    },
  });
  if (!event) return null;

  const [blocked, own] = viewerId
    ? await Promise.all([
        blockedEitherWay(db, viewerId),
        db.eventParticipant.findUnique({
          where: { eventId_userId: { eventId, userId: viewerId } },
          select: { status: true, waitlistedAt: true, id: true },
        }),
      ])
    : [new Set<string>(), null];
  if (blocked.has(event.creatorId)) return null;

  const held: HeldStatus | null =
    own && (own.status === 'GOING' || own.status === 'WAITLIST' || own.status === 'PENDING_APPROVAL')
      ? own.status
      : null;
  const waitlistPosition =
    held === 'WAITLIST' && own?.waitlistedAt
      ? (await db.eventParticipant.count({
          where: {
            eventId,
            status: 'WAITLIST',
            OR: [
              { waitlistedAt: { lt: own.waitlistedAt } },
              { waitlistedAt: own.waitlistedAt, id: { lte: own.id } },
            ],
          },
        }))
      : null;

  const control: RsvpControl | null = viewerId ? rsvpControl(rsvpFacts(event), held, now) : null;
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    gameType: event.gameType?.label ?? null,
    locationName: event.locationName,
    address: event.address,
    startsAt: event.dateStart,
    timeZone: event.timeZone,
    durationMinutes: event.durationMinutes,
    cancelled: event.cancelled,
    isPrivate: event.isPrivate,
    capacity: event.capacity,
    goingCount: event.goingCount,
    waitlistCount: event._count.participants,
    creatorApprovalNeeded: event.creatorApprovalNeeded,
    hoursToCancelBefore: event.hoursToCancelBefore,
    guests: event.allowParticipantGuests ? { limit: event.guestLimit ?? 0, charged: event.chargeGuests } : null,
    minimumNeeded: event.hasMinimumNeeded ? event.minimumNeeded : null,
    host: { id: event.creator.id, name: personName(event.creator), photoUrl: event.creator.photoUrl },
    hostingTeam: event.hostingTeam?.name ?? event.teamName,
    joiners: event.participants.flatMap((p) =>
      p.user && !blocked.has(p.user.id)
        ? [{ id: p.user.id, name: personName(p.user), photoUrl: p.user.photoUrl, guests: p.guestCount }]
        : [],
    ),
    viewerStatus: held,
    waitlistPosition,
    control,
  };
}
