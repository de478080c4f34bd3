'use client';

import { CityPicker, type PickedCity } from '@/components/geo/CityPicker';
import type { TravelLocation } from '@/lib/availability/schema';
import { cityLabel } from '@/lib/geo/city';
import { availabilityMessages } from '@/lib/messages';

export type TravelLocationFieldProps = {
  value: TravelLocation | null;
  onChange: (location: TravelLocation | null) => void;
  error?: string;
};

// Entries saved before cities outside the US existed have no country: they are US cities.
const toPicked = (l: TravelLocation): PickedCity => ({
  ...l,
  name: cityLabel(l.city, l.state, l.country || 'US'),
  country: l.country || 'US',
});

/** The travel location: a city from the shared city picker. */
export function TravelLocationField({ value, onChange, error }: TravelLocationFieldProps) {
  return (
    <CityPicker
      label={availabilityMessages.travelLocation}
      required
      error={error}
      value={value ? toPicked(value) : null}
      onChange={(city) =>
        onChange(
          city
            ? {
                city: city.city,
                state: city.state,
                country: city.country,
                lat: city.lat,
                lng: city.lng,
                formattedAddress: city.formattedAddress,
              }
            : null,
        )
      }
    />
  );
}
