'use server';

import { AuthError } from 'next-auth';
import { headers } from 'next/headers';
import { db } from '@/lib/db';
import { signIn, signOut, LoginError } from '@/lib/auth';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { authMessages } from '@/lib/messages';
import { getViewer } from './viewer';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  safeReturnPath,
  signUpSchema,
  tokenSchema,
} from './schema';
import * as service from './service';

async function clientIp(): Promise<string> {
  const h = await headers();
  // The last X-Forwarded-For entry is the one added by the hop nearest to this server (a proxy appends
  // the address it saw); the first entries are whatever the client sent, so they are not trusted.
  const forwarded = h
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) || h.get('x-real-ip') || 'unknown';
}

function loginFailureMessage(error: unknown): string {
  const code = error instanceof LoginError ? error.failure : 'unknown';
  if (code === 'invalid-user') return authMessages.loginErrors.invalidUser;
  if (code === 'network') return authMessages.loginErrors.networkError;
  return authMessages.loginErrors.unknown;
}

export async function loginAction(
  input: unknown,
  callbackUrl?: string,
): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    await signIn('credentials', { ...parsed.data, ip: await clientIp(), redirect: false });
  } catch (error) {
    if (!(error instanceof AuthError)) console.error('[auth] login failed', error);
    return fail(loginFailureMessage(error));
  }
  return ok({ redirectTo: safeReturnPath(callbackUrl) });
}

export async function signUpAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  await service.signUp(db, parsed.data);
  return ok({ email: parsed.data.email });
}

export async function forgotPasswordAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  await service.requestPasswordReset(db, parsed.data);
  return ok({ email: parsed.data.email });
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const done = await service.resetPassword(db, parsed.data);
  if (!done) return fail(authMessages.resetLinkInvalid);
  // Every session of the account has ended, this browser's too.
  await signOut({ redirect: false }).catch(() => undefined);
  return ok(undefined, authMessages.passwordUpdated);
}

// Redeems the mailed verification link and signs the user in on this browser.
export async function confirmEmailAction(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = tokenSchema.safeParse(input);
  if (!parsed.success) return fail(authMessages.verifyLinkInvalid);
  try {
    await signIn('email-link', { token: parsed.data.token, redirect: false });
  } catch (error) {
    if (!(error instanceof AuthError)) console.error('[auth] email confirmation failed', error);
    return fail(authMessages.verifyLinkInvalid);
  }
  return ok({ redirectTo: '/home' }, authMessages.emailVerified);
}

// The token in the mailed link is the authorisation: the address's owner may open it signed out.
export async function confirmAlternateEmailAction(input: unknown): Promise<ActionResult<{ email: string }>> {
  const parsed = tokenSchema.safeParse(input);
  if (!parsed.success) return fail(authMessages.verifyLinkInvalid);
  const email = await service.confirmAlternateEmail(db, parsed.data.token);
  if (!email) return fail(authMessages.verifyLinkInvalid);
  return ok({ email }, authMessages.emailVerified);
}

export async function resendVerificationAction(): Promise<ActionResult> {
  const viewer = await getViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  await service.sendVerificationMail(db, viewer.id);
  return ok(undefined, authMessages.verificationSent);
}

export async function checkEmailVerifiedAction(): Promise<ActionResult<{ verified: boolean }>> {
  const viewer = await getViewer();
  if (!viewer) return fail(authMessages.notSignedIn);
  const verified = await service.isEmailVerified(db, viewer.id);
  return ok({ verified }, verified ? authMessages.emailVerified : authMessages.emailNotVerified);
}

export async function signOutAction(): Promise<ActionResult> {
  await signOut({ redirect: false });
  return ok(undefined);
}
