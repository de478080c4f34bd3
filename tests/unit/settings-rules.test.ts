import { describe, expect, it } from 'vitest';
import { resolveSettingsTab, settingsHref, visibleSettingsTabs } from '@/lib/settings/rules';

describe('settings tabs', () => {
  it('lists the seven tabs in the spec order when a user is loaded', () => {
    expect(visibleSettingsTabs(true).map((t) => t.label)).toEqual([
      'General',
      'Privacy',
      'Subscriptions & Payouts',
      'Interests',
      'Availability',
      'Notification Settings',
      'Activity Subscription',
    ]);
  });

  it('hides the last two tabs while no user is loaded', () => {
    expect(visibleSettingsTabs(false).map((t) => t.value)).not.toContain('notification');
    expect(resolveSettingsTab('activities-subscription', false)).toBe('general');
  });

  it('falls back to general for unknown or missing values', () => {
    expect(resolveSettingsTab('nope', true)).toBe('general');
    expect(resolveSettingsTab(undefined, true)).toBe('general');
    expect(resolveSettingsTab('availability', true)).toBe('availability');
  });

  it('keeps the skippable flag in tab links', () => {
    expect(settingsHref('privacy', false)).toBe('/settings?tab=privacy');
    expect(settingsHref('availability', true)).toBe('/settings?tab=availability&skippable=true');
  });
});
