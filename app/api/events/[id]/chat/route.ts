import { z } from 'zod';
import { defineRoute, ok, refuse } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { gameChat, markChatSeen } from '@/lib/conversations/game-chat';
import { chatPollSchema } from '@/lib/conversations/game-chat-schema';
import { commonMessages, gameChatMessages } from '@/lib/messages';

export const dynamic = 'force-dynamic';

// The game chat's live feed, polled by the event page's Chat section every few seconds while the tab is visible
// (like api/conversations/updates for Messages). `version` is the chat's last change the page has: when nothing
// changed the answer's data is { unchanged: true }. Reading marks the viewer's chat notification of the game as read.
// An unknown or hidden game answers 404.
export const GET = defineRoute(
  {
    name: 'events.chat.poll',
    input: z.object({ params: z.object({ id: z.string().max(64) }), query: chatPollSchema }),
    invalid: refuse.notFound(gameChatMessages.chatNotFound),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, viewer }) => {
    const { id } = input.params;
    const view = await gameChat(db, viewer.id, id, input.query.version);
    if (!view) return refuse.notFound(commonMessages.gameNotFound);
    const headers = { 'Cache-Control': 'private, no-store' };
    if (view === 'unchanged') return ok({ unchanged: true }, { headers });
    if (view.canChat) await markChatSeen(db, viewer.id, id);
    return ok(view, { headers });
  },
);
