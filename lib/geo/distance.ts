// Distances in the database (earth_distance) are metres; the product speaks miles.
export const METERS_PER_MILE = 1609.344;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles between two points (haversine), for checks on rows already loaded. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
