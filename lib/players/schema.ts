import { z } from 'zod';
import { freeNearUi as fm } from '@/lib/messages/places';

export const MAX_RADIUS_MILES = 100;
export const MAX_WINDOW_DAYS = 31;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/** An availability window: two instants, at most a month apart. */
export const timeWindowSchema = z
  .object({ from: z.coerce.date(), to: z.coerce.date() })
  .refine((w) => w.to > w.from, { message: 'The window must end after it starts', path: ['to'] }) // ours
  .refine((w) => w.to.getTime() - w.from.getTime() <= MAX_WINDOW_DAYS * 86_400_000, {
    message: 'The window can span at most a month', // ours
    path: ['to'],
  });

export const playersNearSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  radiusMiles: z.number().positive().max(MAX_RADIUS_MILES),
  window: timeWindowSchema.optional(),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export type PlayersNearInput = z.input<typeof playersNearSchema>;
export type PlayersNearOptions = z.output<typeof playersNearSchema>;

/** "Who is free near you" (connect): the choices the form offers. */
export const FREE_NEAR_RADII = [5, 10, 25, 50] as const;
export const FREE_NEAR_HOURS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The connect page's "Who is free near you" form (a GET form: the values arrive as strings). The date and
 * time are wall-clock in the viewer's time zone; the page turns them into the window findPlayersNear asks.
 */
export const freeNearSchema = z.object({
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: fm.dateInvalid }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: fm.timeInvalid }),
  hours: z.coerce
    .number({ error: fm.hoursInvalid })
    .int({ error: fm.hoursInvalid })
    .min(1, { error: fm.hoursInvalid })
    .max(6, { error: fm.hoursInvalid }),
  radius: z.coerce
    .number({ error: fm.radiusInvalid })
    .refine((n) => (FREE_NEAR_RADII as readonly number[]).includes(n), { error: fm.radiusInvalid }),
});
export type FreeNearInput = z.input<typeof freeNearSchema>;
export type FreeNearValues = z.output<typeof freeNearSchema>;
