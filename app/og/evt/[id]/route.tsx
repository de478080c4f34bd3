import { z } from 'zod';
import { coverImage } from '@/components/looks/cover-image';
import { defineRoute } from '@/lib/actions/define-route';
import { commonMessages } from '@/lib/messages';
import { eventShareCard } from '@/lib/seo/share-cards';

// /og/evt/{id}: the share image (1200×630 PNG) of a public game: its cover (sport colours and illustration,
// title, date and place), the same renderer as the cover on the game page. A private or unknown game is 404
// (crawlers fetch without a session, so the route is public). Rendered per request, cached by clients for an
// hour.
export const GET = defineRoute(
  {
    name: 'og.event',
    auth: 'public',
    input: z.object({ params: z.object({ id: z.string() }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input }) => {
    const card = await eventShareCard(input.params.id);
    if (!card) return new Response('Not found', { status: 404 });
    return coverImage(card, { 'cache-control': 'public, max-age=3600' });
  },
);
