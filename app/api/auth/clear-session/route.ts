import { NextResponse } from 'next/server';
import { defineRoute } from '@/lib/actions/define-route';
import { auth } from '@/lib/auth/next-auth';
import { endSession } from '@/lib/auth/sessions';
import { db } from '@/lib/db';
import { authMessages } from '@/lib/messages';

const AUTH_COOKIE = /^(__Secure-|__Host-)?authjs\./;

// Failsafe of sign-out (POST from the sign-out button when the normal sign-out did not finish): ends
// the session on the server and drops every Auth.js cookie (including chunked session cookies such as
// `authjs.session-token.0`), then shows the logout error on the login page. Cookies with the __Secure- or
// __Host- prefix can only be replaced by Secure cookies, so they are expired with `secure: true`. Public (a
// half-ended session may no longer pass the session check) but same-origin only, Origin required: a cross-site
// page must not be able to sign a user out (403).
export const POST = defineRoute(
  {
    name: 'auth.clear-session',
    auth: 'public',
    sameOrigin: 'require-origin',
    failure: authMessages.notSignedIn,
  },
  async ({ request }) => {
    try {
      const session = await auth();
      if (session?.sid) await endSession(db, session.sid);
    } catch (error) {
      console.error('[auth] ending the session failed', error);
    }
    const response = NextResponse.redirect(
      new URL('/auth/login?logout=true&logoutError=1', request.url),
      303,
    );
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
  },
);
