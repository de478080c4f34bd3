'use client';

import 'leaflet/dist/leaflet.css';
import '@/components/places/places-map.css';
import Link from 'next/link';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import L from 'leaflet';
import { pinIcon, WORLD_BOUNDS } from '@/components/places/leaflet-setup';

// A small map with pins (issue 35 "maps where people decide"): the game page's venue, the team page's home,
// discover's map view. The places map's Leaflet set-up (CSS pins, one world) and its tiles (MAP_TILE_URL, or
// the offline placeholder tiles outside production). Client only; loaded lazily by LazyPinsMap.

export type Pin = { id: string; lat: number; lng: number; title: string; href?: string; detail?: string };
export type PinsMapProps = {
  pins: Pin[];
  tiles: { url: string; attribution: string };
  label: string;
  /** Zoom for a single pin (several pins: fitted to them). */
  zoom?: number;
};

function FitPins({ pins }: { pins: Pin[] }) {
  const map = useMap();
  useEffect(() => {
    if (pins.length > 1) {
      map.fitBounds(L.latLngBounds(pins.map((p) => [p.lat, p.lng] as [number, number])), {
        padding: [32, 32],
        maxZoom: 14,
      });
    }
  }, [map, pins]);
  return null;
}

export default function PinsMap({ pins, tiles, label, zoom = 14 }: PinsMapProps) {
  const first = pins[0];
  if (!first) return null;
  return (
    <MapContainer
      center={[first.lat, first.lng]}
      zoom={zoom}
      minZoom={3}
      maxZoom={18}
      maxBounds={WORLD_BOUNDS}
      maxBoundsViscosity={1}
      worldCopyJump={false}
      scrollWheelZoom={false}
      className="h-full w-full"
      aria-label={label}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} noWrap />
      <FitPins pins={pins} />
      {pins.map((pin) => (
        <Marker
          key={pin.id}
          position={[pin.lat, pin.lng]}
          icon={pinIcon}
          title={pin.title}
          alt={pin.title}
          keyboard
        >
          <Popup>
            {pin.href ? (
              <Link href={pin.href} className="font-semibold text-emerald-800 underline">
                {pin.title}
              </Link>
            ) : (
              <span className="font-semibold">{pin.title}</span>
            )}
            {pin.detail && (
              <>
                <br />
                <span className="text-slate-600">{pin.detail}</span>
              </>
            )}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
