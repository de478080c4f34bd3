'use client';

import 'leaflet/dist/leaflet.css';
import './places-map.css';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { Bounds } from '@/lib/places/schema';
import type { MapPlace } from '@/lib/places/service';
import { placeUi as m } from '@/lib/messages/places';
import { clusterPlaces, type MapItem } from './clusters';
import { clusterIcon, pinIcon, WORLD_BOUNDS } from './leaflet-setup';

export type MapView = { lat: number; lng: number; zoom: number };
export type TileConfig = { url: string; attribution: string };

const boundsOf = (map: LeafletMap): Bounds => {
  const b = map.getBounds();
  const clamp = (v: number, lim: number) => Math.max(-lim, Math.min(lim, v));
  return {
    south: clamp(b.getSouth(), 90),
    west: clamp(b.getWest(), 180),
    north: clamp(b.getNorth(), 90),
    east: clamp(b.getEast(), 180),
  };
};

/** Reports the visible bounds once the map is ready and after every move or zoom. */
function BoundsWatcher({
  onBounds,
  onMoveStart,
}: {
  onBounds: (bounds: Bounds, view: MapView) => void;
  onMoveStart: () => void;
}) {
  const map = useMap();
  const report = useCallback(() => {
    const c = map.getCenter();
    onBounds(boundsOf(map), { lat: c.lat, lng: c.lng, zoom: map.getZoom() });
  }, [map, onBounds]);
  useEffect(() => {
    map.whenReady(report);
  }, [map, report]);
  useMapEvents({ moveend: report, movestart: onMoveStart });
  return null;
}

function ClusteredMarkers({ places }: { places: MapPlace[] }) {
  const map = useMap();
  const [zoom, setZoom] = useState(map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const items: MapItem[] = clusterPlaces(places, (lat, lng) => map.project([lat, lng], zoom));
  return items.map((item) =>
    item.kind === 'place' ? (
      <Marker
        key={item.place.id}
        position={[item.place.lat, item.place.lng]}
        icon={pinIcon}
        title={item.place.name}
        alt={item.place.name}
        keyboard
      >
        <Popup>
          <Link href={`/places/view/${item.place.id}`} className="font-semibold text-emerald-800 underline">
            {item.place.name}
          </Link>
          <br />
          <span className="text-slate-600">{item.place.address}</span>
        </Popup>
      </Marker>
    ) : (
      <Marker
        key={`c-${item.key}`}
        position={[item.lat, item.lng]}
        icon={clusterIcon(item.count)}
        title={m.cluster(item.count)}
        alt={m.cluster(item.count)}
        keyboard
        eventHandlers={{
          click: () => map.flyTo([item.lat, item.lng], Math.min(map.getZoom() + 2, map.getMaxZoom())),
        }}
      />
    ),
  );
}

/** The places map (Leaflet; client only). */
export default function LeafletPlacesMap({
  view,
  tiles,
  places,
  onBounds,
  onMoveStart,
}: {
  view: MapView;
  tiles: TileConfig;
  places: MapPlace[];
  onBounds: (bounds: Bounds, view: MapView) => void;
  /** The map moves again: a load waiting for it to stop waits longer. */
  onMoveStart: () => void;
}) {
  return (
    <MapContainer
      center={[view.lat, view.lng]}
      zoom={view.zoom}
      minZoom={3}
      maxZoom={18}
      maxBounds={WORLD_BOUNDS}
      maxBoundsViscosity={1}
      worldCopyJump={false}
      className="h-full w-full"
      aria-label={m.mapLabel}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} noWrap />
      <BoundsWatcher onBounds={onBounds} onMoveStart={onMoveStart} />
      <ClusteredMarkers places={places} />
    </MapContainer>
  );
}
