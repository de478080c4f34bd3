import { NextResponse, type NextRequest } from 'next/server';
import {
  GUEST_ONLY_PATHS,
  hasSessionCookie,
  isProtected,
  PATH_HEADER,
  SESSION_ENDED,
} from '@/lib/auth/paths';
import { safeReturnPath } from '@/lib/auth/schema';

// Next 16 renamed middleware.ts to proxy.ts (Node.js runtime). It only redirects: visitors without a
// session cookie who open a protected page go to login and come back afterwards, and browsers with one
// skip the visitors' pages (login, sign-up, forgot password), which are therefore prerendered. It is an
// optimistic check; every page and server action verifies the session itself (lib/auth/viewer.ts).

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const hasSession = hasSessionCookie(request.cookies.getAll().map((c) => c.name));
  // Visitors' pages are static; a signed-in browser goes on to where it was headed (its session is checked
  // there). One whose session has ended was sent here with SESSION_ENDED and may stay.
  if (
    hasSession &&
    GUEST_ONLY_PATHS.includes(pathname) &&
    request.nextUrl.searchParams.get(SESSION_ENDED.param) !== SESSION_ENDED.value
  ) {
    return NextResponse.redirect(
      new URL(safeReturnPath(request.nextUrl.searchParams.get('callbackUrl')), request.url),
    );
  }
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
