import 'server-only';
import { snapToListedCity } from '@/lib/geo/city-index';

/**
 * The city an alert counts in for the plan's alert-city limit, from its coordinates only (never the name the
 * client sent, which anyone can set to "Home" everywhere): the nearest listed city within SNAP_RADIUS_KM, as
 * cities are snapped elsewhere; a point far from every listed city counts by its whole-degree cell.
 */
export function alertCityKey(lat: number, lng: number): string {
  const city = snapToListedCity({ name: '', lat, lng });
  return city ? city.name.toLowerCase() : `@${Math.round(lat)},${Math.round(lng)}`;
}
