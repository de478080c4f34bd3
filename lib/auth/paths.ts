// What the proxy (proxy.ts) and the pages agree on: which paths need a session, the session cookie's
// names, and the header that carries the requested path to the pages.
export const PROTECTED_PREFIXES = [
  '/home',
  '/profile',
  '/teams',
  '/settings',
  '/notifications',
  '/user-onboarding',
  '/create',
  '/event',
  '/team',
  '/start',
  '/subscriptions',
  '/scan',
  '/teams-v3',
  '/my-communities',
  '/leagues',
  '/external-teams',
  '/admin',
  '/billing',
  '/payment-success',
  '/invoices',
  '/transactions',
  '/form',
  '/pay-balance',
  '/site/build',
  '/custom-website',
  '/places',
  '/full-search',
  '/connect',
];
export const SESSION_COOKIES = ['authjs.session-token', '__Secure-authjs.session-token'];
export const PATH_HEADER = 'x-beans-path';

export const isProtected = (pathname: string) =>
  PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

// Pages for visitors only: a browser with a session cookie is sent on by the proxy (so these pages can be
// prerendered). A cookie whose session has ended (signed out elsewhere, expired, revoked) would bounce
// between them and the app; pages that find such a session send the user to login with SESSION_ENDED, which
// the proxy lets through.
export const GUEST_ONLY_PATHS = ['/auth/login', '/auth/sign-up', '/auth/forgot-password'];
export const SESSION_ENDED = { param: 'session', value: 'ended' } as const;

export const hasSessionCookie = (names: string[]) =>
  names.some((name) => SESSION_COOKIES.some((cookie) => name.startsWith(cookie)));
