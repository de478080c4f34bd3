import { z } from 'zod';
import { defineRoute } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { feedFor } from '@/lib/events/calendar-feed';
import { commonMessages } from '@/lib/messages';

// A user's calendar feed (RFC 5545), read by calendar apps without a session ('external'): the secret in the URL
// is the only key. Unknown or replaced secrets get 404 (plain text, as calendar apps show it).
const notFound = () => new Response('Not found', { status: 404 });

export const GET = defineRoute(
  {
    name: 'calendar.feed',
    auth: 'external',
    input: z.object({ params: z.object({ token: z.string() }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input }) => {
    const body = await feedFor(db, input.params.token, env().APP_URL);
    if (body === null) return notFound();
    return new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="beans-games.ics"',
        'Cache-Control': 'private, max-age=300',
        'X-Robots-Tag': 'noindex',
      },
    });
  },
);
