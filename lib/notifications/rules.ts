import { notificationCategories, type NotificationCategoryKey } from '@/lib/messages';

// Pure rules of notification delivery: which channels a user wants for a category, topic or community
// discussion. A missing entry or flag means "on" (spec 01 §9: email and push on for all by default).

export type Channels = { email: boolean; push: boolean };
export type NotificationSettings = Record<string, Channels>;

export const DEFAULT_CHANNELS: Channels = { email: true, push: true };

export const CATEGORY_KEYS: readonly NotificationCategoryKey[] = notificationCategories.map((c) => c.key);

export const isCategory = (value: string): value is NotificationCategoryKey =>
  (CATEGORY_KEYS as readonly string[]).includes(value);

/** The settings key of a community's discussions. */
export const discussionKey = (teamId: string) => `teamDiscussion_${teamId}`;

// Notification types used by callers that do not name a category themselves.
const TYPE_CATEGORIES: Record<string, NotificationCategoryKey> = {
  FAMILY_CONNECTION_REQUEST: 'connections',
  FAMILY_CONNECTION_ACCEPTED: 'connections',
  FAMILY_CONNECTION_REJECTED: 'connections',
  CONNECTION_REQUEST: 'connections',
  ACTIVITY_ALERT: 'eventCreatedJoin',
  // Game chat (issue 32 §2): the spec's categories are a closed list, so it goes with the messages one.
  GAME_CHAT: 'directMessage',
  DIRECT_MESSAGE: 'directMessage',
};

/**
 * The settings key that governs a notification: its explicit category (a category, a topic id or a
 * `teamDiscussion_{teamId}` key), else the category of its type, else null (delivered on both channels).
 */
export function settingsKeyFor(content: { type: string; category?: string }): string | null {
  if (content.category) return content.category;
  if (TYPE_CATEGORIES[content.type]) return TYPE_CATEGORIES[content.type];
  if (isCategory(content.type)) return content.type;
  if (content.type.startsWith('FAMILY_CONNECTION')) return 'connections';
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the stored JSON map leniently: unknown shapes are ignored, a missing flag counts as on. */
export function readSettings(json: unknown): NotificationSettings {
  const settings: NotificationSettings = {};
  if (!isRecord(json)) return settings;
  for (const [key, value] of Object.entries(json)) {
    if (!isRecord(value)) continue;
    settings[key] = { email: value.email !== false, push: value.push !== false };
  }
  return settings;
}

export function channelsFor(settings: NotificationSettings, key: string | null): Channels {
  if (!key) return DEFAULT_CHANNELS;
  return settings[key] ?? DEFAULT_CHANNELS;
}

/** The full map shown by the settings form: every category and every given community key, defaults filled in. */
export function settingsForForm(stored: unknown, communityKeys: readonly string[]): NotificationSettings {
  const settings = readSettings(stored);
  const form: NotificationSettings = {};
  for (const key of [...CATEGORY_KEYS, ...communityKeys]) form[key] = channelsFor(settings, key);
  return form;
}
