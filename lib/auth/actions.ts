'use server';

import { AuthError } from 'next-auth';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { db } from '@/lib/db';
import { env, isProduction } from '@/lib/env';
import { signIn, signOut, LoginError } from '@/lib/auth/next-auth';
import { fail, ok } from '@/lib/action-result';
import { defineAction, definePublicAction } from '@/lib/actions/define-action';
import { authMessages } from '@/lib/messages';
import { ensureBrowserSecret, readBrowserSecret } from './browser-binding';
import { isCommonPassword } from './common-passwords';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_S,
  knownDeviceAccount,
  withKnownDevice,
} from './known-device';
import { requestClientIp } from './client-ip';
import { CSRF_COOKIE, csrfTokensMatch } from './csrf';
import { forgetPushSubscriptions } from '@/lib/notifications/service';
import { endAllSessions } from './sessions';
import { getViewer } from './viewer';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  safeReturnPath,
  signUpSchema,
  tokenSchema,
} from './schema';
import * as service from './service';

// Visitor actions (no session step). The client address for rate limits is read by the sign-in
// provider from the request itself (lib/auth/client-ip.ts), never from posted fields.

// A breached password is refused where a password is chosen (server side: the list stays off the browser).
const tooCommon = (field: 'password' = 'password') => ({
  ok: false as const,
  fieldErrors: { [field]: [authMessages.passwordTooCommon] },
});

function loginFailureMessage(error: unknown): string {
  const code = error instanceof LoginError ? error.failure : 'unknown';
  if (code === 'invalid-user') return authMessages.loginErrors.invalidUser;
  if (code === 'network') return authMessages.loginErrors.networkError;
  if (code === 'busy') return authMessages.loginErrors.busy;
  return authMessages.loginErrors.unknown;
}

// This browser signed in to this account: the account-wide sign-in limit no longer applies to it
// (lib/auth/known-device.ts).
async function rememberKnownDevice(email: string) {
  const account = await knownDeviceAccount(db, email);
  if (!account) return;
  const jar = await cookies();
  jar.set(KNOWN_DEVICE_COOKIE, withKnownDevice(jar.get(KNOWN_DEVICE_COOKIE)?.value, account), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction() && env().APP_URL.startsWith('https:'),
    path: '/',
    maxAge: KNOWN_DEVICE_MAX_AGE_S,
  });
}

// The visitors' password forms carry the browser's anti-CSRF token (lib/auth/csrf.ts); it must match the cookie.
const csrfShape = { csrfToken: z.string().max(200).optional() };
async function csrfRefused(token: string | undefined) {
  const jar = await cookies();
  return csrfTokensMatch(jar.get(CSRF_COOKIE)?.value, token) ? null : fail(authMessages.formExpired);
}

const loginInput = loginSchema.extend({ callbackUrl: z.string().max(2000).optional(), ...csrfShape });

export const loginAction = definePublicAction(
  { name: 'auth.login', input: loginInput, failure: authMessages.loginErrors.unknown },
  async ({ input: { callbackUrl, csrfToken, timeZone, ...credentials } }) => {
    const refused = await csrfRefused(csrfToken);
    if (refused) return refused;
    try {
      await signIn('credentials', { ...credentials, redirect: false });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return fail(loginFailureMessage(error));
    }
    await rememberKnownDevice(credentials.email);
    await service.adoptBrowserZone(db, credentials.email, timeZone);
    return ok({ redirectTo: safeReturnPath(callbackUrl) });
  },
);

export const signUpAction = definePublicAction(
  {
    name: 'auth.signUp',
    input: signUpSchema.safeExtend(csrfShape),
    failure: authMessages.loginErrors.unknown,
  },
  async ({ input: { csrfToken, ...input } }) => {
    const refused = await csrfRefused(csrfToken);
    if (refused) return refused;
    if (isCommonPassword(input.password)) return tooCommon();
    await service.signUp(db, input, await ensureBrowserSecret(), await requestClientIp());
    return ok({ email: input.email });
  },
);

export const forgotPasswordAction = definePublicAction(
  {
    name: 'auth.forgotPassword',
    input: forgotPasswordSchema.extend(csrfShape),
    failure: authMessages.loginErrors.unknown,
  },
  async ({ input: { csrfToken, ...input } }) => {
    const refused = await csrfRefused(csrfToken);
    if (refused) return refused;
    await service.requestPasswordReset(db, input, await requestClientIp());
    return ok({ email: input.email });
  },
);

export const resetPasswordAction = definePublicAction(
  { name: 'auth.resetPassword', input: resetPasswordSchema, failure: authMessages.loginErrors.unknown },
  async ({ input }) => {
    if (isCommonPassword(input.password)) return tooCommon();
    const done = await service.resetPassword(db, input);
    if (!done) return fail(authMessages.resetLinkInvalid);
    // Every session of the account has ended, this browser's too.
    await signOut({ redirect: false }).catch((error: unknown) =>
      console.error('[auth] sign-out after reset failed', error),
    );
    return ok(undefined, authMessages.passwordUpdated);
  },
);

// Redeems the mailed verification link and signs the user in on this browser. In another browser than
// the one that asked for the link, the password fields are required (lib/account/confirm-email.ts).
export const confirmEmailAction = definePublicAction(
  { name: 'auth.confirmEmail', input: confirmEmailSchema, failure: authMessages.verifyLinkInvalid },
  async ({ input }) => {
    if (input.password && isCommonPassword(input.password)) return tooCommon();
    try {
      await signIn('email-link', {
        token: input.token,
        password: input.password ?? '',
        confirmPassword: input.confirmPassword ?? '',
        browser: (await readBrowserSecret()) ?? '',
        redirect: false,
      });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      if (error instanceof LoginError && error.failure === 'password-required')
        return fail(authMessages.verifySetPasswordRequired);
      return fail(authMessages.verifyLinkInvalid);
    }
    return ok({ redirectTo: '/home' }, authMessages.emailVerified);
  },
);

// The token in the mailed link is the authorisation: the address's owner may open it signed out.
export const confirmAlternateEmailAction = definePublicAction(
  {
    name: 'auth.confirmAlternateEmail',
    input: tokenSchema,
    invalid: authMessages.verifyLinkInvalid,
    failure: authMessages.verifyLinkInvalid,
  },
  async ({ input }) => {
    const email = await service.confirmAlternateEmail(db, input.token);
    if (!email) return fail(authMessages.verifyLinkInvalid);
    return ok({ email }, authMessages.emailVerified);
  },
);

// Signed in but (maybe) unverified: these are the only things such an account can do.
const nothing = z.undefined();

export const resendVerificationAction = definePublicAction(
  { name: 'auth.resendVerification', input: nothing, failure: authMessages.loginErrors.unknown },
  async () => {
    const viewer = await getViewer();
    if (!viewer) return fail(authMessages.notSignedIn);
    await service.sendVerificationMail(db, viewer.id, await ensureBrowserSecret());
    return ok(undefined, authMessages.verificationSent);
  },
);

export const checkEmailVerifiedAction = definePublicAction(
  { name: 'auth.checkEmailVerified', input: nothing, failure: authMessages.loginErrors.unknown },
  async () => {
    const viewer = await getViewer();
    if (!viewer) return fail(authMessages.notSignedIn);
    const verified = await service.isEmailVerified(db, viewer.id);
    return ok({ verified }, verified ? authMessages.emailVerified : authMessages.emailNotVerified);
  },
);

// The browser sends its Web Push endpoint, if it has one: the next person on a shared computer must not get
// this user's pushes (and may register the browser for themselves).
const signOutInput = z.object({ pushEndpoint: z.string().max(2048).optional() }).optional();

export const signOutAction = definePublicAction(
  { name: 'auth.signOut', input: signOutInput, failure: authMessages.loginErrors.unknown },
  async ({ input }) => {
    const viewer = input?.pushEndpoint ? await getViewer() : null;
    if (viewer && input?.pushEndpoint) await forgetPushSubscriptions(db, viewer.id, input.pushEndpoint);
    await signOut({ redirect: false });
    return ok(undefined);
  },
);

// Ends every session of the account on every browser (settings → Privacy), then this browser's cookie.
export const signOutEverywhereAction = defineAction(
  {
    name: 'auth.signOutEverywhere',
    input: nothing,
    auth: { profile: false },
    failure: authMessages.loginErrors.unknown,
  },
  async ({ viewer }) => {
    await endAllSessions(db, viewer.id);
    await forgetPushSubscriptions(db, viewer.id);
    await signOut({ redirect: false });
    return ok(undefined);
  },
);
