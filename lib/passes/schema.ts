import { z } from 'zod';
import { passMessages as m } from '@/lib/messages/passes';

// Punch cards' inputs, shared by the forms (components/passes) and the actions (lib/passes/actions.ts).

export const PASS_GAMES_MAX = 50;
export const PASS_EXPIRY_DAYS_MAX = 730;

/** "45.50" → 4550 cents (the caller has checked the format). */
export function moneyToCents(value: string): number {
  const [whole, frac = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
const isMoney = (v: string) =>
  /^\d{1,5}(\.\d{1,2})?$/.test(v) && moneyToCents(v) >= 100 && moneyToCents(v) <= 1_000_000;

const id = z.string().trim().min(1).max(64);

/** A new punch card of a team: name, N games (1–50), price, optional expiry (days) and price cap of covered games. */
export const createPunchCardSchema = z.object({
  teamId: id,
  name: z.string().trim().min(1, { error: m.nameInvalid }).max(60, { error: m.nameInvalid }),
  games: z.coerce
    .number({ error: m.gamesInvalid })
    .int({ error: m.gamesInvalid })
    .min(1, { error: m.gamesInvalid })
    .max(PASS_GAMES_MAX, { error: m.gamesInvalid }),
  price: z.string().trim().max(12).refine(isMoney, { error: m.priceInvalid }),
  expiryDays: z
    .string()
    .trim()
    .max(4)
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= PASS_EXPIRY_DAYS_MAX), {
      error: m.expiryInvalid,
    })
    .default(''),
  maxGamePrice: z
    .string()
    .trim()
    .max(12)
    .refine((v) => v === '' || isMoney(v), { error: m.maxPriceInvalid })
    .default(''),
});
export type CreatePunchCardInput = z.infer<typeof createPunchCardSchema>;

export const punchCardIdSchema = z.object({ cardId: id });
export const passIdSchema = z.object({ passId: id });
