import { z } from 'zod';
import { countryByName, countryName, isCityCountry } from './countries';

// A city chosen in <CityPicker> (offline index of the payout countries' cities, or Google Places). Shared by
// the browser and the server. The spec's location is {city, state, country, lat, lng, formattedAddress};
// docs/cities.md has the data and the label rules.
export type PickedCity = {
  /** Display label, the spec's defaultCity.name: "Denver, CO" in the US, "Munich, Germany" elsewhere. */
  name: string;
  city: string;
  /** US: the two-letter state code ("CO"); elsewhere empty. */
  state: string;
  /** ISO 3166-1 alpha-2 code of one of the covered countries (lib/geo/countries.ts), e.g. "US", "DE". */
  country: string;
  lat: number;
  lng: number;
  /** "Denver, CO, USA", "Munich, Germany". */
  formattedAddress: string;
  /**
   * The city's IANA zone (GeoNames' timezone column, canonicalZone spelling), e.g. Europe/Berlin. Always set
   * on cities from the index (findCities, snapToListedCity); absent on a city rebuilt from a saved name
   * (savedCity) or typed in a form: derive it from lat/lng on the server then (zoneAt).
   */
  timeZone?: string;
};

export const latField = z.number().min(-90).max(90);
export const lngField = z.number().min(-180).max(180);

export const pickedCitySchema = z.object({
  name: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(200),
  state: z.string().trim().max(100),
  // One of the covered countries (lib/geo/countries.ts), as a plain string for every consumer.
  country: z.string().refine((code): boolean => isCityCountry(code)),
  lat: latField,
  lng: lngField,
  formattedAddress: z.string().trim().max(300),
  // Never trusted: the server snaps a submitted city to a listed one (snapToListedCity), which carries its zone.
  timeZone: z.string().trim().max(64).optional(),
});

/** The label of a city: "Austin, TX" in the US (state code), "Munich, Germany" elsewhere. */
export const cityLabel = (city: string, state: string, country = 'US') =>
  country === 'US' ? (state ? `${city}, ${state}` : city) : `${city}, ${countryName(country)}`;

/** The address line: "Austin, TX, USA", "Munich, Germany". */
export const cityAddress = (city: string, state: string, country = 'US') =>
  country === 'US' ? `${cityLabel(city, state)}, USA` : cityLabel(city, state, country);

/**
 * A city from its address line ("Seattle, WA, USA", "Munich, Germany"), as activity subscriptions store it;
 * an address of no covered country reads as a saved name (savedCity).
 */
export function cityFromAddress(address: string, lat: number, lng: number): PickedCity {
  const parts = address.split(',').map((part) => part.trim());
  if (parts.length >= 2 && parts[parts.length - 1] === 'USA') {
    return savedCity(parts.slice(0, -1).join(', '), lat, lng);
  }
  return savedCity(address, lat, lng);
}

/**
 * A saved city (name, lat, lng) as a PickedCity, read from its label: "City, ST" is a US city, "City, Country"
 * names the country (one of the covered ones); any other name is a US city without a state (names saved
 * before cities outside the US existed).
 */
export function savedCity(name: string, lat: number, lng: number, timeZone?: string): PickedCity {
  const comma = name.lastIndexOf(', ');
  const tail = comma === -1 ? '' : name.slice(comma + 2);
  const head = comma === -1 ? name : name.slice(0, comma);
  const country = tail && !/^[A-Z]{2}$/.test(tail) ? countryByName(tail) : undefined;
  let picked: PickedCity;
  if (country && country !== 'US') {
    picked = {
      name,
      city: head,
      state: '',
      country,
      lat,
      lng,
      formattedAddress: cityAddress(head, '', country),
    };
  } else {
    const state = /^[A-Z]{2}$/.test(tail) ? tail : '';
    const city = state ? head : name;
    picked = { name, city, state, country: 'US', lat, lng, formattedAddress: cityAddress(city, state) };
  }
  return timeZone ? { ...picked, timeZone } : picked;
}
