import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';

// "Device cookies": a browser that signed in to an account gets an HttpOnly cookie naming that account (an HMAC
// of its address and its sessionVersion under AUTH_SECRET, so it cannot be made up, and "sign out everywhere" or a
// password reset, which move the version on, revoke every such cookie). The account-wide sign-in limit
// (lib/auth/rate-limit.ts) does not apply to such a browser, so someone guessing from many addresses slows down
// guesses from unknown browsers without locking the owner out of theirs. The per-place limits still apply.
export const KNOWN_DEVICE_COOKIE = 'beans-known-device';
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const MAX_ACCOUNTS = 5;

let fallbackSecret: string | undefined;
const secret = () => env().AUTH_SECRET ?? (fallbackSecret ??= randomBytes(32).toString('hex'));

/** The account a cookie token stands for: its address and its current session version. */
export type KnownDeviceAccount = { email: string; sessionVersion: number };

const tokenFor = ({ email, sessionVersion }: KnownDeviceAccount) =>
  createHmac('sha256', secret())
    .update(`known-device:${sessionVersion}:${email}`)
    .digest('base64url')
    .slice(0, 32);

/** The account behind an address as the cookie names it, or null when there is none. */
export async function knownDeviceAccount(
  db: Pick<Db, 'user'>,
  email: string,
): Promise<KnownDeviceAccount | null> {
  return db.user.findUnique({ where: { email }, select: { email: true, sessionVersion: true } });
}

const tokensOf = (value: string | undefined) =>
  (value ?? '')
    .split('.')
    .filter((t) => /^[A-Za-z0-9_-]{32}$/.test(t))
    .slice(0, MAX_ACCOUNTS);

/** True when the cookie's value names this account at its current session version. */
export function isKnownDevice(value: string | undefined, account: KnownDeviceAccount | null): boolean {
  if (!account) return false;
  const expected = Buffer.from(tokenFor(account));
  return tokensOf(value).some((t) => timingSafeEqual(Buffer.from(t), expected));
}

/** The cookie's value after a sign-in to this account (the most recent few accounts are kept). */
export function withKnownDevice(value: string | undefined, account: KnownDeviceAccount): string {
  const token = tokenFor(account);
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
