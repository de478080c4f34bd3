import { z } from 'zod';
import { defineRoute, ok, refuse } from '@/lib/actions/define-route';
import { gameDetail } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';

// One game's live feed (discover/games/{id}), under its event's visibility; unknown or hidden: 404.
const notFound = refuse.notFound(m.gameNotFound);

export const GET = defineRoute(
  {
    name: 'games.feed',
    auth: 'optional',
    input: z.object({ params: z.object({ id: z.string().max(64) }) }),
    invalid: notFound,
    failure: m.loadFailed,
  },
  async ({ input, viewer }) => {
    const view = await gameDetail(viewer?.id ?? null, input.params.id);
    if (!view) return notFound;
    return ok(view, { headers: { 'Cache-Control': 'private, no-store' } });
  },
);
