import { z } from 'zod';

// A city chosen in <CityPicker> (offline US index or Google Places). Shared by the browser and the server.
export type PickedCity = {
  /** Display label, e.g. "Denver, CO". This is the spec's defaultCity.name. */
  name: string;
  city: string;
  /** Two-letter state code, e.g. "CO". */
  state: string;
  country: 'US';
  lat: number;
  lng: number;
  /** e.g. "Denver, CO, USA". */
  formattedAddress: string;
};

export const latField = z.number().min(-90).max(90);
export const lngField = z.number().min(-180).max(180);

export const pickedCitySchema = z.object({
  name: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(200),
  state: z.string().trim().max(100),
  country: z.literal('US'),
  lat: latField,
  lng: lngField,
  formattedAddress: z.string().trim().max(300),
});

export const cityLabel = (city: string, state: string) => (state ? `${city}, ${state}` : city);
export const usAddress = (city: string, state: string) => `${cityLabel(city, state)}, USA`;

/** A saved city (name, lat, lng) as a PickedCity; the state is read from a "City, ST" name. */
export function savedCity(name: string, lat: number, lng: number): PickedCity {
  const match = /^(.*), ([A-Z]{2})$/.exec(name);
  const city = match ? match[1] : name;
  const state = match ? match[2] : '';
  return { name, city, state, country: 'US', lat, lng, formattedAddress: usAddress(city, state) };
}
