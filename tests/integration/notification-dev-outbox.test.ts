import { afterAll, beforeAll, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { notify } from '@/lib/notifications/notify';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';

// Without SMTP_URL (development), queued mail goes through the same worker into the dev outbox.
let worker: NotificationWorker;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  worker = await startNotificationWorker({ pollingIntervalSeconds: 0.5 });
});
afterAll(() => worker.stop());

it('delivers queued mail to the dev outbox when no SMTP server is configured', async () => {
  const user = await db.user.create({ data: { email: 'outbox@example.com', emailVerified: new Date() } });
  await db.$transaction((tx) =>
    notify(tx, user.id, { type: 'NEWS', category: 'news', title: 'Outbox news', message: 'Hello outbox' }),
  );
  await expect
    .poll(() => db.devMail.findFirst({ where: { to: 'outbox@example.com', subject: 'Outbox news' } }), {
      timeout: 10_000,
    })
    .toMatchObject({ text: expect.stringContaining('Hello outbox') });
});
