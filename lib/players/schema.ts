import { z } from 'zod';

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
