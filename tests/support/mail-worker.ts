import { afterAll, beforeAll } from 'vitest';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';
import { startSmtpServer } from './smtp';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * For a test file whose mail goes through the queue, as in the app: an in-process SMTP server that
 * receives it and a queue worker that sends it. The returned object is filled in before the tests run.
 */
export function withSmtpAndWorker() {
  const env = {} as { smtp: Smtp; worker: NotificationWorker; restartWorker: () => Promise<void> };
  const start = () => startNotificationWorker({ pollingIntervalSeconds: 0.5 });
  beforeAll(async () => {
    env.smtp = await startSmtpServer();
    process.env.SMTP_URL = env.smtp.url;
    process.env.APP_URL = 'http://app.test';
    env.worker = await start();
    env.restartWorker = async () => {
      env.worker = await start();
    };
  });
  afterAll(async () => {
    await env.worker.stop();
    await env.smtp.stop();
  });
  return env;
}
