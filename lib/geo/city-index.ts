import 'server-only';
import { readUsCities } from './city-data';
import { buildCityIndex, searchCities, toPickedCity, type CityIndex, type CityRecord } from './city-search';
import { cityLabel, type PickedCity } from './city';

// The US city index, built once per process on first use (~120 ms) and kept in memory (~16k cities).
const holder = globalThis as unknown as { __beansCityIndex?: CityIndex };

export function cityIndex(): CityIndex {
  holder.__beansCityIndex ??= buildCityIndex(readUsCities());
  return holder.__beansCityIndex;
}

export function findCities(query: string, limit?: number): PickedCity[] {
  return searchCities(cityIndex(), query, limit).map(toPickedCity);
}

// How far a submitted point may be from a listed city to count as that city.
export const SNAP_RADIUS_KM = 50;

/**
 * The listed city a submitted city stands for: the one with the same label if it lies within
 * SNAP_RADIUS_KM of the submitted point, else the nearest listed city within that radius; null when
 * none is. Saved locations are always a listed city's own coordinates, never a point a client chose
 * (which would let anyone move "their city" around to locate others).
 */
export function snapToListedCity(city: { name: string; lat: number; lng: number }): PickedCity | null {
  const kmPerDegree = 111.32;
  const cos = Math.cos((city.lat * Math.PI) / 180);
  const km = (lat: number, lng: number) => Math.hypot(lat - city.lat, (lng - city.lng) * cos) * kmPerDegree;
  let best: { record: CityRecord; km: number } | undefined;
  for (const record of cityIndex().records) {
    const d = km(record.lat, record.lng);
    if (d > SNAP_RADIUS_KM) continue;
    if (cityLabel(record.city, record.state) === city.name) return toPickedCity(record);
    if (!best || d < best.km) best = { record, km: d };
  }
  return best ? toPickedCity(best.record) : null;
}
