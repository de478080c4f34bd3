'use server';

import { db } from '@/lib/db';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { commonMessages, gameChatMessages as m } from '@/lib/messages';
import { postMessages as pm } from '@/lib/messages/posts';
import { deleteReportedChatMessage, dismissChatReport } from './chat-moderation';
import {
  chatEditSchema,
  chatMessageSchema,
  chatOpenSchema,
  chatPinSchema,
  chatReportIdSchema,
  chatReportSchema,
  chatSendSchema,
} from './game-chat-schema';
import * as chat from './game-chat';

// Game chat on the event page (issue 32 §2). Each answers the chat as the caller now sees it, so the page
// shows the change at once; the other people in the game get it from the poll (api/events/{id}/chat).

function answer(result: chat.ChatResult): ActionResult<chat.GameChatView> {
  switch (result.status) {
    case 'ok':
      return ok(result.view);
    case 'notFound':
      return fail(commonMessages.gameNotFound);
    case 'forbidden':
      return fail(m.cannotWrite);
    case 'limited':
      return fail(m.tooMany);
    case 'messageNotFound':
      return fail(m.notFound);
  }
}

export const sendChatMessageAction = defineAction(
  { name: 'gameChat.send', input: chatSendSchema, failure: m.failed },
  async ({ input, viewer }) => answer(await chat.sendChatMessage(db, viewer.id, input)),
);

export const editChatMessageAction = defineAction(
  { name: 'gameChat.edit', input: chatEditSchema, failure: m.failed },
  async ({ input, viewer }) => answer(await chat.editChatMessage(db, viewer.id, input)),
);

export const deleteChatMessageAction = defineAction(
  { name: 'gameChat.delete', input: chatMessageSchema, invalid: m.notFound, failure: m.failed },
  async ({ input, viewer }) => answer(await chat.deleteChatMessage(db, viewer.id, input)),
);

export const pinChatMessageAction = defineAction(
  { name: 'gameChat.pin', input: chatPinSchema, invalid: m.notFound, failure: m.failed },
  async ({ input, viewer }) => answer(await chat.pinChatMessage(db, viewer.id, input)),
);

export const reportChatMessageAction = defineAction(
  { name: 'gameChat.report', input: chatReportSchema, failure: m.failed },
  async ({ input, viewer }) => {
    const result = await chat.reportChatMessage(db, viewer.id, input);
    return result.status === 'ok' ? ok(undefined, m.reported) : fail(m.notFound);
  },
);

export const setChatOpenAction = defineAction(
  {
    name: 'gameChat.setOpen',
    input: chatOpenSchema,
    invalid: commonMessages.gameNotFound,
    failure: m.failed,
  },
  async ({ input, viewer }) => {
    const result = await chat.setChatOpen(db, viewer.id, input);
    return result.status === 'ok' ? ok(result.view, m.settingSaved) : answer(result);
  },
);

/** The moderation queue (admin/posts), where chat-message reports are listed beside reported posts. */
const ADMIN_QUEUE = '/admin/posts';

/** Admins delete a reported chat message: it leaves the chat, and its open reports close. */
export const deleteReportedChatMessageAction = defineAction(
  {
    name: 'gameChat.deleteReported',
    input: chatReportIdSchema,
    invalid: pm.chatReportNotFound,
    failure: pm.deleteMessageFailed,
    auth: { admin: true, profile: false },
    revalidate: [ADMIN_QUEUE],
  },
  async ({ input }) => {
    const result = await deleteReportedChatMessage(db, input.reportId);
    return result.status === 'ok' ? ok(undefined, pm.messageDeleted) : fail(pm.chatReportNotFound);
  },
);

/** Admins dismiss a chat-message report: it leaves the queue, the message stays. */
export const dismissChatReportAction = defineAction(
  {
    name: 'gameChat.dismissReport',
    input: chatReportIdSchema,
    invalid: pm.chatReportNotFound,
    failure: pm.dismissFailed,
    auth: { admin: true, profile: false },
    revalidate: [ADMIN_QUEUE],
  },
  async ({ input }) => {
    const result = await dismissChatReport(db, input.reportId);
    return result.status === 'ok' ? ok(undefined, pm.chatReportDismissed) : fail(pm.chatReportNotFound);
  },
);
