// Notification centre and notification settings. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { commonMessages } from './common';

// Notification centre (route notifications)
export const notificationCentreMessages = {
  title: 'Notifications', // ours
  empty: "You're all caught up.", // ours
  unread: 'Unread', // ours
  markAllRead: 'Mark all as read', // ours
  markedAllRead: 'All notifications marked as read', // ours
} as const;

// ---------------------------------------------------------------------------
// Notification settings (01 §2, §3, §8)
// ---------------------------------------------------------------------------

export type NotificationCategoryKey =
  | 'surveys'
  | 'news'
  | 'learning'
  | 'products'
  | 'offers'
  | 'connections'
  | 'usersJoinNearby'
  | 'eventCreatedJoin'
  | 'eventJoined'
  | 'endorsement'
  | 'directMessage'
  | 'teamJoin'
  | 'teamMessage'
  | 'announcements'
  | 'gameReminders';

/** The 14 notification categories in the spec's order, then ours (game reminders, issue 32); labels are ours. */
export const notificationCategories = [
  { key: 'surveys', label: 'Surveys' }, // ours
  { key: 'news', label: 'News and updates' }, // ours
  { key: 'learning', label: 'Learning and tips' }, // ours
  { key: 'products', label: 'Product updates' }, // ours
  { key: 'offers', label: 'Offers and promotions' }, // ours
  { key: 'connections', label: 'Connection requests' }, // ours
  { key: 'usersJoinNearby', label: 'Players joining nearby' }, // ours
  { key: 'eventCreatedJoin', label: 'New events you can join' }, // ours
  { key: 'eventJoined', label: 'Players joining your events' }, // ours
  { key: 'endorsement', label: 'Endorsements' }, // ours
  { key: 'directMessage', label: 'Direct messages' }, // ours
  { key: 'teamJoin', label: 'Players joining your teams' }, // ours
  { key: 'teamMessage', label: 'Team messages' }, // ours
  { key: 'announcements', label: 'Announcements' }, // ours
  { key: 'gameReminders', label: 'Reminders before your games' }, // ours (issue 32: 24 h and 2 h before)
] as const satisfies readonly { key: NotificationCategoryKey; label: string }[];

export const notificationMessages = {
  title: 'Notification Settings',
  category: 'Category', // ours
  email: 'Email', // ours (channel column)
  push: 'Push', // ours (channel column)
  communitiesTitle: 'Communities', // ours
  discussions: 'Discussions', // ours
  topics: 'Topics', // ours
  noTeams: 'No teams exist',
  noTopics: 'No topics configured',
  saveChanges: commonMessages.saveChanges,
  viewProfile: commonMessages.viewProfile,
  saved: 'Notification settings saved', // ours
  saveFailed: 'Failed to save notification settings', // ours
  settingFor: (label: string, channel: string) => `${label}: ${channel}`, // ours (checkbox accessible name)
  communitySetting: (community: string, label: string) => `${community} – ${label}`, // ours (accessible name)
  unknownSetting: 'Those notification settings are not available to you.', // ours
  communityDiscussions: 'Discussions', // ours
  mailAction: 'Open Beans', // ours
  mailOutro: (settingsUrl: string) =>
    `You receive this email because email is on for this kind of notification. Change it in your notification settings: ${settingsUrl}`, // ours
  screenTitle: 'Notification Settings',
  pushTitle: 'Browser notifications', // ours
  pushExplainer: 'Show notifications on this device even when Beans is not open.', // ours
  pushEnable: 'Enable on this device', // ours
  pushEnabled: 'Browser notifications are on for this device.', // ours
  pushDenied: 'Browser notifications are blocked for this site. Allow them in your browser settings.', // ours
  pushUnsupported: 'This browser does not support notifications.', // ours
  pushFailed: 'Could not turn on browser notifications.', // ours
  pushServiceUnsupported: 'This browser’s push service is not supported.', // ours
  // Notification centre (notifications route)
  centreTitle: 'Notifications', // ours
  centreEmpty: "You're all caught up.", // ours
  markAllRead: 'Mark all as read', // ours
} as const;
