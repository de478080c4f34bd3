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
];
export const SESSION_COOKIES = ['authjs.session-token', '__Secure-authjs.session-token'];
export const PATH_HEADER = 'x-beans-path';

export const isProtected = (pathname: string) =>
  PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
