import { z } from 'zod';

/** Every connection action names the other person; a malformed id reads as 'User not found'. */
export const connectionTargetSchema = z.object({ userId: z.string().trim().min(1).max(64) });
/** Accept or decline an incoming request. */
export const connectionAnswerSchema = connectionTargetSchema.extend({ accept: z.boolean() });

/** The connections row of two users: ordered ids (userLowId < userHighId). */
export const pairOf = (a: string, b: string) =>
  a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a };
