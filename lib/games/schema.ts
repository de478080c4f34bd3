import { z } from 'zod';
import { gamesUi as m } from '@/lib/messages/games';
import { isDate, isTime } from '@/lib/time';

// The forms of the Games section (zodResolver) and their actions parse the same schemas.

export const SIDE_KINDS = ['team', 'external', 'pickup'] as const;
export const GAME_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'FINAL'] as const;
export const BRACKET_FORMATS = ['SINGLE', 'DOUBLE'] as const;
export const BRACKET_SIZES = ['4', '8', '16', 'all'] as const;
export const SEEDINGS = ['standings', 'manual'] as const;
export const SIDE_NAME_MAX = 60;
export const MAX_SCORE = 999;

const id = z.string().trim().min(1).max(64);
const label = z.string().trim().max(40, { error: m.roundTooLong });

/** A side: a team or external team picked from the list (id), or a pickup side (name). */
export const sideSchema = z
  .object({
    kind: z.enum(SIDE_KINDS),
    id: z.string().trim().max(64),
    name: z.string().trim().max(SIDE_NAME_MAX, { error: m.nameTooLong }),
  })
  .superRefine((side, ctx) => {
    if (side.kind === 'pickup' && !side.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: m.nameRequired });
    if (side.kind === 'team' && !side.id)
      ctx.addIssue({ code: 'custom', path: ['id'], message: m.chooseTeam });
    if (side.kind === 'external' && !side.id)
      ctx.addIssue({ code: 'custom', path: ['id'], message: m.chooseExternal });
  });
export type SideInput = z.output<typeof sideSchema>;

const sameSide = (a: SideInput, b: SideInput) =>
  a.kind === b.kind && (a.kind === 'pickup' ? a.name.toLowerCase() === b.name.toLowerCase() : a.id === b.id);

const schedule = {
  round: label,
  court: label,
  date: z
    .string()
    .trim()
    .refine((v) => v === '' || isDate(v), { error: m.dateInvalid }),
  time: z
    .string()
    .trim()
    .refine((v) => v === '' || isTime(v), { error: m.timeInvalid }),
};
const bothOrNeither = (v: { date: string; time: string }, ctx: z.RefinementCtx) => {
  if ((v.date === '') !== (v.time === ''))
    ctx.addIssue({ code: 'custom', path: [v.date ? 'time' : 'date'], message: m.dateTimeBoth });
};

/** Add or edit a round-robin game (gameId set when editing). */
export const gameFormSchema = z
  .object({ eventId: id, gameId: z.string().trim().max(64), ...schedule, home: sideSchema, away: sideSchema })
  .superRefine((v, ctx) => {
    bothOrNeither(v, ctx);
    if (sameSide(v.home, v.away))
      ctx.addIssue({
        code: 'custom',
        path: [v.away.kind === 'pickup' ? 'away.name' : 'away.id'],
        message: m.sameSides,
      });
  });
export type GameFormInput = z.input<typeof gameFormSchema>;
export type GameFormValues = z.output<typeof gameFormSchema>;

/** Edit a playoff game: only where and when (its sides come from the bracket). */
export const playoffScheduleSchema = z
  .object({ gameId: id, court: label, date: schedule.date, time: schedule.time })
  .superRefine(bothOrNeither);
export type PlayoffScheduleInput = z.input<typeof playoffScheduleSchema>;

const score = z
  .number({ error: m.scoreRange })
  .int({ error: m.scoreRange })
  .min(0, { error: m.scoreRange })
  .max(MAX_SCORE, { error: m.scoreRange })
  .nullable();

/**
 * Enter or correct a score. `version` is the one the form was opened with: a save against a newer version is
 * refused so two scorekeepers never overwrite each other unseen. Scheduled clears the scores.
 */
export const scoreSchema = z
  .object({
    gameId: id,
    status: z.enum(GAME_STATUSES),
    homeScore: score,
    awayScore: score,
    version: z.number().int().min(0),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'SCHEDULED') return;
    if (v.homeScore === null)
      ctx.addIssue({ code: 'custom', path: ['homeScore'], message: m.scoresRequired });
    if (v.awayScore === null)
      ctx.addIssue({ code: 'custom', path: ['awayScore'], message: m.scoresRequired });
  });
export type ScoreInput = z.input<typeof scoreSchema>;

/** One point more or less for a side of a game in play (an atomic increment: concurrent taps all count). */
export const adjustScoreSchema = z.object({
  gameId: id,
  side: z.enum(['HOME', 'AWAY']),
  delta: z.union([z.literal(1), z.literal(-1)]),
});
export type AdjustScoreInput = z.input<typeof adjustScoreSchema>;

export const gameIdSchema = z.object({ gameId: id });
export const eventIdSchema = z.object({ eventId: id });

/** Generate playoffs: format, how many teams, and the seeding (manual: side keys, seed 1 first). */
export const generatePlayoffsSchema = z.object({
  eventId: id,
  format: z.enum(BRACKET_FORMATS),
  size: z.enum(BRACKET_SIZES),
  seeding: z.enum(SEEDINGS),
  order: z.array(z.string().max(200)).max(200),
});
export type GeneratePlayoffsInput = z.input<typeof generatePlayoffsSchema>;
