import { z } from 'zod';
import { defineRoute, ok } from '@/lib/actions/define-route';
import { zoneName } from '@/lib/geo/time-zone';
import { zoneAt } from '@/lib/geo/zone-at';
import { commonMessages } from '@/lib/messages';

// The zone of a point, for the game forms (docs/time-zones.md): GET /api/zone?lat=30.27&lng=-97.74 →
// { ok: true, data: { timeZone, name } } (America/Chicago, "Central Time"). Signed-in users only; the data
// of the lookup stays on the server.
const coordinate = (max: number) => z.coerce.number().min(-max).max(max);

export const GET = defineRoute(
  {
    name: 'zone.at',
    auth: { profile: false },
    input: z.object({ query: z.object({ lat: coordinate(90), lng: coordinate(180) }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input }) => {
    const timeZone = zoneAt(input.query.lat, input.query.lng);
    return ok(
      { timeZone, name: zoneName(timeZone) },
      { headers: { 'Cache-Control': 'private, max-age=3600' } },
    );
  },
);
