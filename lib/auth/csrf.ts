import { randomBytes, timingSafeEqual } from 'node:crypto';
import { env, isProduction } from '@/lib/env';

// Anti-CSRF token of the visitors' password forms (/auth/login, sign-up, forgot-password; issue 31): a double
// submit. proxy.ts gives each browser a random value in a SameSite=Strict, HttpOnly cookie the first time it
// opens one of those pages; the page renders the same value into the form's hidden `csrf_token` field; the
// server action (lib/auth/actions.ts) and, for a native form POST, proxy.ts refuse a request whose field does
// not match the cookie. A page on another site can neither read the cookie nor make the browser send it with a
// cross-site request, so it cannot forge a sign-in (login CSRF), a sign-up or a reset mail in the visitor's name.
// Next's own Origin check on server actions stays in front of this.

export { CSRF_COOKIE, CSRF_FIELD, CSRF_PATHS } from './csrf-names';
const MAX_AGE_S = 30 * 24 * 60 * 60;

/** 32 random bytes, base64url (43 characters). */
export const newCsrfToken = () => randomBytes(32).toString('base64url');

export const csrfCookieOptions = () => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: isProduction() && env().APP_URL.startsWith('https:'),
  path: '/',
  maxAge: MAX_AGE_S,
});

/** The field matches the cookie (both present, compared in constant time). */
export function csrfTokensMatch(cookie: string | undefined | null, field: unknown): boolean {
  if (!cookie || typeof field !== 'string' || !field) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}
