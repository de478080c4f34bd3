import geohash from 'ngeohash';

// The spec's geohash field of located rows (precision 9 ≈ 5 m). Queries use GiST indexes instead.
export const GEOHASH_PRECISION = 9;
export const encodeGeohash = (lat: number, lng: number) => geohash.encode(lat, lng, GEOHASH_PRECISION);
