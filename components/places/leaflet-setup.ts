'use client';

import L from 'leaflet';

// Pins drawn with CSS (Leaflet's default marker images do not survive bundling): a round emerald pin for a
// place, and a numbered bubble for a cluster.
export const pinIcon = L.divIcon({
  className: 'beans-pin',
  html: '<span class="beans-pin__dot"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});

export function clusterIcon(count: number) {
  const size = count < 10 ? 36 : count < 100 ? 42 : 50;
  return L.divIcon({
    className: 'beans-cluster',
    html: `<span>${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The map is kept inside one world (no wrapping), so bounds never cross the antimeridian. */
export const WORLD_BOUNDS = L.latLngBounds([-85, -180], [85, 180]);
