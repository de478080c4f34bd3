import 'server-only';
import type { Db } from '@/lib/db';
import { appUrl, sendMail } from '@/lib/mail';
import { existingAccountMail } from '@/emails/existing-account';
import { resetPasswordMail } from '@/emails/reset-password';
import { verifyEmailMail } from '@/emails/verify-email';
import type { AuthMailJob } from '@/lib/notifications/queue';
import { issueToken } from './tokens';

// Runs in the queue worker: issues the token a sign-up or reset mail carries, then sends it. Doing this
// here rather than in the request means a request for a known and for an unknown address do the same
// work while the visitor waits. A throw makes pg-boss retry the job later.
export async function deliverAuthMail(db: Db, job: AuthMailJob): Promise<void> {
  if (job.kind === 'existing') return sendMail(job.to, await existingAccountMail(appUrl('/auth/login')));
  if (job.kind === 'reset') {
    const user = await db.user.findUnique({ where: { email: job.to }, select: { id: true } });
    if (!user) return; // nobody to write to: the visitor was told the same either way
    const token = await issueToken(db, user.id, 'RESET_PASSWORD', job.to);
    return sendMail(job.to, await resetPasswordMail(appUrl(`/auth/reset-password?token=${token}`)));
  }
  if (!job.userId) return;
  const pending = await db.user.findFirst({
    where: { id: job.userId, email: job.to, emailVerified: null },
    select: { id: true },
  });
  if (!pending) return; // verified or deleted meanwhile
  const token = await issueToken(db, pending.id, 'VERIFY_EMAIL', job.to, job.browserHash);
  return sendMail(job.to, await verifyEmailMail(appUrl(`/auth/verify-email?token=${token}`)));
}
