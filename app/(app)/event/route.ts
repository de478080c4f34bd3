import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/actions/define-route';
import { commonMessages } from '@/lib/messages';

// /event (spec route table: "event (with child routes)"): the games live under discover, so the bare address
// goes there; a permanent redirect that reads nothing.
export const GET = defineRoute(
  { name: 'event.index', auth: 'public', failure: commonMessages.somethingWentWrong },
  async ({ request }) => NextResponse.redirect(new URL('/discover', request.url), 308),
);
