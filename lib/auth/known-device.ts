import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

// "Device cookies": a browser that signed in to an account gets an HttpOnly cookie naming that account (an HMAC
// of its address under AUTH_SECRET, so it cannot be made up). The account-wide sign-in limit
// (lib/auth/rate-limit.ts) does not apply to such a browser, so someone guessing from many addresses slows down
// guesses from unknown browsers without locking the owner out of theirs. The per-place limits still apply.
export const KNOWN_DEVICE_COOKIE = 'beans-known-device';
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const MAX_ACCOUNTS = 5;

let fallbackSecret: string | undefined;
const secret = () => env().AUTH_SECRET ?? (fallbackSecret ??= randomBytes(32).toString('hex'));

const tokenFor = (email: string) =>
  createHmac('sha256', secret()).update(`known-device:${email}`).digest('base64url').slice(0, 32);

const tokensOf = (value: string | undefined) =>
  (value ?? '')
    .split('.')
    .filter((t) => /^[A-Za-z0-9_-]{32}$/.test(t))
    .slice(0, MAX_ACCOUNTS);

/** True when the cookie's value names this account. */
export function isKnownDevice(value: string | undefined, email: string): boolean {
  const expected = Buffer.from(tokenFor(email));
  return tokensOf(value).some((t) => timingSafeEqual(Buffer.from(t), expected));
}

/** The cookie's value after a sign-in to this account (the most recent few accounts are kept). */
export function withKnownDevice(value: string | undefined, email: string): string {
  const token = tokenFor(email);
  return [token, ...tokensOf(value).filter((t) => t !== token)].slice(0, MAX_ACCOUNTS).join('.');
}

/** The cookie's value in a Cookie request header. */
export function knownDeviceCookieOf(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) return rest.join('=');
  }
  return undefined;
}
