import { z } from 'zod';
import { defineRoute, ok, refuse } from '@/lib/actions/define-route';
import { placeUi } from '@/lib/messages/places';
import { placesIn } from '@/lib/places/queries';
import { boundsSchema } from '@/lib/places/schema';

// Places by the map's visible bounds: GET /api/places?bbox=south,west,north,east → { ok: true, data: { places, capped } }.
// Signed-in users only; the map calls it at most once per 500 ms of panning (components/places/PlacesMap).
export const GET = defineRoute(
  {
    name: 'places.in-bounds',
    input: z.object({ query: z.object({ bbox: z.string().default('').pipe(boundsSchema) }) }),
    invalid: refuse.invalid(placeUi.loadFailed),
    failure: placeUi.loadFailed,
  },
  async ({ input }) =>
    ok(await placesIn(input.query.bbox), { headers: { 'Cache-Control': 'private, no-store' } }),
);
