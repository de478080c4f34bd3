import { ogImage } from '@/components/marketing/og-image';
import { eventShareCard } from '@/lib/seo/share-cards';

// /og/evt/{id}: the share image (1200×630 PNG) of a public game: sport, title, date and place. A private or
// unknown game is 404 (crawlers fetch without a session). Rendered per request, cached by clients for an hour.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const card = await eventShareCard((await params).id);
  if (!card) return new Response('Not found', { status: 404 });
  return ogImage(card, { 'cache-control': 'public, max-age=3600' });
}
