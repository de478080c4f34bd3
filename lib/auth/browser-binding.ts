import 'server-only';
import { env, isProduction } from '@/lib/env';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { TOKEN_LIFETIME_MS } from './tokens';

// A random value in an HttpOnly cookie of the browser that asks for a verification link (sign-up,
// resend). Its hash is stored with the link, so confirming can tell "the same browser" from "someone
// else's inbox" (lib/account/confirm-email.ts).
export const VERIFY_BROWSER_COOKIE = 'beans-verify-browser';

export async function readBrowserSecret(): Promise<string | undefined> {
  const value = (await cookies()).get(VERIFY_BROWSER_COOKIE)?.value;
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export async function ensureBrowserSecret(): Promise<string> {
  const existing = await readBrowserSecret();
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  (await cookies()).set(VERIFY_BROWSER_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction() && env().APP_URL.startsWith('https:'),
    path: '/',
    maxAge: TOKEN_LIFETIME_MS.VERIFY_EMAIL / 1000,
  });
  return secret;
}
