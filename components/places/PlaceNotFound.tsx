import { ResourceNotFound } from '@/components/ui/ResourceNotFound';
import { placeUi } from '@/lib/messages/places';

/** An unknown (or malformed) place id: 404 with 'Place not found', never a 500 (every places route's not-found). */
export function PlaceNotFound() {
  return (
    <ResourceNotFound heading={placeUi.placeNotFound} href="/discover/places" linkLabel={placeUi.mapTitle} />
  );
}
