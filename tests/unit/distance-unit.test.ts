import { describe, expect, it } from 'vitest';
import { discoverFilterSchema, discoverRadii } from '@/lib/events/schema';
import { distanceUnitOf, milesIn, toMiles, unitOfCountry } from '@/lib/geo/distance';
import { distanceMessages } from '@/lib/messages/distance';
import { distanceUnitSchema } from '@/lib/profile/schema';

// The distance unit (docs/cities.md): chosen in Settings → General, else by the go-to area's country.
describe('a person’s distance unit', () => {
  it('follows the go-to area’s country until one is chosen', () => {
    expect(distanceUnitOf({ distanceUnit: null, cityName: 'Austin, TX' })).toBe('mi');
    expect(distanceUnitOf({ distanceUnit: null, cityName: 'Munich, Germany' })).toBe('km');
    expect(distanceUnitOf({ distanceUnit: null, cityName: 'Auckland, New Zealand' })).toBe('km');
    expect(distanceUnitOf({ distanceUnit: null, cityName: null })).toBe('mi');
    expect(unitOfCountry('GB')).toBe('mi');
    expect(unitOfCountry('FR')).toBe('km');
  });
  it('is the chosen one once chosen, either way', () => {
    expect(distanceUnitOf({ distanceUnit: 'km', cityName: 'Austin, TX' })).toBe('km');
    expect(distanceUnitOf({ distanceUnit: 'mi', cityName: 'Munich, Germany' })).toBe('mi');
    // A stray value in the column counts as no choice.
    expect(distanceUnitOf({ distanceUnit: 'furlong', cityName: 'Munich, Germany' })).toBe('km');
  });
  it('accepts only kilometres or miles in the setting', () => {
    expect(distanceUnitSchema.safeParse({ distanceUnit: 'km' }).success).toBe(true);
    expect(distanceUnitSchema.safeParse({ distanceUnit: 'mi' }).success).toBe(true);
    const bad = distanceUnitSchema.safeParse({ distanceUnit: 'yards' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe(distanceMessages.unitInvalid);
  });
});

describe('distances in a unit', () => {
  it('converts miles to kilometres and back', () => {
    expect(milesIn(10, 'km')).toBeCloseTo(16.09, 2);
    expect(milesIn(10, 'mi')).toBe(10);
    expect(toMiles(16.09344, 'km')).toBeCloseTo(10, 5);
  });
  it('shows a card’s distance and the radius choices in the unit', () => {
    expect(distanceMessages.away(milesIn(2, 'km'), 'km')).toBe('3.2 km');
    expect(distanceMessages.away(milesIn(20, 'km'), 'km')).toBe('32 km');
    expect(discoverRadii('km').map((r) => distanceMessages.radiusOption(r, 'km'))).toEqual([
      '10 km',
      '25 km',
      '50 km',
      '100 km',
      '150 km',
    ]);
    expect(discoverRadii('mi')).toEqual([5, 10, 25, 50, 100]);
  });
  it('takes a kilometre radius from discover’s address', () => {
    expect(discoverFilterSchema.parse({ radius: '150' }).radius).toBe(150);
    expect(discoverFilterSchema.parse({ radius: '5' }).radius).toBe(5);
    expect(discoverFilterSchema.parse({ radius: '7' }).radius).toBe(50);
  });
});
