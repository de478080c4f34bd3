import { NextResponse } from 'next/server';
import { z } from 'zod';
import { defineRoute } from '@/lib/actions/define-route';
import { db } from '@/lib/db';
import { commonMessages } from '@/lib/messages';
import { OPT_OUT_PATH, optOutOfInvitations } from '@/lib/teams/opt-out';

// "Stop invitation e-mails" (the confirm button of auth/stop-invitations, a plain form POST from our page, so
// same origin): open to anyone, the token signed for the address is the authorization. Answers with a redirect
// back to the page; a missing or malformed field reads as an invalid link.
export const dynamic = 'force-dynamic';

const field = z
  .string()
  .catch('')
  .transform((v) => v.slice(0, 320));

export const POST = defineRoute(
  {
    name: 'invitations.opt-out',
    auth: 'public',
    body: 'form',
    maxBytes: 2048,
    input: z.object({ body: z.object({ email: field, token: field }).catch({ email: '', token: '' }) }),
    failure: commonMessages.somethingWentWrong,
  },
  async ({ input, request }) => {
    const done = await optOutOfInvitations(db, input.body.email, input.body.token);
    const back = new URL(OPT_OUT_PATH, request.url);
    // The done page names no address (its query is no proof of anything), so none is carried in the URL.
    back.searchParams.set(done ? 'done' : 'invalid', '1');
    return NextResponse.redirect(back, 303);
  },
);
