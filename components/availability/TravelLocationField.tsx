'use client';

import { SelectField } from '@/components/ui';
import type { TravelLocation } from '@/lib/availability/schema';
import { MAJOR_US_CITIES } from '@/lib/geo/major-cities';
import { availabilityMessages } from '@/lib/messages';

export type TravelLocationFieldProps = {
  value: TravelLocation | null;
  onChange: (location: TravelLocation | null) => void;
  error?: string;
};

// Today a select over the built-in major-cities list. The interface ({city, state, country, lat, lng,
// formattedAddress}) is what the US-city picker (components/geo/CityPicker) gives, so this body can be
// swapped for it without touching the dialog.
function toLocation(name: string): TravelLocation | null {
  const city = MAJOR_US_CITIES.find((c) => c.name === name);
  if (!city) return null;
  const [cityName, state = ''] = city.name.split(',').map((s) => s.trim());
  return {
    city: cityName,
    state,
    country: 'US',
    lat: city.lat,
    lng: city.lng,
    formattedAddress: `${city.name}, USA`,
  };
}

/** The travel location: a US city. */
export function TravelLocationField({ value, onChange, error }: TravelLocationFieldProps) {
  const current = value ? `${value.city}${value.state ? `, ${value.state}` : ''}` : '';
  const known = MAJOR_US_CITIES.some((c) => c.name === current);
  return (
    <SelectField
      label={availabilityMessages.travelLocation}
      required
      value={known || !value ? current : '__current'}
      placeholder={availabilityMessages.chooseCity}
      error={error}
      onChange={(e) => onChange(toLocation(e.target.value))}
    >
      {value && !known && <option value="__current">{value.formattedAddress}</option>}
      {MAJOR_US_CITIES.map((c) => (
        <option key={c.name} value={c.name}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}
