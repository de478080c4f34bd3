import { NextResponse } from 'next/server';
import { z } from 'zod';
import { defineRoute } from '@/lib/actions/define-route';
import { commonMessages } from '@/lib/messages';

// The short share link of a game: a permanent redirect to its page (who may see it is decided there, so the
// link itself is public).
export const GET = defineRoute(
  {
    name: 'share.event',
    auth: 'public',
    input: z.object({ params: z.object({ id: z.string() }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, request }) =>
    NextResponse.redirect(new URL(`/evt/${encodeURIComponent(input.params.id)}`, request.url), 308),
);
