// An unknown (or malformed) place id: 404 with 'Place not found', never a 500.
export { PlaceNotFound as default } from '@/components/places/PlaceNotFound';
