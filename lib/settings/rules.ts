import { settingsTabs, type SettingsTabValue } from '@/lib/messages';

// The last two tabs show only when a user is loaded (spec 01 §2); an unknown value falls back to general.
const NEEDS_USER: SettingsTabValue[] = ['notification', 'activities-subscription'];

export function visibleSettingsTabs(userLoaded: boolean) {
  return settingsTabs.filter((tab) => userLoaded || !NEEDS_USER.includes(tab.value));
}

export function resolveSettingsTab(value: string | undefined, userLoaded: boolean): SettingsTabValue {
  return visibleSettingsTabs(userLoaded).find((tab) => tab.value === value)?.value ?? 'general';
}

export function settingsHref(tab: SettingsTabValue, skippable: boolean) {
  const query = new URLSearchParams({ tab });
  if (skippable) query.set('skippable', 'true');
  return `/settings?${query.toString()}`;
}
