import 'server-only';
import { db } from '@/lib/db';
import { getThread, listConversations } from './service';
import { gameChat } from './game-chat';

/** The messages page: the viewer's conversations and, when one is open, its thread. */
export const conversationsOf = (viewerId: string) => listConversations(db, viewerId);
export const conversationThread = (viewerId: string, conversationId: string) =>
  getThread(db, viewerId, conversationId);

/** The event page's Chat section: the game's chat as the viewer sees it (null: the game is not theirs to see). */
export async function gameChatOf(viewerId: string, eventId: string) {
  const view = await gameChat(db, viewerId, eventId);
  return view === 'unchanged' ? null : view;
}
