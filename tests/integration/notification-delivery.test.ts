import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { notify } from '@/lib/notifications/notify';
import { installQueues, MAIL_QUEUE, purgeQueuedMailFor } from '@/lib/notifications/queue';
import { saveNotificationSettings } from '@/lib/notifications/service';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';
import { startSmtpServer } from '@/tests/support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: NotificationWorker;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.APP_URL = 'http://app.test';
  // The worker runs in this process against this file's database, with quick polling and retries.
  worker = await startNotificationWorker({
    pollingIntervalSeconds: 0.5,
    policy: { retryDelay: 1, retryBackoff: true, retryLimit: 8 },
  });
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
});

let seq = 0;
async function createUser(settings: object = {}) {
  seq += 1;
  return db.user.create({
    data: {
      email: `player${seq}.${Date.now()}@example.com`,
      emailVerified: new Date(),
      fullName: `Player ${seq}`,
      hasAdditionalInfo: true,
      notificationSettings: settings,
    },
  });
}

type JobRow = { id: string; state: string; retry_count: number; data: { to: string; subject: string } };
const mailJobs = (to: string) =>
  db.$queryRawUnsafe<JobRow[]>(
    `SELECT id, state::text, retry_count, data FROM pgboss.job WHERE name = $1 AND data->>'to' = $2`,
    MAIL_QUEUE,
    to,
  );

const familyRequest = (title: string) => ({
  type: 'FAMILY_CONNECTION_REQUEST',
  title,
  message: 'Pat wants to add you as a family member.',
  data: { connectionId: 'fm_test' },
});

describe('notify() honours the notification settings', () => {
  it('with the defaults, writes the in-app notification and mails a copy', async () => {
    const user = await createUser();
    const result = await db.$transaction((tx) => notify(tx, user.id, familyRequest('Family request A')));
    expect(result.id).not.toBeNull();
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(1);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && m.subject === 'Family request A');
    expect(mail.text).toContain('Pat wants to add you as a family member.');
    expect(mail.links).toContain('http://app.test/notifications');
  });

  it('email off for the category: in-app only, no mail queued', async () => {
    const user = await createUser({ connections: { email: false, push: true } });
    await db.$transaction((tx) => notify(tx, user.id, familyRequest('Family request B')));
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(1);
    expect(await mailJobs(user.email)).toHaveLength(0);
  });

  it('push off for the category: mail only, nothing in the notification centre', async () => {
    const user = await createUser({ connections: { email: true, push: false } });
    const result = await db.$transaction((tx) => notify(tx, user.id, familyRequest('Family request C')));
    expect(result.id).toBeNull();
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(0);
    await smtp.waitFor((m) => m.to.includes(user.email) && m.subject === 'Family request C');
  });

  it('a change saved through the settings service takes effect for the next notification', async () => {
    const user = await createUser();
    const saved = await saveNotificationSettings(db, user.id, {
      entries: [{ key: 'connections', email: false, push: false }],
    });
    expect(saved).toEqual({ connections: { email: false, push: false } });
    await db.$transaction((tx) => notify(tx, user.id, familyRequest('Family request D')));
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(0);
    expect(await mailJobs(user.email)).toHaveLength(0);
    // Other categories keep their default (both on).
    await db.$transaction((tx) =>
      notify(tx, user.id, { type: 'NEWS', category: 'news', title: 'News E', message: 'Hello' }),
    );
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(1);
    await smtp.waitFor((m) => m.to.includes(user.email) && m.subject === 'News E');
  });

  it('refuses settings keys that are neither categories nor the user’s own communities', async () => {
    const user = await createUser();
    const other = await createUser();
    const team = await db.team.create({ data: { name: 'Not mine', ownerId: other.id } });
    expect(
      await saveNotificationSettings(db, user.id, {
        entries: [{ key: `teamDiscussion_${team.id}`, email: false, push: false }],
      }),
    ).toBeNull();
    expect(
      await saveNotificationSettings(db, other.id, {
        entries: [{ key: `teamDiscussion_${team.id}`, email: false, push: true }],
      }),
    ).toEqual({ [`teamDiscussion_${team.id}`]: { email: false, push: true } });
  });

  it('queues nothing when the change that caused the notification rolls back', async () => {
    const user = await createUser();
    await expect(
      db.$transaction(async (tx) => {
        await notify(tx, user.id, familyRequest('Family request F'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(0);
    expect(await mailJobs(user.email)).toHaveLength(0);
  });
});

describe('the mail queue', () => {
  it('keeps a mail through an SMTP outage and delivers it when the server is back', async () => {
    const user = await createUser();
    const port = smtp.port;
    await smtp.stop();

    await db.$transaction((tx) => notify(tx, user.id, familyRequest('During the outage')));
    // The worker tries, fails, and schedules a retry; the job stays in PostgreSQL.
    await expect
      .poll(async () => (await mailJobs(user.email))[0]?.retry_count ?? 0, { timeout: 15_000, interval: 200 })
      .toBeGreaterThanOrEqual(1);
    expect((await mailJobs(user.email))[0]?.state).toMatch(/retry|active/);

    smtp = await startSmtpServer({ port });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject === 'During the outage',
      20_000,
    );
    expect(mail.text).toContain('Pat wants to add you');
    await expect
      .poll(async () => (await mailJobs(user.email))[0]?.state, { timeout: 5_000 })
      .toBe('completed');
  });

  it('installs safely when several processes start at once', async () => {
    const url = process.env.DATABASE_URL!;
    await Promise.all([installQueues(url), installQueues(url), installQueues(url)]);
    const queues = await db.$queryRawUnsafe<{ name: string }[]>(
      `SELECT name FROM pgboss.queue ORDER BY name`,
    );
    // Ours, once each (pg-boss keeps its own `__pgboss__…` queue for cron schedules beside them).
    expect(queues.map((q) => q.name).filter((name) => !name.startsWith('__pgboss__'))).toEqual([
      'auth-mail',
      'event-reminders',
      'events',
      'forms',
      'mail',
      'mail-now',
      'onboarding',
      'push',
      'search-words',
      'site-domains',
      'subs',
    ]);
  });

  it('purges every queued mail of a deleted user', async () => {
    const user = await createUser({ connections: { email: true, push: false } });
    const keep = await createUser({ connections: { email: true, push: false } });
    await worker.boss.offWork(MAIL_QUEUE); // keep the jobs queued for this test
    await db.$transaction(async (tx) => {
      await notify(tx, user.id, familyRequest('Purge me 1'));
      await notify(tx, user.id, familyRequest('Purge me 2'));
      await notify(tx, keep.id, familyRequest('Keep me'));
    });
    expect(await mailJobs(user.email)).toHaveLength(2);
    const removed = await db.$transaction((tx) =>
      purgeQueuedMailFor(tx, { userId: user.id, email: user.email.toUpperCase() }),
    );
    expect(removed).toBe(2);
    expect(await mailJobs(user.email)).toHaveLength(0);
    expect(await mailJobs(keep.email)).toHaveLength(1);
  });
});
