import { z } from 'zod';
import { levelsMessages as m } from '@/lib/messages/levels';
import { ORDINAL_MAX, ORDINAL_MIN } from './rules';

// Form schemas for skill levels. Whether a level is on the sport's scale is checked by the service (it needs
// the sport's label).
const ordinal = z.coerce.number().int().min(ORDINAL_MIN, m.offScale).max(ORDINAL_MAX, m.offScale);

export const setLevelSchema = z.object({
  gameTypeId: z.string().min(1).max(64),
  /** null clears the level */
  level: ordinal.nullable(),
  private: z.boolean().default(false),
});
export type SetLevelInput = z.input<typeof setLevelSchema>;

export const quizLevelSchema = z.object({ level: z.string().regex(/^[2-5]-[05]$/) });

/** A host rates a player's level after a "level checked" game. */
export const rateLevelSchema = z.object({
  eventId: z.string().trim().min(1).max(64),
  participantId: z.string().trim().min(1).max(64),
  level: ordinal,
});
export type RateLevelInput = z.input<typeof rateLevelSchema>;
