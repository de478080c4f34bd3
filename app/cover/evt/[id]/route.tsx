import { z } from 'zod';
import { coverImage } from '@/components/looks/cover-image';
import { defineRoute } from '@/lib/actions/define-route';
import { eventPage } from '@/lib/events/queries';
import { commonMessages } from '@/lib/messages';
import { eventCoverCard } from '@/lib/seo/share-cards';

// /cover/evt/{id}: the cover of a game for whoever may open its page (a private game's for its players and
// hosting team; a public one's for anyone not blocked either way with the host), drawn by the share image's
// renderer. Everyone else gets 404. The game page of a public game shows /og/evt/{id} itself (one image for
// the page and its link preview); this route serves the private ones. Private cache: it follows the viewer.
export const GET = defineRoute(
  {
    name: 'cover.event',
    auth: 'optional',
    input: z.object({ params: z.object({ id: z.string().max(64) }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, viewer }) => {
    const event = await eventPage(viewer?.id ?? null, input.params.id);
    if (!event) return new Response('Not found', { status: 404 });
    const card = eventCoverCard({ ...event, dateStart: event.startsAt, sport: event.gameType });
    return coverImage(card, { 'cache-control': 'private, max-age=300' });
  },
);
