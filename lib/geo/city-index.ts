import 'server-only';
import { cityIndex } from './city-data';
import { searchCities, toPickedCity, type CityRecord } from './city-search';
import { cityLabel, type PickedCity } from './city';

export { cityIndex };

// The city index of the covered countries, built once per process and kept in memory (city-data.ts's
// cityIndex; figures in docs/benchmarks.md). Rules in docs/cities.md.
const holder = globalThis as unknown as { __beansCityGrid?: Map<number, number[]> };

export function findCities(query: string, limit?: number): PickedCity[] {
  return searchCities(cityIndex(), query, limit).map(toPickedCity);
}

// How far a submitted point may be from a listed city to count as that city.
export const SNAP_RADIUS_KM = 50;

// Records by 1°×1° cell (key (lat + 90) * 360 + (lng + 180), floored), so snapping reads the few cells
// around a point instead of every city.
const cellKey = (lat: number, lng: number) => (Math.floor(lat) + 90) * 360 + ((Math.floor(lng) + 360) % 360);

function grid(): Map<number, number[]> {
  if (!holder.__beansCityGrid) {
    const cells = new Map<number, number[]>();
    cityIndex().records.forEach((record, ref) => {
      const key = cellKey(record.lat, record.lng);
      const cell = cells.get(key);
      if (cell) cell.push(ref);
      else cells.set(key, [ref]);
    });
    holder.__beansCityGrid = cells;
  }
  return holder.__beansCityGrid;
}

/** Listed cities within SNAP_RADIUS_KM of a point (a superset: the caller measures). */
function nearbyRecords(lat: number, lng: number): CityRecord[] {
  const records = cityIndex().records;
  const cells = grid();
  const dLat = SNAP_RADIUS_KM / 110.5;
  const dLng = Math.min(180, SNAP_RADIUS_KM / (111.32 * Math.max(0.01, Math.cos((lat * Math.PI) / 180))));
  const found: CityRecord[] = [];
  for (let a = Math.floor(Math.max(-90, lat - dLat)); a <= Math.floor(Math.min(89.999, lat + dLat)); a++) {
    const from = Math.floor(lng - dLng);
    const to = Math.floor(lng + dLng);
    for (let b = from; b <= Math.min(to, from + 359); b++) {
      for (const ref of cells.get(cellKey(a, b)) ?? []) found.push(records[ref]);
    }
  }
  return found;
}

/**
 * The listed city a submitted city stands for: the one with the same label if it lies within
 * SNAP_RADIUS_KM of the submitted point, else the nearest listed city within that radius; null when
 * none is. Saved locations are always a listed city's own coordinates, never a point a client chose
 * (which would let anyone move "their city" around to locate others).
 */
export function snapToListedCity(city: { name: string; lat: number; lng: number }): PickedCity | null {
  const kmPerDegree = 111.32;
  const cos = Math.cos((city.lat * Math.PI) / 180);
  const km = (lat: number, lng: number) => {
    let dLng = Math.abs(lng - city.lng);
    if (dLng > 180) dLng = 360 - dLng;
    return Math.hypot(lat - city.lat, dLng * cos) * kmPerDegree;
  };
  let best: { record: CityRecord; km: number } | undefined;
  for (const record of nearbyRecords(city.lat, city.lng)) {
    const d = km(record.lat, record.lng);
    if (d > SNAP_RADIUS_KM) continue;
    if (cityLabel(record.city, record.state, record.country) === city.name) return toPickedCity(record);
    if (!best || d < best.km || (d === best.km && record.population > best.record.population)) {
      best = { record, km: d };
    }
  }
  return best ? toPickedCity(best.record) : null;
}
