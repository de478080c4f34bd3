import { savedCity } from './city';

// Distances in the database (earth_distance) are metres; radii are stored in miles (discover's radius,
// activity alerts). People see them in their unit (docs/cities.md): kilometres, or miles in the US and the UK,
// or the one they chose in Settings → General.
export const METERS_PER_MILE = 1609.344;
export const METERS_PER_KM = 1000;

export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const isDistanceUnit = (value: unknown): value is DistanceUnit => value === 'km' || value === 'mi';

/** Countries that measure road distances in miles. */
const MILES_COUNTRIES = new Set(['US', 'GB']);

/** The unit of a country: miles in the US and the UK, kilometres elsewhere. */
export const unitOfCountry = (country: string): DistanceUnit => (MILES_COUNTRIES.has(country) ? 'mi' : 'km');

/**
 * A person's unit: the one they chose, else their go-to area's country's (a saved "City, Country" name);
 * miles without an area (the product's unit so far).
 */
export function distanceUnitOf(user: { distanceUnit: string | null; cityName: string | null }): DistanceUnit {
  if (isDistanceUnit(user.distanceUnit)) return user.distanceUnit;
  if (!user.cityName) return 'mi';
  return unitOfCountry(savedCity(user.cityName, 0, 0).country);
}

/** A distance in miles, in `unit`. */
export const milesIn = (miles: number, unit: DistanceUnit) =>
  unit === 'mi' ? miles : (miles * METERS_PER_MILE) / 1000;

/** A distance in `unit`, in miles (for stored radii). */
export const toMiles = (value: number, unit: DistanceUnit) =>
  unit === 'mi' ? value : (value * 1000) / METERS_PER_MILE;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles between two points (haversine), for checks on rows already loaded. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
