import 'server-only';
import type { Db } from '@/lib/db';
import { issueToken, TOKEN_LIFETIME_MS } from '@/lib/auth/tokens';
import { verifyAlternateEmailMail } from '@/emails/verify-alternate-email';
import { appUrl, sendMail } from '@/lib/mail';
import { limits, takeAll } from '@/lib/rate-limit';
import { MAX_ALTERNATE_EMAILS, type AlternateEmailData, type RecordIdData } from './schema';

// Alternate e-mail addresses. An added address is stored unconfirmed and a link is mailed to it
// (route verify-new-email); it counts only once confirmed. No address belongs to two accounts: it may
// be neither another account's sign-in address nor another account's alternate. An unconfirmed claim
// whose link has expired no longer holds the address.

export type AlternateEmailRow = { id: string; email: string; verified: boolean };

export async function listAlternateEmails(db: Db, userId: string): Promise<AlternateEmailRow[]> {
  const rows = await db.alternateEmail.findMany({
    where: { userId },
    select: { id: true, email: true, verifiedAt: true },
    orderBy: { createdAt: 'asc' },
  });
  return rows.map((r) => ({ id: r.id, email: r.email, verified: r.verifiedAt !== null }));
}

function mailLink(email: string, token: string): Promise<void> {
  return verifyAlternateEmailMail(appUrl(`/verify-new-email?token=${token}`))
    .then((content) => sendMail(email, content))
    .catch((error: unknown) => console.error('[mail] alternate email confirmation failed', error));
}

export type AddAlternateEmailResult =
  | { status: 'added'; mail: Promise<void> }
  | { status: 'userMissing' | 'isPrimary' | 'limited' | 'alreadyAdded' | 'inUse' | 'tooMany' };

export async function addAlternateEmail(
  db: Db,
  userId: string,
  input: AlternateEmailData,
): Promise<AddAlternateEmailResult> {
  const { email } = input;
  const me = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!me) return { status: 'userMissing' };
  if (me.email === email) return { status: 'isPrimary' };
  // "In use" tells whether an address has an account, and each add mails the address: both limited.
  if (!(await takeAll(db, [...limits.emailLookup(userId), ...limits.alternateEmailMail(userId, email)])))
    return { status: 'limited' };

  const result = await db.$transaction(async (tx) => {
    // Expired unconfirmed claims of other accounts let go of the address.
    await tx.alternateEmail.deleteMany({
      where: {
        email,
        userId: { not: userId },
        verifiedAt: null,
        createdAt: { lt: new Date(Date.now() - TOKEN_LIFETIME_MS.VERIFY_ALTERNATE_EMAIL) },
      },
    });
    const owner = await tx.user.findUnique({ where: { email }, select: { id: true } });
    const claim = await tx.alternateEmail.findUnique({ where: { email }, select: { userId: true } });
    const count = await tx.alternateEmail.count({ where: { userId } });
    if (claim?.userId === userId) return { status: 'alreadyAdded' as const };
    if (owner || claim) return { status: 'inUse' as const };
    if (count >= MAX_ALTERNATE_EMAILS) return { status: 'tooMany' as const };
    await tx.alternateEmail.create({ data: { userId, email } });
    return { status: 'added' as const, token: await issueToken(tx, userId, 'VERIFY_ALTERNATE_EMAIL', email) };
  });
  if (result.status !== 'added') return result;
  return { status: 'added', mail: mailLink(email, result.token) };
}

/** Mails a new link for one of the user's unconfirmed addresses. Past the mail limit nothing is sent. */
export async function resendAlternateEmail(
  db: Db,
  userId: string,
  input: RecordIdData,
): Promise<{ status: 'sent'; email: string; mail: Promise<void> } | { status: 'notFound' }> {
  const row = await db.alternateEmail.findFirst({
    where: { id: input.id, userId, verifiedAt: null },
    select: { email: true },
  });
  if (!row) return { status: 'notFound' };
  // Past the mail limit the answer is the same, and nothing is sent.
  if (!(await takeAll(db, limits.alternateEmailMail(userId, row.email))))
    return { status: 'sent', email: row.email, mail: Promise.resolve() };
  const token = await issueToken(db, userId, 'VERIFY_ALTERNATE_EMAIL', row.email);
  return { status: 'sent', email: row.email, mail: mailLink(row.email, token) };
}

export async function removeAlternateEmail(
  db: Db,
  userId: string,
  input: RecordIdData,
): Promise<'removed' | 'notFound'> {
  const { count } = await db.alternateEmail.deleteMany({ where: { id: input.id, userId } });
  return count === 1 ? 'removed' : 'notFound';
}
