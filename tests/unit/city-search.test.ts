import { describe, expect, it } from 'vitest';
import { readUsCities } from '@/lib/geo/city-data';
import {
  buildCityIndex,
  normalize,
  searchCities,
  toPickedCity,
  type CityRecord,
} from '@/lib/geo/city-search';
import { savedCity } from '@/lib/geo/city';

const record = (city: string, state: string, population: number): CityRecord => ({
  city,
  state,
  lat: 1,
  lng: 2,
  population,
});

describe('city search on a small index', () => {
  const index = buildCityIndex([
    record('Springfield', 'IL', 116_565),
    record('Springfield', 'MO', 166_810),
    record('Springfield', 'MO', 10), // duplicate label: the most populous stays
    record('Spring', 'TX', 54_298),
    record('West Springfield', 'MA', 28_391),
    record('St. Louis', 'MO', 315_685),
    record('Fort Worth', 'TX', 833_319),
  ]);
  const labels = (q: string, limit?: number) =>
    searchCities(index, q, limit).map((r) => `${r.city}, ${r.state}`);

  it('ranks whole-name prefixes by population, then word prefixes', () => {
    expect(labels('spring')).toEqual([
      'Springfield, MO',
      'Springfield, IL',
      'Spring, TX',
      'West Springfield, MA',
    ]);
  });
  it('filters by a state after a comma or at the end', () => {
    expect(labels('springfield, il')).toEqual(['Springfield, IL']);
    expect(labels('springfield missouri')).toEqual(['Springfield, MO']);
  });
  it('ignores case, accents and punctuation, and knows st/saint, ft/fort', () => {
    expect(normalize('  São-Paulo. ')).toBe('sao paulo');
    expect(labels('SAINT LOU')).toEqual(['St. Louis, MO']);
    expect(labels('ft w')).toEqual(['Fort Worth, TX']);
  });
  it('limits results and answers nothing for empty input', () => {
    expect(labels('spring', 2)).toHaveLength(2);
    expect(labels('   ')).toEqual([]);
  });
  it('returns the picked-city shape', () => {
    expect(toPickedCity(record('Denver', 'CO', 1))).toEqual({
      name: 'Denver, CO',
      city: 'Denver',
      state: 'CO',
      country: 'US',
      lat: 1,
      lng: 2,
      formattedAddress: 'Denver, CO, USA',
    });
    expect(savedCity('Austin, TX', 1, 2)).toMatchObject({ city: 'Austin', state: 'TX' });
  });
});

describe('the US dataset', () => {
  const cities = readUsCities();
  const index = buildCityIndex(cities);
  it('holds the US cities with state, coordinates and population', () => {
    expect(cities.length).toBeGreaterThan(15_000);
    const denver = cities.find((c) => c.city === 'Denver' && c.state === 'CO');
    expect(denver?.population).toBeGreaterThan(500_000);
    expect(denver?.lat).toBeCloseTo(39.74, 1);
    expect(denver?.lng).toBeCloseTo(-104.98, 1);
    expect(cities.find((c) => c.state === 'DC')).toBeDefined();
  });
  it('finds the big city first', () => {
    expect(searchCities(index, 'den')[0]).toMatchObject({ city: 'Denver', state: 'CO' });
    expect(searchCities(index, 'washington')[0]).toMatchObject({ city: 'Washington', state: 'DC' });
    expect(searchCities(index, 'austin tx')[0]).toMatchObject({ city: 'Austin', state: 'TX' });
  });
});
