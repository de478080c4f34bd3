// Settings tabs. Strings from the specs are verbatim; strings the specs do not give carry `// ours`
// (see lib/messages/index.ts).
import { commonMessages } from './common';

// ---------------------------------------------------------------------------
// Settings (01 §2)
// ---------------------------------------------------------------------------

export type SettingsTabValue =
  'general' | 'privacy' | 'payments' | 'sports' | 'availability' | 'notification' | 'activities-subscription';

/** Settings tabs in the spec's order (position 0..6). */
export const settingsTabs = [
  { value: 'general', label: 'General' },
  { value: 'privacy', label: 'Privacy' },
  { value: 'payments', label: 'Subscriptions & Payouts' },
  { value: 'sports', label: 'Interests' },
  { value: 'availability', label: 'Availability' },
  { value: 'notification', label: 'Notification Settings' },
  { value: 'activities-subscription', label: 'Activity Subscription' },
] as const satisfies readonly { value: SettingsTabValue; label: string }[];

export const settingsMessages = {
  title: 'Settings',
  // Settings → General: the account's time zone (docs/time-zones.md).
  timeZone: {
    title: 'Time zone', // ours
    intro: 'Games, reminders and mail show times in this zone.', // ours
    current: 'Your time zone', // ours
    change: 'Change', // ours
    cancel: 'Cancel', // ours
    save: 'Save time zone', // ours
    label: 'Time zone', // ours
    unknown: 'Choose a time zone from the list', // ours
    saved: 'Time zone saved', // ours
    saveFailed: 'Could not save the time zone. Please try again.', // ours
  },
  skipForNow: 'Skip for now...',
  viewProfile: commonMessages.viewProfile,
} as const;
