import type { MapPlace } from '@/lib/places/service';

export type MapItem =
  | { kind: 'place'; place: MapPlace }
  | { kind: 'cluster'; key: string; lat: number; lng: number; count: number; places: MapPlace[] };

/**
 * Groups places whose pins would overlap: a grid of `cell` pixels at the current zoom (positions given by
 * `project`). A cell with one place shows its pin; a fuller cell a numbered cluster at the places' mean.
 */
export function clusterPlaces(
  places: MapPlace[],
  project: (lat: number, lng: number) => { x: number; y: number },
  cell = 48,
): MapItem[] {
  const cells = new Map<string, MapPlace[]>();
  for (const place of places) {
    const p = project(place.lat, place.lng);
    const key = `${Math.floor(p.x / cell)}:${Math.floor(p.y / cell)}`;
    const list = cells.get(key);
    if (list) list.push(place);
    else cells.set(key, [place]);
  }
  return [...cells.entries()].map(([key, list]) =>
    list.length === 1
      ? { kind: 'place', place: list[0] }
      : {
          kind: 'cluster',
          key,
          count: list.length,
          places: list,
          lat: list.reduce((s, p) => s + p.lat, 0) / list.length,
          lng: list.reduce((s, p) => s + p.lng, 0) / list.length,
        },
  );
}
