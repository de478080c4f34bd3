import { NextResponse } from 'next/server';
import { z } from 'zod';
import { defineRoute } from '@/lib/actions/define-route';
import { commonMessages } from '@/lib/messages';

// /event/{id}: the game's page is evt/{id} (as share/event/{id}); a permanent redirect that reads nothing (who
// may see the game is decided there). event/{id}/manage is its own page.
export const GET = defineRoute(
  {
    name: 'event.redirect',
    auth: 'public',
    input: z.object({ params: z.object({ id: z.string() }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, request }) =>
    NextResponse.redirect(new URL(`/evt/${encodeURIComponent(input.params.id)}`, request.url), 308),
);
