import type PgBoss from 'pg-boss';
import { db } from '@/lib/db';
import { sendMail } from '@/lib/mail';
import {
  configureQueues,
  createBoss,
  MAIL_QUEUE,
  PUSH_QUEUE,
  type MailJob,
  type PushJob,
  type QueuePolicy,
} from './queue';
import { deliverPush } from './web-push';

// The worker that sends queued mail (through lib/mail: SMTP, or the dev outbox without SMTP_URL) and Web Push.
// A failed attempt throws, and pg-boss retries the job later with exponential backoff; a crashed attempt is
// retried once it expires. Several workers (processes) may run: each job is fetched by one of them at a time.

export type NotificationWorker = { boss: PgBoss; stop: () => Promise<void> };

export type WorkerOptions = {
  connectionString?: string;
  pollingIntervalSeconds?: number;
  policy?: Partial<QueuePolicy>;
};

export async function startNotificationWorker(options: WorkerOptions = {}): Promise<NotificationWorker> {
  const connectionString = options.connectionString ?? process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: cannot start the notification worker');
  // migrate: installs or upgrades pg-boss's schema under its advisory lock (safe with concurrent starts).
  const boss = createBoss(connectionString, { migrate: true, supervise: true });
  await boss.start();
  await configureQueues(boss, options.policy);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };

  await boss.work<MailJob>(MAIL_QUEUE, polling, async ([job]) => {
    try {
      await sendMail(job.data.to, { subject: job.data.subject, html: job.data.html, text: job.data.text });
    } catch (error) {
      console.warn(`[mail] job ${job.id} failed; it will be retried:`, errorMessage(error));
      throw error;
    }
  });
  await boss.work<PushJob>(PUSH_QUEUE, polling, async ([job]) => {
    try {
      await deliverPush(db, job.data);
    } catch (error) {
      console.warn(`[push] job ${job.id} failed; it will be retried:`, errorMessage(error));
      throw error;
    }
  });

  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5_000, wait: true }) };
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const globalForWorker = globalThis as unknown as { __beansWorker?: Promise<NotificationWorker> };

/** Starts the worker once per process (the Next server calls this from instrumentation.ts). */
export function ensureNotificationWorker(options: WorkerOptions = {}) {
  globalForWorker.__beansWorker ??= startNotificationWorker(options);
  return globalForWorker.__beansWorker;
}
