import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '@/lib/db';
import type { MailContent } from '@/emails/render';

// The outgoing-mail (and Web Push) queue: pg-boss tables in the `pgboss` schema of the app's PostgreSQL.
// Jobs are inserted through the caller's transaction, so they commit or roll back with the change that
// caused them; a worker (lib/notifications/worker.ts) sends them with retries and exponential backoff.

export const QUEUE_SCHEMA = 'pgboss';
export const MAIL_QUEUE = 'mail';
// Mail a person is waiting for (an invitation, a confirmation of what they just did): its own queue and worker,
// so it is never behind bulk mail (fan-outs, reminders). Rules: docs/architecture.md, "Mail that someone waits for".
export const MAIL_NOW_QUEUE = 'mail-now';
export const PUSH_QUEUE = 'push';
// Sign-up and password-reset mail: the token work happens in the worker, so a request for a known and an
// unknown address does the same work while the visitor waits (lib/auth/mail-jobs.ts).
export const AUTH_QUEUE = 'auth-mail';

// Timed work on events (lib/events/jobs.ts): the minimum-players check at the cancel cutoff.
export const EVENTS_QUEUE = 'events';

// Form fees (lib/forms/payments.ts): a failed refund tried again later.
export const FORMS_QUEUE = 'forms';

// Find a sub (lib/subs/jobs.ts): the next tier of a tiered sub request, and an invitation held over quiet hours.
export const SUBS_QUEUE = 'subs';

// Game reminders (lib/events/reminders.ts): every minute, the reminders due (24 h and 2 h before each game).
export const REMINDERS_QUEUE = 'event-reminders';
export const REMINDERS_CRON = '* * * * *';
// Onboarding (lib/onboarding/team-motivation.ts): the team-create motivation mail, a while after an organizer signs up.
export const ONBOARDING_QUEUE = 'onboarding';

// Search (lib/search/words.ts): the daily recount of the typo-correction word lists (SEARCH_WORDS_CRON, UTC).
export const SEARCH_WORDS_QUEUE = 'search-words';
export const SEARCH_WORDS_CRON = '30 4 * * *';

// Custom domains (lib/sites/service.ts): verified domains' TXT records re-checked every 6 hours (UTC); a domain
// whose record is gone for 3 checks in a row is unverified.
export const SITE_DOMAINS_QUEUE = 'site-domains';
export const SITE_DOMAINS_CRON = '45 */6 * * *';

export type MailJob = MailContent & { to: string; userId?: string; template?: string };
export type AuthMailJob = {
  kind: 'reset' | 'verify' | 'existing';
  to: string;
  userId?: string;
  browserHash?: string;
};
export type PushJob = { userId: string; subscriptionId: string; title: string; body: string; url: string };

// The queues of mail someone waits for. Their new jobs wake the worker at once: the insert sends a PostgreSQL
// NOTIFY on WAKE_CHANNEL inside the caller's transaction, which PostgreSQL delivers only when that transaction
// commits (lib/jobs/worker.ts listens). Bulk queues are polled (every 2 s) and send no NOTIFY.
export const WAKE_CHANNEL = 'beans_jobs';
export const URGENT_QUEUES: readonly string[] = [AUTH_QUEUE, MAIL_NOW_QUEUE];
const WAKING_QUEUES = new Set<string>(URGENT_QUEUES);

export type QueuePolicy = {
  retryLimit: number;
  retryDelay: number; // seconds; doubled (with jitter) at every retry when retryBackoff is on
  retryBackoff: boolean;
  expireInSeconds: number; // an attempt still active after this long (crashed worker) is retried
  retentionMinutes: number; // a job not sent by then is given up
};

// 12 attempts spread over about a day and a half (30 s, 1 min, 2 min ... ~17 h), then the job is kept as failed.
export const DEFAULT_QUEUE_POLICY: QueuePolicy = {
  retryLimit: 12,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  retentionMinutes: 7 * 24 * 60,
};

// Mail someone waits for is retried within seconds (5 s, 10 s, 20 s ... ~23 h for the 14th), not after 30 s.
export const URGENT_QUEUE_POLICY: QueuePolicy = {
  ...DEFAULT_QUEUE_POLICY,
  retryLimit: 14,
  retryDelay: 5,
  expireInSeconds: 60,
};

/** The subset of a Prisma client or interactive transaction that queueing needs. */
export type SqlTx = Pick<Db, '$queryRawUnsafe' | '$executeRawUnsafe'>;

// pg-boss runs its SQL through this executor when given `{ db }`: here, the caller's Prisma transaction.
function transactionExecutor(tx: SqlTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const params = values.map((value) =>
        value === undefined
          ? null
          : typeof value === 'object' && value !== null && !(value instanceof Date)
            ? JSON.stringify(value)
            : value,
      );
      return { rows: await tx.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params) };
    },
  };
}

// A pg-boss instance used only to build job inserts; every call passes the transaction as its executor.
let sender: PgBoss | undefined;
function jobSender() {
  sender ??= new PgBoss({
    schema: QUEUE_SCHEMA,
    db: {
      executeSql: () => Promise.reject(new Error('queue: jobs are sent through a transaction executor')),
    },
  });
  return sender;
}

export async function sendInTransaction(
  tx: SqlTx,
  queue: string,
  data: object,
  options: Omit<PgBoss.SendOptions, 'db'> = {},
): Promise<string> {
  const id = await jobSender().send(queue, data, { ...options, db: transactionExecutor(tx) });
  // pg-boss answers null when the queue does not exist: refuse rather than lose the job.
  if (!id) throw new Error(`queue "${queue}" is not installed (installQueues runs at start-up)`);
  await wakeOnCommit(tx, queue);
  return id;
}

/**
 * Queues many jobs of one queue with a single INSERT inside the caller's transaction (fan-out: one statement
 * for 1 or 50 recipients). Returns their ids in the order given.
 */
async function sendManyInTransaction(tx: SqlTx, queue: string, data: object[]): Promise<string[]> {
  if (data.length === 0) return [];
  const jobs = data.map((d) => ({ id: randomUUID(), name: queue, data: d }));
  let inserted = 0;
  const executor: PgBoss.Db = {
    async executeSql(text: string, values: unknown[] = []) {
      inserted = await tx.$executeRawUnsafe(text, ...values);
      return { rows: [] };
    },
  };
  await jobSender().insert(jobs, { db: executor });
  // The insert joins the queue table: nothing is inserted when the queue does not exist.
  if (inserted !== jobs.length)
    throw new Error(`queue "${queue}" is not installed (installQueues runs at start-up)`);
  await wakeOnCommit(tx, queue);
  return jobs.map((j) => j.id);
}

// A NOTIFY in the transaction: delivered to the listening worker when (and only if) the transaction commits, so
// the job is fetched right away instead of at the next poll. Without a listener it costs nothing.
async function wakeOnCommit(tx: SqlTx, queue: string) {
  if (WAKING_QUEUES.has(queue)) await tx.$executeRawUnsafe('SELECT pg_notify($1, $2)', WAKE_CHANNEL, queue);
}

/** `now`: a person is waiting for this mail (an invitation, a confirmation), so it skips the bulk queue. */
export type MailUrgency = { now?: boolean };
const mailQueue = (urgency?: MailUrgency) => (urgency?.now ? MAIL_NOW_QUEUE : MAIL_QUEUE);

/** Queues one mail inside the caller's transaction. */
export function enqueueMail(tx: SqlTx, job: MailJob, urgency?: MailUrgency): Promise<string> {
  return sendInTransaction(tx, mailQueue(urgency), { ...job, to: job.to.toLowerCase() });
}

/** Queues many mails with one INSERT inside the caller's transaction. */
export function enqueueMails(tx: SqlTx, jobs: MailJob[], urgency?: MailUrgency): Promise<string[]> {
  return sendManyInTransaction(
    tx,
    mailQueue(urgency),
    jobs.map((job) => ({ ...job, to: job.to.toLowerCase() })),
  );
}

/** Queues many Web Push deliveries with one INSERT inside the caller's transaction. */
export function enqueuePushes(tx: SqlTx, jobs: PushJob[]): Promise<string[]> {
  return sendManyInTransaction(tx, PUSH_QUEUE, jobs);
}

/** Queues one sign-up or reset mail (its token is issued by the worker) inside the caller's transaction. */
export function enqueueAuthMail(tx: SqlTx, job: AuthMailJob): Promise<string> {
  return sendInTransaction(tx, AUTH_QUEUE, { ...job, to: job.to.toLowerCase() });
}

/**
 * Queues a mail whose failure must not fail the caller's change (e.g. a confirmation mail): the insert runs
 * under a savepoint, so an error rolls back only the insert. Returns whether the mail was queued.
 */
export async function enqueueMailBestEffort(
  tx: SqlTx,
  job: MailJob,
  urgency?: MailUrgency,
): Promise<boolean> {
  await tx.$executeRawUnsafe('SAVEPOINT queue_mail');
  try {
    await enqueueMail(tx, job, urgency);
    await tx.$executeRawUnsafe('RELEASE SAVEPOINT queue_mail');
    return true;
  } catch (error) {
    await tx.$executeRawUnsafe('ROLLBACK TO SAVEPOINT queue_mail');
    console.error('[mail] could not queue a mail; the change is kept', error);
    return false;
  }
}

/**
 * Removes every queued, retrying, failed or archived mail and push job addressed to a user, so that deleting an
 * account leaves none of its personal data in the queue. Call it inside the deletion transaction (the
 * notifications table itself is cleared by the users foreign-key cascade). Matches mail by recipient address
 * (case-insensitive) and every queue (onboarding too) by user id. Returns the number of jobs removed.
 */
export async function purgeQueuedMailFor(
  tx: SqlTx,
  user: { userId?: string; email?: string },
): Promise<number> {
  const email = user.email?.toLowerCase() ?? null;
  const userId = user.userId ?? null;
  let removed = 0;
  for (const table of ['job', 'archive']) {
    removed += await tx.$executeRawUnsafe(
      `DELETE FROM ${QUEUE_SCHEMA}.${table}
        WHERE name IN ('${MAIL_QUEUE}', '${MAIL_NOW_QUEUE}', '${PUSH_QUEUE}', '${AUTH_QUEUE}', '${ONBOARDING_QUEUE}')
          AND ((($1::text) IS NOT NULL AND lower(data->>'to') = $1::text)
            OR (($2::text) IS NOT NULL AND data->>'userId' = $2::text))`,
      email,
      userId,
    );
  }
  return removed;
}

export function createBoss(connectionString: string, options: Partial<PgBoss.ConstructorOptions> = {}) {
  const boss = new PgBoss({
    connectionString,
    schema: QUEUE_SCHEMA,
    application_name: 'beans-queue',
    max: 3,
    schedule: false,
    // Sent mail leaves the queue tables within a day (it holds addresses and content).
    archiveCompletedAfterSeconds: 3600,
    deleteAfterHours: 24,
    ...options,
  });
  boss.on('error', (error) => console.error('[queue]', error));
  return boss;
}

async function createOrUpdateQueue(boss: PgBoss, name: string, policy: QueuePolicy) {
  await boss.createQueue(name, { name, ...policy });
  await boss.updateQueue(name, { name, ...policy });
}

/**
 * Installs (or migrates) pg-boss's schema and creates the queues. Safe when several processes start at once:
 * pg-boss takes a PostgreSQL advisory lock for its schema changes and tolerates losing the race, and queue
 * creation is an insert that ignores conflicts.
 */
export async function installQueues(connectionString: string, policy: Partial<QueuePolicy> = {}) {
  const boss = createBoss(connectionString, { supervise: false, migrate: true, max: 1 });
  await boss.start();
  try {
    await configureQueues(boss, policy);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export async function configureQueues(boss: PgBoss, policy: Partial<QueuePolicy> = {}) {
  const full = { ...DEFAULT_QUEUE_POLICY, ...policy };
  const urgent = { ...URGENT_QUEUE_POLICY, ...policy };
  await createOrUpdateQueue(boss, MAIL_QUEUE, full);
  await createOrUpdateQueue(boss, MAIL_NOW_QUEUE, urgent);
  await createOrUpdateQueue(boss, PUSH_QUEUE, full);
  await createOrUpdateQueue(boss, AUTH_QUEUE, urgent);
  await createOrUpdateQueue(boss, EVENTS_QUEUE, full);
  await createOrUpdateQueue(boss, SUBS_QUEUE, full);
  await createOrUpdateQueue(boss, FORMS_QUEUE, full);
  await createOrUpdateQueue(boss, REMINDERS_QUEUE, full);
  await createOrUpdateQueue(boss, SEARCH_WORDS_QUEUE, full);
  await createOrUpdateQueue(boss, SITE_DOMAINS_QUEUE, full);
  await createOrUpdateQueue(boss, ONBOARDING_QUEUE, full);
}
