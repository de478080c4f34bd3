import { z } from 'zod';
import { defineRoute, ok } from '@/lib/actions/define-route';
import { findCities } from '@/lib/geo/city-index';
import { commonMessages } from '@/lib/messages';

// City search for <CityPicker>: GET /api/cities?q=den&limit=8 → { ok: true, data: { results: PickedCity[] } }, ranked by
// whole-name prefix, then word prefix, then population. Signed-in users only.
export const GET = defineRoute(
  {
    name: 'cities.search',
    auth: { profile: false },
    input: z.object({
      query: z.object({
        q: z
          .string()
          .optional()
          .transform((q) => (q ?? '').slice(0, 100)),
        limit: z
          .string()
          .optional()
          .transform((l) => {
            const n = Number(l ?? 8);
            return Number.isFinite(n) ? n : 8;
          }),
      }),
    }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input }) =>
    ok(
      { results: findCities(input.query.q, input.query.limit) },
      { headers: { 'Cache-Control': 'private, max-age=3600' } },
    ),
);
