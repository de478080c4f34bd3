import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { feedFor } from '@/lib/events/calendar-feed';

// A user's calendar feed (RFC 5545), read by calendar apps without a session: the secret in the URL is the
// only key. Unknown or replaced secrets get 404.
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const body = await feedFor(db, token, env().APP_URL);
  if (body === null) return new Response('Not found', { status: 404 });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="beans-games.ics"',
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    },
  });
}
