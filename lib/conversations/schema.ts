import { z } from 'zod';
import { conversationMessages } from '@/lib/messages';

// Shared by the message composer and the server actions.
export const MESSAGE_MAX = 2000;
export const POLL_INTERVAL_MS = 3000;

const id = z.string().trim().min(1).max(64);

export const messageBodyField = z
  .string()
  .trim()
  .min(1, conversationMessages.bodyRequired)
  .max(MESSAGE_MAX, conversationMessages.bodyTooLong(MESSAGE_MAX));

export const sendMessageSchema = z.object({ conversationId: id, body: messageBodyField });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const startConversationSchema = z.object({ userId: id });
export const conversationIdSchema = z.object({ conversationId: id });

export const pollSchema = z.object({
  conversation: id.optional(),
  after: z.iso.datetime().optional(),
});
