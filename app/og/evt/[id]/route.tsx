import { coverImage } from '@/components/looks/cover-image';
import { eventShareCard } from '@/lib/seo/share-cards';

// /og/evt/{id}: the share image (1200×630 PNG) of a public game: its cover (sport colours and illustration,
// title, date and place), the same renderer as the cover on the game page. A private or unknown game is 404
// (crawlers fetch without a session). Rendered per request, cached by clients for an hour.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const card = await eventShareCard((await params).id);
  if (!card) return new Response('Not found', { status: 404 });
  return coverImage(card, { 'cache-control': 'public, max-age=3600' });
}
