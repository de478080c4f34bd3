import type { Db } from '@/lib/db';
import { stripeClient, stripeMode } from '@/lib/billing/stripe';
import { checkMinimum, type EventJob } from './minimum';
import { expireEventPayment, refundCancelledEvent, refundPayment } from './payments';
import { expireOffer } from './service';

/** Runs one job of the events queue (lib/jobs/worker.ts calls this). */
export async function runEventJob(db: Db, job: EventJob, now: Date = new Date()) {
  if (job.kind === 'minimum-check') return checkMinimum(db, job.eventId, now);
  if (job.kind === 'offer-expiry') return expireOffer(db, job.participantId, now);
  if (job.kind === 'payment-expiry')
    return expireEventPayment(db, stripeMode() === 'off' ? null : stripeClient(), job.paymentId);
  if (job.kind === 'refund-cancelled') {
    // Without Stripe nothing can be refunded yet: throwing keeps the job for pg-boss's retries.
    if (stripeMode() === 'off') throw new Error('Stripe is not configured: refunds wait');
    return refundCancelledEvent(db, stripeClient(), job.eventId);
  }
  if (job.kind === 'refund-payment') {
    if (stripeMode() === 'off') throw new Error('Stripe is not configured: refunds wait');
    return refundPayment(db, stripeClient(), job.paymentId);
  }
  return 'skipped' as const;
}
