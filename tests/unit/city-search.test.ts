import { describe, expect, it } from 'vitest';
import { readCities } from '@/lib/geo/city-data';
import {
  buildCityIndex,
  normalize,
  searchCities,
  toPickedCity,
  type CityRecord,
} from '@/lib/geo/city-search';
import { pickedCitySchema, savedCity } from '@/lib/geo/city';
import { CITY_COUNTRIES } from '@/lib/geo/countries';
import { payoutCountries } from '@/lib/messages/billing';

const record = (
  city: string,
  state: string,
  population: number,
  more: Partial<CityRecord> = {},
): CityRecord => ({
  city,
  state,
  country: 'US',
  lat: 1,
  lng: 2,
  population,
  timeZone: 'America/Chicago',
  ...more,
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
      timeZone: 'America/Chicago',
    });
    expect(savedCity('Austin, TX', 1, 2)).toMatchObject({ city: 'Austin', state: 'TX' });
  });
});

describe('cities outside the US on a small index', () => {
  const index = buildCityIndex([
    record('Paris', 'TX', 24_782),
    record('Paris', '', 2_138_551, { country: 'FR', timeZone: 'Europe/Paris' }),
    record('Paris', '', 12_310, { country: 'CA', timeZone: 'America/Toronto' }),
    record('Munich', '', 1_260_391, {
      country: 'DE',
      timeZone: 'Europe/Berlin',
      alternateNames: ['Muenchen', 'München', 'Monaco di Baviera'],
    }),
    record('Münchenstein', '', 11_644, { country: 'CH', timeZone: 'Europe/Zurich' }),
    record('Auckland', '', 417_910, { country: 'NZ', timeZone: 'Pacific/Auckland' }),
  ]);
  const labels = (q: string) => searchCities(index, q).map((r) => toPickedCity(r).name);

  it('ranks Paris, France before Paris, Texas by population, each with its country', () => {
    expect(labels('Paris')).toEqual(['Paris, France', 'Paris, TX', 'Paris, Canada']);
  });
  it('finds a city by its English and its local names, with or without accents', () => {
    for (const q of ['Munich', 'München', 'munchen', 'MUENCHEN', 'monaco di']) {
      expect(labels(q)[0], q).toBe('Munich, Germany');
    }
    // An alternate name never hides a city whose own name matches.
    expect(labels('münchenst')).toEqual(['Münchenstein, Switzerland']);
  });
  it('narrows by a country after a comma or at the end, and by a US state still', () => {
    expect(labels('paris, france')).toEqual(['Paris, France']);
    expect(labels('paris france')).toEqual(['Paris, France']);
    expect(labels('Paris, TX, USA')).toEqual(['Paris, TX']);
    expect(labels('paris, tx')).toEqual(['Paris, TX']);
    expect(labels('paris, canada')).toEqual(['Paris, Canada']);
    expect(labels('auckland new zealand')).toEqual(['Auckland, New Zealand']);
    expect(labels('paris, germany')).toEqual([]);
  });
  it('gives a city outside the US its country code, zone and address', () => {
    expect(toPickedCity(searchCities(index, 'munich')[0])).toEqual({
      name: 'Munich, Germany',
      city: 'Munich',
      state: '',
      country: 'DE',
      lat: 1,
      lng: 2,
      formattedAddress: 'Munich, Germany',
      timeZone: 'Europe/Berlin',
    });
  });
});

describe('picked and saved cities', () => {
  const munich = {
    name: 'Munich, Germany',
    city: 'Munich',
    state: '',
    country: 'DE',
    lat: 48.14,
    lng: 11.58,
    formattedAddress: 'Munich, Germany',
  };
  it('accepts any covered country and refuses others', () => {
    expect(pickedCitySchema.safeParse(munich).success).toBe(true);
    expect(pickedCitySchema.safeParse({ ...munich, country: 'US' }).success).toBe(true);
    expect(pickedCitySchema.safeParse({ ...munich, country: 'RU' }).success).toBe(false);
    expect(pickedCitySchema.safeParse({ ...munich, country: 'de' }).success).toBe(false);
  });
  it('reads saved names back: "City, ST" in the US, "City, Country" elsewhere', () => {
    expect(savedCity('Austin, TX', 1, 2)).toEqual({
      name: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      lat: 1,
      lng: 2,
      formattedAddress: 'Austin, TX, USA',
    });
    expect(savedCity('Munich, Germany', 48.14, 11.58, 'Europe/Berlin')).toEqual({
      ...munich,
      timeZone: 'Europe/Berlin',
    });
    expect(savedCity('Auckland, New Zealand', 1, 2)).toMatchObject({ city: 'Auckland', country: 'NZ' });
    expect(savedCity('Washington', 1, 2)).toMatchObject({ city: 'Washington', state: '', country: 'US' });
  });
  it('covers exactly the payout countries', () => {
    expect(Object.entries(CITY_COUNTRIES).sort()).toEqual(
      payoutCountries.map((c) => [c.code, c.name]).sort(),
    );
  });
});

describe('the dataset (GeoNames, the payout countries)', () => {
  const cities = readCities();
  const index = buildCityIndex(cities);
  const first = (q: string) => toPickedCity(searchCities(index, q)[0]);
  it('holds the US cities with state, coordinates and population', () => {
    expect(cities.filter((c) => c.country === 'US').length).toBeGreaterThan(15_000);
    const denver = cities.find((c) => c.city === 'Denver' && c.state === 'CO');
    expect(denver?.population).toBeGreaterThan(500_000);
    expect(denver?.lat).toBeCloseTo(39.74, 1);
    expect(denver?.lng).toBeCloseTo(-104.98, 1);
    expect(cities.find((c) => c.state === 'DC')).toBeDefined();
  });
  it('finds the big city first', () => {
    // With the payout countries' cities, "den" lists Denpasar (Indonesia, ~725k) just before Denver (~716k).
    expect(searchCities(index, 'den', 2).map((r) => r.city)).toEqual(['Denpasar', 'Denver']);
    expect(searchCities(index, 'denv')[0]).toMatchObject({ city: 'Denver', state: 'CO' });
    expect(searchCities(index, 'washington')[0]).toMatchObject({ city: 'Washington', state: 'DC' });
    expect(searchCities(index, 'austin tx')[0]).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(searchCities(index, 'springfield, il')[0]).toMatchObject({ city: 'Springfield', state: 'IL' });
  });
  it('holds every payout country, each city with its country and zone', () => {
    const countries = new Set(cities.map((c) => c.country));
    expect([...countries].sort()).toEqual(Object.keys(CITY_COUNTRIES).sort());
    expect(cities.every((c) => c.timeZone.includes('/'))).toBe(true);
    expect(cities.find((c) => c.country === 'IN' && c.city === 'Kolkata')?.timeZone).toBe('Asia/Kolkata');
  });
  it('lists Paris, France first and finds Munich by its German name', () => {
    const paris = searchCities(index, 'paris').map((r) => toPickedCity(r).name);
    expect(paris[0]).toBe('Paris, France');
    expect(paris.indexOf('Paris, TX')).toBeGreaterThan(0);
    for (const q of ['Munich', 'München', 'munchen', 'Muenchen']) {
      expect(first(q), q).toMatchObject({
        name: 'Munich, Germany',
        country: 'DE',
        timeZone: 'Europe/Berlin',
      });
    }
    expect(first('berlin')).toMatchObject({ name: 'Berlin, Germany', timeZone: 'Europe/Berlin' });
    expect(first('sydney')).toMatchObject({ name: 'Sydney, Australia', timeZone: 'Australia/Sydney' });
    expect(first('mexico city')).toMatchObject({ country: 'MX', timeZone: 'America/Mexico_City' });
    expect(first('cologne')).toMatchObject({ country: 'DE', city: 'Köln' });
    expect(first('paris, tx')).toMatchObject({ name: 'Paris, TX', timeZone: 'America/Chicago' });
  });
});
