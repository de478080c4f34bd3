// Distances in the viewer's unit (docs/cities.md): the unit setting and the distance texts that take a unit.
// The spec's texts in miles stay verbatim in their own catalogs; these are ours.
import type { DistanceUnit } from '@/lib/geo/distance';

export const distanceMessages = {
  unitTitle: 'Distances', // ours
  unitLabel: 'Show distances in', // ours
  unitHint:
    'Until you choose, distances follow your go-to area: miles in the US and the UK, kilometres elsewhere.', // ours
  units: { km: 'Kilometres', mi: 'Miles' } satisfies Record<DistanceUnit, string>, // ours
  unitSaved: 'Distance unit saved.', // ours
  unitInvalid: 'Choose kilometres or miles.', // ours
  saveFailed: 'Could not save the distance unit. Please try again.', // ours
  save: 'Save', // ours
  /** A radius choice: "25 km", "25 miles". */
  radiusOption: (n: number, unit: DistanceUnit) => (unit === 'mi' ? `${n} miles` : `${n} km`), // ours
  /** A distance on a card: "3.2 km" / "3.2 mi" under 10, whole above. */
  away: (value: number, unit: DistanceUnit) =>
    `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit === 'mi' ? 'mi' : 'km'}`, // ours
  /** A person's whole distance (never closer than 1: privacy), "12 km away". */
  awayWholeKm: (km: number) => `${Math.max(1, Math.round(km))} km away`, // ours
  noNearbyKm: (km: number) => `No upcoming games within ${km} km yet.`, // ours
  widenRadiusKm: (km: number) => `Search within ${km} km`, // ours
};
