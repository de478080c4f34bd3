import { z } from 'zod';

/** Follow or unfollow a host: a user (hostId = user id) or a team (hostId = team id). */
export const followSchema = z.object({
  kind: z.enum(['user', 'team']),
  hostId: z.string().trim().min(1).max(64),
  follow: z.boolean(),
});
