import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { manageableEventWhere, hostableTeamWhere } from '@/lib/access/event-visibility';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { notifyMany } from '@/lib/notifications/notify';
import { scheduleMinimumChecks } from './minimum';
import { addDays, daysBetween, formatGameTime, formatWhen, wallClock, zonedToInstant } from '@/lib/time';
import { HELD_STATUSES, refundDeadlineOf } from './rules';
import { gameTimeIssues, priceToCents, type EditEventValues } from './schema';
import { gameZone, recipientZones, zoneOverrideOf } from './zone';
import { hostCanCharge } from './pricing';
import { dateColumn } from './series';
import { gameColumns } from './columns';
import { addDefaultGoing } from './default-going';
import { promoteWaitlist } from './service';
import { isValidRange, scaleFor } from '@/lib/levels/rules';

// Editing a game from its manage page (host and co-hosts): every field but the repeat rule. A repeating game's
// edit applies to this date, or to this and every later date (each keeps its own date, moved by as many days
// as this one was, at the new wall-clock time). Players holding an RSVP are told when the time or the place
// changes; a raised capacity lets the waitlist in; a capacity under the spots already taken is refused.

export type EditResult =
  | { status: 'saved'; dates: number; notified: number }
  | {
      status:
        | 'not-found'
        | 'cancelled'
        | 'unknown-game-type'
        | 'unknown-team'
        | 'payouts-needed'
        | 'creator-only'
        | 'creator-not-on-team'
        | 'default-going-team'
        | 'default-going-limit'
        | 'level-off-scale';
    }
  | { status: 'times'; field: string; message: string }
  | { status: 'capacity-below-going'; going: number };

const editSelect = {
  id: true,
  defaultGoing: true,
  creatorId: true,
  hostingTeamId: true,
  title: true,
  cancelled: true,
  dateStart: true,
  timeZone: true,
  goingCount: true,
  capacity: true,
  lat: true,
  lng: true,
  address: true,
  locationName: true,
  seriesId: true,
  occurrenceDate: true,
  originalStart: true,
  hasMinimumNeeded: true,
  hoursToCancelBefore: true,
  priceCents: true,
} as const satisfies Prisma.EventSelect;

export async function editEvent(
  db: Pick<Db, '$transaction'>,
  viewerId: string,
  input: EditEventValues,
): Promise<EditResult> {
  return db.$transaction(async (tx): Promise<EditResult> => {
    const current = await tx.event.findFirst({
      where: { id: input.eventId, ...manageableEventWhere(viewerId) },
      select: editSelect,
    });
    if (!current) return { status: 'not-found' };
    if (current.cancelled) return { status: 'cancelled' };
    // The game's zone is its (maybe new) place's unless the host chose one (lib/events/zone.ts); the schema
    // checked the times in a chosen zone, so here they are checked in the derived one.
    const timeZone = gameZone(input.timeZone, input.city);
    const [issue] = input.timeZone ? [] : gameTimeIssues(input, timeZone);
    if (issue) return { status: 'times', field: issue.path, message: issue.message };
    input = { ...input, timeZone };
    const sport = await tx.gameType.findUnique({ where: { id: input.gameTypeId }, select: { label: true } });
    if (!sport) return { status: 'unknown-game-type' };
    if (!isValidRange(scaleFor(sport.label), { min: input.levelMin, max: input.levelMax }))
      return { status: 'level-off-scale' };
    const team = input.hostingTeamId
      ? await tx.team.findFirst({
          where: { id: input.hostingTeamId, ...hostableTeamWhere(viewerId) },
          select: { id: true, name: true, kind: true },
        })
      : null;
    if (input.hostingTeamId && !team) return { status: 'unknown-team' };
    if (input.defaultGoing && team?.kind !== 'TEAM') return { status: 'default-going-team' };
    if (priceToCents(input.price) > 0 && !(await hostCanCharge(tx, current.creatorId)))
      return { status: 'payouts-needed' };

    const following = input.scope === 'following' && current.seriesId !== null;
    const targets = following
      ? await tx.event.findMany({
          where: {
            seriesId: current.seriesId,
            cancelled: false,
            dateStart: { gte: current.dateStart },
            ...manageableEventWhere(viewerId),
          },
          orderBy: { dateStart: 'asc' },
          select: editSelect,
        })
      : [current];
    // Lock them in a fixed order, so spot counts and capacity are checked against settled numbers.
    await tx.$queryRaw`SELECT 1 FROM "events" WHERE "id" = ANY(${targets.map((t) => t.id)}) ORDER BY "id" FOR UPDATE`;
    const locked = await tx.event.findMany({
      where: { id: { in: targets.map((t) => t.id) } },
      orderBy: { dateStart: 'asc' },
      select: editSelect,
    });
    // Games split into slot groups keep their spots (set per group, fixed once created).
    const grouped = (await tx.eventSlotGroup.count({ where: { eventId: current.id } })) > 0;
    if (input.defaultGoing && grouped) return { status: 'default-going-limit' };
    const tooFull = !grouped && locked.find((t) => input.capacity !== null && t.goingCount > input.capacity);
    if (tooFull) return { status: 'capacity-below-going', going: tooFull.goingCount };
    // The price is charged to the creator's payout account: co-hosts (managers of the hosting team) cannot change it.
    const priceCents = priceToCents(input.price);
    if (locked.some((t) => t.creatorId !== viewerId && t.priceCents !== priceCents))
      return { status: 'creator-only' };
    // A game moved to another team stays one its creator may host there (they are paid for it, and the team's
    // passes sold by them cover it: docs/passes.md "Coverage"): a co-host cannot move it to a team of their own.
    if (team) {
      const moved = [...new Set(locked.filter((t) => t.hostingTeamId !== team.id).map((t) => t.creatorId))];
      for (const creatorId of moved)
        if (!(await tx.team.count({ where: { id: team.id, ...hostableTeamWhere(creatorId) } })))
          return { status: 'creator-not-on-team' };
    }

    const thisDay = wallClock(current.dateStart, current.timeZone).date;
    const shift = daysBetween(thisDay, input.date);
    const { city } = input;
    const shared = gameColumns(input, team) satisfies Prisma.EventUncheckedUpdateInput;
    const makePublicLead =
      input.isPrivate && input.makePublicAfter
        ? zonedToInstant(input.date, input.time, input.timeZone).getTime() -
          zonedToInstant(
            input.makePublicAfter.slice(0, 10),
            input.makePublicAfter.slice(11),
            input.timeZone,
          ).getTime()
        : null;

    const moved: typeof locked = [];
    const newTerms: { id: string; title: string; dateStart: Date; cutoff: Date }[] = [];
    const rescheduled: { id: string; dateStart: Date; hoursToCancelBefore: number | null }[] = [];
    for (const target of locked) {
      const day = addDays(wallClock(target.dateStart, target.timeZone).date, shift);
      const dateStart = zonedToInstant(day, input.time, input.timeZone);
      await tx.event.update({
        where: { id: target.id },
        data: {
          ...shared,
          ...(grouped && { capacity: target.capacity, allowWaitlist: input.allowWaitlist }),
          dateStart,
          occurrenceDate: target.occurrenceDate ? dateColumn(day) : null,
          // A new time: calendar apps take it by a higher SEQUENCE, and a date of a series keeps the start the
          // rule gave it as its RECURRENCE-ID (docs/series-dates.md).
          ...(target.dateStart.getTime() !== dateStart.getTime() && {
            sequence: { increment: 1 },
            ...(target.seriesId && { originalStart: target.originalStart ?? target.dateStart }),
          }),
          makePublicAfter: makePublicLead === null ? null : new Date(dateStart.getTime() - makePublicLead),
        },
      });
      const placeChanged =
        target.lat !== city.lat ||
        target.lng !== city.lng ||
        (target.address ?? '') !== (input.address || '') ||
        target.locationName !== city.name;
      if (placeChanged || target.dateStart.getTime() !== dateStart.getTime()) moved.push(target);
      const cutoff = refundDeadlineOf({ dateStart, hoursToCancelBefore: input.hoursToCancelBefore });
      if (cutoff.getTime() !== refundDeadlineOf(target).getTime())
        newTerms.push({ id: target.id, title: input.title, dateStart, cutoff });
      if (
        input.hasMinimumNeeded &&
        (!target.hasMinimumNeeded ||
          target.dateStart.getTime() !== dateStart.getTime() ||
          target.hoursToCancelBefore !== input.hoursToCancelBefore)
      ) {
        rescheduled.push({ id: target.id, dateStart, hoursToCancelBefore: input.hoursToCancelBefore });
      }
      // More spots: let the waitlist in.
      if (
        !grouped &&
        (input.capacity === null || (target.capacity !== null && input.capacity > target.capacity))
      ) {
        await promoteWaitlist(tx, target);
      }
    }
    // Turned on: the team's current members go by default to the dates edited (default-going.ts).
    if (input.defaultGoing && team) {
      const turnedOn = locked.filter((t) => !t.defaultGoing).map((t) => t.id);
      await addDefaultGoing(tx, turnedOn, team.id);
    }
    // A new cutoff gets its own check; a check queued for an old cutoff finds the game not due and does nothing.
    await scheduleMinimumChecks(tx, rescheduled);
    if (following && current.seriesId) {
      // Dates created later copy the latest one, so they carry this edit; the series keeps the new time.
      await tx.eventSeries.update({
        where: { id: current.seriesId },
        data: { timeStart: input.time, timeZone: input.timeZone },
      });
    }

    let notified = 0;
    if (moved.length > 0) {
      const rows = await tx.eventParticipant.findMany({
        distinct: ['userId'],
        where: {
          eventId: { in: moved.map((t) => t.id) },
          status: { in: HELD_STATUSES },
          userId: { not: null },
          NOT: { userId: viewerId },
        },
        select: { userId: true },
      });
      const people = rows.flatMap((r) => (r.userId ? [r.userId] : []));
      const first = zonedToInstant(
        addDays(wallClock(moved[0].dateStart, moved[0].timeZone).date, shift),
        input.time,
        input.timeZone,
      );
      const zoneOf = await recipientZones(tx, people);
      await notifyMany(tx, people, (userId) => ({
        type: 'EVENT_CHANGED',
        title: ui.changedTitle,
        message: ui.changedMessage(
          input.title,
          formatGameTime(first, input.timeZone, zoneOf(userId)),
          city.name,
          moved.length,
        ),
        data: { eventId: current.id },
        url: `/evt/${current.id}`,
      }));
      notified = people.length;
    }
    await tellPaidPlayers(tx, viewerId, newTerms, input);
    return { status: 'saved', dates: locked.length, notified };
  });
}

/**
 * A new cancel cutoff (a changed hoursToCancelBefore, or a new start): each player who paid for the game is told
 * until when leaving still refunds their spot. That is the later of the new cutoff and the one they paid under
 * (stored on their payment; leaveEvent honours it), never past the start.
 */
async function tellPaidPlayers(
  tx: Prisma.TransactionClient,
  viewerId: string,
  games: { id: string; title: string; dateStart: Date; cutoff: Date }[],
  input: Pick<EditEventValues, 'hoursToCancelBefore' | 'timeZone'>,
) {
  for (const game of games) {
    const paid = await tx.eventPayment.groupBy({
      by: ['userId'],
      where: { eventId: game.id, status: 'PAID', userId: { not: viewerId } },
      _max: { refundDeadline: true },
    });
    if (paid.length === 0) continue;
    const until = new Map(
      paid.map((p) => {
        const stored = p._max.refundDeadline;
        const later = stored && stored > game.cutoff ? stored : game.cutoff;
        return [p.userId, later > game.dateStart ? game.dateStart : later];
      }),
    );
    await notifyMany(tx, [...until.keys()], (userId) => ({
      type: 'EVENT_REFUND_TERMS',
      title: ui.refundTermsTitle,
      message: ui.refundTermsMessage(
        game.title,
        input.hoursToCancelBefore,
        formatWhen(until.get(userId)!, input.timeZone),
      ),
      data: { eventId: game.id },
      url: `/evt/${game.id}`,
    }));
  }
}

/** The edit form's starting values for an event row. */
export function editDefaults(
  event: {
    id: string;
    title: string;
    description: string | null;
    gameTypeId: string | null;
    hostingTeamId: string | null;
    locationName: string;
    address: string | null;
    lat: number;
    lng: number;
    dateStart: Date;
    timeZone: string;
    durationMinutes: number;
    capacity: number | null;
    isPrivate: boolean;
    makePublicAfter: Date | null;
    hasMinimumNeeded: boolean;
    minimumNeeded: number | null;
    hoursToCancelBefore: number | null;
    creatorApprovalNeeded: boolean;
    allowParticipantGuests: boolean;
    guestLimit: number | null;
    chargeGuests: boolean;
    priceCents: number;
    allowWaitlist: boolean;
    allowLateRsvp: boolean;
    waitlistReliableFirst: boolean;
    offerHoldMinutes: number;
    defaultGoing: boolean;
    levelMin?: number | null;
    levelMax?: number | null;
    levelRequired?: boolean;
    levelChecked?: boolean;
    occurrenceDate: Date | null;
  },
  city: EditEventValues['city'],
) {
  const { date, time } = wallClock(event.dateStart, event.timeZone);
  const publicAt = event.makePublicAfter ? wallClock(event.makePublicAfter, event.timeZone) : null;
  return {
    eventId: event.id,
    scope: 'this' as const,
    title: event.title,
    gameTypeId: event.gameTypeId ?? '',
    date,
    time,
    durationMinutes: event.durationMinutes,
    // '' while the game is in its place's zone: a new place then brings its own (lib/events/zone.ts).
    timeZone: zoneOverrideOf(event),
    city,
    address: event.address ?? '',
    description: event.description ?? '',
    hostingTeamId: event.hostingTeamId ?? '',
    capacity: event.capacity,
    isPrivate: event.isPrivate,
    makePublicAfter: publicAt ? `${publicAt.date}T${publicAt.time}` : '',
    hasMinimumNeeded: event.hasMinimumNeeded,
    minimumNeeded: event.minimumNeeded,
    hoursToCancelBefore: event.hoursToCancelBefore,
    creatorApprovalNeeded: event.creatorApprovalNeeded,
    allowParticipantGuests: event.allowParticipantGuests,
    guestLimit: event.guestLimit ?? 1,
    chargeGuests: event.chargeGuests,
    price: event.priceCents > 0 ? (event.priceCents / 100).toFixed(2) : '',
    allowWaitlist: event.allowWaitlist,
    allowLateRsvp: event.allowLateRsvp,
    waitlistReliableFirst: event.waitlistReliableFirst,
    offerHoldMinutes: event.offerHoldMinutes,
    defaultGoing: event.defaultGoing,
    levelMin: event.levelMin ?? null,
    levelMax: event.levelMax ?? null,
    levelRequired: event.levelRequired ?? false,
    levelChecked: event.levelChecked ?? false,
  };
}
