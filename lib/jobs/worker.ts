import type PgBoss from 'pg-boss';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { pruneRateLimitHits } from '@/lib/rate-limit';
import { extendSeries } from '@/lib/events/series';
import { runEventJob } from '@/lib/events/jobs';
import type { EventJob } from '@/lib/events/minimum';
import { sendDueReminders } from '@/lib/events/reminders';
import { runSubJob, type SubJob } from '@/lib/subs/service';
import { runFormJob, type FormJob } from '@/lib/forms/payments';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { recountSearchWords } from '@/lib/search/words';
import { recheckVerifiedDomains } from '@/lib/sites/service';
import { systemTxtResolver } from '@/lib/sites/dns';
import { runOnboardingJob, type OnboardingJob } from '@/lib/onboarding/team-motivation';
import { sendMail } from '@/lib/mail';
import {
  configureQueues,
  createBoss,
  AUTH_QUEUE,
  EVENTS_QUEUE,
  FORMS_QUEUE,
  MAIL_QUEUE,
  ONBOARDING_QUEUE,
  SUBS_QUEUE,
  REMINDERS_QUEUE,
  REMINDERS_CRON,
  SEARCH_WORDS_QUEUE,
  SEARCH_WORDS_CRON,
  SITE_DOMAINS_QUEUE,
  SITE_DOMAINS_CRON,
  PUSH_QUEUE,
  type AuthMailJob,
  type MailJob,
  type PushJob,
  type QueuePolicy,
} from '@/lib/notifications/queue';
import { deliverAuthMail } from '@/lib/auth/mail-jobs';
import { deliverPush } from '@/lib/notifications/web-push';

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
  const connectionString = options.connectionString ?? env().DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: cannot start the notification worker');
  // migrate: installs or upgrades pg-boss's schema under its advisory lock (safe with concurrent starts).
  // schedule: this instance also keeps the cron schedules (pg-boss sends each scheduled job once, whichever
  // worker process sees the minute first).
  const boss = createBoss(connectionString, { migrate: true, supervise: true, schedule: true });
  await boss.start();
  await configureQueues(boss, options.policy);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  await work<MailJob>(boss, MAIL_QUEUE, pollingIntervalSeconds, async (job) => {
    await sendMail(job.data.to, { subject: job.data.subject, html: job.data.html, text: job.data.text });
  });
  await work<PushJob>(boss, PUSH_QUEUE, pollingIntervalSeconds, async (job) => {
    await deliverPush(db, job.data);
  });
  await work<AuthMailJob>(boss, AUTH_QUEUE, pollingIntervalSeconds, async (job) => {
    await deliverAuthMail(db, job.data);
  });
  await work<EventJob>(boss, EVENTS_QUEUE, pollingIntervalSeconds, async (job) => {
    await runEventJob(db, job.data);
  });
  await work<SubJob>(boss, SUBS_QUEUE, pollingIntervalSeconds, async (job) => {
    await runSubJob(db, job.data);
  });
  await work<FormJob>(boss, FORMS_QUEUE, pollingIntervalSeconds, async (job) => {
    if (stripeMode() === 'off') throw new Error('Stripe is not configured: refunds wait');
    await runFormJob(db, stripeClient(), job.data);
  });
  // Every minute: the game reminders that are due (one indexed query; see lib/events/reminders.ts).
  await work(boss, REMINDERS_QUEUE, pollingIntervalSeconds, async () => {
    await sendDueReminders(db);
  });
  await boss.schedule(REMINDERS_QUEUE, REMINDERS_CRON);
  await work<OnboardingJob>(boss, ONBOARDING_QUEUE, pollingIntervalSeconds, async (job) => {
    await runOnboardingJob(db, job.data);
  });
  // Once a day: the search word lists' counts (they only steer ties between typo corrections) are recounted
  // from the searchable rows, off the request path.
  await work(boss, SEARCH_WORDS_QUEUE, pollingIntervalSeconds, async () => {
    await recountSearchWords(db);
  });
  await boss.schedule(SEARCH_WORDS_QUEUE, SEARCH_WORDS_CRON);
  // Every 6 hours: verified custom domains whose TXT record is gone (3 checks in a row) stop being served.
  await work(boss, SITE_DOMAINS_QUEUE, pollingIntervalSeconds, async () => {
    await recheckVerifiedDomains(db, systemTxtResolver());
  });
  await boss.schedule(SITE_DOMAINS_QUEUE, SITE_DOMAINS_CRON);

  // Housekeeping off the request path: expired rate-limit hits, and the rolling window of repeating games.
  const prune = () =>
    Promise.all([
      pruneRateLimitHits(db).catch((error: unknown) =>
        console.warn('[rate-limit] prune failed:', errorMessage(error)),
      ),
      extendSeries(db).catch((error: unknown) =>
        console.warn('[events] extending repeating games failed:', errorMessage(error)),
      ),
    ]);
  void prune();
  const housekeeping = setInterval(prune, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  return {
    boss,
    stop: () => {
      clearInterval(housekeeping);
      // No new jobs; the ones running finish (up to STOP_TIMEOUT_MS) before the connections close.
      return boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, wait: true });
    },
  };
}

const HOUSEKEEPING_INTERVAL_MS = 15 * 60 * 1000;
const STOP_TIMEOUT_MS = 20_000;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const BATCH_SIZE = 10;

// Runs up to BATCH_SIZE jobs at a time. Each job succeeds or fails on its own: a failed one is handed back to
// pg-boss for a retry, the rest are completed. A full batch fetches the next one right away.
async function work<T extends object>(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number,
  run: (job: PgBoss.Job<T>) => Promise<void>,
) {
  let workerId = '';
  workerId = await boss.work<T>(queue, { pollingIntervalSeconds, batchSize: BATCH_SIZE }, async (jobs) => {
    const results = await Promise.allSettled(jobs.map((job) => run(job)));
    await Promise.all(
      results.map(async (result, i) => {
        if (result.status === 'fulfilled') return;
        const job = jobs[i]!;
        console.warn(`[${queue}] job ${job.id} failed; it will be retried:`, errorMessage(result.reason));
        await boss.fail(queue, job.id, { message: errorMessage(result.reason) });
      }),
    );
    if (jobs.length === BATCH_SIZE) boss.notifyWorker(workerId);
  });
}

const globalForWorker = globalThis as unknown as { __beansWorker?: Promise<NotificationWorker> };

/** Starts the worker once per process (the Next server calls this from instrumentation.ts). */
export function ensureNotificationWorker(options: WorkerOptions = {}) {
  globalForWorker.__beansWorker ??= startNotificationWorker(options);
  return globalForWorker.__beansWorker;
}

/** Stops this process's worker if it runs (graceful shutdown): its current jobs finish first. */
export async function stopNotificationWorker() {
  const running = globalForWorker.__beansWorker;
  if (!running) return;
  globalForWorker.__beansWorker = undefined;
  const worker = await running.catch(() => undefined);
  await worker?.stop();
}
