'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { authMessages, commonMessages, conversationMessages } from '@/lib/messages';
import { conversationIdSchema, sendMessageSchema, startConversationSchema } from './schema';
import { refusalText } from './rules';
import * as service from './service';

export async function sendMessageAction(input: unknown): Promise<ActionResult<service.MessageView>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = sendMessageSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const result = await service.sendMessage(db, viewer.id, parsed.data);
    if (result.status === 'notFound') return fail(conversationMessages.conversationNotFound);
    if (result.status === 'refused') return fail(refusalText(result.reason));
    // No revalidation: the sender's page appends the message, the other side polls.
    return ok(result.message);
  } catch (error) {
    console.error('[messages] send failed', error);
    return fail(conversationMessages.sendFailed);
  }
}

export async function startConversationAction(
  input: unknown,
): Promise<ActionResult<{ conversationId: string }>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = startConversationSchema.safeParse(input);
  if (!parsed.success) return fail(commonMessages.userNotFound);
  try {
    const result = await service.startConversation(db, viewer.id, parsed.data.userId);
    if (result.status === 'notFound') return fail(commonMessages.userNotFound);
    if (result.status === 'refused') return fail(refusalText(result.reason));
    revalidatePath('/messages');
    return ok({ conversationId: result.conversationId });
  } catch (error) {
    console.error('[messages] start failed', error);
    return fail(commonMessages.somethingWentWrong);
  }
}

export async function markReadAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = conversationIdSchema.safeParse(input);
  if (!parsed.success) return fail(conversationMessages.conversationNotFound);
  try {
    if (!(await service.markRead(db, viewer.id, parsed.data.conversationId)))
      return fail(conversationMessages.conversationNotFound);
    return ok(undefined);
  } catch (error) {
    console.error('[messages] mark read failed', error);
    return fail(commonMessages.somethingWentWrong);
  }
}
