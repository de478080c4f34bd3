import { NextResponse, type NextRequest } from 'next/server';
import { auth } from '@/lib/auth';
import { endSession } from '@/lib/auth/sessions';
import { db } from '@/lib/db';

const AUTH_COOKIE = /^(__Secure-|__Host-)?authjs\./;

// Same-origin only: a cross-site page must not be able to sign a user out (a GET link or a form post
// from elsewhere). Browsers send Origin on POST; Sec-Fetch-Site confirms where they support it.
function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

// Failsafe of sign-out (POST from the sign-out button when the normal sign-out did not finish): ends
// the session on the server and drops every Auth.js cookie (including chunked session cookies such as
// `authjs.session-token.0`), then shows the logout error on the login page. Cookies with the __Secure- or
// __Host- prefix can only be replaced by Secure cookies, so they are expired with `secure: true`.
export async function POST(request: NextRequest) {
  if (!sameOrigin(request)) return new NextResponse(null, { status: 403 });
  try {
    const session = await auth();
    if (session?.sid) await endSession(db, session.sid);
  } catch (error) {
    console.error('[auth] ending the session failed', error);
  }
  const response = NextResponse.redirect(new URL('/auth/login?logout=true&logoutError=1', request.url), 303);
  for (const { name } of request.cookies.getAll()) {
    if (!AUTH_COOKIE.test(name)) continue;
    const prefixed = name.startsWith('__Secure-') || name.startsWith('__Host-');
    response.cookies.set({
      name,
      value: '',
      path: '/',
      maxAge: 0,
      expires: new Date(0),
      secure: prefixed,
      httpOnly: true,
      sameSite: 'lax',
    });
  }
  return response;
}
