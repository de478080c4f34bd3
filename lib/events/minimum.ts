import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { eventUiMessages as ui } from '@/lib/messages/events';
import { notifyMany } from '@/lib/notifications/notify';
import { EVENTS_QUEUE, sendInTransaction } from '@/lib/notifications/queue';
import { formatGameTime } from '@/lib/time';
import { HELD_STATUSES, type HeldStatus } from './rules';
import { recipientZones } from './zone';

// Minimum players (hasMinimumNeeded + minimumNeeded): the joiners hear "game on" once, when the spots taken
// first reach the minimum; at the cancel cutoff (hoursToCancelBefore before the start, or the start) a queued
// job cancels the game if the minimum was not reached and tells everyone holding an RSVP. The job runs in
// pg-boss (lib/jobs/worker.ts), so a restart or a second server loses or repeats nothing.

type Tx = Prisma.TransactionClient;

export type EventJob =
  | { kind: 'minimum-check'; eventId: string }
  | { kind: 'offer-expiry'; participantId: string }
  /** A paid spot's hold ends (lib/events/payments.ts). */
  | { kind: 'payment-expiry'; paymentId: string }
  /** A cancelled paid game's refunds. */
  | { kind: 'refund-cancelled'; eventId: string }
  /** One paid spot given up (the player left before the cutoff, or was removed): its refund. */
  | { kind: 'refund-payment'; paymentId: string };

/** When the minimum is checked: hoursToCancelBefore before the start, or the start itself. */
export const minimumCutoff = (e: { dateStart: Date; hoursToCancelBefore: number | null }) =>
  new Date(e.dateStart.getTime() - (e.hoursToCancelBefore ?? 0) * 3_600_000);

/** Queues the minimum check of each event at its cutoff, inside the transaction that created them. */
export async function scheduleMinimumChecks(
  tx: Tx,
  events: { id: string; dateStart: Date; hoursToCancelBefore: number | null }[],
) {
  for (const event of events) {
    await sendInTransaction(
      tx,
      EVENTS_QUEUE,
      { kind: 'minimum-check', eventId: event.id } satisfies EventJob,
      { startAfter: minimumCutoff(event) },
    );
  }
}

/** Queues the end of a waitlist offer (lib/events/service.ts expireOffer) at its expiry. */
export async function scheduleOfferExpiry(tx: Tx, participantId: string, expiresAt: Date) {
  await sendInTransaction(tx, EVENTS_QUEUE, { kind: 'offer-expiry', participantId } satisfies EventJob, {
    startAfter: expiresAt,
  });
}

const heldUsers = (tx: Tx, eventId: string, statuses: HeldStatus[]) =>
  tx.eventParticipant
    .findMany({
      where: { eventId, status: { in: statuses }, userId: { not: null } },
      select: { userId: true },
    })
    .then((rows) => rows.flatMap((r) => (r.userId ? [r.userId] : [])));

/**
 * Tells the players "game on" the first time the spots taken reach the minimum. Call it after spots were
 * taken, inside that transaction (the event row is locked by the update that took them).
 */
export async function announceGameOn(tx: Tx, eventId: string, now: Date = new Date()) {
  const [event] = await tx.$queryRaw<
    { title: string; dateStart: Date; timeZone: string; creatorId: string }[]
  >`
    UPDATE "events" SET "gameOnAt" = ${now}
     WHERE "id" = ${eventId} AND "hasMinimumNeeded" AND "gameOnAt" IS NULL AND NOT "cancelled"
       AND "minimumNeeded" IS NOT NULL AND "goingCount" >= "minimumNeeded"
    RETURNING "title", "dateStart", "timeZone", "creatorId"`;
  if (!event) return false;
  const people = await heldUsers(tx, eventId, ['GOING']);
  // Each player reads the game's time labelled for their own zone (docs/time-zones.md).
  const zoneOf = await recipientZones(tx, people);
  await notifyMany(tx, people, (userId) => ({
    type: 'EVENT_GAME_ON',
    title: ui.gameOnTitle,
    message: ui.gameOnMessage(event.title, formatGameTime(event.dateStart, event.timeZone, zoneOf(userId))),
    data: { eventId },
    url: `/evt/${eventId}`,
  }));
  return true;
}

export type MinimumCheck = 'cancelled' | 'reached' | 'not-due' | 'skipped';

/**
 * The job at the cutoff: cancels a game still under its minimum and tells everyone going, waitlisted or
 * pending. Idempotent (a cancelled game or one without a minimum is skipped); a job that fires early, e.g.
 * after the start moved later, does nothing.
 */
export async function checkMinimum(db: Pick<Db, '$transaction'>, eventId: string, now: Date = new Date()) {
  return db.$transaction(async (tx): Promise<MinimumCheck> => {
    const [event] = await tx.$queryRaw<
      {
        title: string;
        dateStart: Date;
        timeZone: string;
        hoursToCancelBefore: number | null;
        hasMinimumNeeded: boolean;
        minimumNeeded: number | null;
        goingCount: number;
        cancelled: boolean;
      }[]
    >`SELECT "title", "dateStart", "timeZone", "hoursToCancelBefore", "hasMinimumNeeded", "minimumNeeded",
             "goingCount", "cancelled"
        FROM "events" WHERE "id" = ${eventId} FOR UPDATE`;
    if (!event || event.cancelled || !event.hasMinimumNeeded || event.minimumNeeded === null)
      return 'skipped';
    if (now.getTime() < minimumCutoff(event).getTime() - 60_000) return 'not-due';
    if (event.goingCount >= event.minimumNeeded) return 'reached';
    // A higher SEQUENCE: calendar apps drop the date (lib/events/ics.ts).
    await tx.event.update({
      where: { id: eventId },
      data: { cancelled: true, cancelledForMinimum: true, sequence: { increment: 1 } },
    });
    const people = await heldUsers(tx, eventId, HELD_STATUSES);
    const zoneOf = await recipientZones(tx, people);
    const minimum = event.minimumNeeded;
    await notifyMany(tx, people, (userId) => ({
      type: 'EVENT_CANCELLED',
      title: ui.cancelledTitle,
      message: ui.minimumNotReachedMessage(
        event.title,
        formatGameTime(event.dateStart, event.timeZone, zoneOf(userId)),
        minimum,
      ),
      data: { eventId, reason: 'minimum' },
      url: `/evt/${eventId}`,
    }));
    return 'cancelled';
  });
}
