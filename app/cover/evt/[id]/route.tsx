import { coverImage } from '@/components/looks/cover-image';
import { getActiveViewer } from '@/lib/auth/viewer';
import { eventPage } from '@/lib/events/queries';
import { eventCoverCard } from '@/lib/seo/share-cards';

// /cover/evt/{id}: the cover of a game for whoever may open its page (a private game's for its players and
// hosting team; a public one's for anyone not blocked either way with the host), drawn by the share image's
// renderer. Everyone else gets 404. The game page of a public game shows /og/evt/{id} itself (one image for
// the page and its link preview); this route serves the private ones. Private cache: it follows the viewer.
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const viewer = await getActiveViewer();
  const event = await eventPage(viewer?.id ?? null, (await params).id);
  if (!event) return new Response('Not found', { status: 404 });
  const card = eventCoverCard({ ...event, dateStart: event.startsAt, sport: event.gameType });
  return coverImage(card, { 'cache-control': 'private, max-age=300' });
}
