import tzLookup from '@photostructure/tz-lookup';
import { canonicalZone } from './time-zone';

// The IANA zone at a point, from @photostructure/tz-lookup (timezone-boundary-builder's boundaries plus
// urban areas, packed into one ~73 kB file; ~0.05 ms a lookup). Near a border far from towns it can name the
// neighbouring zone, so forms show the derived zone and let the host change it (docs/time-zones.md).
// Pages, actions and routes import it through zone-at.ts (server only: the data stays out of browser
// bundles); the start scripts' zone data step (scripts/db/user-zones.ts) imports it here.
export function zoneAt(lat: number, lng: number): string {
  const zone = tzLookup(lat, lng);
  return canonicalZone(zone) ?? zone;
}
