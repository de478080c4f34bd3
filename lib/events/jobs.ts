import type { Db } from '@/lib/db';
import { checkMinimum, type EventJob } from './minimum';
import { expireOffer } from './service';

/** Runs one job of the events queue (lib/jobs/worker.ts calls this). */
export async function runEventJob(db: Pick<Db, '$transaction'>, job: EventJob, now: Date = new Date()) {
  if (job.kind === 'minimum-check') return checkMinimum(db, job.eventId, now);
  if (job.kind === 'offer-expiry') return expireOffer(db, job.participantId, now);
  return 'skipped' as const;
}
