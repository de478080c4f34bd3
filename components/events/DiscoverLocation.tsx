'use client';

import { useState } from 'react';
import { CityPicker } from '@/components/geo/CityPicker';
import { Button } from '@/components/ui';
import type { PickedCity } from '@/lib/geo/city';
import { eventUiMessages as m } from '@/lib/messages/events';

/**
 * Where Discover looks, inside its GET form: a city from the picker, or the browser's position ("Near me"),
 * sent as lat, lng and place. Without a choice (or without JavaScript) the viewer's go-to city applies.
 */
export function DiscoverLocation({ place }: { place: { name: string; lat: number; lng: number } | null }) {
  const [at, setAt] = useState(place);
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);

  const nearMe = () => {
    if (!('geolocation' in navigator)) return setFailed(true);
    setLocating(true);
    setFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setAt({ name: m.filters.nearYou, lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setFailed(true);
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const picked: PickedCity | null = at
    ? {
        name: at.name,
        city: at.name,
        state: '',
        country: 'US',
        lat: at.lat,
        lng: at.lng,
        formattedAddress: at.name,
      }
    : null;

  return (
    <div className="space-y-2 sm:col-span-2 lg:col-span-3">
      <div className="flex flex-wrap items-end gap-3">
        <CityPicker
          label={m.filters.location}
          hint={m.filters.locationHint}
          value={picked}
          onChange={(city) => setAt(city ? { name: city.name, lat: city.lat, lng: city.lng } : null)}
          className="min-w-64 flex-1"
        />
        <Button type="button" variant="secondary" onClick={nearMe} loading={locating}>
          {m.filters.nearMe}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {m.filters.locationFailed}
        </p>
      )}
      {at && (
        <>
          <input type="hidden" name="lat" value={at.lat.toFixed(5)} />
          <input type="hidden" name="lng" value={at.lng.toFixed(5)} />
          <input type="hidden" name="place" value={at.name} />
        </>
      )}
    </div>
  );
}
