'use client';

import { CityPicker, type PickedCity } from '@/components/geo/CityPicker';
import { cityFromAddress } from '@/lib/geo/city';
import { activitySubscriptionMessages as m } from '@/lib/messages';

/** A picked location: the shape activity subscriptions store ({lat, lng, description, name}). */
export type LocationValue = { lat: number; lng: number; description: string; name: string };

export type LocationFieldProps = {
  value: LocationValue | null;
  onChange: (value: LocationValue | null) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
};

// The stored description is the city's formatted address ("Seattle, WA, USA", "Munich, Germany").
function toPickedCity(value: LocationValue): PickedCity {
  return {
    ...cityFromAddress(value.description || value.name, value.lat, value.lng),
    formattedAddress: value.description,
  };
}

const toLocation = (city: PickedCity): LocationValue => ({
  lat: city.lat,
  lng: city.lng,
  description: city.formattedAddress,
  name: city.city,
});

// The shared city picker, adapted to the subscription's location shape.
export function LocationField({ value, onChange, onBlur, error, label = m.location }: LocationFieldProps) {
  return (
    <div onBlur={onBlur}>
      <CityPicker
        label={label}
        required
        error={error}
        placeholder={m.locationPlaceholder}
        value={value ? toPickedCity(value) : null}
        onChange={(city) => onChange(city ? toLocation(city) : null)}
      />
    </div>
  );
}
