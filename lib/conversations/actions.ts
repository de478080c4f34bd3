'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { commonMessages, conversationMessages } from '@/lib/messages';
import { conversationIdSchema, sendMessageSchema, startConversationSchema } from './schema';
import { refusalText } from './rules';
import * as service from './service';

// No revalidation when sending: the sender's page appends the message, the other side polls.
export const sendMessageAction = defineAction(
  { name: 'messages.send', input: sendMessageSchema, failure: conversationMessages.sendFailed },
  async ({ input, viewer }) => {
    const result = await service.sendMessage(db, viewer.id, input);
    if (result.status === 'notFound') return fail(conversationMessages.conversationNotFound);
    if (result.status === 'refused') return fail(refusalText(result.reason));
    return ok(result.message);
  },
);

export const startConversationAction = defineAction(
  {
    name: 'messages.start',
    input: startConversationSchema,
    invalid: commonMessages.userNotFound,
    failure: commonMessages.somethingWentWrong,
    revalidate: ['/messages'],
  },
  async ({ input, viewer }) => {
    const result = await service.startConversation(db, viewer.id, input.userId);
    if (result.status === 'notFound') return fail(commonMessages.userNotFound);
    if (result.status === 'refused') return fail(refusalText(result.reason));
    return ok({ conversationId: result.conversationId });
  },
);

export const markReadAction = defineAction(
  {
    name: 'messages.markRead',
    input: conversationIdSchema,
    invalid: conversationMessages.conversationNotFound,
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, viewer }) =>
    (await service.markRead(db, viewer.id, input.conversationId))
      ? ok(undefined)
      : fail(conversationMessages.conversationNotFound),
);
