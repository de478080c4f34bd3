import 'server-only';
import type Stripe from 'stripe';
import type { Db } from '@/lib/db';
import { formReceiptMail } from '@/emails/form-receipt';
import { formRefundMail } from '@/emails/form-refund';
import { formMessages as m } from '@/lib/messages/forms';
import { refundMessages as rm } from '@/lib/messages/refunds';
import { enqueueMail, FORMS_QUEUE, sendInTransaction } from '@/lib/notifications/queue';
import { openCheckout, PAYMENT_KIND } from '@/lib/billing/checkout';
import { writeLedger } from '@/lib/billing/ledger';
import {
  createRefund,
  failedRefund,
  refundKey,
  refundRetryDelayMs,
  refundTruth,
  refusedForGood,
} from '@/lib/billing/refunds';
import { MAX_REFUND_ATTEMPTS } from '@/lib/billing/refund-attempts';
import { freshRead, readStarted } from '@/lib/billing/sync-marks';
import { notify } from '@/lib/notifications/notify';
import type { PaymentHandler } from '@/lib/billing/webhook';
import { env } from '@/lib/env';
import { nextPayment, paymentStatusOf } from './rules';
import { type Tx } from './access';
import type { Prisma } from '@/lib/generated/prisma/client';

// Form fees (deposit, full fee, balance) through Stripe Checkout (lib/billing/checkout.ts), recorded on the ledger
// (lib/billing/ledger.ts); the webhook reaches recordFormCheckout through formPaymentHandler (lib/payments/kinds.ts).

export const FORM_PAYMENT_KIND = PAYMENT_KIND.form;

/** The viewer's submission (as participant or as the one who filled it in) with what it needs to be paid. */
const payableSubmission = (
  tx: Pick<Db, 'formSubmission'>,
  viewerId: string,
  formId: string,
  submissionId: string,
) =>
  tx.formSubmission.findFirst({
    where: { id: submissionId, formId, OR: [{ userId: viewerId }, { submittedById: viewerId }] },
    select: {
      id: true,
      amountDueCents: true,
      amountPaidCents: true,
      paymentStatus: true,
      form: {
        select: {
          id: true,
          title: true,
          currency: true,
          depositCents: true,
          owner: { select: { stripeAccountId: true, stripeChargesEnabled: true } },
        },
      },
    },
  });

export type StartPaymentResult =
  { status: 'checkout'; url: string } | { status: 'notFound' | 'nothingToPay' };

/** How long a reservation may wait for its Checkout before another attempt treats it as abandoned. */
const OPENING_MS = 60_000;

type Reserved =
  | { status: 'notFound' | 'nothingToPay' }
  | { status: 'wait'; reservationId: string }
  | {
      status: 'reserved';
      reservationId: string;
      /** Earlier Checkouts of the same payer for the same payment (an open one is answered again). */
      sessionIds: string[];
      submissionId: string;
      amountPaidCents: number;
      form: { id: string; title: string; currency: string };
      next: { kind: 'FULL' | 'DEPOSIT' | 'BALANCE'; amountCents: number };
      destination: string | null;
    };

/**
 * Opens a Checkout session for the submission's next payment (deposit, full fee or balance). With the form
 * owner's connected account able to take charges, the charge goes there (destination charge); otherwise it is
 * taken on the platform. One payment at a time per submission, without holding a transaction while Stripe is
 * called: a short transaction under the submission's lock validates and reserves the payment (a row without a
 * session), Stripe is called outside it, and a second short transaction records the session on the reservation
 * (a failure deletes it). Another attempt meanwhile (a second tab, a double click) waits for the reservation, and
 * a Checkout of the same payer for the same payment that is still open at Stripe is answered again instead of a
 * new one, so a fee is not paid twice by accident.
 */
export async function startPayment(
  db: Db,
  stripe: Stripe,
  viewer: { id: string; email: string },
  input: { formId: string; submissionId: string; nonce: string },
  opts: { appUrl: string; returnPath: string },
  attempt = 0,
): Promise<StartPaymentResult> {
  if (!(await payableSubmission(db, viewer.id, input.formId, input.submissionId)))
    return { status: 'notFound' };
  const reserved = await db.$transaction(async (tx): Promise<Reserved> => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`form-pay:${input.submissionId}`}, 0))`;
    const sub = await payableSubmission(tx, viewer.id, input.formId, input.submissionId);
    if (!sub) return { status: 'notFound' };
    if (sub.paymentStatus === 'REFUNDED') return { status: 'nothingToPay' };
    const next = nextPayment(
      { priceCents: sub.amountDueCents, depositCents: sub.form.depositCents },
      sub.amountPaidCents,
    );
    if (!next) return { status: 'nothingToPay' };
    const same = {
      submissionId: sub.id,
      payerId: viewer.id,
      kind: next.kind,
      amountCents: next.amountCents,
      state: 'PENDING' as const,
    };
    const openedBefore = new Date(Date.now() - OPENING_MS);
    const opening = await tx.formPayment.findFirst({
      where: { ...same, stripeSessionId: null, createdAt: { gt: openedBefore } },
      select: { id: true },
    });
    if (opening) return { status: 'wait', reservationId: opening.id };
    // A reservation whose Checkout never came (its process died while calling Stripe) is dropped.
    await tx.formPayment.deleteMany({
      where: { submissionId: sub.id, stripeSessionId: null, createdAt: { lte: openedBefore } },
    });
    const pending = await tx.formPayment.findMany({
      where: { ...same, stripeSessionId: { not: null } },
      orderBy: { createdAt: 'desc' },
      take: 3,
      select: { stripeSessionId: true },
    });
    const destination =
      sub.form.owner.stripeAccountId && sub.form.owner.stripeChargesEnabled
        ? sub.form.owner.stripeAccountId
        : null;
    const reservation = await tx.formPayment.create({
      data: {
        submissionId: sub.id,
        payerId: viewer.id,
        kind: next.kind,
        amountCents: next.amountCents,
        currency: sub.form.currency,
        destinationAccountId: destination,
      },
      select: { id: true },
    });
    return {
      status: 'reserved',
      reservationId: reservation.id,
      sessionIds: pending.map((p) => p.stripeSessionId!),
      submissionId: sub.id,
      amountPaidCents: sub.amountPaidCents,
      form: sub.form,
      next,
      destination,
    };
  });
  if (reserved.status === 'wait') {
    // Another attempt is opening this payment's Checkout: once it has, start over (and find it open).
    await reservationSettled(db, reserved.reservationId);
    if (attempt >= 3) throw new Error(`form payment ${reserved.reservationId} is still being opened`);
    return startPayment(db, stripe, viewer, input, opts, attempt + 1);
  }
  if (reserved.status !== 'reserved') return reserved;
  const release = () =>
    db.formPayment.deleteMany({ where: { id: reserved.reservationId, stripeSessionId: null } });

  let session: { id: string; url: string };
  try {
    for (const id of reserved.sessionIds) {
      const open = await stripe.checkout.sessions.retrieve(id).catch(() => null);
      if (open?.status === 'open' && open.url) {
        await release();
        return { status: 'checkout', url: open.url };
      }
    }
    const back = new URL(opts.returnPath, opts.appUrl).toString();
    session = await openCheckout(stripe, {
      kind: PAYMENT_KIND.form,
      reference: viewer.id,
      customer: { email: viewer.email },
      lines: [
        {
          name: m.checkoutItem(reserved.form.title, m.paymentKind[reserved.next.kind]!),
          unitAmount: reserved.next.amountCents,
          currency: reserved.form.currency,
          quantity: 1,
        },
      ],
      metadata: {
        submissionId: reserved.submissionId,
        formId: reserved.form.id,
        paymentKind: reserved.next.kind,
      },
      destination: reserved.destination ? { account: reserved.destination } : null,
      successUrl: `${back}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: back,
      idempotencyKey: `form-pay-${reserved.submissionId}-${reserved.amountPaidCents}-${input.nonce}`,
    });
  } catch (error) {
    // No Checkout: nothing of this attempt remains.
    await release();
    throw error;
  }
  await db.$transaction(async (tx) => {
    // The same session already recorded (a replayed idempotency key): the reservation is not needed.
    const known = await tx.formPayment.findUnique({
      where: { stripeSessionId: session.id },
      select: { id: true },
    });
    if (known)
      await tx.formPayment.deleteMany({ where: { id: reserved.reservationId, stripeSessionId: null } });
    else
      await tx.formPayment.update({
        where: { id: reserved.reservationId },
        data: { stripeSessionId: session.id },
      });
  });
  return { status: 'checkout', url: session.url };
}

/** Waits (outside any transaction) until a reservation has its Checkout, or is gone, or has waited too long. */
async function reservationSettled(db: Db, reservationId: string) {
  const until = Date.now() + OPENING_MS;
  while (Date.now() < until) {
    const row = await db.formPayment.findUnique({
      where: { id: reservationId },
      select: { stripeSessionId: true },
    });
    if (!row || row.stripeSessionId) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type RecordResult = 'recorded' | 'already' | 'unknown' | 'unpaid';

/**
 * A completed Checkout session of a form payment (from the webhook, or from the return page reading the session):
 * marks the payment paid once, adds it to the submission, sets its status, records the payer's transaction and
 * queues the receipt, in the caller's transaction. A payment beyond what the submission still owes (two tabs
 * paid the same fee, or it came in after the owner refunded the submission) is refunded at once for the part
 * beyond: the part is recorded here (`refundedCents`, the ledger, the mail) and left due at Stripe
 * (`excessRefundedAt` null); `sendDueExcessRefund` asks Stripe for it once the transaction has committed.
 */
export async function recordFormCheckout(
  tx: Tx,
  session: Pick<Stripe.Checkout.Session, 'id' | 'payment_status' | 'amount_total' | 'payment_intent'>,
  opts: { appUrl: string },
): Promise<RecordResult> {
  if (session.payment_status !== 'paid') return 'unpaid';
  const payment = await tx.formPayment.findUnique({
    where: { stripeSessionId: session.id },
    select: {
      id: true,
      amountCents: true,
      kind: true,
      currency: true,
      payerId: true,
      submissionId: true,
      destinationAccountId: true,
    },
  });
  if (!payment) return 'unknown';
  if (session.amount_total !== null && session.amount_total !== payment.amountCents)
    throw new Error(`checkout ${session.id}: amount ${session.amount_total} ≠ ${payment.amountCents}`);
  const intent =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  const marked = await tx.formPayment.updateMany({
    where: { id: payment.id, state: 'PENDING' },
    data: { state: 'PAID', paidAt: new Date(), stripePaymentIntentId: intent },
  });
  if (marked.count === 0) return 'already';
  const [before] = await tx.$queryRaw<
    { amountDueCents: number; amountPaidCents: number; paymentStatus: string }[]
  >`SELECT "amountDueCents", "amountPaidCents", "paymentStatus"::text AS "paymentStatus" FROM "form_submissions"
     WHERE "id" = ${payment.submissionId} FOR UPDATE`;
  if (!before) return 'unknown';
  const owed =
    before.paymentStatus === 'REFUNDED' ? 0 : Math.max(0, before.amountDueCents - before.amountPaidCents);
  const excess = Math.max(0, payment.amountCents - owed);
  const credited = payment.amountCents - excess;
  if (excess > 0) {
    if (!intent) throw new Error(`checkout ${session.id}: paid without a payment intent`);
    await tx.formPayment.update({
      where: { id: payment.id },
      data: { refundedCents: excess, ...(credited === 0 && { state: 'REFUNDED' }) },
    });
  }
  let updated = before;
  if (credited > 0) {
    const [row] = await tx.$queryRaw<{ amountDueCents: number; amountPaidCents: number }[]>`
      UPDATE "form_submissions" SET "amountPaidCents" = "amountPaidCents" + ${credited}
       WHERE "id" = ${payment.submissionId}
       RETURNING "amountDueCents", "amountPaidCents"`;
    updated = { ...before, ...row! };
    await tx.formSubmission.update({
      where: { id: payment.submissionId },
      data: { paymentStatus: paymentStatusOf(updated.amountDueCents, updated.amountPaidCents) },
    });
  }
  const sub = await tx.formSubmission.findUniqueOrThrow({
    where: { id: payment.submissionId },
    select: { id: true, formId: true, form: { select: { title: true } } },
  });
  const kindLabel = m.paymentKind[payment.kind]!;
  if (payment.payerId) {
    await writeLedger(tx, [
      {
        userId: payment.payerId,
        kind: 'FORM_PAYMENT',
        amountCents: payment.amountCents,
        currency: payment.currency,
        description: m.transactionDescription(sub.form.title, kindLabel),
        stripePaymentIntentId: intent,
        formSubmissionId: sub.id,
      },
    ]);
    if (excess > 0) {
      await writeLedger(tx, [
        {
          userId: payment.payerId,
          kind: 'REFUND',
          amountCents: excess,
          currency: payment.currency,
          description: m.transactionDescription(sub.form.title, m.refundLabel),
          formSubmissionId: sub.id,
        },
      ]);
    }
    const payer = await tx.user.findUnique({ where: { id: payment.payerId }, select: { email: true } });
    if (payer) {
      const url = new URL(`/form/${sub.formId}/${sub.id}`, opts.appUrl).toString();
      if (credited > 0) {
        const left = updated.amountDueCents - updated.amountPaidCents;
        const mail = await formReceiptMail({
          formTitle: sub.form.title,
          amount: m.formatMoney(payment.amountCents, payment.currency),
          balanceLeft: left > 0 ? m.formatMoney(left, payment.currency) : null,
          url,
        });
        await enqueueMail(tx, {
          ...mail,
          to: payer.email,
          userId: payment.payerId,
          template: 'form-receipt',
        });
      }
      if (excess > 0) {
        const mail = await formRefundMail({
          formTitle: sub.form.title,
          amount: m.formatMoney(excess, payment.currency),
          url,
        });
        await enqueueMail(tx, { ...mail, to: payer.email, userId: payment.payerId, template: 'form-refund' });
      }
    }
  }
  return 'recorded';
}

/** The webhook's handler of form fees (registered in lib/payments/kinds.ts): a paid session is recorded once. */
export const formPaymentHandler: PaymentHandler = {
  once: async (tx, _stripe, { paid, session }) =>
    paid ? recordFormCheckout(tx, session, { appUrl: env().APP_URL }) : 'ignored',
  // After the commit, on every delivery: a refund of an excess left due (by this delivery, or by an earlier one
  // that failed or crashed before Stripe answered) is sent now.
  after: async (db, stripe, { paid, session }) => {
    if (paid) await sendDueExcessRefund(db, stripe, { stripeSessionId: session.id });
  },
  // Refund events re-read the payment's refunds (a failed one of ours is retried); disputes are not a form's.
  charge: async (db, stripe, change) => {
    if (change.type !== 'refund') return null;
    const payment = await db.formPayment.findUnique({
      where: { stripePaymentIntentId: change.paymentIntentId },
      select: { id: true },
    });
    return payment ? syncFormRefunds(db, stripe, payment.id) : null;
  },
};

/**
 * The refund of a part paid beyond the fee, recorded by recordFormCheckout and still due at Stripe: asked of Stripe
 * with no transaction open, keyed by the payment (a concurrent or repeated call gets the same refund), then marked
 * sent. A crash between the two leaves it due, and the next caller (the webhook's redelivery, the return page, the
 * owner's refund) sends it again under the same key, so Stripe refunds it once.
 */
export async function sendDueExcessRefund(
  db: Db,
  stripe: Stripe,
  where: { stripeSessionId: string } | { id: string },
) {
  const due = await db.formPayment.findFirst({
    where: { ...where, refundedCents: { gt: 0 }, excessRefundedAt: null },
    select: {
      id: true,
      refundedCents: true,
      submissionId: true,
      stripePaymentIntentId: true,
      destinationAccountId: true,
    },
  });
  if (!due?.stripePaymentIntentId) return;
  await createRefund(
    stripe,
    {
      payment_intent: due.stripePaymentIntentId,
      amount: due.refundedCents,
      ...(due.destinationAccountId ? { reverse_transfer: true } : {}),
      metadata: { beansKind: FORM_PAYMENT_KIND, submissionId: due.submissionId, formPaymentId: due.id },
    },
    `form-excess-${due.id}`,
  );
  await db.formPayment.updateMany({
    where: { id: due.id, excessRefundedAt: null },
    data: { excessRefundedAt: new Date() },
  });
  // Stripe may fail it (accepted as pending, then failed): then it is retried (syncFormRefunds).
  await syncFormRefunds(db, stripe, due.id);
}

/** Back from Checkout: records the session now (without waiting for the webhook) if it is one of the viewer's. */
export async function syncFormCheckout(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  sessionId: string,
  opts: { appUrl: string },
): Promise<RecordResult> {
  const payment = await db.formPayment.findFirst({
    where: { stripeSessionId: sessionId, payerId: viewerId },
    select: { id: true },
  });
  if (!payment) return 'unknown';
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null);
  if (!session) return 'unknown';
  const result = await db.$transaction((tx) => recordFormCheckout(tx, session, opts), {
    maxWait: 10_000,
    timeout: 30_000,
  });
  await sendDueExcessRefund(db, stripe, { stripeSessionId: sessionId });
  return result;
}

export type RefundResult =
  { status: 'refunded'; amountCents: number } | { status: 'notFound' | 'nothingToRefund' };

const refundablePayment = {
  id: true,
  amountCents: true,
  refundedCents: true,
  currency: true,
  payerId: true,
  stripePaymentIntentId: true,
  destinationAccountId: true,
} as const satisfies Prisma.FormPaymentSelect;
type RefundablePayment = Prisma.FormPaymentGetPayload<{ select: typeof refundablePayment }>;

/** How many times a refund goes back to Stripe for payments that landed while it was refunding. */
const REFUND_ROUNDS = 5;

/**
 * The form's owner refunds a submission: every paid payment is refunded at Stripe (idempotently per payment, with
 * no transaction open), then, under the submission's row lock (which a landing payment's record takes too), the
 * PAID payments are read again: one that landed meanwhile (a second tab) is refunded at Stripe in another round;
 * once none is new, the payments still PAID are marked REFUNDED, the submission too, and the payer's refund
 * transactions and mail are written for the rows this call marked (a concurrent refund records its own). A payment
 * landing after that finds the submission REFUNDED and is refunded in full as an excess (recordFormCheckout).
 */
export async function refundSubmission(
  db: Db,
  stripe: Stripe,
  viewerId: string,
  input: { formId: string; submissionId: string },
  opts: { appUrl: string },
): Promise<RefundResult> {
  const sub = await db.formSubmission.findFirst({
    where: { id: input.submissionId, formId: input.formId, form: { ownerId: viewerId } },
    select: { id: true, form: { select: { id: true, title: true } } },
  });
  if (!sub) return { status: 'notFound' };
  const paidWhere = { submissionId: sub.id, state: 'PAID', stripePaymentIntentId: { not: null } } as const;
  // Each payment refunded at Stripe by this call, with what was left of it.
  const refunded = new Map<string, RefundablePayment>();
  for (let round = 0; round < REFUND_ROUNDS; round++) {
    const fresh = (await db.formPayment.findMany({ where: paidWhere, select: refundablePayment })).filter(
      (p) => !refunded.has(p.id),
    );
    if (round === 0 && fresh.length === 0) return { status: 'nothingToRefund' };
    // What is left of each payment (a part paid beyond the fee was refunded when it came in; one still due at
    // Stripe is sent first, so the full refund below takes only the rest).
    for (const p of fresh) if (p.refundedCents > 0) await sendDueExcessRefund(db, stripe, { id: p.id });
    // A charge that went to the owner's connected account is refunded from it (the transfer is reversed), never
    // from the platform's balance.
    for (const p of fresh) {
      await createRefund(
        stripe,
        {
          payment_intent: p.stripePaymentIntentId!,
          ...(p.destinationAccountId ? { reverse_transfer: true } : {}),
          metadata: { beansKind: FORM_PAYMENT_KIND, submissionId: sub.id, formPaymentId: p.id },
        },
        `form-refund-${p.id}`,
      );
      refunded.set(p.id, { ...p, amountCents: p.amountCents - p.refundedCents });
    }
    const done = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "form_submissions" WHERE "id" = ${sub.id} FOR UPDATE`;
      const paidNow = await tx.formPayment.findMany({ where: paidWhere, select: { id: true } });
      if (paidNow.some((p) => !refunded.has(p.id))) return false; // landed meanwhile: refund it first
      const marked = await tx.formPayment.updateManyAndReturn({
        where: { id: { in: [...refunded.keys()] }, state: 'PAID' },
        data: { state: 'REFUNDED' },
        select: { id: true },
      });
      if (marked.length === 0) return true;
      await tx.formSubmission.update({ where: { id: sub.id }, data: { paymentStatus: 'REFUNDED' } });
      const payers = marked.map((row) => refunded.get(row.id)!).filter((p) => p.payerId);
      await writeLedger(
        tx,
        payers.map((p) => ({
          userId: p.payerId!,
          kind: 'REFUND' as const,
          amountCents: p.amountCents,
          currency: p.currency,
          description: m.transactionDescription(sub.form.title, m.refundLabel),
          formSubmissionId: sub.id,
        })),
      );
      const payerIds = [...new Set(payers.map((p) => p.payerId!))];
      const users = await tx.user.findMany({
        where: { id: { in: payerIds } },
        select: { id: true, email: true },
      });
      for (const u of users) {
        const mine = payers.filter((p) => p.payerId === u.id);
        const mail = await formRefundMail({
          formTitle: sub.form.title,
          amount: m.formatMoney(
            mine.reduce((sum, p) => sum + p.amountCents, 0),
            mine[0]!.currency,
          ),
          url: new URL(`/form/${sub.form.id}/${sub.id}`, opts.appUrl).toString(),
        });
        await enqueueMail(tx, { ...mail, to: u.email, userId: u.id, template: 'form-refund' });
      }
      return true;
    });
    if (done) {
      // What Stripe made of each refund: a failed one is retried by a job, the owner told after the last try.
      for (const id of refunded.keys()) await syncFormRefunds(db, stripe, id);
      const total = [...refunded.values()].reduce((sum, p) => sum + p.amountCents, 0);
      return { status: 'refunded', amountCents: total };
    }
  }
  throw new Error(`refund of submission ${sub.id}: payments kept landing while refunding`);
}

/** The forms queue's jobs (lib/jobs/worker.ts): a failed refund of a form fee tried again. */
export type FormJob = { kind: 'refund-form-payment'; paymentId: string };

export async function runFormJob(db: Db, stripe: Stripe, job: FormJob) {
  if (job.kind === 'refund-form-payment') return retryFormRefund(db, stripe, job.paymentId);
  return false;
}

/** What of a form payment is to be refunded at Stripe: all of it once the owner refunded it, else a part paid
 * beyond the fee. */
const refundDue = (p: { state: string; amountCents: number; refundedCents: number }) =>
  p.state === 'REFUNDED' ? p.amountCents : p.refundedCents;

export type FormRefundSync = 'refunded' | 'pending' | 'failed' | 'unchanged';

/**
 * A form payment's refunds as Stripe has them, on the failed-refund path of paid games (docs/refunds.md "Form
 * fees", `failedRefund`): Stripe is re-read with no transaction open, and under the payment's row lock, if no newer
 * read has been written (stripe_sync_marks), the newest refund of ours is recorded; one that failed while money is
 * still due is recorded once (FAILED, `refundAttempts` + 1) and one retry is queued (5 min, 30 min, 2 h, 12 h);
 * the fifth failure queues nothing and the form's owner is told once. The ledger row and the payer's mail were
 * written when the refund was asked for (refundSubmission, recordFormCheckout) and are never written again.
 */
export async function syncFormRefunds(db: Db, stripe: Stripe, paymentId: string): Promise<FormRefundSync> {
  const found = await db.formPayment.findUnique({
    where: { id: paymentId },
    select: { stripePaymentIntentId: true },
  });
  if (!found?.stripePaymentIntentId) return 'unchanged';
  const readAt = await readStarted(db);
  const truth = await refundTruth(stripe, found.stripePaymentIntentId, {
    metadataKey: 'formPaymentId',
    paymentId,
  });
  return db.$transaction(
    async (tx): Promise<FormRefundSync> => {
      await tx.$queryRaw`SELECT "id" FROM "form_payments" WHERE "id" = ${paymentId} FOR UPDATE`;
      if (!(await freshRead(tx, `form-refund:${paymentId}`, readAt))) return 'unchanged';
      const payment = await tx.formPayment.findUniqueOrThrow({
        where: { id: paymentId },
        select: {
          id: true,
          state: true,
          amountCents: true,
          refundedCents: true,
          currency: true,
          payerId: true,
          refundState: true,
          refundId: true,
          refundAttempts: true,
          submission: { select: { id: true, form: { select: { id: true, title: true, ownerId: true } } } },
        },
      });
      const due = refundDue(payment);
      const done = due > 0 && truth.refundedCents >= due;
      const mine = truth.latest?.ours ? truth.latest : null;
      const { newlyFailed, givenUp, retryAt } = failedRefund(payment, mine, due > 0 && !done);
      const state = done ? 'SUCCEEDED' : (mine?.state ?? payment.refundState);
      const refundId = mine?.id ?? payment.refundId;
      if (!newlyFailed && state === payment.refundState && refundId === payment.refundId) return 'unchanged';
      await tx.formPayment.update({
        where: { id: payment.id },
        data: { refundState: state, refundId, ...(newlyFailed ? { refundAttempts: { increment: 1 } } : {}) },
      });
      if (givenUp) {
        await tellRefundStuck(tx, payment, due - truth.refundedCents);
        return 'failed';
      }
      if (newlyFailed) {
        await queueRefundRetry(tx, payment.id, retryAt);
        return 'failed';
      }
      return state === 'SUCCEEDED' ? 'refunded' : state === 'PENDING' ? 'pending' : 'unchanged';
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}

/** The form's owner is told once that a payment's refund is stuck after the last attempt. */
async function tellRefundStuck(
  tx: Tx,
  payment: {
    id: string;
    payerId: string | null;
    currency: string;
    submission: { id: string; form: { id: string; title: string; ownerId: string } };
  },
  leftCents: number,
) {
  const payer = payment.payerId
    ? await tx.user.findUnique({
        where: { id: payment.payerId },
        select: { displayName: true, fullName: true },
      })
    : null;
  const form = payment.submission.form;
  await notify(tx, form.ownerId, {
    type: 'FORM_REFUND_STUCK',
    title: rm.refundStuckTitle,
    message: rm.refundStuckMessage(
      payer?.displayName ?? payer?.fullName ?? '',
      m.formatMoney(leftCents, payment.currency),
      form.title,
      MAX_REFUND_ATTEMPTS,
    ),
    data: { formId: form.id, submissionId: payment.submission.id, paymentId: payment.id },
    url: `/form/${form.id}/${payment.submission.id}`,
  });
}

const queueRefundRetry = (tx: Tx, paymentId: string, startAfter: Date) =>
  sendInTransaction(tx, FORMS_QUEUE, { kind: 'refund-form-payment', paymentId } satisfies FormJob, {
    startAfter,
  });

/**
 * A retry Stripe refused for good (refusedForGood: its answer under this key would be the same forever) is a
 * failed attempt like a failed refund: counted once (only if no one counted this attempt meanwhile), then the next
 * try is queued (its new key) or, after the last one, the owner is told.
 */
async function countRefusedRetry(db: Db, paymentId: string, attempts: number, leftCents: number) {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "form_payments" WHERE "id" = ${paymentId} FOR UPDATE`;
    const payment = await tx.formPayment.findUniqueOrThrow({
      where: { id: paymentId },
      select: {
        id: true,
        payerId: true,
        currency: true,
        refundState: true,
        refundAttempts: true,
        submission: { select: { id: true, form: { select: { id: true, title: true, ownerId: true } } } },
      },
    });
    if (
      payment.refundState !== 'FAILED' ||
      payment.refundAttempts !== attempts ||
      attempts >= MAX_REFUND_ATTEMPTS // given up already (the owner was told)
    )
      return;
    await tx.formPayment.update({ where: { id: paymentId }, data: { refundAttempts: { increment: 1 } } });
    if (attempts + 1 >= MAX_REFUND_ATTEMPTS) await tellRefundStuck(tx, payment, leftCents);
    else await queueRefundRetry(tx, paymentId, new Date(Date.now() + refundRetryDelayMs(attempts + 1)));
  });
}

/**
 * The queued retry of a form payment's failed refund: what is still due (what Stripe has not refunded of it) is
 * asked for again under a new key (`form-refund-<payment>-<attempt>`; the old one would replay the failure), then
 * recorded by syncFormRefunds. Answers true when it is now refunded.
 */
export async function retryFormRefund(db: Db, stripe: Stripe, paymentId: string): Promise<boolean> {
  const p = await db.formPayment.findUnique({
    where: { id: paymentId },
    select: {
      id: true,
      state: true,
      amountCents: true,
      refundedCents: true,
      refundState: true,
      refundAttempts: true,
      submissionId: true,
      stripePaymentIntentId: true,
      destinationAccountId: true,
    },
  });
  if (!p?.stripePaymentIntentId || p.refundState !== 'FAILED') return false;
  const truth = await refundTruth(stripe, p.stripePaymentIntentId, {
    metadataKey: 'formPaymentId',
    paymentId,
  });
  const left = refundDue(p) - truth.refundedCents;
  try {
    if (left > 0)
      await createRefund(
        stripe,
        {
          payment_intent: p.stripePaymentIntentId,
          amount: left,
          ...(p.destinationAccountId ? { reverse_transfer: true } : {}),
          metadata: { beansKind: FORM_PAYMENT_KIND, submissionId: p.submissionId, formPaymentId: p.id },
        },
        refundKey('form-refund', p.id, p.refundAttempts),
      );
  } catch (error) {
    // Thrown, pg-boss would replay this job under the same key, and get the same answer, until it is dead.
    if (!refusedForGood(error)) throw error;
    console.error('[forms] a refund retry was refused by Stripe; counted as an attempt', p.id, error);
    await countRefusedRetry(db, p.id, p.refundAttempts, left);
    return false;
  }
  return (await syncFormRefunds(db, stripe, p.id)) === 'refunded';
}
