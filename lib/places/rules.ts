import { savedCity, type PickedCity } from '@/lib/geo/city';

/**
 * A place as the city of a game's location (the game form's city field): "City, ST" read from the end of its
 * address ("2100 Barton Springs Rd, Austin, TX 78746" → "Austin, TX"), else the place's name; at its point.
 */
export function placeCity(place: { name: string; address: string; lat: number; lng: number }): PickedCity {
  const match = /(?:^|,)\s*([^,]+?),\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\s*(?:,\s*USA?)?\s*$/.exec(
    place.address,
  );
  const name = match ? `${match[1].trim()}, ${match[2]}` : place.name;
  return savedCity(name, place.lat, place.lng);
}
