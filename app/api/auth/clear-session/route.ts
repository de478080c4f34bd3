import { NextResponse, type NextRequest } from 'next/server';

const AUTH_COOKIE = /^(__Secure-|__Host-)?authjs\./;

// Failsafe of sign-out: drops every Auth.js cookie (including chunked session cookies such as
// `authjs.session-token.0`) and shows the logout error on the login page. Cookies with the __Secure- or
// __Host- prefix can only be replaced by Secure cookies, so they are expired with `secure: true`.
export function GET(request: NextRequest) {
  const response = NextResponse.redirect(new URL('/auth/login?logout=true&logoutError=1', request.url));
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
