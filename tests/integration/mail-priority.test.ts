import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { signUp, requestPasswordReset } from '@/lib/auth/service';
import { inviteToTeam } from '@/lib/teams/service';
import { enqueueMails, MAIL_QUEUE } from '@/lib/notifications/queue';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';
import { makeTeam, makeUser, uniqueTag } from '@/tests/support/factories';
import { startSmtpServer } from '@/tests/support/smtp';

// Mail a person waits for (sign-up, password reset, an invitation) takes its own path: its own queues and worker
// loops, woken by the commit that queued it (docs/architecture.md, "Mail that someone waits for"). Here the bulk
// queue holds hundreds of mails that a slow SMTP server takes seconds to drain, and the polling of the urgent
// queues is 30 s, so only that path can bring these mails within the few seconds a person waits.

const BULK = 300;
const BULK_SUBJECT = 'Bulk mail';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: NotificationWorker;

beforeAll(async () => {
  // A slow server for bulk mail only: 250 ms per message, 10 at a time, so the bulk queue takes ≥ 7.5 s.
  smtp = await startSmtpServer({
    delayMs: () => (smtp.mails.at(-1)?.subject === BULK_SUBJECT ? 250 : 0),
  });
  process.env.SMTP_URL = smtp.url;
  process.env.APP_URL = 'http://app.test';
  worker = await startNotificationWorker({ pollingIntervalSeconds: 2, urgentPollingIntervalSeconds: 30 });
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
});

const bulkPending = async () => {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${MAIL_QUEUE} AND state IN ('created', 'retry', 'active')`;
  return row.n;
};

async function queueBulk() {
  const tag = uniqueTag();
  await enqueueMails(
    db,
    Array.from({ length: BULK }, (_, i) => ({
      to: `bulk-${i}.${tag}@example.com`,
      subject: BULK_SUBJECT,
      html: '<p>Bulk</p>',
      text: 'Bulk',
    })),
  );
  // The bulk worker has started on them.
  await expect
    .poll(() => smtp.mails.filter((m) => m.subject === BULK_SUBJECT).length, { timeout: 5_000 })
    .toBeGreaterThan(0);
}

/** The mail arrived while the bulk queue was still being drained, i.e. it did not wait behind it. */
async function arrivesBeforeBulkDrains(match: (m: { to: string[]; subject: string }) => boolean) {
  await smtp.waitFor(match, 10_000);
  expect(await bulkPending()).toBeGreaterThan(0);
  expect(smtp.mails.filter((m) => m.subject === BULK_SUBJECT).length).toBeLessThan(BULK);
}

describe('mail someone waits for is not behind bulk mail', () => {
  it('a sign-up verification mail arrives over SMTP while hundreds of bulk mails are still queued', async () => {
    await queueBulk();
    const email = `new.${uniqueTag()}@example.com`;
    await signUp(db, { email, password: 'a-long-password-1', confirmPassword: 'a-long-password-1' });
    await arrivesBeforeBulkDrains((m) => m.to.includes(email) && /Verify your email/.test(m.subject));
  });

  it('a password reset mail, and invitations to a team by address and to a member, arrive the same way', async () => {
    await queueBulk();
    const member = await makeUser('Reset Me');
    await requestPasswordReset(db, { email: member.email });
    await arrivesBeforeBulkDrains((m) => m.to.includes(member.email) && /password/i.test(m.subject));

    const owner = await makeUser('Owner');
    const team = await makeTeam(owner.id, { name: 'Quick Mail FC' });
    const address = `invitee.${uniqueTag()}@example.com`;
    const byAddress = await inviteToTeam(db, owner.id, {
      teamId: team.id,
      invitee: { kind: 'email', email: address },
      role: 'player',
    });
    expect(byAddress).toEqual({ status: 'invited' });
    await arrivesBeforeBulkDrains((m) => m.to.includes(address) && /Quick Mail FC/.test(m.subject));

    const player = await makeUser('Invited Player');
    const toMember = await inviteToTeam(db, owner.id, {
      teamId: team.id,
      invitee: { kind: 'user', userId: player.id, label: 'Invited Player' },
      role: 'player',
    });
    expect(toMember).toEqual({ status: 'invited' });
    await arrivesBeforeBulkDrains((m) => m.to.includes(player.email));
  });
});
