import { describe, expect, it } from 'vitest';
import { canonicalZone, sameZone, timeZoneChoices, zoneAbbreviation, zoneName } from '@/lib/geo/time-zone';
import { zoneAt } from '@/lib/geo/zone-at';

describe('zoneAt', () => {
  it.each([
    ['Austin', 30.2672, -97.7431, 'America/Chicago'],
    ['El Paso (Mountain side of Texas)', 31.7619, -106.485, 'America/Denver'],
    ['Berlin', 52.52, 13.405, 'Europe/Berlin'],
    ['Sydney', -33.8688, 151.2093, 'Australia/Sydney'],
    ['Kolkata (modern spelling)', 22.5726, 88.3639, 'Asia/Kolkata'],
    ['Kyiv (modern spelling)', 50.4501, 30.5234, 'Europe/Kyiv'],
    ['Mexico City', 19.4326, -99.1332, 'America/Mexico_City'],
  ])('%s', (_name, lat, lng, zone) => {
    expect(zoneAt(lat, lng)).toBe(zone);
  });

  it('tells the two sides of a zone line apart (Indiana: Gary on Central, Indianapolis on Eastern)', () => {
    expect(zoneAt(41.5934, -87.3464)).toBe('America/Chicago');
    expect(zoneAt(39.7684, -86.1581)).toBe('America/Indiana/Indianapolis');
  });
});

describe('canonicalZone', () => {
  it('stores the modern spelling of legacy IDs', () => {
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalZone('US/Pacific')).toBe('America/Los_Angeles');
    expect(sameZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
  });

  it('refuses what is no zone', () => {
    expect(canonicalZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalZone('Etc/GMT+5')).toBeNull();
    expect(canonicalZone('')).toBeNull();
    expect(canonicalZone('America/New_York'.repeat(5))).toBeNull();
    expect(canonicalZone('Etc/UTC')).toBe('UTC');
    // Intl takes these; PostgreSQL does not (or reads IST as Israel).
    for (const alias of ['CTT', 'AET', 'IST', 'BST', 'Zulu', 'PRC', 'US/Pacific-New', 'america/new_york'])
      expect(canonicalZone(alias), alias).toBeNull();
    // Zones tzdata has made links of, and legacy spellings ICU still lists.
    expect(canonicalZone('America/Yellowknife')).toBe('America/Edmonton');
    expect(canonicalZone('Africa/Asmera')).toBe('Africa/Asmara');
  });

  it('offers every place zone once, in its modern spelling', () => {
    const zones = timeZoneChoices();
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).toContain('Australia/Lord_Howe');
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.length).toBeGreaterThan(300);
  });
});

describe('zone names', () => {
  const summer = new Date('2026-07-01T12:00:00Z');
  const winter = new Date('2026-01-15T12:00:00Z');
  it('names a zone for people and labels it by the instant', () => {
    expect(zoneName('America/Chicago', summer)).toBe('Central Time');
    expect(zoneAbbreviation('America/Chicago', summer)).toBe('CDT');
    expect(zoneAbbreviation('America/Chicago', winter)).toBe('CST');
    expect(zoneAbbreviation('Asia/Kolkata', summer)).toBe('GMT+5:30');
  });
});
