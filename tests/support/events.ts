import { db } from '@/lib/db';
import { encodeGeohash } from '@/lib/geo/geohash';
import { createEventDefaults, createEventSchema, type CreateEventInput } from '@/lib/events/schema';
import { wallClock } from '@/lib/time';
import { savedCity } from '@/lib/geo/city';

/**
 * Parsed input for createEvent, as the create form sends it: a game starting at `startsAt` (default in three
 * days) in `timeZone`, at a city point. Other fields take the form's defaults unless overridden.
 */
export function gameInput(
  options: {
    startsAt?: Date;
    timeZone?: string;
    at?: { lat: number; lng: number; name?: string };
  } & Partial<Omit<CreateEventInput, 'date' | 'time' | 'timeZone' | 'city'>> = {},
) {
  const {
    startsAt = new Date(Date.now() + 3 * 86_400_000),
    timeZone = 'America/Chicago',
    at,
    ...rest
  } = options;
  const { date, time } = wallClock(startsAt, timeZone);
  const point = at ?? { lat: 30.2672, lng: -97.7431 };
  return createEventSchema.parse({
    ...createEventDefaults(timeZone, date),
    title: 'Evening doubles',
    time,
    city: savedCity(point.name ?? 'Austin, TX', point.lat, point.lng),
    ...rest,
  });
}

/**
 * An event row written directly (no host spot, no alerts) near Austin, starting in `hours` (default 48):
 * for tests about RSVPs, managing, favorites and feeds. Any column can be overridden.
 */
export function makeEvent(
  creatorId: string,
  overrides: Record<string, unknown> & { hours?: number; at?: { lat: number; lng: number } } = {},
) {
  const { hours = 48, at = { lat: 30.27, lng: -97.74 }, ...columns } = overrides;
  return db.event.create({
    data: {
      title: 'Sunday 7s',
      creatorId,
      locationName: 'Austin, TX',
      lat: at.lat,
      lng: at.lng,
      geohash: encodeGeohash(at.lat, at.lng),
      dateStart: new Date(Date.now() + hours * 3_600_000),
      timeZone: 'America/Chicago',
      durationMinutes: 90,
      ...columns,
    },
  });
}
