import { z } from 'zod';
import { blockingMessages } from '@/lib/messages';

// Shared by the privacy forms and their server actions.

const id = z.string().trim().min(1).max(64);

// The four privacy flags. publicBadges is only read when the badges feature flag is on.
export const privacyFlagsSchema = z.object({
  messagesFromAnyone: z.boolean(),
  publicOnlineStatus: z.boolean(),
  publicUpcomingGames: z.boolean(),
  publicBadges: z.boolean().optional(),
  showInPlayersNear: z.boolean().optional(),
});
export type PrivacyFlagsInput = z.infer<typeof privacyFlagsSchema>;

export const unblockSchema = z.object({ blockId: id });
export type UnblockInput = z.infer<typeof unblockSchema>;

export const listForBlockingSchema = z.object({ listId: id });

// "Block Selected" needs a selection.
export const blockFromListSchema = z.object({
  listId: id,
  memberIds: z.array(id).min(1, blockingMessages.selectionRequired).max(500),
});
export type BlockFromListInput = z.infer<typeof blockFromListSchema>;

// The spec's "update a conversation" payload. userId must be the viewer's own id.
export const conversationBlockSchema = z.object({
  conversationId: id,
  userId: id,
  blocked: z.boolean(),
});
export type ConversationBlockInput = z.infer<typeof conversationBlockSchema>;
