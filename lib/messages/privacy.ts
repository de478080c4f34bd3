// Privacy, blocking, deletion, privacy-governed profile. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { commonMessages, fieldLabels } from './common';

// ---------------------------------------------------------------------------
// Privacy settings (01 §2, §3, §8)
// ---------------------------------------------------------------------------

export const privacyMessages = {
  title: 'Privacy', // matches the tab label
  messagesFromAnyone: 'Allow messages from anyone', // ours
  publicBadges: 'Show my badges publicly', // ours
  publicOnlineStatus: 'Show my online status', // ours
  publicUpcomingGames: 'Show my upcoming games', // ours
  showInPlayersNear: 'Show me in Players near you', // ours
  showInPlayersNearHelp:
    'Players nearby can find you by your go-to city (distance in whole miles only), and your teams’ public websites list you by first name and last initial.', // ours
  showInPlayersNearLocked: 'Not available for players under 18.', // ours
  updated: 'Privacy has been updated successfully.',
  updateFailed: 'Failed to update privacy settings.', // ours
  viewProfile: commonMessages.viewProfile,
} as const;

export const blockingMessages = {
  blockedUsersTitle: 'Blocked Users', // ours
  blockedConversationsTitle: 'Blocked Conversations', // ours
  unblock: 'Unblock', // ours
  block: 'Block', // ours
  blockViaList: 'Block via List',
  dialogTitle: 'Block users from a list', // ours
  chooseList: 'Choose a user list', // ours
  columnSelect: fieldLabels.select,
  columnEmail: fieldLabels.email,
  columnDisplayName: fieldLabels.displayName,
  blockSelected: 'Block Selected',
  cancel: commonMessages.cancel,
  selectionRequired: 'Select at least one user to block', // ours
  alreadyBlockedBadge: 'Blocked', // ours
  selectAll: 'Select all', // ours
  selectRow: (name: string) => `Select ${name}`, // ours
  listMembersEmpty: 'This list has no members yet.', // ours
  backToLists: 'Choose another list', // ours
  unblockUser: (name: string) => `Unblock ${name}`, // ours
  conversationBlockedToggle: (name: string) => `Conversation with ${name} blocked`, // ours

  // Toasts (3 s)
  alreadyBlocked: 'User is already blocked.',
  blocked: 'User(s) successfully blocked.',
  blockError: 'Error blocking users.',
  unblocked: 'User unblocked successfully.',
  unblockError: 'Error while unblocking user.',
  conversationUpdateFailed: 'Failed to update the conversation.', // ours

  // Empty lists
  noUserLists: 'No user lists found.',
  noBlockedUsers: 'You have not blocked any users.',
  noBlockedConversations: 'You have not blocked any conversations.',
} as const;

export const deletionMessages = {
  sectionTitle: 'Danger Zone',
  deleteAccount: 'Delete Account', // ours
  dialogTitle: 'DANGER ZONE',
  warning: 'This permanently deletes your account and all of its data. This cannot be undone.', // ours
  confirmWord: 'DELETE',
  typeToConfirm: 'Type DELETE to confirm', // ours
  confirmButton: 'Delete my account', // ours
  cancel: commonMessages.cancel,
  teamsBlocking: 'You own or belong to teams. Delete or leave them before deleting your account.', // ours
  teamsBlockingListTitle: 'Teams to delete or leave', // ours
  success: 'Account deleted successfully.',
  failure: 'An error occurred while deleting your account.',
  teamOwner: 'Owner', // ours
  leaveTeam: 'Leave', // ours
  leaveTeamNamed: (team: string) => `Leave ${team}`, // ours
  leftTeam: (team: string) => `You left ${team}.`, // ours
  leaveTeamFailed: 'Could not leave the team. Please try again.', // ours
  ownerCannotLeave: 'An owner cannot leave their team. Delete it instead.', // ours
  organizationsBlocking: 'You own organizations. Delete them before deleting your account.', // ours
  mustTypeDelete: 'Type DELETE exactly to confirm', // ours
  passwordLabel: 'Your password', // ours
  passwordRequired: 'Enter your password to confirm it is you', // ours
  wrongPassword: 'That password is not right. No password yet? Set one with "Forgot password" first.', // ours
} as const;

// ---------------------------------------------------------------------------
// Public profile: privacy-governed section — all ours
// ---------------------------------------------------------------------------

export const profilePrivacyMessages = {
  onlineNow: 'Online now', // ours
  lastSeen: (when: string) => `Last seen ${when}`, // ours
  upcomingGames: 'Upcoming games', // ours
  noUpcomingGames: 'No upcoming games.', // ours
} as const;
