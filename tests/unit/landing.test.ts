import { describe, expect, it } from 'vitest';
import { landingAfterSetup, NEW_USER_LANDING } from '@/lib/profile/rules';

describe('where a new user lands after "Setup Account" (spec 01)', () => {
  it('goes to the availability tab when no route was given, or only the default landing', () => {
    expect(landingAfterSetup(undefined)).toBe(NEW_USER_LANDING);
    expect(landingAfterSetup('/home')).toBe(NEW_USER_LANDING);
    expect(NEW_USER_LANDING).toBe('/settings?tab=availability&skippable=true');
  });
  it('honours a real deep link, and never another site', () => {
    expect(landingAfterSetup('/evt/abc123')).toBe('/evt/abc123');
    expect(landingAfterSetup('/profile/u1?tab=games')).toBe('/profile/u1?tab=games');
    expect(landingAfterSetup('//evil.example/home')).toBe(NEW_USER_LANDING);
  });
});
