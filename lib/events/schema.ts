import { z } from 'zod';
import { eventMessages as m } from '@/lib/messages';

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

// Creating an event (the fields the alert path and the event page need; the full game-creation form comes later).
export const createEventSchema = z.object({
  title: z.string().trim().min(1, { error: m.titleRequired }).max(120, { error: m.titleTooLong }),
  description: z.string().trim().max(5000).optional(),
  gameTypeId: z.string().min(1, { error: m.gameTypeRequired }).max(100),
  dateStart: z.coerce.date({ error: m.dateRequired }),
  timeZone: z.string().refine(isTimeZone, { error: m.timeZoneInvalid }).default('America/New_York'),
  durationMinutes: z
    .number()
    .int()
    .min(15, { error: m.durationRange })
    .max(24 * 60, { error: m.durationRange })
    .default(60),
  locationName: z.string().trim().min(1, { error: m.locationRequired }).max(300),
  lat: z.number({ error: m.locationRequired }).min(-90).max(90),
  lng: z.number({ error: m.locationRequired }).min(-180).max(180),
  capacity: z.number().int().min(1).max(100_000).optional(),
  isPrivate: z.boolean().default(false),
});

export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEventValues = z.output<typeof createEventSchema>;
