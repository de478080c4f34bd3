import NextAuth, { CredentialsSignin } from 'next-auth';
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

export const { handlers, auth, signIn, signOut } = NextAuth({
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
});
