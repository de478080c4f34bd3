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

// Game chat on the event page (issue 32 §2).
export const gameChatMessages = {
  title: 'Chat', // ours
  intro: 'A conversation for the people in this game: going, waitlisted and the hosts.', // ours
  introOpen: 'A conversation for everyone who can see this game.', // ours
  empty: 'No messages yet. Ask who brings the ball, or say you are running late.', // ours
  notInChat: 'Join the game to read and write in its chat.', // ours
  signInToChat: 'Sign in and join the game to chat with the players.', // ours
  messageLabel: 'Message to the game', // ours
  messagePlaceholder: 'Write to the players', // ours
  send: conversationMessages.send,
  pinned: 'Pinned by the host', // ours
  pin: 'Pin', // ours
  unpin: 'Unpin', // ours
  edit: 'Edit', // ours
  edited: 'edited', // ours
  save: 'Save', // ours
  cancel: 'Cancel', // ours
  delete: 'Delete', // ours
  deleteConfirm: 'Delete this message?', // ours
  report: 'Report', // ours
  reportTitle: 'Report this message to the admins', // ours
  reportReason: 'What is wrong with it? (optional)', // ours
  reportSend: 'Send report', // ours
  reported: 'Thanks. The admins will look at it.', // ours
  openToViewers: 'Anyone who can see the game may chat', // ours
  settingSaved: 'Chat setting saved', // ours
  actionsFor: (name: string) => `Message actions for ${name}`, // ours
  notFound: 'Message not found', // ours
  chatNotFound: 'Chat not found', // ours
  cannotWrite: 'You cannot write in this chat.', // ours
  tooMany: 'You are sending messages too fast. Wait a moment and try again.', // ours
  failed: 'That did not work. Please try again.', // ours
  reasonTooLong: (max: number) => `A reason can be at most ${max} characters`, // ours
  notificationTitle: (game: string) => `New messages in ${game}`, // ours
  openChat: 'Open the chat', // ours
  notificationMessage: (name: string, text: string) => `${name}: ${text}`, // ours
  /** An author named only to the hosts (a known minor, or hiding their upcoming games). */
  somePlayer: 'A player', // ours
} as const;
