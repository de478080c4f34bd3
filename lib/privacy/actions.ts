'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { isFeatureEnabled } from '@/lib/feature-flags/service';
import { blockingMessages, conversationMessages, privacyMessages, userListMessages } from '@/lib/messages';
import {
  blockFromListSchema,
  conversationBlockSchema,
  listForBlockingSchema,
  privacyFlagsSchema,
  unblockSchema,
} from './schema';
import * as service from './service';

const privacyPages = ['/settings', '/messages'];

export const updatePrivacyAction = defineAction(
  {
    name: 'privacy.update',
    input: privacyFlagsSchema,
    failure: privacyMessages.updateFailed,
    revalidate: ['/settings'],
  },
  async ({ input, viewer }) => {
    const badgesEnabled = await isFeatureEnabled(db, 'badges', viewer);
    await service.updatePrivacyFlags(db, viewer.id, input, { badgesEnabled });
    return ok(undefined, privacyMessages.updated);
  },
);

export const unblockAction = defineAction(
  {
    name: 'privacy.unblock',
    input: unblockSchema,
    invalid: blockingMessages.unblockError,
    failure: blockingMessages.unblockError,
    revalidate: privacyPages,
  },
  async ({ input, viewer }) =>
    (await service.unblock(db, viewer.id, input.blockId))
      ? ok(undefined, blockingMessages.unblocked)
      : fail(blockingMessages.unblockError),
);

export const membersForBlockingAction = defineAction(
  {
    name: 'privacy.membersForBlocking',
    input: listForBlockingSchema,
    invalid: userListMessages.listNotFound,
    failure: blockingMessages.blockError,
  },
  async ({ input, viewer }) => {
    const members = await service.membersForBlocking(db, viewer, input.listId);
    return members ? ok(members) : fail(userListMessages.listNotFound);
  },
);

export const blockFromListAction = defineAction(
  {
    name: 'privacy.blockFromList',
    input: blockFromListSchema,
    failure: blockingMessages.blockError,
    revalidate: privacyPages,
  },
  async ({ input, viewer }) => {
    const result = await service.blockFromList(db, viewer, input);
    if (result.status === 'notFound') return fail(userListMessages.listNotFound);
    if (result.status === 'alreadyBlocked') return fail(blockingMessages.alreadyBlocked);
    return ok({ count: result.count }, blockingMessages.blocked);
  },
);

// The spec's "update a conversation {conversationId, userId, blocked}".
export const setConversationBlockedAction = defineAction(
  {
    name: 'privacy.conversationBlock',
    input: conversationBlockSchema,
    invalid: conversationMessages.conversationNotFound,
    failure: blockingMessages.conversationUpdateFailed,
    revalidate: privacyPages,
  },
  async ({ input, viewer }) =>
    (await service.setConversationBlocked(db, viewer.id, input))
      ? ok(undefined)
      : fail(conversationMessages.conversationNotFound),
);
