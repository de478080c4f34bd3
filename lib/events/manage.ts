import type { Db } from '@/lib/db';
import { Prisma, type ParticipantStatus } from '@/lib/generated/prisma/client';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { notify, notifyMany } from '@/lib/notifications/notify';
import { addDays, formatGameTime, zonedToInstant } from '@/lib/time';
import { recipientZones } from './zone';
import { HELD_STATUSES, SPOT_STATUSES, type HeldStatus } from './rules';
import { dateColumn, fromDateColumn } from './series';
import { promoteWaitlist, releaseSpots, takeSpots } from './service';
import { announceGameOn, scheduleMinimumChecks } from './minimum';
import { scheduleRefunds } from './payments';
import type { PaymentLine } from './payment-state';
import { queuePaidSpotRefunds, type PaidSpotRefunds } from './refund-queue';
import { manageableEventWhere } from '@/lib/access/event-visibility';
import { reliabilityFor } from '@/lib/reliability/queries';
import type { Reliability } from '@/lib/reliability/rules';
import { waitlistPositions } from './waitlist';
import { blockedAmong } from '@/lib/access/blocks';
import { limits, takeAllIn } from '@/lib/rate-limit';

// The host's side of an event (event/{id}/manage): only the host and co-hosts (managers of the hosting team)
// reach an event here; anyone else gets 'not-found', like an unknown id. Every change runs in one transaction
// with its notifications (lib/notifications/notify.ts), so nobody is told about a change that did not happen.

type Tx = Prisma.TransactionClient;

const nameOf = (u: { displayName: string | null; fullName: string | null } | null) =>
  u?.displayName ?? u?.fullName ?? null;

const eventUrl = (eventId: string) => `/evt/${eventId}`;

/** Locks the event row of a manageable event (FOR UPDATE), so spot counts and statuses change one at a time. */
async function lockManaged(tx: Tx, viewerId: string, eventId: string) {
  const event = await tx.event.findFirst({
    where: { id: eventId, ...manageableEventWhere(viewerId) },
    select: {
      id: true,
      title: true,
      creatorId: true,
      cancelled: true,
      dateStart: true,
      timeZone: true,
      allowWaitlist: true,
      seriesId: true,
      occurrenceDate: true,
      originalStart: true,
      makePublicAfter: true,
      hasMinimumNeeded: true,
      hoursToCancelBefore: true,
    },
  });
  if (!event) return null;
  await tx.$executeRaw`SELECT 1 FROM "events" WHERE "id" = ${eventId} FOR UPDATE`;
  return event;
}

/**
 * Whether money of these games is at stake: a player paid, or is paying right now. Payments go to the creator's
 * payout account and refunds reverse them from it, so only the creator refunds or cancels such a game; co-hosts
 * (owners, admins and managers of the hosting team) are refused. Team roles are given by other people (and a
 * manager could make a puppet admin, review M1), while the payout account and its obligations are the creator's.
 */
async function moneyAtStake(tx: Tx, where: Prisma.EventPaymentWhereInput) {
  return (await tx.eventPayment.count({ where })) > 0;
}

export type ManagedParticipant = {
  id: string;
  userId: string | null;
  name: string | null;
  photoUrl: string | null;
  guestCount: number;
  guestNames: string[];
  offerExpiresAt: Date | null;
  noShow: boolean;
  /** The player's one answer to the no-show mark, and whether a host kept the mark after it (docs/no-shows.md). */
  noShowAnswer: string | null;
  noShowConfirmed: boolean;
  /** The player's reliability record (hosts only: this page is); null for a guest without an account. */
  reliability: Reliability | null;
  /** The slot group, for a game that splits its spots. */
  group: string | null;
  since: Date;
};

/** The manage page: the event and its RSVPs by state (waitlist in FIFO order), or null ('Game not found'). */
export async function loadManage(db: Db, viewerId: string, eventId: string, now: Date = new Date()) {
  const event = await db.event.findFirst({
    where: { id: eventId, ...manageableEventWhere(viewerId) },
    select: {
      id: true,
      title: true,
      creatorId: true,
      cancelled: true,
      dateStart: true,
      durationMinutes: true,
      timeZone: true,
      capacity: true,
      goingCount: true,
      allowWaitlist: true,
      creatorApprovalNeeded: true,
      seriesId: true,
      participants: {
        where: { status: { in: HELD_STATUSES } },
        orderBy: [{ waitlistedAt: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          userId: true,
          status: true,
          guestCount: true,
          guestNames: true,
          offerExpiresAt: true,
          noShow: true,
          noShowAnswer: true,
          noShowConfirmedAt: true,
          byDefault: true,
          slotGroup: { select: { name: true } },
          createdAt: true,
          waitlistedAt: true,
          user: { select: { displayName: true, fullName: true, photoUrl: true, userSubscription: true } },
          guestUser: { select: { name: true } },
        },
      },
    },
  });
  if (!event) return null;
  const payments = event.creatorId === viewerId ? await paymentsOf(db, event.id) : null;
  // One query for every player on the page (no N+1).
  const records = await reliabilityFor(
    db,
    event.participants.flatMap((p) => (p.userId ? [p.userId] : [])),
    now,
  );
  // The line in the order offers go out (waitlist.ts), as the players see their places.
  const positions = await waitlistPositions(db, [event.id], now);
  const place = (id: string) => positions.get(id) ?? Number.MAX_SAFE_INTEGER;
  const waiting = event.participants
    .filter((p) => p.status === 'WAITLIST')
    .sort((a, b) => place(a.id) - place(b.id));
  const of = (status: ParticipantStatus, list = event.participants): ManagedParticipant[] =>
    list
      .filter((p) => p.status === status)
      .map((p) => ({
        id: p.id,
        userId: p.userId,
        // A guest without an account goes by the name the host gave them.
        name: nameOf(p.user) ?? p.guestUser?.name ?? null,
        photoUrl: p.user?.photoUrl ?? null,
        guestCount: p.guestCount,
        guestNames: p.guestNames,
        offerExpiresAt: p.offerExpiresAt,
        noShow: p.noShow,
        noShowAnswer: p.noShow ? p.noShowAnswer : null,
        noShowConfirmed: p.noShowConfirmedAt !== null,
        reliability: p.userId ? (records.get(p.userId) ?? null) : null,
        group: p.slotGroup?.name ?? null,
        since: p.createdAt,
      }));
  const { participants: _all, ...summary } = event;
  const ended = event.dateStart.getTime() + event.durationMinutes * 60_000 < now.getTime();
  return {
    ...summary,
    started: event.dateStart.getTime() <= now.getTime(),
    ended,
    going: of('GOING'),
    // "N going (M by default)": members put on by the game's "going unless they say no" (default-going.ts).
    goingByDefault: event.participants.filter((p) => p.status === 'GOING' && p.byDefault).length,
    // Offered spots first (they are the head of the line), then the waitlist in its order.
    waitlist: [...of('OFFERED'), ...of('WAITLIST', waiting)],
    requests: of('PENDING_APPROVAL'),
    payments,
  };
}

export type ManagedPayment = PaymentLine & { id: string; name: string | null };

/**
 * The game's taken payments and their refunds and disputes as Stripe has them (docs/refunds.md), for its creator
 * (the payout account is theirs): what was collected, what went back, and the net (the organizer's revenue).
 */
async function paymentsOf(db: Db, eventId: string) {
  const rows = await db.eventPayment.findMany({
    where: { eventId, status: { in: ['PAID', 'REFUNDED'] } },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      amountCents: true,
      currency: true,
      refundedCents: true,
      refundState: true,
      refundAttempts: true,
      disputeStatus: true,
      disputedCents: true,
      user: { select: { displayName: true, fullName: true } },
    },
  });
  const list: ManagedPayment[] = rows.map(({ user, ...p }) => ({ ...p, name: nameOf(user) }));
  const collectedCents = list.reduce((sum, p) => sum + p.amountCents, 0);
  const returnedCents = list.reduce(
    (sum, p) => sum + p.refundedCents + (p.disputeStatus === 'lost' ? p.disputedCents : 0),
    0,
  );
  return {
    list,
    currency: list[0]?.currency ?? 'usd',
    collectedCents,
    returnedCents,
    netCents: collectedCents - returnedCents,
  };
}
export type ManageView = NonNullable<Awaited<ReturnType<typeof loadManage>>>;

export type ManageTimes = { start: string; offeredUntil: Record<string, string> };

/**
 * The manage page's times on the game's clock, labelled when the viewer's zone differs (docs/time-zones.md):
 * the start and each offered spot's expiry. Formatted on the server, like the game page.
 */
export function manageTimes(
  event: Pick<ManageView, 'dateStart' | 'timeZone' | 'waitlist'>,
  viewerZone: string | null,
): ManageTimes {
  return {
    start: formatGameTime(event.dateStart, event.timeZone, viewerZone),
    offeredUntil: Object.fromEntries(
      event.waitlist.flatMap((p) =>
        p.offerExpiresAt ? [[p.id, formatGameTime(p.offerExpiresAt, event.timeZone, viewerZone)]] : [],
      ),
    ),
  };
}

export type AnswerResult =
  | { status: 'approved' | 'approved-waitlisted' | 'declined' }
  | { status: 'not-found' | 'not-pending' | 'full' };

/**
 * Approves or declines a request to join. An approval takes a spot when one is free, else a waitlist place
 * (allowWaitlist), else it is refused ('full') and the request stays. The requester is told either way.
 */
export async function answerRequest(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string; participantId: string; approve: boolean },
  now: Date = new Date(),
): Promise<AnswerResult> {
  return db.$transaction(async (tx): Promise<AnswerResult> => {
    const event = await lockManaged(tx, viewerId, input.eventId);
    if (!event) return { status: 'not-found' };
    const row = await tx.eventParticipant.findFirst({
      where: { id: input.participantId, eventId: event.id },
      select: { id: true, userId: true, status: true, guestCount: true, slotGroupId: true },
    });
    if (!row) return { status: 'not-found' };
    if (row.status !== 'PENDING_APPROVAL') return { status: 'not-pending' };

    let result: AnswerResult['status'];
    if (!input.approve) {
      await tx.eventParticipant.delete({ where: { id: row.id } });
      result = 'declined';
    } else if (await takeSpots(tx, event.id, 1 + row.guestCount, row.slotGroupId)) {
      await tx.eventParticipant.update({ where: { id: row.id }, data: { status: 'GOING' } });
      await announceGameOn(tx, event.id, now);
      result = 'approved';
    } else if (event.allowWaitlist) {
      await tx.eventParticipant.update({
        where: { id: row.id },
        data: { status: 'WAITLIST', waitlistedAt: now },
      });
      result = 'approved-waitlisted';
    } else {
      return { status: 'full' };
    }
    if (row.userId) {
      await notify(tx, row.userId, {
        type: input.approve ? 'EVENT_REQUEST_APPROVED' : 'EVENT_REQUEST_DECLINED',
        title: input.approve ? ui.approvedTitle : ui.declinedTitle,
        message:
          result === 'approved'
            ? ui.approvedMessage(event.title)
            : result === 'approved-waitlisted'
              ? ui.approvedWaitlistMessage(event.title)
              : ui.declinedMessage(event.title),
        data: { eventId: event.id },
        url: eventUrl(event.id),
      });
    }
    return { status: result };
  });
}

/** Removes someone's RSVP (any state). A freed spot goes to the waitlist in FIFO order; the person is told. */
export async function removeParticipant(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string; participantId: string },
): Promise<
  | { status: 'removed'; promotedUserIds: string[]; refunds: PaidSpotRefunds | null }
  | { status: 'not-found' | 'creator-only' }
> {
  return db.$transaction(async (tx) => {
    const event = await lockManaged(tx, viewerId, input.eventId);
    if (!event) return { status: 'not-found' as const };
    const row = await tx.eventParticipant.findFirst({
      where: {
        id: input.participantId,
        eventId: event.id,
        status: { in: HELD_STATUSES },
      },
      select: { id: true, userId: true, status: true, guestCount: true, slotGroupId: true },
    });
    if (!row) return { status: 'not-found' as const };
    // Removing a player who paid refunds them from the creator's account: the creator's call alone.
    if (
      event.creatorId !== viewerId &&
      row.status === 'GOING' &&
      row.userId &&
      (await moneyAtStake(tx, { eventId: event.id, userId: row.userId, status: 'PAID' }))
    )
      return { status: 'creator-only' as const };
    await tx.eventParticipant.delete({ where: { id: row.id } });
    let promotedUserIds: string[] = [];
    if (SPOT_STATUSES.includes(row.status as HeldStatus)) {
      await releaseSpots(tx, event.id, 1 + row.guestCount, row.slotGroupId);
      if (!event.cancelled) promotedUserIds = await promoteWaitlist(tx, event);
    }
    // A removed player who paid gets their money back in full (the host's decision, not theirs).
    const refunds =
      row.userId && row.status === 'GOING' ? await queuePaidSpotRefunds(tx, event.id, row.userId) : null;
    if (row.userId && row.userId !== viewerId) {
      await notify(tx, row.userId, {
        type: 'EVENT_PARTICIPANT_REMOVED',
        title: ui.removedTitle,
        message: ui.removedMessage(event.title),
        data: { eventId: event.id },
        url: eventUrl(event.id),
      });
    }
    return {
      status: 'removed' as const,
      promotedUserIds,
      refunds: refunds && refunds.paymentIds.length > 0 ? refunds : null,
    };
  });
}

/** Moves one chosen player off the waitlist into a free spot (out of FIFO order, the host's call). */
export async function moveOffWaitlist(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string; participantId: string },
): Promise<{ status: 'promoted' | 'not-found' | 'not-waitlisted' | 'full' }> {
  return db.$transaction(async (tx) => {
    const event = await lockManaged(tx, viewerId, input.eventId);
    if (!event) return { status: 'not-found' as const };
    const row = await tx.eventParticipant.findFirst({
      where: { id: input.participantId, eventId: event.id },
      select: { id: true, userId: true, status: true, guestCount: true, slotGroupId: true },
    });
    if (!row) return { status: 'not-found' as const };
    if (row.status !== 'WAITLIST') return { status: 'not-waitlisted' as const };
    if (!(await takeSpots(tx, event.id, 1 + row.guestCount, row.slotGroupId))) {
      return { status: 'full' as const };
    }
    await tx.eventParticipant.update({
      where: { id: row.id },
      data: { status: 'GOING', waitlistedAt: null, waitlistPosition: null },
    });
    await announceGameOn(tx, event.id);
    if (row.userId) {
      await notify(tx, row.userId, {
        type: 'EVENT_WAITLIST_PROMOTED',
        title: ui.promotedTitle,
        message: ui.promotedMessage(event.title),
        data: { eventId: event.id },
        url: eventUrl(event.id),
      });
    }
    return { status: 'promoted' as const };
  });
}

/**
 * Cancels the event; everyone going, waitlisted or waiting for approval is told (one fan-out). For a repeating
 * game, `following` cancels this date and every later one and ends the series there (nothing more is created);
 * `this` cancels the one date and records it as excluded.
 */
export async function cancelEvent(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string; scope?: 'this' | 'following'; reason?: string },
): Promise<
  | { status: 'cancelled'; notified: number; dates: number; refundIds: string[] }
  | { status: 'not-found' | 'already' | 'creator-only' }
> {
  return db.$transaction(async (tx) => {
    const event = await lockManaged(tx, viewerId, input.eventId);
    if (!event) return { status: 'not-found' as const };
    if (event.cancelled) return { status: 'already' as const };
    const following = input.scope === 'following' && event.seriesId !== null;
    // Every later date of the series this viewer may manage (a date moved to another team keeps its own hosts).
    const ids = following
      ? (
          await tx.event.findMany({
            where: {
              seriesId: event.seriesId,
              cancelled: false,
              dateStart: { gte: event.dateStart },
              ...manageableEventWhere(viewerId),
            },
            select: { id: true },
          })
        ).map((e) => e.id)
      : [event.id];
    // Cancelling refunds every paid spot from the creator's account: co-hosts may cancel only games nobody paid for.
    if (
      event.creatorId !== viewerId &&
      (await moneyAtStake(tx, { eventId: { in: ids }, status: { in: ['PAID', 'PENDING'] } }))
    )
      return { status: 'creator-only' as const };
    const reason = input.reason?.trim() || null;
    // A higher SEQUENCE in the calendar feed makes calendar apps drop the date (lib/events/ics.ts).
    await tx.event.updateMany({
      where: { id: { in: ids } },
      data: { cancelled: true, cancelReason: reason, sequence: { increment: 1 } },
    });
    // Paid spots are refunded by a queued job (and at once by the action): nothing is lost if Stripe is down.
    const refundIds = await scheduleRefunds(tx, ids);
    if (event.seriesId && event.occurrenceDate) {
      const day = fromDateColumn(event.occurrenceDate);
      await tx.eventSeries.update({
        where: { id: event.seriesId },
        data: following
          ? { untilDate: dateColumn(addDays(day, -1)), ended: true }
          : { excludedDates: { push: event.occurrenceDate } },
      });
    }
    const people = await heldUserIds(tx, ids, viewerId);
    // Each player reads the game's time labelled for their own zone (docs/time-zones.md).
    const zoneOf = await recipientZones(tx, people);
    await notifyMany(tx, people, (userId) => {
      const when = formatGameTime(event.dateStart, event.timeZone, zoneOf(userId));
      return {
        type: 'EVENT_CANCELLED',
        title: ui.cancelledTitle,
        message: withReason(
          following ? ui.seriesCancelledMessage(event.title, when) : ui.cancelledMessage(event.title, when),
          reason,
        ),
        data: { eventId: event.id },
        url: eventUrl(event.id),
      };
    });
    return { status: 'cancelled' as const, notified: people.length, dates: ids.length, refundIds };
  });
}

const withReason = (message: string, reason: string | null) =>
  reason ? ui.cancelledWithReason(message, reason) : message;

export type MoveDateResult =
  | { status: 'moved'; notified: number }
  | { status: 'not-found' | 'not-series' | 'cancelled' | 'unchanged' | 'in-past' | 'taken' };

/**
 * Moves one date of a series to another day and start time on the game's wall clock; the series and its other
 * dates stay as they are. Spots, payments and the waitlist move with it. The date keeps its place in the series
 * (occurrenceDate, the rule's date) and remembers the start the rule gave it (originalStart: the calendar feed's
 * RECURRENCE-ID); SEQUENCE goes up so calendar apps take the new time. Everyone holding a spot is told.
 */
export async function moveSeriesDate(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string; date: string; time: string },
  now: Date = new Date(),
): Promise<MoveDateResult> {
  return db.$transaction(async (tx) => {
    const event = await lockManaged(tx, viewerId, input.eventId);
    if (!event) return { status: 'not-found' as const };
    if (!event.seriesId) return { status: 'not-series' as const };
    if (event.cancelled) return { status: 'cancelled' as const };
    const dateStart = zonedToInstant(input.date, input.time, event.timeZone);
    if (dateStart.getTime() === event.dateStart.getTime()) return { status: 'unchanged' as const };
    if (dateStart <= now || event.dateStart <= now) return { status: 'in-past' as const };
    // One game of the series a day: another (not cancelled) date already on that day refuses the move.
    const taken = await tx.event.count({
      where: {
        seriesId: event.seriesId,
        id: { not: event.id },
        cancelled: false,
        dateStart: {
          gte: zonedToInstant(input.date, '00:00', event.timeZone),
          lt: zonedToInstant(addDays(input.date, 1), '00:00', event.timeZone),
        },
      },
    });
    if (taken > 0) return { status: 'taken' as const };
    const shift = dateStart.getTime() - event.dateStart.getTime();
    await tx.event.update({
      where: { id: event.id },
      data: {
        // timeStart stays the rule's: later dates copy the latest one (lib/events/series.ts extendSeries).
        dateStart,
        originalStart: event.originalStart ?? event.dateStart,
        sequence: { increment: 1 },
        ...(event.makePublicAfter && {
          makePublicAfter: new Date(event.makePublicAfter.getTime() + shift),
        }),
      },
    });
    // The minimum check runs at the new cutoff; one queued for the old time finds the game not due.
    if (event.hasMinimumNeeded)
      await scheduleMinimumChecks(tx, [
        { id: event.id, dateStart, hoursToCancelBefore: event.hoursToCancelBefore },
      ]);
    const people = await heldUserIds(tx, event.id, viewerId);
    const zoneOf = await recipientZones(tx, people);
    await notifyMany(tx, people, (userId) => ({
      type: 'EVENT_CHANGED',
      title: ui.dateMovedTitle,
      message: ui.dateMovedMessage(
        event.title,
        formatGameTime(event.dateStart, event.timeZone, zoneOf(userId)),
        formatGameTime(dateStart, event.timeZone, zoneOf(userId)),
      ),
      data: { eventId: event.id },
      url: eventUrl(event.id),
    }));
    return { status: 'moved' as const, notified: people.length };
  });
}

/**
 * "Message all joiners": one notification (and mail, per their settings) to everyone holding an RSVP, except
 * players with a block either way with the sender. At most HOST_MESSAGES_PER_DAY per sender and game, and a
 * repeat collapses into the recipient's unread one (docs/security.md, "Message all joiners").
 */
export async function messageJoiners(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: { eventId: string; message: string },
): Promise<{ status: 'sent'; count: number } | { status: 'not-found' | 'nobody' | 'limited' }> {
  return db.$transaction(async (tx) => {
    const event = await tx.event.findFirst({
      where: { id: input.eventId, ...manageableEventWhere(viewerId) },
      select: { id: true, title: true },
    });
    if (!event) return { status: 'not-found' as const };
    const held = await heldUserIds(tx, event.id, viewerId);
    const blocked = await blockedAmong(tx, viewerId, held);
    const people = held.filter((id) => !blocked.has(id));
    if (people.length === 0) return { status: 'nobody' as const };
    if (await takeAllIn(tx, limits.hostMessages(viewerId, event.id))) return { status: 'limited' as const };
    await notifyMany(tx, people, {
      type: 'EVENT_HOST_MESSAGE',
      title: ui.hostMessageTitle(event.title),
      message: input.message,
      data: { eventId: event.id, fromUserId: viewerId },
      url: eventUrl(event.id),
      actorId: viewerId,
      collapseKey: `host-message:${event.id}:${viewerId}`,
    });
    return { status: 'sent' as const, count: people.length };
  });
}

async function heldUserIds(tx: Tx, eventId: string | string[], exceptUserId: string): Promise<string[]> {
  const rows = await tx.eventParticipant.findMany({
    distinct: ['userId'],
    where: {
      eventId: typeof eventId === 'string' ? eventId : { in: eventId },
      status: { in: HELD_STATUSES },
      userId: { not: null },
      NOT: { userId: exceptUserId },
    },
    select: { userId: true },
  });
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}
