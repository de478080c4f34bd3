import 'server-only';
import type { Db } from '@/lib/db';
import { fail, invalid, ok, type ActionResult } from '@/lib/action-result';
import { issueToken, TOKEN_LIFETIME_MS } from '@/lib/auth/tokens';
import { verifyAlternateEmailMail } from '@/emails/auth';
import { appUrl, sendMail } from '@/lib/mail';
import { commonMessages, profileMessages } from '@/lib/messages';
import { limits, takeAll } from '@/lib/rate-limit';
import { alternateEmailSchema, MAX_ALTERNATE_EMAILS, recordIdSchema } from './schema';

// Alternate e-mail addresses. An added address is stored unconfirmed and a link is mailed to it
// (route verify-new-email); it counts only once confirmed. No address belongs to two accounts: it may
// be neither another account's sign-in address nor another account's alternate. An unconfirmed claim
// whose link has expired no longer holds the address.

const m = profileMessages.alternateEmails;

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
  return sendMail(email, verifyAlternateEmailMail(appUrl(`/verify-new-email?token=${token}`))).catch(
    (error: unknown) => console.error('[mail] alternate email confirmation failed', error),
  );
}

export async function addAlternateEmail(
  db: Db,
  userId: string,
  input: unknown,
): Promise<ActionResult<{ mail: Promise<void> }>> {
  const parsed = alternateEmailSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email } = parsed.data;
  const emailError = (message: string) => ({ ok: false as const, fieldErrors: { email: [message] } });

  const me = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!me) return fail(m.userNotLoaded);
  if (me.email === email) return emailError(m.isPrimary);
  // "In use" tells whether an address has an account, and each add mails the address: both limited.
  if (!(await takeAll(db, [...limits.emailLookup(userId), ...limits.alternateEmailMail(userId, email)])))
    return emailError(commonMessages.tooManyAttempts);

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
    if (claim?.userId === userId) return emailError(m.alreadyAdded);
    if (owner || claim) return emailError(m.inUse);
    if (count >= MAX_ALTERNATE_EMAILS) return emailError(m.limit);
    await tx.alternateEmail.create({ data: { userId, email } });
    return { ok: true as const, token: await issueToken(tx, userId, 'VERIFY_ALTERNATE_EMAIL', email) };
  });
  if (!result.ok) return result;
  return ok({ mail: mailLink(email, result.token) }, m.updated);
}

export async function resendAlternateEmail(
  db: Db,
  userId: string,
  input: unknown,
): Promise<ActionResult<{ mail: Promise<void> }>> {
  const parsed = recordIdSchema.safeParse(input);
  if (!parsed.success) return fail(m.notFound);
  const row = await db.alternateEmail.findFirst({
    where: { id: parsed.data.id, userId, verifiedAt: null },
    select: { email: true },
  });
  if (!row) return fail(m.notFound);
  // Past the mail limit the answer is the same, and nothing is sent.
  if (!(await takeAll(db, limits.alternateEmailMail(userId, row.email))))
    return ok({ mail: Promise.resolve() }, m.linkSent(row.email));
  const token = await issueToken(db, userId, 'VERIFY_ALTERNATE_EMAIL', row.email);
  return ok({ mail: mailLink(row.email, token) }, m.linkSent(row.email));
}

export async function removeAlternateEmail(db: Db, userId: string, input: unknown): Promise<ActionResult> {
  const parsed = recordIdSchema.safeParse(input);
  if (!parsed.success) return fail(m.notFound);
  const { count } = await db.alternateEmail.deleteMany({ where: { id: parsed.data.id, userId } });
  if (count !== 1) return fail(m.notFound);
  return ok(undefined, m.updated);
}
