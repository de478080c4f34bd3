import { z } from 'zod';
import { defineRoute, ok, refuse } from '@/lib/actions/define-route';
import { eventGames } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';

// The Games section's live feed: the event's games, standings and bracket as the viewer may see them (visitors
// see public events'), polled by the section every few seconds. An unknown or hidden event answers 404.
const notFound = refuse.notFound(m.gameNotFound);

export const GET = defineRoute(
  {
    name: 'events.games.feed',
    auth: 'optional',
    input: z.object({ params: z.object({ id: z.string().max(64) }) }),
    invalid: notFound,
    failure: m.loadFailed,
  },
  async ({ input, viewer }) => {
    const view = await eventGames(viewer?.id ?? null, input.params.id);
    if (!view) return notFound;
    return ok(view, { headers: { 'Cache-Control': 'private, no-store' } });
  },
);
