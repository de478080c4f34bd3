import geohash from 'ngeohash';

// The spec's geohash field of located rows (precision 9 ≈ 5 m). Queries use GiST indexes instead.
export const GEOHASH_PRECISION = 9;
export const encodeGeohash = (lat: number, lng: number) => geohash.encode(lat, lng, GEOHASH_PRECISION);

/** Geohash cells of `precision` characters (4 ≈ 39 × 20 km) covering a circle's bounding box. */
export function coveringCells(lat: number, lng: number, radiusMiles: number, precision = 4): string[] {
  const dLat = radiusMiles / 69.05;
  const dLng = radiusMiles / (69.17 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return geohash.bboxes(
    Math.max(-90, lat - dLat),
    Math.max(-180, lng - dLng),
    Math.min(90, lat + dLat),
    Math.min(180, lng + dLng),
    precision,
  );
}
