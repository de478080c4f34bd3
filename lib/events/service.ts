import type { Db } from '@/lib/db';
import { Prisma, type ParticipantStatus } from '@/lib/generated/prisma/client';
import { queueActivityAlerts } from '@/lib/activity-subscriptions/alerts';
import { notify } from '@/lib/notifications/notify';
import { notifyFollowers } from '@/lib/follows/notify';
import { isBlockedBetween } from '@/lib/access/blocks';
import { eventUiMessages as ui } from '@/lib/messages/events';
import {
  HELD_STATUSES,
  joinDecision,
  leaveDecision,
  offerExpiry,
  offersSpots,
  SPOT_STATUSES,
  type HeldStatus,
  type RsvpFacts,
} from './rules';
import { gameTimeIssues, priceToCents, type CreateEventValues } from './schema';
import { gameZone, recipientZones } from './zone';
import { hostableTeamWhere, visibleEventWhere } from '@/lib/access/event-visibility';
import { expandRule, type RepeatRule } from './recurrence';
import { formatGameTime, fromSundayFirst, toSundayFirst, weekdayOf, zonedToInstant } from '@/lib/time';
import { createOccurrences, createSlotGroups, dateColumn, occurrenceCopySelect, windowEnd } from './series';
import { gameColumns } from './columns';
import { hostCanCharge } from './pricing';
import { announceGameOn, scheduleMinimumChecks, scheduleOfferExpiry } from './minimum';
import { queuePaidSpotRefunds, type PaidSpotRefunds } from './refund-queue';
import { punchDeadline } from './punch-returns';

const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
import { recordDrop } from '@/lib/reliability/queries';
import { waitlistLines } from './waitlist';
import { addDefaultGoing } from './default-going';
import { checkEventQuota, type PlanLimit } from '@/lib/billing/limits';
import { isValidRange, scaleFor } from '@/lib/levels/rules';

/** The rule a create form asks for, and the spec's reoccurringInfo summary stored on each occurrence. */
function repeatOf(input: CreateEventValues): { rule: RepeatRule; info: Prisma.InputJsonObject } {
  const frequency = input.repeat as RepeatRule['frequency'];
  // The form counts days from Sunday (0–6); the rule holds ISO weekdays (lib/time.ts).
  const daysOfWeek =
    frequency === 'MONTHLY'
      ? []
      : [...new Set([...input.repeatDays.map(fromSundayFirst), weekdayOf(input.date)])].sort(
          (a, b) => toSundayFirst(a) - toSundayFirst(b),
        );
  const byCount = input.repeatEnds === 'COUNT';
  const rule: RepeatRule = {
    frequency,
    daysOfWeek,
    startDate: input.date,
    untilDate: byCount ? null : input.repeatUntil,
    count: byCount ? input.repeatCount : null,
  };
  const info = {
    frequency,
    interval: frequency === 'BIWEEKLY' ? 2 : 1,
    daysOfWeek: daysOfWeek.map(toSundayFirst),
    until: rule.untilDate,
    count: rule.count,
  };
  return { rule, info };
}

type Tx = Prisma.TransactionClient;

export type CreateEventResult =
  | { ok: true; event: { id: string; title: string; dateStart: Date }; alertedUserIds: string[] }
  | {
      ok: false;
      reason:
        | 'unknown-game-type'
        | 'unknown-team'
        | 'unknown-place'
        | 'payouts-needed'
        | 'limited'
        | 'default-going-team'
        | 'level-off-scale';
    }
  | { ok: false; reason: 'times'; field: string; message: string }
  | { ok: false; reason: 'plan-limit'; refusal: PlanLimit };

/** Asked once the input is known good, before anything is written, for a public game only (it alerts
 * subscribers and followers): false refuses it as 'limited'. The action passes the daily limit; scripts and
 * e2e set-ups (outside Next) pass nothing. */
export type AdmitPublicEvent = (tx: Prisma.TransactionClient) => Promise<boolean>;

/**
 * Creates a game for `creatorId`, who joins it (taking the first spot), and, in the same transaction, records
 * and queues the activity alerts of the subscribers around it (lib/activity-subscriptions/alerts.ts).
 * Private events alert no one. A hosting team must be one the creator owns or administers.
 */
export async function createEvent(
  db: Pick<Db, '$transaction'>,
  creatorId: string,
  input: CreateEventValues,
  now: Date = new Date(),
  admitPublic?: AdmitPublicEvent,
): Promise<CreateEventResult> {
  return db.$transaction(async (tx): Promise<CreateEventResult> => {
    const gameType = await tx.gameType.findUnique({
      where: { id: input.gameTypeId },
      select: { label: true },
    });
    if (!gameType) return { ok: false, reason: 'unknown-game-type' };
    if (!isValidRange(scaleFor(gameType.label), { min: input.levelMin, max: input.levelMax }))
      return { ok: false, reason: 'level-off-scale' };
    const team = input.hostingTeamId
      ? await tx.team.findFirst({
          where: { id: input.hostingTeamId, ...hostableTeamWhere(creatorId) },
          select: { id: true, name: true, kind: true, subscriptionLevel: true },
        })
      : null;
    if (input.hostingTeamId && !team) return { ok: false, reason: 'unknown-team' };
    // "Going unless they say no" is a team's (kind TEAM): a community's or league's members are not expected.
    if (input.defaultGoing && team?.kind !== 'TEAM') return { ok: false, reason: 'default-going-team' };
    if (priceToCents(input.price) > 0 && !(await hostCanCharge(tx, creatorId)))
      return { ok: false, reason: 'payouts-needed' };
    // The plan's monthly event limit (lib/billing/entitlements.ts); a team on a paid plan hosts without one.
    const refusal = await checkEventQuota(tx, creatorId, team, now);
    if (refusal) return { ok: false, reason: 'plan-limit', refusal };
    // A game created from a place's page sits exactly at the place.
    const place = input.placeId
      ? await tx.place.findUnique({
          where: { id: input.placeId },
          select: { id: true, lat: true, lng: true },
        })
      : null;
    if (input.placeId && !place) return { ok: false, reason: 'unknown-place' };
    // The game's zone is its place's unless the host chose one (lib/events/zone.ts); the schema checked the
    // times in a chosen zone, so here they are checked in the derived one.
    const timeZone = gameZone(input.timeZone, place ?? input.city);
    const [issue] = input.timeZone ? [] : gameTimeIssues(input, timeZone, now.getTime());
    if (issue) return { ok: false, reason: 'times', field: issue.path, message: issue.message };
    input = { ...input, timeZone };
    if (!input.isPrivate && admitPublic && !(await admitPublic(tx))) return { ok: false, reason: 'limited' };

    const dateStart = zonedToInstant(input.date, input.time, input.timeZone);
    const makePublicAfter =
      input.isPrivate && input.makePublicAfter
        ? zonedToInstant(input.makePublicAfter.slice(0, 10), input.makePublicAfter.slice(11), input.timeZone)
        : null;
    const city = place ? { ...input.city, lat: place.lat, lng: place.lng } : input.city;
    const series = input.repeat === 'NONE' ? null : repeatOf(input);
    const seriesRow = series
      ? await tx.eventSeries.create({
          data: {
            creatorId,
            frequency: series.rule.frequency,
            daysOfWeek: series.rule.daysOfWeek.map(toSundayFirst),
            startDate: dateColumn(input.date),
            timeStart: input.time,
            timeZone: input.timeZone,
            untilDate: series.rule.untilDate ? dateColumn(series.rule.untilDate) : null,
            count: series.rule.count,
            materializedThrough: dateColumn(input.date),
          },
          select: { id: true },
        })
      : null;
    const groups = input.slotGroups;
    const capacity = groups.length > 0 ? groups.reduce((n, g) => n + g.capacity, 0) : input.capacity;
    const event = await tx.event.create({
      data: {
        ...gameColumns({ ...input, city, capacity }, team),
        placeId: place?.id ?? null,
        eventSlotGroup: groups.length > 0 ? groups.map((g) => `${g.name} ${g.capacity}`).join(' / ') : null,
        creatorId,
        dateStart,
        goingCount: 1,
        makePublicAfter,

        ...(series &&
          seriesRow && {
            reoccurringInfo: series.info,
            occurrenceDate: dateColumn(input.date),
            seriesId: seriesRow.id,
          }),
      },
      select: { id: true, title: true, dateStart: true, seriesId: true, hoursToCancelBefore: true },
    });
    if (input.hasMinimumNeeded) await scheduleMinimumChecks(tx, [event]);
    // The host takes the first spot (in the first slot group, when the spots are split).
    const firstGroup = await createSlotGroups(tx, [event.id], groups);
    await tx.eventParticipant.create({
      data: {
        eventId: event.id,
        userId: creatorId,
        status: 'GOING',
        slotGroupId: firstGroup.get(event.id) ?? null,
      },
    });
    if (input.defaultGoing && team) await addDefaultGoing(tx, [event.id], team.id);
    // The rest of a repeating game's window: the same game on each later date of the rule.
    if (series && event.seriesId) {
      const through = windowEnd(input.date, input.timeZone, now);
      const expansion = expandRule(series.rule, through, input.date);
      const template = await tx.event.findUniqueOrThrow({
        where: { id: event.id },
        select: { ...occurrenceCopySelect, makePublicAfter: true, dateStart: true },
      });
      await createOccurrences(tx, { ...template, timeStart: input.time }, expansion.dates, groups);
      await tx.eventSeries.update({
        where: { id: event.seriesId },
        data: { materializedThrough: dateColumn(through), ended: expansion.ended },
      });
    }
    // Activity alerts and followers hear about a repeating game once, through its first date (one alert per
    // date would send a subscriber a dozen at once); the event page lists the other dates.
    const alertedUserIds = input.isPrivate
      ? []
      : await queueActivityAlerts(
          tx,
          {
            id: event.id,
            creatorId,
            title: event.title,
            activity: gameType.label,
            lat: city.lat,
            lng: city.lng,
            locationName: input.address ? `${input.address}, ${city.name}` : city.name,
            dateStart,
            timeZone: input.timeZone,
          },
          now,
        );
    // Followers of the host (the creator, and the hosting team) hear about a new public event once.
    if (!input.isPrivate) {
      const creator = await tx.user.findUniqueOrThrow({
        where: { id: creatorId },
        select: { displayName: true, fullName: true },
      });
      await notifyFollowers(
        tx,
        {
          id: event.id,
          title: event.title,
          creatorId,
          hostingTeamId: team?.id ?? null,
          hostName: team?.name ?? (creator.displayName || creator.fullName || ''),
        },
        alertedUserIds,
      );
    }
    return {
      ok: true,
      event: { id: event.id, title: event.title, dateStart: event.dateStart },
      alertedUserIds,
    };
  });
}

// ───────────────────────────── RSVP ─────────────────────────────

const isHeld = (status: ParticipantStatus): status is HeldStatus =>
  (HELD_STATUSES as readonly ParticipantStatus[]).includes(status);
const holdsSpot = (status: ParticipantStatus) =>
  (SPOT_STATUSES as readonly ParticipantStatus[]).includes(status);

const factsSelect = {
  id: true,
  allowParticipantGuests: true,
  guestLimit: true,
  title: true,
  creatorId: true,
  cancelled: true,
  dateStart: true,
  durationMinutes: true,
  capacity: true,
  goingCount: true,
  allowWaitlist: true,
  creatorApprovalNeeded: true,
  allowLateRsvp: true,
  hoursToCancelBefore: true,
  priceCents: true,
  chargeGuests: true,
} as const satisfies Prisma.EventSelect;

type FactsRow = Prisma.EventGetPayload<{ select: typeof factsSelect }>;
export const rsvpFacts = (
  e: Omit<
    FactsRow,
    'id' | 'title' | 'creatorId' | 'allowParticipantGuests' | 'guestLimit' | 'priceCents' | 'chargeGuests'
  >,
): RsvpFacts => ({
  cancelled: e.cancelled,
  startsAt: e.dateStart,
  durationMinutes: e.durationMinutes,
  capacity: e.capacity,
  goingCount: e.goingCount,
  allowWaitlist: e.allowWaitlist,
  creatorApprovalNeeded: e.creatorApprovalNeeded,
  allowLateRsvp: e.allowLateRsvp,
  hoursToCancelBefore: e.hoursToCancelBefore,
});

/**
 * Takes `spots` places of the event if they are free: one statement decides (the row lock it takes is held
 * until commit, so concurrent joins queue on it and re-check the condition). Never count-then-insert.
 */
export async function takeSpots(
  tx: Tx,
  eventId: string,
  spots: number,
  groupId: string | null = null,
): Promise<boolean> {
  const updated = await tx.$executeRaw`
    UPDATE "events" SET "goingCount" = "goingCount" + ${spots}
     WHERE "id" = ${eventId} AND NOT "cancelled"
       AND ("capacity" IS NULL OR "goingCount" + ${spots} <= "capacity")`;
  if (updated !== 1) return false;
  if (groupId === null) return true;
  // A game split into slot groups: the group must have room too (same kind of conditional update).
  const inGroup = await tx.$executeRaw`
    UPDATE "event_slot_groups" SET "goingCount" = "goingCount" + ${spots}
     WHERE "id" = ${groupId} AND "eventId" = ${eventId} AND "goingCount" + ${spots} <= "capacity"`;
  if (inGroup === 1) return true;
  await tx.$executeRaw`UPDATE "events" SET "goingCount" = "goingCount" - ${spots} WHERE "id" = ${eventId}`;
  return false;
}

/** Gives back `spots` places of the event (and of its slot group). Call it in the transaction that freed them. */
export async function releaseSpots(tx: Tx, eventId: string, spots: number, groupId: string | null = null) {
  await tx.$executeRaw`
    UPDATE "events" SET "goingCount" = GREATEST(0, "goingCount" - ${spots}) WHERE "id" = ${eventId}`;
  if (groupId !== null) {
    await tx.$executeRaw`
      UPDATE "event_slot_groups" SET "goingCount" = GREATEST(0, "goingCount" - ${spots}) WHERE "id" = ${groupId}`;
  }
}

export type JoinResult =
  | { status: 'joined' | 'waitlisted' | 'requested' }
  | { status: 'not-found' | 'already' | 'full' | 'closed' | 'cancelled' | 'choose-group' }
  /** A game with a price: joining goes through payment (lib/events/payments.ts). */
  | { status: 'payment-required' };

/**
 * The viewer RSVPs to an event they may see: a free spot makes them going; a full event puts them on the
 * waitlist (allowWaitlist) or refuses; with creatorApprovalNeeded the RSVP waits for the host and takes no
 * spot. Cancelled, started (unless allowLateRsvp) and ended events refuse.
 */
export async function joinEvent(
  db: Pick<Db, '$transaction'>,
  userId: string,
  eventId: string,
  now: Date = new Date(),
  /** The slot group chosen, for a game that splits its spots (required there, ignored elsewhere). */
  slotGroupId: string | null = null,
): Promise<JoinResult> {
  try {
    return await db.$transaction(async (tx): Promise<JoinResult> => {
      const event = await tx.event.findFirst({
        where: { id: eventId, ...visibleEventWhere(userId, now) },
        select: factsSelect,
      });
      if (!event || (await isBlockedBetween(tx, userId, event.creatorId))) return { status: 'not-found' };
      const existing = await tx.eventParticipant.findUnique({
        where: { eventId_userId: { eventId, userId } },
        select: { id: true, status: true, byDefault: true },
      });
      // Down as going by default (a team practice): joining confirms it is the player's own answer, so the game
      // counts in their record like any other (docs/no-shows.md); the spot is theirs already.
      if (existing?.status === 'GOING' && existing.byDefault) {
        await tx.eventParticipant.update({ where: { id: existing.id }, data: { byDefault: false } });
        return { status: 'joined' };
      }
      if (existing && isHeld(existing.status)) return { status: 'already' };
      if (event.priceCents > 0) return { status: 'payment-required' };
      const decision = joinDecision(rsvpFacts(event), now);
      if (decision === 'cancelled' || decision === 'closed') return { status: decision };
      const groups = await tx.eventSlotGroup.findMany({ where: { eventId }, select: { id: true } });
      const group = groups.length > 0 ? (groups.find((g) => g.id === slotGroupId)?.id ?? null) : null;
      if (groups.length > 0 && group === null) return { status: 'choose-group' };

      let status: HeldStatus;
      if (decision === 'approval') status = 'PENDING_APPROVAL';
      else if (await takeSpots(tx, eventId, 1, group)) status = 'GOING';
      else if (event.allowWaitlist) status = 'WAITLIST';
      else return { status: 'full' };

      const data = {
        status,
        guestCount: 0,
        guestNames: [],
        slotGroupId: group,
        waitlistedAt: status === 'WAITLIST' ? now : null,
      };
      if (existing) await tx.eventParticipant.update({ where: { id: existing.id }, data });
      else await tx.eventParticipant.create({ data: { eventId, userId, ...data } });
      if (status === 'GOING') await announceGameOn(tx, eventId, now);
      if (status === 'PENDING_APPROVAL') {
        // The host decides on the manage page; tell them a request is waiting.
        const me = await tx.user.findUnique({
          where: { id: userId },
          select: { displayName: true, fullName: true },
        });
        await notify(tx, event.creatorId, {
          type: 'EVENT_JOIN_REQUEST',
          title: ui.requestTitle,
          message: ui.requestMessage(me?.displayName ?? me?.fullName ?? '', event.title),
          data: { eventId, userId },
          url: `/event/${eventId}/manage`,
        });
      }
      return { status: status === 'GOING' ? 'joined' : status === 'WAITLIST' ? 'waitlisted' : 'requested' };
    });
  } catch (error) {
    // The same user joining twice at once: the second insert meets the unique key and rolls back whole.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return { status: 'already' };
    }
    throw error;
  }
}

export type LeaveResult =
  | {
      status: 'left';
      was: HeldStatus;
      promotedUserIds: string[];
      refunds: PaidSpotRefunds | null;
      /** A spot paid with a punch card: the punch went back to the card (absent otherwise). */
      punchReturned?: true;
    }
  | { status: 'not-joined' | 'closed' }
  | { status: 'too-late'; hours: number };

/**
 * The viewer gives up their spot, waitlist place or pending request. A freed spot goes, in the same
 * transaction, to the waitlist in FIFO order (each promoted player is notified).
 */
export async function leaveEvent(
  db: Pick<Db, '$transaction'>,
  userId: string,
  eventId: string,
  now: Date = new Date(),
): Promise<LeaveResult> {
  return db.$transaction(async (tx): Promise<LeaveResult> => {
    const row = await tx.eventParticipant.findUnique({
      where: { eventId_userId: { eventId, userId } },
      select: { id: true, status: true, guestCount: true, slotGroupId: true, event: { select: factsSelect } },
    });
    if (!row || !isHeld(row.status)) return { status: 'not-joined' };
    // A paid spot keeps the refund terms it was paid under (the later of those and the current cutoff); a spot
    // paid with a punch card keeps the cutoff of its punch the same way.
    const paidUntil =
      row.status === 'GOING'
        ? latest(
            (
              await tx.eventPayment.aggregate({
                where: { eventId, userId, status: 'PAID' },
                _max: { refundDeadline: true },
              })
            )._max.refundDeadline,
            await punchDeadline(tx, eventId, userId),
          )
        : null;
    const decision = leaveDecision(rsvpFacts(row.event), row.status, now, paidUntil);
    if (decision === 'closed') return { status: 'closed' };
    if (decision === 'too-late') return { status: 'too-late', hours: row.event.hoursToCancelBefore ?? 0 };

    // Deleting under a condition on the status: a concurrent leave of the same row deletes nothing here.
    const deleted = await tx.eventParticipant.deleteMany({ where: { id: row.id, status: row.status } });
    if (deleted.count === 0) return { status: 'not-joined' };
    let promotedUserIds: string[] = [];
    // The reliability record keeps a given-up going spot (late or not) once the row is gone.
    if (row.status === 'GOING') await recordDrop(tx, { eventId, userId, ...row.event }, now);
    if (holdsSpot(row.status)) {
      await releaseSpots(tx, eventId, 1 + row.guestCount, row.slotGroupId);
      promotedUserIds = await promoteWaitlist(tx, row.event, now);
    }
    // A paid spot given up before the cutoff (leaving after it is refused above) is refunded in full.
    const refunds = row.status === 'GOING' ? await queuePaidSpotRefunds(tx, eventId, userId) : null;
    return {
      status: 'left',
      was: row.status,
      promotedUserIds,
      refunds: refunds && refunds.paymentIds.length > 0 ? refunds : null,
      ...((refunds?.punches ?? 0) > 0 && { punchReturned: true as const }),
    };
  });
}

/**
 * Moves the head of the waitlist (FIFO by waitlistedAt) into free spots while it fits, and notifies each
 * player. Call it inside the transaction that freed the spots, after locking the event row (the decrement
 * does), so two concurrent frees never promote the same player or leave a spot empty. Less than 24 h before
 * the start the spot is offered instead (fair waitlist): held for the player until the offer lapses, when a
 * queued job passes it to the next in line. Returns the players who got a spot outright.
 */
export async function promoteWaitlist(
  tx: Tx,
  event: Pick<FactsRow, 'id' | 'title'>,
  now: Date = new Date(),
): Promise<string[]> {
  const promoted: string[] = [];
  const { dateStart, offerHoldMinutes, timeZone } = await tx.event.findUniqueOrThrow({
    where: { id: event.id },
    select: { dateStart: true, offerHoldMinutes: true, timeZone: true },
  });
  const offer = offersSpots(dateStart, now);
  for (;;) {
    // The offer order (waitlist.ts waitlistLines, docs/waitlist-order.md); in a game split into
    // slot groups, the first in line whose group has room (a full group does not hold up the others).
    const line = (await waitlistLines(tx, [event.id], now, { lock: true })).get(event.id) ?? [];
    const head = line.find((entry) => entry.groupHasRoom);
    if (!head || !(await takeSpots(tx, event.id, 1 + head.guestCount, head.slotGroupId))) break;
    if (offer) {
      const expiresAt = offerExpiry(dateStart, offerHoldMinutes, now);
      await tx.eventParticipant.update({
        where: { id: head.id },
        data: { status: 'OFFERED', offerExpiresAt: expiresAt },
      });
      await scheduleOfferExpiry(tx, head.id, expiresAt);
      if (head.userId) {
        // The expiry on the game's clock, labelled when the player's zone differs (docs/time-zones.md).
        const zoneOf = await recipientZones(tx, [head.userId]);
        await notify(tx, head.userId, {
          type: 'EVENT_SPOT_OFFERED',
          title: ui.offerTitle,
          message: ui.offerMessage(event.title, formatGameTime(expiresAt, timeZone, zoneOf(head.userId))),
          data: { eventId: event.id, expiresAt: expiresAt.toISOString() },
          url: `/evt/${event.id}`,
        });
      }
      continue;
    }
    await tx.eventParticipant.update({
      where: { id: head.id },
      data: { status: 'GOING', waitlistedAt: null, waitlistPosition: null },
    });
    if (head.userId) {
      promoted.push(head.userId);
      await notify(tx, head.userId, {
        type: 'EVENT_WAITLIST_PROMOTED',
        title: ui.promotedTitle,
        message: ui.promotedMessage(event.title),
        data: { eventId: event.id },
        url: `/evt/${event.id}`,
      });
    }
  }
  if (promoted.length > 0) await announceGameOn(tx, event.id);
  return promoted;
}

export type OfferResult = { status: 'accepted' } | { status: 'not-offered' | 'expired' };

/** The offered player takes the held spot (before the offer lapses). */
export async function acceptOffer(
  db: Pick<Db, '$transaction'>,
  userId: string,
  eventId: string,
  now: Date = new Date(),
): Promise<OfferResult> {
  return db.$transaction(async (tx): Promise<OfferResult> => {
    await tx.$executeRaw`SELECT 1 FROM "events" WHERE "id" = ${eventId} FOR UPDATE`;
    const row = await tx.eventParticipant.findUnique({
      where: { eventId_userId: { eventId, userId } },
      select: { id: true, status: true, offerExpiresAt: true },
    });
    if (!row || row.status !== 'OFFERED') return { status: 'not-offered' };
    if (row.offerExpiresAt && row.offerExpiresAt.getTime() <= now.getTime()) return { status: 'expired' };
    await tx.eventParticipant.update({
      where: { id: row.id },
      data: { status: 'GOING', offerExpiresAt: null, waitlistedAt: null, waitlistPosition: null },
    });
    await announceGameOn(tx, eventId, now);
    return { status: 'accepted' };
  });
}

/**
 * The queued job at an offer's end: an offer still open lapses (the player leaves the line and is told) and
 * the spot passes to the next in line. Idempotent: an accepted, declined or later offer is left alone.
 */
export async function expireOffer(
  db: Pick<Db, '$transaction'>,
  participantId: string,
  now: Date = new Date(),
): Promise<'expired' | 'skipped'> {
  return db.$transaction(async (tx) => {
    const found = await tx.eventParticipant.findUnique({
      where: { id: participantId },
      select: { eventId: true },
    });
    if (!found) return 'skipped';
    await tx.$executeRaw`SELECT 1 FROM "events" WHERE "id" = ${found.eventId} FOR UPDATE`;
    const row = await tx.eventParticipant.findUnique({
      where: { id: participantId },
      select: {
        id: true,
        userId: true,
        status: true,
        guestCount: true,
        slotGroupId: true,
        offerExpiresAt: true,
        event: { select: { id: true, title: true } },
      },
    });
    if (!row || row.status !== 'OFFERED' || !row.offerExpiresAt) return 'skipped';
    if (row.offerExpiresAt.getTime() > now.getTime() + 1_000) return 'skipped';
    await tx.eventParticipant.update({
      where: { id: row.id },
      data: { status: 'NOT_GOING', offerExpiresAt: null, waitlistedAt: null, guestCount: 0, guestNames: [] },
    });
    await releaseSpots(tx, row.event.id, 1 + row.guestCount, row.slotGroupId);
    if (row.userId) {
      await notify(tx, row.userId, {
        type: 'EVENT_OFFER_EXPIRED',
        title: ui.offerExpiredTitle,
        message: ui.offerExpiredMessage(row.event.title),
        data: { eventId: row.event.id },
        url: `/evt/${row.event.id}`,
      });
    }
    await promoteWaitlist(tx, row.event, now);
    return 'expired';
  });
}

export type GuestsResult =
  | { status: 'saved'; count: number; promotedUserIds: string[] }
  | { status: 'not-found' | 'not-joined' | 'not-allowed' | 'closed' | 'no-room' | 'paid-guests' }
  | { status: 'too-many'; limit: number };

/**
 * The viewer's guests for an event they hold an RSVP to (allowParticipantGuests, up to guestLimit names). Going:
 * each added guest takes a spot now (the same conditional update as a join, so guests never overbook) and a
 * removed one frees it for the waitlist; waitlisted or pending: the guests come along when the viewer gets in.
 */
export async function setGuests(
  db: Pick<Db, '$transaction'>,
  userId: string,
  input: { eventId: string; names: string[] },
  now: Date = new Date(),
): Promise<GuestsResult> {
  return db.$transaction(async (tx): Promise<GuestsResult> => {
    // Lock the event row first, so the RSVP read below cannot change before the spots do.
    await tx.$executeRaw`SELECT 1 FROM "events" WHERE "id" = ${input.eventId} FOR UPDATE`;
    const row = await tx.eventParticipant.findUnique({
      where: { eventId_userId: { eventId: input.eventId, userId } },
      select: { id: true, status: true, guestCount: true, slotGroupId: true, event: { select: factsSelect } },
    });
    if (!row || !isHeld(row.status)) return { status: 'not-joined' };
    const event = row.event;
    if (!event.allowParticipantGuests) return { status: 'not-allowed' };
    const limit = event.guestLimit ?? 0;
    if (input.names.length > limit) return { status: 'too-many', limit };
    const decision = joinDecision(rsvpFacts(event), now);
    if (decision === 'cancelled' || decision === 'closed') return { status: 'closed' };

    const delta = input.names.length - row.guestCount;
    // Guests of a paid game who pay are paid for with the joiner's spot (one Checkout, one refund): how many
    // come is fixed once paid, so none is added free and none dropped without its refund. Renaming is fine.
    if (delta !== 0 && event.priceCents > 0 && event.chargeGuests) return { status: 'paid-guests' };
    let promotedUserIds: string[] = [];
    if (
      row.status === 'GOING' &&
      delta > 0 &&
      !(await takeSpots(tx, input.eventId, delta, row.slotGroupId))
    ) {
      return { status: 'no-room' };
    }
    await tx.eventParticipant.update({
      where: { id: row.id },
      data: { guestCount: input.names.length, guestNames: input.names },
    });
    if (row.status === 'GOING' && delta > 0) await announceGameOn(tx, input.eventId, now);
    if (row.status === 'GOING' && delta < 0) {
      await releaseSpots(tx, input.eventId, -delta, row.slotGroupId);
      promotedUserIds = await promoteWaitlist(tx, event);
    }
    return { status: 'saved', count: input.names.length, promotedUserIds };
  });
}
