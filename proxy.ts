import { NextResponse, type NextRequest } from 'next/server';
import {
  GUEST_ONLY_PATHS,
  hasSessionCookie,
  isProtected,
  PATH_HEADER,
  SESSION_ENDED,
} from '@/lib/auth/paths';
import { CLIENT_IP_HEADER, clientIpPreloaded } from '@/lib/auth/client-ip-marker';
import {
  CSRF_COOKIE,
  CSRF_FIELD,
  CSRF_PATHS,
  csrfCookieOptions,
  csrfTokensMatch,
  newCsrfToken,
} from '@/lib/auth/csrf';
import { foreignOrigin, logRefusedAction, mayBeServerAction } from '@/lib/auth/action-origin';
import { safeReturnPath } from '@/lib/auth/schema';
import { db } from '@/lib/db';
import { databaseReachable } from '@/lib/db-health';
import { benchRoutesEnabled, env, isBenchPath } from '@/lib/env';
import { authMessages } from '@/lib/messages/auth';
import { crossSiteMessages, unavailableMessages } from '@/lib/messages/errors';
import { lookupHost } from '@/lib/sites/hosts';
import { hostnameOf, routeForHost, SITE_HOST_HEADER } from '@/lib/sites/routing';

// Next 16 renamed middleware.ts to proxy.ts (Node.js runtime). Two jobs:
// 1. Hosts. Anyone can send any Host to the server, so every request's host is checked against an
//    allow-list (lib/sites/hosts.ts: the app's own names, the special team-site domain, verified custom
//    domains from the database, cached briefly). A custom domain serves its website and the form routes
//    only (lib/sites/routing.ts); an unknown host gets 404 and never reaches the app.
// 2. Sessions, on the app's own hosts. It only redirects: visitors without a session cookie who open a
//    protected page go to login and come back afterwards, and browsers with one skip the visitors' pages
//    (login, sign-up, forgot password). It is an optimistic check; every page and server action verifies the
//    session itself (lib/auth/viewer.ts). Those pages also get the browser's anti-CSRF token (lib/auth/csrf.ts).

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not found</title></head>' +
  '<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#334155">' +
  '<main><h1 style="font-size:1.5rem">Page not found</h1><p>There is nothing at this address.</p></main></body></html>';

const notFound = () =>
  new NextResponse(NOT_FOUND_HTML, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });

const RETRY_AFTER_S = 5;
const UNAVAILABLE_HTML =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="${RETRY_AFTER_S}"><title>${unavailableMessages.title}</title></head>` +
  '<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#334155;text-align:center">' +
  `<main><h1 style="font-size:1.5rem">${unavailableMessages.title}</h1><p>${unavailableMessages.subtitle}</p>` +
  `<p><a href="" style="color:#047857;font-weight:600">${unavailableMessages.retry}</a></p></main></body></html>`;

// The database is away (restarting): a 503 that says when to try again, and retries by itself.
const unavailable = () =>
  new NextResponse(UNAVAILABLE_HTML, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(RETRY_AFTER_S),
      'cache-control': 'no-store',
    },
  });

// The hand-off from a custom domain to the same address on the app's own host. Not a 3xx: Next turns a Location
// whose host matches the server's own request URL into a relative one, which a browser on the custom domain would
// resolve back to that domain (a loop). A Refresh header and a link are never rewritten.
const handOff = (target: string) => {
  const href = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return new NextResponse(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
      '<title>Continue on Beans</title></head><body style="font-family:system-ui,sans-serif;display:grid;' +
      `place-items:center;min-height:90vh;color:#334155"><main><p><a href="${href}" style="color:#047857;` +
      'font-weight:600">Continue on Beans</a></p></main></body></html>',
    {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        refresh: `0;url=${target}`,
        'cache-control': 'no-store',
      },
    },
  );
};

// A native form POST to a visitor's password page whose csrf_token is not this browser's (lib/auth/csrf.ts).
const FORM_EXPIRED_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Form expired</title></head>' +
  '<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;color:#334155">' +
  `<main><h1 style="font-size:1.5rem">Form expired</h1><p>${authMessages.formExpired}</p></main></body></html>`;
const formExpired = () =>
  new NextResponse(FORM_EXPIRED_HTML, {
    status: 403,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
const MAX_FORM_BYTES = 64 * 1024;

// A server action posted from another site (lib/auth/action-origin.ts): 403 before Next's handler, which would
// answer 500.
const crossSiteRefused = () =>
  new NextResponse(crossSiteMessages.refused, {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/** A field of a native form POST (url-encoded or multipart, at most 64 kB), or null. */
async function postedField(request: NextRequest, name: string): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  const length = Number(request.headers.get('content-length') ?? NaN);
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return null;
  if (!(length >= 0 && length <= MAX_FORM_BYTES)) return null;
  try {
    const value = (await request.clone().formData()).get(name);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (mayBeServerAction(request)) {
    const origin = foreignOrigin(request.headers);
    if (origin !== null) {
      logRefusedAction(pathname, origin, request.headers.get('host'));
      return crossSiteRefused();
    }
  }
  // /api/health answers for itself (load balancers read its status).
  if (pathname !== '/api/health' && !(await databaseReachable(db))) return unavailable();
  const hostname = hostnameOf(request.headers.get('host'));
  const host = await lookupHost(db, hostname);
  const route = routeForHost(host, pathname);
  if (route.action === 'not-found') return notFound();
  // A site's form links lead to the form on the app's own host, where the visitor signs in (lib/sites/routing.ts).
  if (route.action === 'app') return handOff(new URL(`${pathname}${search}`, env().APP_URL).toString());
  // The benchmark fixtures exist only for the bench scripts (which set BENCH_ROUTES=on) and development.
  if (isBenchPath(pathname) && !benchRoutesEnabled()) return notFound();

  // Only this proxy says which custom domain a site page is served on; a client's own value is dropped.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(SITE_HOST_HEADER);
  // Started without the client-address preload, the header can only be the client's own: dropped.
  if (!clientIpPreloaded()) requestHeaders.delete(CLIENT_IP_HEADER);
  if (route.action === 'rewrite') {
    requestHeaders.set(SITE_HOST_HEADER, hostname);
    return NextResponse.rewrite(new URL(`${route.path}${search}`, request.url), {
      request: { headers: requestHeaders },
    });
  }
  if (pathname.startsWith('/api/') || pathname === '/robots.txt' || pathname === '/sitemap.xml') {
    return NextResponse.next({ request: { headers: requestHeaders } });
  }

  const hasSession = hasSessionCookie(request.cookies.getAll().map((c) => c.name));
  // Visitors' pages: a signed-in browser goes on to where it was headed (its session is checked
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
  requestHeaders.set(PATH_HEADER, `${pathname}${search}`);
  if (CSRF_PATHS.includes(pathname)) return withCsrfToken(request, requestHeaders);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

/**
 * The visitors' password pages (lib/auth/csrf.ts): a browser without the anti-CSRF cookie gets one, and the page
 * (rendered for this request) reads it from the request's cookies to fill the form's hidden field. Their forms are
 * sent as server actions, which check the token themselves; a native form POST (no Next-Action header: before
 * hydration, or from another site) must carry the cookie's token too, or is refused here. With it, it renders the
 * page, as before.
 */
async function withCsrfToken(request: NextRequest, requestHeaders: Headers) {
  const token = request.cookies.get(CSRF_COOKIE)?.value;
  if (request.method === 'POST' && !request.headers.has('next-action')) {
    if (!csrfTokensMatch(token, await postedField(request, CSRF_FIELD))) return formExpired();
  }
  if (token) return NextResponse.next({ request: { headers: requestHeaders } });
  const fresh = newCsrfToken();
  const cookie = request.headers.get('cookie');
  requestHeaders.set('cookie', `${cookie ? `${cookie}; ` : ''}${CSRF_COOKIE}=${fresh}`);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.cookies.set(CSRF_COOKIE, fresh, csrfCookieOptions());
  return response;
}

export const config = {
  // Every path but static build files: the host check covers route handlers, robots and sitemap too.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
