// Direct messages. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).

// ---------------------------------------------------------------------------
// Direct messages (route messages) — all ours; the spec only names the route
// ---------------------------------------------------------------------------

export const conversationMessages = {
  title: 'Messages', // ours
  listTitle: 'Conversations', // ours
  empty: 'No conversations yet.', // ours
  selectConversation: 'Choose a conversation to read it.', // ours
  newMessage: 'New message', // ours
  messageLabel: 'Message', // ours
  messagePlaceholder: 'Write a message', // ours
  send: 'Send', // ours
  unreadCount: (n: number) => `${n} unread`, // ours
  you: 'You', // ours
  deletedUser: 'Deleted user', // ours
  deletedMessage: 'This message was deleted.', // ours (text of a deleted account's messages)
  noMessagesYet: 'No messages yet. Say hello!', // ours
  conversationNotFound: 'Conversation not found', // ours
  cannotMessage: 'You cannot message this user.', // ours
  connectionsOnly: 'This user only accepts messages from connections.', // ours
  blockConversation: 'Block conversation', // ours
  conversationBlockedNotice: 'You blocked this conversation. Unblock it to send messages.', // ours
  replyUnavailable: 'You cannot reply to this conversation.', // ours
  sendFailed: 'Your message could not be sent. Please try again.', // ours
  bodyRequired: 'Write a message first', // ours
  bodyTooLong: (max: number) => `A message can be at most ${max} characters`, // ours
  groupFallbackTitle: 'Group conversation', // ours
  backToList: 'All conversations', // ours
  directMessageNotificationTitle: (name: string) => `New message from ${name}`, // ours
  startConversation: 'Message', // ours
} as const;
