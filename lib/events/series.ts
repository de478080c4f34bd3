import type { Db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { addDays, fromSundayFirst, wallClock, zonedToInstant } from '@/lib/time';
import { expandRule, WINDOW_DAYS, type RepeatRule } from './recurrence';
import { scheduleMinimumChecks } from './minimum';
import { addDefaultGoing } from './default-going';

// Repeating games as rows: a series holds the rule; each date is an events row (seriesId, occurrenceDate) so
// RSVPs, capacity, waitlist and cancellation stay per occurrence and every events query works unchanged. The
// rows exist over a rolling window of WINDOW_DAYS ahead; extendSeries (the worker's housekeeping) moves it on,
// copying the latest occurrence, so an edit to "this and following" carries into dates created later.

type Tx = Prisma.TransactionClient;

/** A Date for a local calendar date (a DATE column). */
export const dateColumn = (date: string) => new Date(`${date}T00:00:00.000Z`);
export const fromDateColumn = (value: Date) => value.toISOString().slice(0, 10);

/** The last local date the window covers for a series starting on `startDate`, seen at `now`. */
export function windowEnd(startDate: string, timeZone: string, now: Date): string {
  const today = wallClock(now, timeZone).date;
  return addDays(today > startDate ? today : startDate, WINDOW_DAYS);
}

/** The columns an occurrence copies from its template (everything but its own date, counts and state). */
export const occurrenceCopySelect = {
  title: true,
  description: true,
  gameTypeId: true,
  creatorId: true,
  hostingTeamId: true,
  teamName: true,
  placeId: true,
  locationName: true,
  address: true,
  lat: true,
  lng: true,
  geohash: true,
  timeStart: true,
  timeZone: true,
  durationMinutes: true,
  isPrivate: true,
  allowLateRsvp: true,
  waitlistReliableFirst: true,
  reoccurringInfo: true,
  minimumNeeded: true,
  hasMinimumNeeded: true,
  hoursToCancelBefore: true,
  creatorApprovalNeeded: true,
  allowParticipantGuests: true,
  guestLimit: true,
  chargeGuests: true,
  eventSlotGroup: true,
  capacity: true,
  allowWaitlist: true,
  offerHoldMinutes: true,
  defaultGoing: true,
  priceCents: true,
  currency: true,
  seriesId: true,
} as const satisfies Prisma.EventSelect;

export type OccurrenceTemplate = Prisma.EventGetPayload<{ select: typeof occurrenceCopySelect }> & {
  makePublicAfter: Date | null;
  dateStart: Date;
  timeStart: string;
};

/**
 * Creates the occurrences of `dates` from a template (the creator joins each, taking its first spot). A private
 * template's "make public after" keeps its distance to the start. Returns the new ids in date order.
 */
export type SlotGroupSpec = { name: string; capacity: number };

/**
 * The slot groups of a new game (or occurrence), in order; the host's RSVP goes in the first one (taking its
 * first spot, as the host takes a game's first spot). Returns the first group's id.
 */
export async function createSlotGroups(tx: Tx, eventIds: string[], groups: SlotGroupSpec[]) {
  if (groups.length === 0) return new Map<string, string>();
  const rows = await tx.eventSlotGroup.createManyAndReturn({
    data: eventIds.flatMap((eventId) =>
      groups.map((g, i) => ({
        eventId,
        name: g.name,
        capacity: g.capacity,
        sortOrder: i,
        goingCount: i === 0 ? 1 : 0,
      })),
    ),
    select: { id: true, eventId: true, sortOrder: true },
  });
  return new Map(rows.filter((r) => r.sortOrder === 0).map((r) => [r.eventId, r.id]));
}

export async function createOccurrences(
  tx: Tx,
  template: OccurrenceTemplate,
  dates: string[],
  groups: SlotGroupSpec[] = [],
) {
  if (dates.length === 0) return [];
  const { makePublicAfter, dateStart: templateStart, reoccurringInfo, ...copy } = template;
  const lead = makePublicAfter ? templateStart.getTime() - makePublicAfter.getTime() : null;
  const rows = await tx.event.createManyAndReturn({
    data: dates.map((date) => {
      const dateStart = zonedToInstant(date, template.timeStart, template.timeZone);
      return {
        ...copy,
        reoccurringInfo: reoccurringInfo ?? undefined,
        dateStart,
        occurrenceDate: dateColumn(date),
        makePublicAfter: lead === null ? null : new Date(dateStart.getTime() - lead),
        goingCount: 1,
      };
    }),
    select: { id: true, dateStart: true, hoursToCancelBefore: true },
  });
  rows.sort((a, b) => a.dateStart.getTime() - b.dateStart.getTime());
  if (template.hasMinimumNeeded) await scheduleMinimumChecks(tx, rows);
  const firstGroup = await createSlotGroups(
    tx,
    rows.map((row) => row.id),
    groups,
  );
  await tx.eventParticipant.createMany({
    data: rows.map((row) => ({
      eventId: row.id,
      userId: template.creatorId,
      status: 'GOING' as const,
      slotGroupId: firstGroup.get(row.id) ?? null,
    })),
  });
  // A team practice's later dates: the team's members as of now go by default (default-going.ts).
  if (template.defaultGoing && template.hostingTeamId)
    await addDefaultGoing(
      tx,
      rows.map((row) => row.id),
      template.hostingTeamId,
    );
  return rows.map((row) => row.id);
}

const withoutGroups = <T extends { slotGroups: unknown }>({ slotGroups: _groups, ...rest }: T) => rest;

export const ruleOf = (series: {
  frequency: RepeatRule['frequency'];
  daysOfWeek: number[];
  startDate: Date;
  untilDate: Date | null;
  count: number | null;
}): RepeatRule => ({
  frequency: series.frequency,
  daysOfWeek: series.daysOfWeek.map(fromSundayFirst), // stored from Sunday (0–6)
  startDate: fromDateColumn(series.startDate),
  untilDate: series.untilDate ? fromDateColumn(series.untilDate) : null,
  count: series.count,
});

/**
 * Moves every due series' window on (idempotent: the (seriesId, occurrenceDate) key refuses a date twice, and
 * each series is taken under a row lock that concurrent workers skip). Returns the number of new occurrences.
 */
export async function extendSeries(db: Db, now: Date = new Date(), batch = 100): Promise<number> {
  // A series is due when its window ends less than WINDOW_DAYS from now (a day of margin for time zones).
  const due = await db.eventSeries.findMany({
    where: {
      ended: false,
      materializedThrough: { lt: dateColumn(addDays(wallClock(now, 'UTC').date, WINDOW_DAYS + 1)) },
    },
    select: { id: true },
    orderBy: { materializedThrough: 'asc' },
    take: batch,
  });
  let created = 0;
  for (const { id } of due) {
    created += await db.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "event_series" WHERE "id" = ${id} AND NOT "ended" FOR UPDATE SKIP LOCKED`;
      if (locked.length === 0) return 0;
      const series = await tx.eventSeries.findUniqueOrThrow({ where: { id } });
      const through = windowEnd(fromDateColumn(series.startDate), series.timeZone, now);
      const from = fromDateColumn(series.materializedThrough);
      if (through <= from) return 0;
      const template = await tx.event.findFirst({
        where: { seriesId: id },
        orderBy: { occurrenceDate: 'desc' },
        select: {
          ...occurrenceCopySelect,
          makePublicAfter: true,
          dateStart: true,
          slotGroups: { orderBy: { sortOrder: 'asc' }, select: { name: true, capacity: true } },
        },
      });
      const expansion = expandRule(ruleOf(series), through, from, series.excludedDates.map(fromDateColumn));
      const ids = template
        ? await createOccurrences(
            tx,
            { ...withoutGroups(template), timeStart: template.timeStart ?? series.timeStart },
            expansion.dates,
            template.slotGroups,
          )
        : [];
      await tx.eventSeries.update({
        where: { id },
        data: { materializedThrough: dateColumn(through), ended: expansion.ended || !template },
      });
      return ids.length;
    });
  }
  return created;
}
