import 'server-only';
import type { Db } from '@/lib/db';
import { appUrl, sendMail } from '@/lib/mail';
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from '@/emails/auth';
import type { MailContent } from '@/emails/layout';
import { hashPassword } from './password';
import { clearFailedLogins } from './rate-limit';
import type { ForgotPasswordInput, ResetPasswordInput, SignUpInput } from './schema';
import { consumeToken, issueToken } from './tokens';

// Auth use cases, one function each, taking the database explicitly so tests can call them directly.
// Mail goes out after the database work and is not awaited by the caller's response time: an unknown
// and a known address answer alike, in the same time.

function deliver(to: string, content: MailContent): Promise<void> {
  return sendMail(to, content).catch((error: unknown) => {
    console.error(`[mail] sending "${content.subject}" failed`, error);
  });
}

// Only a primary address or a CONFIRMED alternate makes an address taken: an unconfirmed claim proves
// nothing, so it cannot keep the address's real owner from signing up (the claim is dropped instead).
// Both branches hash the password, so they answer in the same time.
export async function signUp(db: Db, input: SignUpInput): Promise<{ mail: Promise<void> }> {
  const passwordHash = await hashPassword(input.password);
  const taken = await db.user.findFirst({
    where: {
      OR: [
        { email: input.email },
        { alternateEmails: { some: { email: input.email, verifiedAt: { not: null } } } },
      ],
    },
    select: { id: true },
  });
  if (taken) return { mail: deliver(input.email, existingAccountMail(appUrl('/auth/login'))) };

  const token = await db.$transaction(async (tx) => {
    await tx.alternateEmail.deleteMany({ where: { email: input.email, verifiedAt: null } });
    const user = await tx.user.create({ data: { email: input.email, passwordHash }, select: { id: true } });
    return issueToken(tx, user.id, 'VERIFY_EMAIL', input.email);
  });
  return { mail: deliver(input.email, verifyEmailMail(appUrl(`/auth/verify-email?token=${token}`))) };
}

export async function sendVerificationMail(db: Db, userId: string): Promise<{ mail: Promise<void> }> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, emailVerified: true },
  });
  if (!user || user.emailVerified) return { mail: Promise.resolve() };
  const token = await issueToken(db, userId, 'VERIFY_EMAIL', user.email);
  return { mail: deliver(user.email, verifyEmailMail(appUrl(`/auth/verify-email?token=${token}`))) };
}

// Redeems a verification link. Returns the user to sign in, or null for a bad/used/expired link.
export async function confirmEmail(db: Db, token: string) {
  return db.$transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'VERIFY_EMAIL');
    if (!row) return null;
    const { count } = await tx.user.updateMany({
      where: { id: row.userId, email: row.email },
      data: { emailVerified: new Date() },
    });
    if (count !== 1) return null;
    return tx.user.findUnique({ where: { id: row.userId }, select: { id: true, sessionVersion: true } });
  });
}

// Redeems the link mailed to an added (alternate) address. The address counts once verified.
export async function confirmAlternateEmail(db: Db, token: string): Promise<string | null> {
  return db.$transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'VERIFY_ALTERNATE_EMAIL');
    if (!row) return null;
    const { count } = await tx.alternateEmail.updateMany({
      where: { userId: row.userId, email: row.email },
      data: { verifiedAt: new Date() },
    });
    return count === 1 ? row.email : null;
  });
}

export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { emailVerified: true } });
  return Boolean(user?.emailVerified);
}

export async function requestPasswordReset(
  db: Db,
  input: ForgotPasswordInput,
): Promise<{ mail: Promise<void> }> {
  const user = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (!user) return { mail: Promise.resolve() };
  const token = await issueToken(db, user.id, 'RESET_PASSWORD', input.email);
  return { mail: deliver(input.email, resetPasswordMail(appUrl(`/auth/reset-password?token=${token}`))) };
}

// Sets a new password from a reset link and ends every existing session (sessionVersion + 1).
// The link proves the mailbox, so the address counts as verified too.
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<boolean> {
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const row = await consumeToken(tx, input.token, 'RESET_PASSWORD');
    if (!row) return false;
    const user = await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerified: new Date() },
      select: { email: true },
    });
    await clearFailedLogins(tx, user.email);
    return true;
  });
}
