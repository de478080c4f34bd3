import type { Db } from '@/lib/db';
import { encodeGeohash } from '@/lib/geo/geohash';
import { queueActivityAlerts } from '@/lib/activity-subscriptions/alerts';
import type { CreateEventValues } from './schema';

export type CreateEventResult =
  | { ok: true; event: { id: string; title: string; dateStart: Date }; alertedUserIds: string[] }
  | { ok: false; reason: 'unknown-game-type' };

const wallClock = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    date,
  );

/**
 * Creates an event for `creatorId` and, in the same transaction, records and queues the activity alerts of the
 * subscribers around it (lib/activity-subscriptions/alerts.ts). Private events alert no one.
 */
export async function createEvent(
  db: Pick<Db, '$transaction'>,
  creatorId: string,
  input: CreateEventValues,
  now: Date = new Date(),
): Promise<CreateEventResult> {
  return db.$transaction(async (tx) => {
    const gameType = await tx.gameType.findUnique({
      where: { id: input.gameTypeId },
      select: { label: true },
    });
    if (!gameType) return { ok: false, reason: 'unknown-game-type' };
    const event = await tx.event.create({
      data: {
        title: input.title,
        description: input.description,
        gameTypeId: input.gameTypeId,
        creatorId,
        locationName: input.locationName,
        lat: input.lat,
        lng: input.lng,
        geohash: encodeGeohash(input.lat, input.lng),
        dateStart: input.dateStart,
        timeStart: wallClock(input.dateStart, input.timeZone),
        timeZone: input.timeZone,
        durationMinutes: input.durationMinutes,
        capacity: input.capacity,
        isPrivate: input.isPrivate,
      },
      select: { id: true, title: true, dateStart: true },
    });
    const alertedUserIds = input.isPrivate
      ? []
      : await queueActivityAlerts(
          tx,
          {
            id: event.id,
            creatorId,
            title: event.title,
            activity: gameType.label,
            lat: input.lat,
            lng: input.lng,
            locationName: input.locationName,
            dateStart: input.dateStart,
            timeZone: input.timeZone,
          },
          now,
        );
    return { ok: true, event, alertedUserIds };
  });
}
