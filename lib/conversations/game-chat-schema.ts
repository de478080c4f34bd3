import { z } from 'zod';
import { gameChatMessages } from '@/lib/messages';
import { messageBodyField } from './schema';

// Shared by the game chat's forms and its server actions.
export const REPORT_REASON_MAX = 500;
export const CHAT_POLL_INTERVAL_MS = 4000;

const id = z.string().trim().min(1).max(64);

export const chatSendSchema = z.object({ eventId: id, body: messageBodyField });
export const chatEditSchema = z.object({ messageId: id, body: messageBodyField });
export const chatMessageSchema = z.object({ messageId: id });
export const chatPinSchema = z.object({ messageId: id, pinned: z.boolean() });
export const chatReportSchema = z.object({
  messageId: id,
  reason: z
    .string()
    .trim()
    .max(REPORT_REASON_MAX, gameChatMessages.reasonTooLong(REPORT_REASON_MAX))
    .optional()
    .default(''),
});
/** An admin's action on a chat-message report (admin/posts). */
export const chatReportIdSchema = z.object({ reportId: id });
export const chatOpenSchema = z.object({ eventId: id, open: z.boolean() });
export const chatPollSchema = z.object({ version: z.string().max(80).optional() });
