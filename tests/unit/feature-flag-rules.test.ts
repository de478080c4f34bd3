import { describe, expect, it } from 'vitest';
import { envFlagName, parseEnvFlag, resolveFlag } from '@/lib/feature-flags/rules';

describe('feature flag resolution', () => {
  it('names the environment override after the key', () => {
    expect(envFlagName('badges')).toBe('FEATURE_BADGES');
    expect(envFlagName('new-home')).toBe('FEATURE_NEW_HOME');
  });

  it('parses common spellings of on and off, and ignores anything else', () => {
    expect(['true', 'TRUE', '1', 'on', 'yes'].map(parseEnvFlag)).toEqual([true, true, true, true, true]);
    expect(['false', '0', 'off', 'No'].map(parseEnvFlag)).toEqual([false, false, false, false]);
    expect([undefined, '', 'maybe'].map(parseEnvFlag)).toEqual([undefined, undefined, undefined]);
  });

  it('lets the environment win, then the stored switch, then the beta audience', () => {
    const off = { enabled: false, audience: 'beta' };
    expect(resolveFlag({ envValue: 'true', row: off })).toEqual({ enabled: true, source: 'env' });
    expect(resolveFlag({ envValue: 'false', row: { enabled: true, audience: null } })).toEqual({
      enabled: false,
      source: 'env',
    });
    expect(resolveFlag({ envValue: undefined, row: { enabled: true, audience: null } })).toEqual({
      enabled: true,
      source: 'database',
    });
    expect(resolveFlag({ envValue: undefined, row: off, betaAudiences: ['beta'] })).toEqual({
      enabled: true,
      source: 'audience',
    });
    expect(resolveFlag({ envValue: undefined, row: off, betaAudiences: ['other'] }).enabled).toBe(false);
    expect(resolveFlag({ envValue: undefined, row: null, betaAudiences: ['beta'] })).toEqual({
      enabled: false,
      source: 'default',
    });
  });
});
