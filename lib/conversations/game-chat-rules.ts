// Who may do what in a game's chat (pure; the facts are loaded by game-chat.ts). Issue 32 §2.

export type ChatRole = 'host' | 'coHost' | 'player' | 'viewer';

/** RSVP states that put a player in the chat: going, waitlisted, and offered a spot off the waitlist. */
export const CHAT_STATUSES = ['GOING', 'WAITLIST', 'OFFERED'] as const;

export function chatRole(facts: { isCreator: boolean; isCoHost: boolean; status: string | null }): ChatRole {
  if (facts.isCreator) return 'host';
  if (facts.isCoHost) return 'coHost';
  if (facts.status && (CHAT_STATUSES as readonly string[]).includes(facts.status)) return 'player';
  return 'viewer';
}

/**
 * Reading and writing go together: the people in the game, or anyone who can see it once the host opened the
 * chat. (Someone blocked either way with the host cannot see the game at all, so never reaches this.)
 */
export const mayChat = (role: ChatRole, openToViewers: boolean) => role !== 'viewer' || openToViewers;

/** The host and co-hosts pin, delete any message and open the chat to viewers. */
export const mayModerate = (role: ChatRole) => role === 'host' || role === 'coHost';

/** The key that collapses a game's chat notifications into one unread notification per recipient. */
export const chatCollapseKey = (eventId: string) => `gameChat:${eventId}`;

export const GAME_CHAT_NOTIFICATION = 'GAME_CHAT';
