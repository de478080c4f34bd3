import { describe, expect, it } from 'vitest';
import { isAdultOn, isKnownMinor } from '@/lib/access/discoverable';

describe('known minors (Players near you)', () => {
  const today = new Date(Date.UTC(2026, 10, 24));
  it('counts someone as adult from their 18th birthday on', () => {
    expect(isAdultOn(new Date(Date.UTC(2008, 10, 24)), today)).toBe(true);
    expect(isAdultOn(new Date(Date.UTC(2008, 10, 25)), today)).toBe(false);
    expect(isAdultOn(null, today)).toBe(true);
  });
  it('treats a confirmed parent or guardian link as a minor whatever the birthdate says', () => {
    expect(isKnownMinor(null, true, today)).toBe(true);
    expect(isKnownMinor(new Date(Date.UTC(1990, 0, 1)), true, today)).toBe(true);
    expect(isKnownMinor(new Date(Date.UTC(1990, 0, 1)), false, today)).toBe(false);
  });
});
