import { z } from 'zod';
import { subsMessages as m } from '@/lib/messages/subs';
import { DELAY_OPTIONS, MAX_INVITES, RADIUS_OPTIONS, WEEKLY_LIMIT_OPTIONS } from './rules';

// Find a sub forms: the same schemas validate the form and the server action.

const id = z.string().trim().min(1).max(64);
const oneOf = <T extends number>(options: readonly T[]) =>
  z
    .number()
    .int()
    .refine((n) => (options as readonly number[]).includes(n));

/** The host's search: the game and the radius around its venue. */
export const findSubsSchema = z.object({ eventId: id, radiusMiles: oneOf(RADIUS_OPTIONS) });
export type FindSubsInput = z.infer<typeof findSubsSchema>;

/** Invite one or a few players now, or in tiers (the next tier after `delayMinutes` while spots are open). */
export const inviteSubsSchema = z.object({
  eventId: id,
  radiusMiles: oneOf(RADIUS_OPTIONS),
  userIds: z.array(id).min(1, { error: m.chooseSomeone }).max(MAX_INVITES),
  mode: z.enum(['now', 'tiered']),
  delayMinutes: oneOf(DELAY_OPTIONS),
});
export type InviteSubsInput = z.infer<typeof inviteSubsSchema>;

/** The invited player's answer: Join or Not this time. */
export const answerSubSchema = z.object({ eventId: id, answer: z.enum(['join', 'decline']) });
export type AnswerSubInput = z.infer<typeof answerSubSchema>;

/** The player's settings: open to sub requests per sport, and a weekly limit (null: none). */
export const subSettingsSchema = z.object({
  sports: z.array(z.object({ gameTypeId: id, open: z.boolean() })).max(100),
  perWeek: z
    .number()
    .int()
    .nullable()
    .refine((n) => (WEEKLY_LIMIT_OPTIONS as readonly (number | null)[]).includes(n)),
});
export type SubSettingsInput = z.infer<typeof subSettingsSchema>;
