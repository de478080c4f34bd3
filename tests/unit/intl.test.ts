import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '@/lib/intl';

describe('cached Intl formatters', () => {
  it('formats exactly as a new formatter with the same options would', () => {
    const at = new Date('2026-11-24T18:00:00Z');
    const options = { timeZone: 'America/Chicago', dateStyle: 'medium', timeStyle: 'short' } as const;
    expect(dateTimeFormat('en-US', options).format(at)).toBe(
      new Intl.DateTimeFormat('en-US', options).format(at),
    );
    expect(dateTimeFormat('en-US', options).format(at)).toBe('Nov 24, 2026, 12:00 PM');
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(12.5)).toBe('$12.50');
  });

  it('reuses one formatter per locale and options, and keeps zones apart', () => {
    const chicago = dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' });
    expect(dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' })).toBe(chicago);
    const tokyo = dateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric' });
    expect(tokyo).not.toBe(chicago);
    expect(tokyo.format(new Date('2026-11-24T18:00:00Z'))).toBe('3 AM');
  });

  it('still refuses an unknown time zone', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
