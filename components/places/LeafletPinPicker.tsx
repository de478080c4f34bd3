'use client';

import 'leaflet/dist/leaflet.css';
import './places-map.css';
import type { Marker as LeafletMarker } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { placeUi as m } from '@/lib/messages/places';
import { pinIcon, WORLD_BOUNDS } from './leaflet-setup';
import type { TileConfig } from './LeafletPlacesMap';

type Point = { lat: number; lng: number };

function ClickToPin({ onPick }: { onPick: (p: Point) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Moves the map when the form asks (a city was picked). */
function FlyTo({ target }: { target: (Point & { zoom: number; seq: number }) | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) map.setView([target.lat, target.lng], target.zoom);
  }, [map, target]);
  return null;
}

/** The place form's map: a click drops (or moves) the pin; the pin can be dragged. */
export default function LeafletPinPicker({
  start,
  pin,
  tiles,
  onPick,
  flyTo,
}: {
  start: Point & { zoom: number };
  pin: Point | null;
  tiles: TileConfig;
  onPick: (p: Point) => void;
  flyTo: (Point & { zoom: number; seq: number }) | null;
}) {
  return (
    <MapContainer
      center={[start.lat, start.lng]}
      zoom={start.zoom}
      minZoom={3}
      maxZoom={19}
      maxBounds={WORLD_BOUNDS}
      maxBoundsViscosity={1}
      className="h-full w-full cursor-crosshair"
      aria-label={m.location}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} noWrap />
      <ClickToPin onPick={onPick} />
      <FlyTo target={flyTo} />
      {pin && (
        <Marker
          position={[pin.lat, pin.lng]}
          icon={pinIcon}
          draggable
          title={m.location}
          alt={m.location}
          eventHandlers={{
            dragend: (e) => {
              const ll = (e.target as LeafletMarker).getLatLng();
              onPick({ lat: ll.lat, lng: ll.lng });
            },
          }}
        />
      )}
    </MapContainer>
  );
}
