import { NextResponse, type NextRequest } from 'next/server';

// Next 16 renamed middleware.ts to proxy.ts (Node.js runtime). It only redirects: visitors without a
// session cookie who open a protected page go to login and come back afterwards. It is an optimistic
// check; every page and server action verifies the session itself (lib/auth/viewer.ts).
export const PROTECTED_PREFIXES = [
  '/home',
  '/profile',
  '/teams',
  '/settings',
  '/notifications',
  '/user-onboarding',
  '/create',
  '/team',
  '/start',
  '/subscriptions',
];
const SESSION_COOKIES = ['authjs.session-token', '__Secure-authjs.session-token'];
export const PATH_HEADER = 'x-beans-path';

const isProtected = (pathname: string) =>
  PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const hasSession = request.cookies
    .getAll()
    .some((c) => SESSION_COOKIES.some((name) => c.name.startsWith(name)));
  if (isProtected(pathname) && !hasSession) {
    const url = new URL('/auth/login', request.url);
    url.searchParams.set('callbackUrl', `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  // Pages read the path from this header to send users back after login or onboarding.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)'],
};
