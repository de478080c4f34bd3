import { describe, expect, it } from 'vitest';
import { formatGameTime } from '@/lib/time';

// A game's start as shown (docs/time-zones.md): on the game's clock, its zone named only when the viewer's
// zone shows another clock at that instant (or the viewer is unknown).
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const NOW = new Date('2026-03-01T12:00:00Z');
// Sat, Mar 14 2026, 19:00 in Austin (CDT since Mar 8).
const AUSTIN_7PM = new Date('2026-03-15T00:00:00Z');

describe('formatGameTime', () => {
  it('shows the game’s wall clock without a label for a viewer in the same zone', () => {
    expect(plain(formatGameTime(AUSTIN_7PM, 'America/Chicago', 'America/Chicago', NOW))).toBe(
      'Sat, Mar 14 · 7:00 PM',
    );
  });

  it('labels it with the game’s zone at that instant for a viewer elsewhere (CDT, not CST)', () => {
    expect(plain(formatGameTime(AUSTIN_7PM, 'America/Chicago', 'America/Los_Angeles', NOW))).toBe(
      'Sat, Mar 14 · 7:00 PM CDT',
    );
  });

  it('labels it for an unknown viewer, and not for another zone on the same clock', () => {
    expect(plain(formatGameTime(AUSTIN_7PM, 'America/Chicago', null, NOW))).toBe('Sat, Mar 14 · 7:00 PM CDT');
    // Winnipeg keeps Central time too: the same clock, no label.
    expect(plain(formatGameTime(AUSTIN_7PM, 'America/Chicago', 'America/Winnipeg', NOW))).toBe(
      'Sat, Mar 14 · 7:00 PM',
    );
  });

  it('adds the year when it is not this year on the game’s clock', () => {
    expect(
      plain(formatGameTime(AUSTIN_7PM, 'America/Chicago', 'America/Chicago', new Date('2025-06-01'))),
    ).toBe('Sat, Mar 14, 2026 · 7:00 PM');
  });
});
