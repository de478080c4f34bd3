import { conversationMessages } from '@/lib/messages';

// Who may send in a conversation (pure; the facts are loaded by service.ts).

export type SendRefusal =
  | 'conversationBlockedByMe' // the sender blocked this conversation
  | 'noRecipient' // the other person's account is gone
  | 'blocked' // one blocked the other, or the recipient blocked this conversation
  | 'connectionsOnly'; // the recipient only takes messages from connections

export type SendFacts = {
  isGroup: boolean;
  blockedByMe: boolean;
  /** The other participant of a 1:1 conversation; null when their account is gone. */
  recipient: {
    blockedConversation: boolean;
    messagesFromAnyone: boolean | null;
    /** They wrote in this conversation already, i.e. they started or joined the exchange. */
    hasWritten: boolean;
  } | null;
  blockedEitherWay: boolean;
  connected: boolean;
};

export function sendRefusal(facts: SendFacts): SendRefusal | null {
  if (facts.blockedByMe) return 'conversationBlockedByMe';
  if (facts.isGroup) return null;
  if (!facts.recipient) return 'noRecipient';
  if (facts.blockedEitherWay || facts.recipient.blockedConversation) return 'blocked';
  // A missing flag counts as off, as the privacy screen shows it. Replying to someone who wrote to
  // you stays possible.
  const open = facts.recipient.messagesFromAnyone === true;
  if (!open && !facts.connected && !facts.recipient.hasWritten) return 'connectionsOnly';
  return null;
}

/** Connections are stored once per pair, the smaller id first. */
export const connectionKey = (a: string, b: string) =>
  a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a };

/** A short preview for lists and notifications. */
export function excerpt(body: string, max = 100): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}

/** What the composer says instead of sending. */
export function refusalText(reason: SendRefusal): string {
  switch (reason) {
    case 'conversationBlockedByMe':
      return conversationMessages.conversationBlockedNotice;
    case 'noRecipient':
      return conversationMessages.replyUnavailable;
    case 'blocked':
      return conversationMessages.cannotMessage;
    case 'connectionsOnly':
      return conversationMessages.connectionsOnly;
  }
}
