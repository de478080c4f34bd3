import 'server-only';
import { db } from '@/lib/db';
import { getThread, listConversations } from './service';

/** The messages page: the viewer's conversations and, when one is open, its thread. */
export const conversationsOf = (viewerId: string) => listConversations(db, viewerId);
export const conversationThread = (viewerId: string, conversationId: string) =>
  getThread(db, viewerId, conversationId);
