import { createHash } from 'node:crypto';
import NextAuth, { CredentialsSignin, type NextAuthConfig, type Session } from 'next-auth';
import { createActionURL } from '@auth/core';
import { decode, type JWT } from 'next-auth/jwt';
import { headers } from 'next/headers';
import Credentials from 'next-auth/providers/credentials';
import { db } from '@/lib/db';
import { clientIpOf } from '@/lib/auth/client-ip';
import { verifyCredentials, type LoginFailure } from '@/lib/auth/credentials';
import { isKnownDevice, knownDeviceAccount, knownDeviceCookieOf } from '@/lib/auth/known-device';
import { confirmEmailSchema, loginSchema } from '@/lib/auth/schema';
import { endSession, startSession } from '@/lib/auth/sessions';

async function userAgent(): Promise<string | null> {
  try {
    return (await headers()).get('user-agent');
  } catch {
    return null; // outside a request (tests)
  }
}

// Auth.js (next-auth v5) with e-mail + password. Credentials sign-in requires JWT sessions; the token
// carries the user's sessionVersion, and getViewer() (lib/auth/viewer.ts) rejects a token whose version
// no longer matches the database, so a password change or account deletion ends every old session.

export class LoginError extends CredentialsSignin {
  constructor(public readonly failure: LoginFailure) {
    super(failure);
    this.code = failure;
  }
}

declare module 'next-auth' {
  interface User {
    sessionVersion?: number;
  }
  interface Session {
    sessionVersion: number;
    /** The server-side session record (lib/auth/sessions.ts). */
    sid?: string;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    uid?: string;
    sv?: number;
    sid?: string;
  }
}

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

const config: NextAuthConfig = {
  trustHost: true,
  logger: {
    // A refused sign-in is an expected outcome, not a server error worth a stack trace.
    error(error) {
      if (error instanceof CredentialsSignin) return;
      console.error('[auth]', error);
    },
  },
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: '/auth/login', error: '/auth/login' },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      // The address comes from the request as the server received it, never from the posted fields.
      async authorize(raw, request) {
        const parsed = loginSchema.safeParse(raw);
        if (!parsed.success) throw new LoginError('invalid-user');
        const cookie = knownDeviceCookieOf(request.headers.get('cookie'));
        const knownDevice = cookie
          ? isKnownDevice(cookie, await knownDeviceAccount(db, parsed.data.email))
          : false;
        const result = await verifyCredentials(db, parsed.data, clientIpOf(request), { knownDevice });
        if (!result.ok) throw new LoginError(result.code);
        return { id: result.userId, sessionVersion: result.sessionVersion };
      },
    }),
    // The mailed verification link signs its owner in once (the token is single-use). Opened in
    // another browser than the one that asked for it, it also sets the owner's own password.
    Credentials({
      id: 'email-link',
      credentials: { token: {}, password: {}, confirmPassword: {}, browser: {} },
      async authorize(raw) {
        const parsed = confirmEmailSchema.safeParse({
          token: raw.token,
          password: raw.password || undefined,
          confirmPassword: raw.confirmPassword || undefined,
        });
        if (!parsed.success) throw new LoginError('invalid-user');
        const browserSecret = typeof raw.browser === 'string' ? raw.browser : undefined;
        // Loaded when used: sign-up's completion reaches teams and guests, which the session check never needs.
        const { confirmEmail } = await import('@/lib/account/confirm-email');
        const result = await confirmEmail(db, parsed.data.token, {
          browserSecret,
          newPassword: parsed.data.password,
        });
        if (result.status === 'passwordRequired') throw new LoginError('password-required');
        if (result.status !== 'confirmed') throw new LoginError('invalid-user');
        return { id: result.user.id, sessionVersion: result.user.sessionVersion };
      },
    }),
  ],
  callbacks: {
    // At sign-in the token gets a server-side session record; it lives as long as that record does.
    async jwt({ token, user }) {
      if (user?.id) {
        token.uid = user.id;
        token.sv = user.sessionVersion ?? 0;
        token.sid = await startSession(db, user.id, await userAgent());
      }
      return token;
    },
    session({ session, token }) {
      if (token.uid) session.user.id = token.uid;
      session.sessionVersion = token.sv ?? -1;
      session.sid = token.sid;
      return session;
    },
  },
  events: {
    // Sign-out ends the record, so a copy of this browser's token stops working too.
    async signOut(message) {
      const sid = 'token' in message ? message.token?.sid : undefined;
      if (sid) await endSession(db, sid);
    },
  },
};

const nextAuth = NextAuth(config);
export const { handlers, signIn, signOut } = nextAuth;
/** Auth.js's own session reader (the `/api/auth/session` action run in process); `auth()` below answers the same. */
export const authjsSession = nextAuth.auth as () => Promise<Session | null>;

/** The request's cookies as Auth.js parses them (the first of two with the same name wins; values URI-decoded). */
function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1);
    try {
      value = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      // kept as sent, like Auth.js
    }
    cookies.set(name, value);
  }
  return cookies;
}

type SessionPayload = JWT;

/** Seconds past `exp` a token is still read, as Auth.js's decode allows (its `clockTolerance`). */
const CLOCK_TOLERANCE_S = 15;
const DECODED_MAX = 1000;
/**
 * Tokens this process has decrypted, by cookie name and token: a signed-in browser sends the same cookie with every
 * request, and decrypting it (a key derivation, a thumbprint, AES-CBC and HMAC through WebCrypto) is the largest
 * part of reading a session. Only tokens that decrypted are kept, so a flood of forged cookies adds nothing; the
 * least recently used goes first past 1,000; `exp` is checked again on every hit. The payload is a pure function
 * of the token and the secret (fixed for the process), and what a session may do is still decided by its record
 * in the database (getViewer), which this does not skip. So each instance's own copy is safe to lose or to differ from another's: a miss
 * only decrypts again.
 */
const decoded = new Map<string, SessionPayload>();

async function decodeOnce(token: string, secret: string | string[], name: string) {
  // Keyed by a digest, so the process's memory holds no bearer tokens (a few µs against the decryption's
  // ~0.5 ms). The secret is not in the key: `config.secret` is fixed when the process starts; reading it lazily
  // (a rotating secret) would need it in the key too.
  const key = createHash('sha256').update(name).update('\n').update(token).digest('base64');
  const hit = decoded.get(key);
  if (hit) {
    decoded.delete(key);
    // Refused exactly when Auth.js's decode refuses it: exp ≤ now (whole seconds) − the tolerance.
    if (typeof hit.exp === 'number' && hit.exp <= Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE_S)
      return null;
    decoded.set(key, hit);
    return hit;
  }
  let payload;
  try {
    payload = await decode({ token, secret, salt: name });
  } catch {
    return null;
  }
  if (!payload) return null;
  decoded.set(key, payload);
  if (decoded.size > DECODED_MAX) decoded.delete(decoded.keys().next().value!);
  return payload;
}

/**
 * The session of this request, as a server component, action or route handler sees it: what Auth.js's `auth()`
 * answers, read from the session cookie directly. Auth.js's `auth()` runs its whole `/api/auth/session` action
 * in process on every call: a Request, the cookie decrypted, the token re-encrypted with a new expiry for a
 * Set-Cookie header that a server component cannot send (and that is dropped), a Response and its JSON parsed
 * back — ~1 ms of CPU on every signed-in request, where decrypting the cookie is ~0.4 ms. Same cookie name
 * (the `__Secure-` one when Auth.js sees https), same chunks, same secrets and salt, same `exp` check, same
 * callbacks' answer; a cookie that does not decrypt is no session. `tests/integration/session-cookie.test.ts`
 * holds it to Auth.js's answer.
 */
export async function auth(): Promise<Session | null> {
  const requestHeaders = await headers();
  const url = createActionURL(
    'session',
    requestHeaders.get('x-forwarded-proto') ?? 'https',
    requestHeaders,
    process.env,
    config,
  );
  const name = `${(config.useSecureCookies ?? url.protocol === 'https:') ? '__Secure-' : ''}authjs.session-token`;
  const chunks = [...parseCookies(requestHeaders.get('cookie') ?? '')].filter(
    ([key, value]) => key.startsWith(name) && value,
  );
  if (!chunks.length) return null;
  const suffix = (key: string) => parseInt(key.split('.').pop() || '0');
  const token = chunks
    .sort(([a], [b]) => suffix(a) - suffix(b))
    .map(([, value]) => value)
    .join('');
  const secret = config.secret;
  if (!secret) return null;
  const payload = await decodeOnce(token, secret, name);
  if (!payload) return null;
  return {
    user: { id: payload.uid, name: payload.name, email: payload.email ?? '', image: payload.picture },
    expires: new Date(Date.now() + SESSION_MAX_AGE_S * 1000).toISOString(),
    sessionVersion: payload.sv ?? -1,
    sid: payload.sid,
  };
}
