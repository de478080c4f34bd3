import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { OPT_OUT_PATH, optOutOfInvitations } from '@/lib/teams/opt-out';

// "Stop invitation e-mails" (the confirm button of auth/stop-invitations, a plain form POST): open to anyone,
// the token signed for the address is the authorization. Answers with a redirect back to the page.
export const dynamic = 'force-dynamic';

const MAX_BYTES = 2048;

export async function POST(request: NextRequest) {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const form =
    Number.isFinite(declared) && declared <= MAX_BYTES ? await request.formData().catch(() => null) : null;
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.slice(0, 320) : '';
  };
  const email = field('email');
  const done = await optOutOfInvitations(db, email, field('token'));
  const back = new URL(OPT_OUT_PATH, request.url);
  // The done page names no address (its query is no proof of anything), so none is carried in the URL.
  back.searchParams.set(done ? 'done' : 'invalid', '1');
  return NextResponse.redirect(back, 303);
}
