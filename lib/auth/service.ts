import 'server-only';
import type { Db } from '@/lib/db';
import { appUrl, sendMail } from '@/lib/mail';
import type { MailContent } from '@/emails/render';
import { verifyEmailMail } from '@/emails/verify-email';
import { randomUUID } from 'node:crypto';
import { canonicalZone } from '@/lib/geo/time-zone';
import { enqueueAuthMail } from '@/lib/notifications/queue';
import { limits, takeAll } from '@/lib/rate-limit';
import { hashPassword } from './password';
import { clearFailedLogins } from './rate-limit';
import type { ForgotPasswordInput, ResetPasswordInput, SignUpInput } from './schema';
import { consumeToken, hashToken, issueToken, peekToken } from './tokens';

// Auth use cases, one function each, taking the database explicitly so tests can call them directly.
// Sign-up and reset mail go through the queue (lib/auth/mail-jobs.ts), so an unknown and a known address
// answer alike, in the same time.

// Renders and sends one mail; a failure is logged, never thrown (the caller does not wait for it).
function deliver(to: string, rendering: Promise<MailContent>): Promise<void> {
  return rendering
    .then((content) =>
      sendMail(to, content).catch((error: unknown) => {
        console.error(`[mail] sending "${content.subject}" failed`, error);
      }),
    )
    .catch((error: unknown) => console.error('[mail] rendering a mail failed', error));
}

// Only a primary address or a CONFIRMED alternate makes an address taken: an unconfirmed claim proves
// nothing, so it cannot keep the address's real owner from signing up (the claim is dropped instead).
// A new and a taken address take the same path while the visitor waits: the password is hashed, one
// statement creates the account only if the address is free, and one job is queued — the token and the
// mail (a verification link, or "you already have an account") are the worker's (lib/auth/mail-jobs.ts).
// `browserSecret` is the value of the asking browser's binding cookie (see lib/account/confirm-email.ts).
// Over the limits (lib/rate-limit) nothing is hashed or mailed, and the caller answers as usual.
export async function signUp(db: Db, input: SignUpInput, browserSecret?: string, ip?: string): Promise<void> {
  if (!(await takeAll(db, limits.signUp(input.email, ip)))) return;
  const passwordHash = await hashPassword(input.password);
  const zone = signUpZone(input.timeZone);
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string | null }[]>`
      WITH taken AS (
        SELECT 1 FROM users WHERE email = ${input.email}
        UNION ALL
        SELECT 1 FROM alternate_emails WHERE email = ${input.email} AND "verifiedAt" IS NOT NULL
      ), released AS (
        DELETE FROM alternate_emails
        WHERE email = ${input.email} AND "verifiedAt" IS NULL AND NOT EXISTS (SELECT 1 FROM taken)
      ), created AS (
        INSERT INTO users (id, email, "passwordHash", "timeZone", "timeZoneSource", "updatedAt")
        SELECT ${randomUUID()}, ${input.email}, ${passwordHash}, ${zone.timeZone},
               ${zone.timeZoneSource}::"TimeZoneSource", now()
        WHERE NOT EXISTS (SELECT 1 FROM taken)
        ON CONFLICT (email) DO NOTHING
        RETURNING id
      )
      SELECT (SELECT id FROM created) AS id`;
    const userId = rows[0]?.id ?? undefined;
    await enqueueAuthMail(tx, {
      kind: userId ? 'verify' : 'existing',
      to: input.email,
      userId,
      browserHash: userId ? browserHash(browserSecret) : undefined,
    });
  });
}

/**
 * A new account's zone (docs/time-zones.md): the browser's, or UTC marked as a guess when the browser sent
 * none (the next sign-in, or the Go-To Area at "More Information", replaces a guess).
 */
export function signUpZone(browserZone: string | undefined) {
  const zone = canonicalZone(browserZone);
  return zone
    ? { timeZone: zone, timeZoneSource: 'BROWSER' as const }
    : { timeZone: 'UTC', timeZoneSource: 'GUESS' as const };
}

/**
 * At sign-in: an account whose zone is still a guess and that has no Go-To Area takes the browser's zone
 * (accounts from before zones were detected, docs/time-zones.md). Anything else is left as it is.
 */
export async function adoptBrowserZone(db: Db, email: string, browserZone: string | undefined) {
  const zone = canonicalZone(browserZone);
  if (!zone) return;
  await db.user.updateMany({
    where: { email, timeZoneSource: 'GUESS', cityLat: null },
    data: { timeZone: zone, timeZoneSource: 'BROWSER' },
  });
}

export async function sendVerificationMail(
  db: Db,
  userId: string,
  browserSecret?: string,
): Promise<{ mail: Promise<void> }> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, emailVerified: true },
  });
  if (!user || user.emailVerified) return { mail: Promise.resolve() };
  if (!(await takeAll(db, limits.verificationResend(userId)))) return { mail: Promise.resolve() };
  const token = await issueToken(db, userId, 'VERIFY_EMAIL', user.email, browserHash(browserSecret));
  return { mail: deliver(user.email, verifyEmailMail(appUrl(`/auth/verify-email?token=${token}`))) };
}

/** The stored form of a browser's binding cookie (lib/auth/browser-binding.ts). */
export const browserHash = (secret?: string) => (secret ? hashToken(`browser:${secret}`) : undefined);

// A verification link is "bound" when it is opened in the browser that asked for it (the same person
// chose the password and reads the inbox). Anywhere else, whoever signed up may not own the address
// (account pre-takeover), so the owner must choose a new password to finish.
export async function verificationNeedsPassword(db: Db, token: string, browserSecret?: string) {
  const row = await peekToken(db, token, 'VERIFY_EMAIL');
  // An unusable link needs nothing: confirming it answers that it is invalid.
  return Boolean(row) && (!row?.browserHash || row.browserHash !== browserHash(browserSecret));
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

// Known or not, the request does the same work (the limit, one queued job); the worker issues the link
// and mails it only when the address has an account.
export async function requestPasswordReset(db: Db, input: ForgotPasswordInput, ip?: string): Promise<void> {
  // Counted for every address asked for, known or not, so the limit itself reveals nothing.
  if (!(await takeAll(db, limits.passwordReset(input.email, ip)))) return;
  await enqueueAuthMail(db, { kind: 'reset', to: input.email });
}

// Sets a new password from a reset link and ends every existing session (sessionVersion + 1) and the calendar
// feed's secret (its old URL stops working). The link proves the mailbox, so the address counts as verified too.
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<boolean> {
  // A bad link costs a lookup, not a 128 MiB hash.
  if (!(await peekToken(db, input.token, 'RESET_PASSWORD'))) return false;
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const row = await consumeToken(tx, input.token, 'RESET_PASSWORD');
    if (!row) return false;
    const user = await tx.user.update({
      where: { id: row.userId },
      data: {
        passwordHash,
        sessionVersion: { increment: 1 },
        calendarFeedToken: null,
        emailVerified: new Date(),
      },
      select: { email: true },
    });
    await clearFailedLogins(tx, user.email);
    return true;
  });
}
