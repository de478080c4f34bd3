import 'server-only';
import { readUsCities } from './city-data';
import { buildCityIndex, searchCities, toPickedCity, type CityIndex } from './city-search';
import type { PickedCity } from './city';

// The US city index, built once per process on first use (~120 ms) and kept in memory (~16k cities).
const holder = globalThis as unknown as { __beansCityIndex?: CityIndex };

export function cityIndex(): CityIndex {
  holder.__beansCityIndex ??= buildCityIndex(readUsCities());
  return holder.__beansCityIndex;
}

export function findCities(query: string, limit?: number): PickedCity[] {
  return searchCities(cityIndex(), query, limit).map(toPickedCity);
}
