'use server';

import { revalidatePath } from 'next/cache';
import { db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { getActiveViewer } from '@/lib/auth/viewer';
import { isFeatureEnabled } from '@/lib/feature-flags/service';
import {
  authMessages,
  blockingMessages,
  conversationMessages,
  privacyMessages,
  userListMessages,
} from '@/lib/messages';
import {
  blockFromListSchema,
  conversationBlockSchema,
  listForBlockingSchema,
  privacyFlagsSchema,
  unblockSchema,
} from './schema';
import * as service from './service';

function revalidatePrivacy() {
  revalidatePath('/settings');
  revalidatePath('/messages');
}

export async function updatePrivacyAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = privacyFlagsSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const badgesEnabled = await isFeatureEnabled(db, 'badges', viewer);
    await service.updatePrivacyFlags(db, viewer.id, parsed.data, { badgesEnabled });
  } catch (error) {
    console.error('[privacy] update failed', error);
    return fail(privacyMessages.updateFailed);
  }
  revalidatePath('/settings');
  return ok(undefined, privacyMessages.updated);
}

export async function unblockAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = unblockSchema.safeParse(input);
  if (!parsed.success) return fail(blockingMessages.unblockError);
  try {
    if (!(await service.unblock(db, viewer.id, parsed.data.blockId)))
      return fail(blockingMessages.unblockError);
  } catch (error) {
    console.error('[privacy] unblock failed', error);
    return fail(blockingMessages.unblockError);
  }
  revalidatePrivacy();
  return ok(undefined, blockingMessages.unblocked);
}

export async function membersForBlockingAction(
  input: unknown,
): Promise<ActionResult<service.BlockableMember[]>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = listForBlockingSchema.safeParse(input);
  if (!parsed.success) return fail(userListMessages.listNotFound);
  try {
    const members = await service.membersForBlocking(db, viewer, parsed.data.listId);
    return members ? ok(members) : fail(userListMessages.listNotFound);
  } catch (error) {
    console.error('[privacy] loading list members failed', error);
    return fail(blockingMessages.blockError);
  }
}

export async function blockFromListAction(input: unknown): Promise<ActionResult<{ count: number }>> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = blockFromListSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    const result = await service.blockFromList(db, viewer, parsed.data);
    if (result.status === 'notFound') return fail(userListMessages.listNotFound);
    if (result.status === 'alreadyBlocked') return fail(blockingMessages.alreadyBlocked);
    revalidatePrivacy();
    return ok({ count: result.count }, blockingMessages.blocked);
  } catch (error) {
    console.error('[privacy] block via list failed', error);
    return fail(blockingMessages.blockError);
  }
}

// The spec's "update a conversation {conversationId, userId, blocked}".
export async function setConversationBlockedAction(input: unknown): Promise<ActionResult> {
  const viewer = await getActiveViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const parsed = conversationBlockSchema.safeParse(input);
  if (!parsed.success) return fail(conversationMessages.conversationNotFound);
  try {
    if (!(await service.setConversationBlocked(db, viewer.id, parsed.data)))
      return fail(conversationMessages.conversationNotFound);
  } catch (error) {
    console.error('[privacy] conversation block failed', error);
    return fail(blockingMessages.conversationUpdateFailed);
  }
  revalidatePrivacy();
  return ok(undefined);
}
