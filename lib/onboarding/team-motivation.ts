import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import { teamCreateMotivationMail, TEAM_CREATE_MOTIVATION_TEMPLATE } from '@/emails/team-create-motivation';
import { enqueueMail, ONBOARDING_QUEUE, sendInTransaction, type SqlTx } from '@/lib/notifications/queue';

// The team-create motivation mail (spec 01 §7: template "team-create-motivation-notification" with a
// username). Rule: a new user who picks "Organize" among their reasons when completing the profile gets it
// once, TEAM_MOTIVATION_DELAY_MS later, unless by then they own a team, community or league (or the account is
// gone). Scheduled inside the profile's transaction; decided and queued by the onboarding queue's worker.

export const TEAM_MOTIVATION_DELAY_MS = 2 * 24 * 3_600_000;

export type OnboardingJob = { kind: 'team-create-motivation'; userId: string };

/** Queues the check for `userId`, TEAM_MOTIVATION_DELAY_MS after `now`. */
export function scheduleTeamCreateMotivation(tx: SqlTx, userId: string, now: Date = new Date()) {
  return sendInTransaction(
    tx,
    ONBOARDING_QUEUE,
    { kind: 'team-create-motivation', userId } satisfies OnboardingJob,
    { startAfter: new Date(now.getTime() + TEAM_MOTIVATION_DELAY_MS) },
  );
}

/** Runs one onboarding job: queues the mail when the user still owns no team. */
export async function runOnboardingJob(db: Db, job: OnboardingJob): Promise<'sent' | 'skipped'> {
  if (job.kind !== 'team-create-motivation') return 'skipped';
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: job.userId },
      select: { email: true, displayName: true, _count: { select: { ownedTeams: true } } },
    });
    if (!user || user._count.ownedTeams > 0) return 'skipped';
    const username = user.displayName?.trim() || user.email.split('@')[0]!;
    const mail = await teamCreateMotivationMail(username, new URL('/teams/create', env().APP_URL).toString());
    await enqueueMail(tx, {
      to: user.email,
      userId: job.userId,
      template: TEAM_CREATE_MOTIVATION_TEMPLATE,
      ...mail,
    });
    return 'sent';
  });
}
