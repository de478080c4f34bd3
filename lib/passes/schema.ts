import { z } from 'zod';
import { passMessages as m } from '@/lib/messages/passes';
import { isDate } from '@/lib/time';

// Passes' inputs (punch cards and season passes), shared by the forms (components/passes) and the actions (lib/passes/actions.ts).

export const PASS_GAMES_MAX = 50;
export const PASS_EXPIRY_DAYS_MAX = 730;
/** A season pass ends at most this many days after it is created. */
export const SEASON_DAYS_MAX = 400;

/** "45.50" → 4550 cents (the caller has checked the format). */
export function moneyToCents(value: string): number {
  const [whole, frac = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
const isMoney = (v: string) =>
  /^\d{1,5}(\.\d{1,2})?$/.test(v) && moneyToCents(v) >= 100 && moneyToCents(v) <= 1_000_000;

const id = z.string().trim().min(1).max(64);

/**
 * A new pass of a team: a punch card (name, N games 1–50, optional expiry in days), a season pass (unlimited games
 * until an end date) or a membership (unlimited games while its monthly or yearly subscription lasts), its price, and what it covers: the team's paid games (`covers` empty), one series of the team
 * (`series:<id>`) or one sport (`sport:<id>`), optionally only games up to a price.
 */
export const createPunchCardSchema = z
  .object({
    teamId: id,
    kind: z.enum(['PUNCH_CARD', 'SEASON', 'MEMBERSHIP'], { error: m.kindInvalid }).default('PUNCH_CARD'),
    /** A membership's billing interval. */
    interval: z.enum(['MONTH', 'YEAR'], { error: m.intervalInvalid }).default('MONTH'),
    name: z.string().trim().min(1, { error: m.nameInvalid }).max(60, { error: m.nameInvalid }),
    games: z.coerce.string().trim().max(4).default(''),
    price: z.string().trim().max(12).refine(isMoney, { error: m.priceInvalid }),
    expiryDays: z
      .string()
      .trim()
      .max(4)
      .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= PASS_EXPIRY_DAYS_MAX), {
        error: m.expiryInvalid,
      })
      .default(''),
    seasonEnds: z.string().trim().max(10).default(''),
    covers: z
      .string()
      .trim()
      .max(80)
      .refine((v) => v === '' || /^(series|sport):[\w-]{1,64}$/.test(v), { error: m.coversInvalid })
      .default(''),
    maxGamePrice: z
      .string()
      .trim()
      .max(12)
      .refine((v) => v === '' || isMoney(v), { error: m.maxPriceInvalid })
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'PUNCH_CARD') {
      const n = Number(v.games);
      if (!/^\d+$/.test(v.games) || n < 1 || n > PASS_GAMES_MAX)
        ctx.addIssue({ code: 'custom', path: ['games'], message: m.gamesInvalid });
    } else if (v.kind === 'SEASON' && !isDate(v.seasonEnds)) {
      ctx.addIssue({ code: 'custom', path: ['seasonEnds'], message: m.seasonEndsInvalid });
    }
  });
export type CreatePunchCardInput = z.infer<typeof createPunchCardSchema>;

export const punchCardIdSchema = z.object({ cardId: id });
export const passIdSchema = z.object({ passId: id });

/** A card's `covers` field: the team's games, one series, or one sport. */
export function parseCovers(covers: string) {
  if (covers.startsWith('series:')) return { coverage: 'SERIES' as const, id: covers.slice(7) };
  if (covers.startsWith('sport:')) return { coverage: 'SPORT' as const, id: covers.slice(6) };
  return { coverage: 'TEAM' as const, id: null };
}
