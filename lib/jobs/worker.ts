import type PgBoss from 'pg-boss';
import pg from 'pg';
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
  MAIL_NOW_QUEUE,
  ONBOARDING_QUEUE,
  SUBS_QUEUE,
  REMINDERS_QUEUE,
  REMINDERS_CRON,
  SEARCH_WORDS_QUEUE,
  SEARCH_WORDS_CRON,
  SITE_DOMAINS_QUEUE,
  SITE_DOMAINS_CRON,
  PUSH_QUEUE,
  URGENT_QUEUES,
  WAKE_CHANNEL,
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
  /** Polling of the queues of mail someone waits for (auth mail, mail-now); a commit also wakes them. */
  urgentPollingIntervalSeconds?: number;
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
  const urgentPolling = options.urgentPollingIntervalSeconds ?? Math.min(pollingIntervalSeconds, 1);
  // Queue name → this process's worker id on it, for the wake-ups below.
  const workers = new Map<string, string>();

  const sendQueuedMail = async (job: PgBoss.Job<MailJob>) => {
    await sendMail(job.data.to, { subject: job.data.subject, html: job.data.html, text: job.data.text });
  };
  // Mail someone waits for first, each queue with its own loop: bulk mail never holds it back
  // (docs/architecture.md, "Mail that someone waits for").
  workers.set(
    AUTH_QUEUE,
    await work<AuthMailJob>(boss, AUTH_QUEUE, urgentPolling, (job) => deliverAuthMail(db, job.data)),
  );
  workers.set(MAIL_NOW_QUEUE, await work<MailJob>(boss, MAIL_NOW_QUEUE, urgentPolling, sendQueuedMail));
  workers.set(MAIL_QUEUE, await work<MailJob>(boss, MAIL_QUEUE, pollingIntervalSeconds, sendQueuedMail));
  await work<PushJob>(boss, PUSH_QUEUE, pollingIntervalSeconds, async (job) => {
    await deliverPush(db, job.data);
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

  const listener = listenForWakeUps(connectionString, (queue) => {
    const id = workers.get(queue);
    if (id) boss.notifyWorker(id);
  });

  return {
    boss,
    stop: async () => {
      clearInterval(housekeeping);
      await listener.stop();
      // No new jobs; the ones running finish (up to STOP_TIMEOUT_MS) before the connections close.
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, wait: true });
    },
  };
}

// One connection LISTENing on WAKE_CHANNEL: a transaction that queues mail sends a NOTIFY, which PostgreSQL
// delivers at its commit, and the queue's worker fetches at once instead of at its next poll. If the connection
// drops (database restart) it is opened again; meanwhile the polling still finds every job.
function listenForWakeUps(connectionString: string, wake: (queue: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString, application_name: 'beans-queue-wake' });
    client = c;
    const reconnect = () => {
      if (client !== c) return;
      client = undefined;
      c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), WAKE_RECONNECT_MS);
    };
    c.on('error', reconnect);
    c.on('end', reconnect);
    c.on('notification', (message) => {
      if (message.channel === WAKE_CHANNEL && message.payload) wake(message.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${WAKE_CHANNEL}`);
      // Jobs committed while it was not listening are found by the first poll, or here.
      if (!stopped) URGENT_QUEUES.forEach(wake);
    } catch (error) {
      console.warn(
        '[queue] listening for new jobs failed; polling only until it reconnects:',
        errorMessage(error),
      );
      reconnect();
    }
  };
  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

const WAKE_RECONNECT_MS = 2_000;

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
): Promise<string> {
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
  return workerId;
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
