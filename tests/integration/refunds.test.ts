import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Refunds and disputes in sync with Stripe (issue 34 §3, docs/refunds.md), against the local Stripe stand-in:
// refund events re-read the payment's refunds, so repeats, concurrent replays and any order converge on Stripe's
// state with one ledger row per refunded change; a failed refund is shown to the host and retried by a job under a
// new key; partial refunds stay PAID with what was refunded; disputes mark the payment and tell the host.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({
    webhookSecret: 'whsec_refunds_platform',
    connectWebhookSecret: 'whsec_refunds_connect',
    delivery: 'manual',
  });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_refunds_platform';
  process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_refunds_connect';
  process.env.APP_URL = 'http://localhost:3997';
  process.env.PLATFORM_FEE_BPS = '500';
  process.env.PLATFORM_FEE_FIXED_CENTS = '30';
  return s;
});

const { db } = await import('@/lib/db');
const { POST: platformPost } = await import('@/app/api/stripe/webhook/route');
const { POST: connectPost } = await import('@/app/api/stripe/connect/webhook/route');
const { cancelEventAction, joinEventAction, leaveEventAction } = await import('@/lib/events/actions');
const { runEventJob } = await import('@/lib/events/jobs');
const { loadManage } = await import('@/lib/events/manage');
const { paymentState } = await import('@/lib/events/payment-state');
const { stripeClient } = await import('@/lib/billing/stripe');
const { transactionsOf } = await import('@/lib/billing/queries');
const { refundMessages: pm } = await import('@/lib/messages/refunds');
const { makeUser } = await import('@/tests/support/factories');
const { callAs } = await import('@/tests/support/act-as');
const { makeEvent } = await import('@/tests/support/events');

type StandinEvent = ReturnType<typeof standin.pending>[number];

standin.setDeliver((request) =>
  new URL(request.url).pathname.includes('/connect/') ? connectPost(request) : platformPost(request),
);
afterAll(() => standin.stop());
beforeEach(async () => {
  if (standin.pending().length) await standin.deliverPending();
});

async function activeHost() {
  const { account } = standin.authorizeOAuth({ complete: true });
  return makeUser('Host', {
    stripeAccountId: account.id,
    stripeChargesEnabled: true,
    stripeDetailsSubmitted: true,
    stripeConnectMethod: 'OAUTH',
  });
}

/** Ann joins and pays; answers the payment intent and the payment. */
async function paidSpot(user: { id: string }, eventId: string) {
  const result = await callAs(user, joinEventAction, { eventId });
  const url = (result as { data: { checkoutUrl: string } }).data.checkoutUrl;
  const sessionId = url.split('/').pop()!;
  standin.payCheckout(sessionId);
  expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
  const intent = standin.paymentSession(sessionId)!.payment_intent as string;
  const payment = await db.eventPayment.findUniqueOrThrow({ where: { paymentIntentId: intent } });
  expect(payment.status).toBe('PAID');
  return { intent, payment };
}

/** The events Stripe has not delivered yet (the test delivers them by hand). */
async function takePending(): Promise<StandinEvent[]> {
  return standin.pending();
}

/** Delivers every event `times` times, all at once; every delivery must be accepted. */
async function deliverConcurrently(events: StandinEvent[], times: number) {
  const responses = await Promise.all(
    Array.from({ length: times }, () => events.map((e) => standin.send(e))).flat(),
  );
  expect(responses.map((r) => r.status).every((s) => s === 200)).toBe(true);
  // The stand-in's own queue holds them too: drop them (a repeat would change nothing anyway).
  await standin.deliverPending();
}

const refundRows = (userId: string) =>
  db.transaction.findMany({
    where: { userId, kind: 'REFUND' },
    select: { amountCents: true, description: true },
  });
const refundJobs = async (paymentId: string) =>
  (
    await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job
       WHERE data->>'kind' = 'refund-payment' AND data->>'paymentId' = ${paymentId}`
  )[0]!.n;
/** The host's rows on their transactions page (their paid games' money), oldest first. */
const hostRows = async (hostId: string) =>
  (await transactionsOf(hostId))
    .filter((t) => t.kind.startsWith('HOST_') || t.kind.includes('FEE'))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || order(a.kind) - order(b.kind))
    .map((t) => [t.kind, t.amountCents]);
const KINDS = ['HOST_EARNING', 'PLATFORM_FEE', 'HOST_REVERSAL', 'FEE_RETURNED', 'HOST_DISPUTE_LOST'];
const order = (kind: string) => KINDS.indexOf(kind);
async function hostLine(hostId: string, eventId: string) {
  const view = await loadManage(db, hostId, eventId);
  const line = view!.payments!.list[0]!;
  return { text: paymentState(line).text, payments: view!.payments! };
}

describe('refunds confirmed by webhooks', () => {
  it('a refund Stripe made but the app never recorded is recorded by charge.refunded: 10 concurrent replays, one row', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    // A refund made at Stripe (as if our process died right after asking): only the webhook tells us.
    await stripeClient().refunds.create(
      {
        payment_intent: intent,
        reverse_transfer: true,
        refund_application_fee: true,
        metadata: { eventPaymentId: payment.id },
      },
      { idempotencyKey: `test-crash-${payment.id}` },
    );
    const events = await takePending();
    expect(events.map((e) => e.type)).toEqual(['charge.refunded']);
    await deliverConcurrently(events, 10);

    const after = await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(after).toMatchObject({ status: 'REFUNDED', refundState: 'SUCCEEDED', refundedCents: 1500 });
    expect(await refundRows(ann.id)).toEqual([{ amountCents: -1500, description: event.title }]);
    // The player's transactions add up to nothing; the host's revenue for the game is reversed.
    expect((await transactionsOf(ann.id)).reduce((sum, t) => sum + t.amountCents, 0)).toBe(0);
    expect(await hostRows(host.id)).toEqual([
      ['HOST_EARNING', 1500],
      ['PLATFORM_FEE', -105],
      ['HOST_REVERSAL', -1500],
      ['FEE_RETURNED', 105],
    ]);
    const line = await hostLine(host.id, event.id);
    expect(line.text).toBe(pm.refunded('$15.00'));
    expect(line.payments).toMatchObject({ collectedCents: 1500, returnedCents: 1500, netCents: 0 });
    // The queued job finds it done and asks Stripe for nothing.
    const before = standin.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST').length;
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(false);
    expect(standin.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST')).toHaveLength(
      before,
    );
  });

  it('a refund that fails is shown to the host and retried by a job under a new key, then succeeds once', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 4, hoursToCancelBefore: 1 });
    const { intent, payment } = await paidSpot(ann, event.id);
    standin.failNextRefunds(1);
    expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toMatchObject({ ok: true });

    // The refund failed at Stripe: nothing on the ledger, the host sees it, a retry is queued for later.
    let now = await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(now).toMatchObject({ status: 'PAID', refundState: 'FAILED', refundedCents: 0, refundAttempts: 1 });
    expect(await refundRows(ann.id)).toEqual([]);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.refundFailed);
    const retries = await db.$queryRaw<{ later: boolean }[]>`
      SELECT start_after > now() + interval '1 minute' AS later FROM pgboss.job
       WHERE data->>'kind' = 'refund-payment' AND data->>'paymentId' = ${payment.id}
       ORDER BY created_on`;
    // One queued by leaving (run at once), one retry for later.
    expect(retries.map((r) => r.later)).toEqual([false, true]);
    // Its webhooks (refund.updated, refund.failed), replayed at once, queue no second retry.
    const failedEvents = await takePending();
    expect(failedEvents.map((e) => e.type).sort()).toEqual(['refund.failed', 'refund.updated']);
    await deliverConcurrently(failedEvents, 5);
    expect(await refundJobs(payment.id)).toBe(2);

    // The retry: a new refund (new key), which succeeds; the host sees it refunded; one ledger row.
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(true);
    const keys = standin.requests
      .filter((r) => r.path === '/v1/refunds' && r.method === 'POST' && r.params.payment_intent === intent)
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([`event-refund-${payment.id}`, `event-refund-${payment.id}-1`]);
    await deliverConcurrently(await takePending(), 3);
    now = await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(now).toMatchObject({ status: 'REFUNDED', refundState: 'SUCCEEDED', refundedCents: 1500 });
    expect(await refundRows(ann.id)).toEqual([{ amountCents: -1500, description: event.title }]);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.refunded('$15.00'));
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(false);
  });

  it('a refund that keeps failing is tried 5 times in all, then the host is told it needs their attention', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 4, hoursToCancelBefore: 1 });
    const { payment } = await paidSpot(ann, event.id);
    standin.failNextRefunds(5);
    expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toMatchObject({ ok: true });
    await deliverConcurrently(await takePending(), 2);
    // Attempts 2 to 5 (the queued retries), each failing; their webhooks replayed.
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect(await refundJobs(payment.id)).toBe(attempt);
      expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(false);
      await deliverConcurrently(await takePending(), 2);
      expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
        status: 'PAID',
        refundState: 'FAILED',
        refundAttempts: attempt,
      });
    }
    // The fifth failure queues no sixth attempt; the host is told once and sees it on the manage page.
    expect(await refundJobs(payment.id)).toBe(5);
    expect(await db.notification.count({ where: { userId: host.id, type: 'PAYMENT_REFUND_STUCK' } })).toBe(1);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.refundStuck);
    expect(await refundRows(ann.id)).toEqual([]);
  });

  it('a partial refund is recorded as such; cancelling the game refunds the rest, the ledger adds up', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    // The host refunds $5 from their Stripe dashboard.
    await stripeClient().refunds.create({ payment_intent: intent, amount: 500 });
    await deliverConcurrently(await takePending(), 2);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'PAID',
      refundedCents: 500,
      refundState: 'SUCCEEDED',
    });
    expect(await refundRows(ann.id)).toEqual([{ amountCents: -500, description: event.title }]);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.partlyRefunded('$5.00', '$15.00'));
    // A dashboard refund without refund_application_fee returns no fee: no "Fee returned" line (review L4).
    expect(await hostRows(host.id)).toEqual([
      ['HOST_EARNING', 1500],
      ['PLATFORM_FEE', -105],
      ['HOST_REVERSAL', -500],
    ]);

    expect(await callAs(host, cancelEventAction, { eventId: event.id, scope: 'this' })).toMatchObject({
      ok: true,
    });
    await deliverConcurrently(await takePending(), 2);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'REFUNDED',
      refundedCents: 1500,
    });
    const rows = await refundRows(ann.id);
    expect(rows.map((r) => r.amountCents).sort()).toEqual([-1000, -500]);
    expect((await hostLine(host.id, event.id)).payments).toMatchObject({ returnedCents: 1500, netCents: 0 });
    // Our refund of the other $10 returns the fee in its proportion: 105 × 10 / 15 = 70 (Stripe's application fee).
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      feeRefundedCents: 70,
    });
    // Stripe's shapes of a destination charge (review M1, memfix2): the fee is taken from the connected account's
    // payment (py_…), the platform's charge is its originating_transaction, and the charge points at the fee.
    const stripe = stripeClient();
    const charge = (await stripe.paymentIntents.retrieve(intent)).latest_charge as string;
    const expanded = await stripe.charges.retrieve(charge, { expand: ['application_fee'] });
    expect(expanded.application_fee).toMatchObject({
      object: 'application_fee',
      charge: expect.stringMatching(/^py_/),
      originating_transaction: charge,
      amount: 105,
      amount_refunded: 70,
    });
    expect((await stripe.applicationFees.list({ charge })).data).toEqual([]);
    expect(await hostRows(host.id)).toEqual([
      ['HOST_EARNING', 1500],
      ['PLATFORM_FEE', -105],
      ['HOST_REVERSAL', -1500],
      ['FEE_RETURNED', 70],
    ]);
  });

  it('events delivered shuffled and replayed converge on Stripe: refunded in full, once, no retry', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    const stripe = stripeClient();
    const mine = { eventPaymentId: payment.id };
    await stripe.refunds.create({ payment_intent: intent, amount: 400 });
    standin.failNextRefunds(1);
    await stripe.refunds.create({ payment_intent: intent, amount: 300, metadata: mine });
    await stripe.refunds.create({ payment_intent: intent, metadata: mine });
    const events = await takePending();
    expect(events.map((e) => e.type)).toEqual([
      'charge.refunded',
      'refund.updated',
      'refund.failed',
      'charge.refunded',
    ]);
    // Newest first, then oldest first, each four times, all at once.
    await deliverConcurrently([...events].reverse(), 4);
    await deliverConcurrently([events[2]!, events[0]!, events[3]!, events[1]!], 4);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'REFUNDED',
      refundedCents: 1500,
      refundState: 'SUCCEEDED',
      refundAttempts: 0,
    });
    const rows = await refundRows(ann.id);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(-1500);
    expect(rows).toHaveLength(1);
    expect(await refundJobs(payment.id)).toBe(0);
  });

  it('a retry after Stripe forgot the key (already refunded) records the refund the charge has', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1200, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    // Refunded more than 24 h ago under the payment's key, which Stripe no longer remembers; never recorded.
    await stripeClient().refunds.create(
      { payment_intent: intent, metadata: { eventPaymentId: payment.id } },
      { idempotencyKey: `expired-${payment.id}` },
    );
    await takePending(); // the webhook was lost too
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(true);
    const answers = standin.requests.filter(
      (r) => r.path === '/v1/refunds' && r.method === 'POST' && r.params.payment_intent === intent,
    );
    expect(answers.map((r) => r.status)).toEqual([200, 400]);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'REFUNDED',
      refundedCents: 1200,
    });
    expect(await refundRows(ann.id)).toEqual([{ amountCents: -1200, description: event.title }]);
  });
});

describe('disputes', () => {
  const disputeNotices = (userId: string) =>
    db.notification.findMany({
      where: { userId, type: { startsWith: 'PAYMENT_DISPUTE' } },
      select: { type: true },
    });

  it('a dispute marks the payment and tells the host once; a lost one is on the ledger once', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 2000, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    standin.dispute(intent, 'needs_response');
    await deliverConcurrently(await takePending(), 10);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      disputeStatus: 'needs_response',
      disputedCents: 2000,
    });
    expect(await disputeNotices(host.id)).toEqual([{ type: 'PAYMENT_DISPUTED' }]);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.disputed);
    expect(await refundRows(ann.id)).toEqual([]);

    standin.dispute(intent, 'lost');
    await deliverConcurrently(await takePending(), 10);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.disputeLost('$20.00'));
    expect(await refundRows(ann.id)).toEqual([
      { amountCents: -2000, description: pm.disputeLedger(event.title) },
    ]);
    expect((await disputeNotices(host.id)).map((n) => n.type).sort()).toEqual([
      'PAYMENT_DISPUTED',
      'PAYMENT_DISPUTE_CLOSED',
    ]);
    expect((await hostLine(host.id, event.id)).payments).toMatchObject({ returnedCents: 2000, netCents: 0 });
    expect(await hostRows(host.id)).toEqual([
      ['HOST_EARNING', 2000],
      ['PLATFORM_FEE', -130],
      ['HOST_DISPUTE_LOST', -2000],
    ]);
  });

  it('closed before created (out of order): the outcome stays, no reopened dispute', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 2000, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    standin.dispute(intent, 'needs_response');
    standin.dispute(intent, 'won');
    const [created, closed] = await takePending();
    await deliverConcurrently([closed!], 3);
    await deliverConcurrently([created!], 3);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      disputeStatus: 'won',
    });
    expect(await disputeNotices(host.id)).toEqual([{ type: 'PAYMENT_DISPUTE_CLOSED' }]);
    expect(await refundRows(ann.id)).toEqual([]);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.disputeWon);
  });
});

describe('a game cancelled while a payment is disputed', () => {
  it('holds that refund while the dispute is open, refunds the others, and refunds it once the dispute is won', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const bob = await makeUser('Bob');
    const event = await makeEvent(host.id, { priceCents: 2000, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    await paidSpot(bob, event.id);
    standin.dispute(intent, 'needs_response');
    await deliverConcurrently(await takePending(), 1);
    expect(await callAs(host, cancelEventAction, { eventId: event.id, scope: 'this' })).toMatchObject({
      ok: true,
    });
    await deliverConcurrently(await takePending(), 1);
    // The dispute decides Ann's money: no refund asked of Stripe for her charge; Bob is refunded.
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([]);
    expect(await refundRows(ann.id)).toEqual([]);
    expect((await refundRows(bob.id)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(-2000);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.disputed);

    // The dispute is won: the game is still cancelled, so Ann's refund is queued, and the job refunds it once.
    const before = await refundJobs(payment.id);
    standin.dispute(intent, 'won');
    await deliverConcurrently(await takePending(), 3);
    expect(await refundJobs(payment.id)).toBe(before + 1);
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(true);
    await deliverConcurrently(await takePending(), 2);
    expect((await refundRows(ann.id)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(-2000);
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(false);
  });
});

describe('an inquiry closed without a chargeback (warning_closed)', () => {
  it('is not a lost dispute: no money back on the ledger, the host is told nothing was lost, a cancel refunds', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 2000, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    const opened = standin.dispute(intent, 'needs_response');
    await deliverConcurrently(await takePending(), 1);
    const template = standin.events[standin.events.length - 1]!;
    const closed = {
      ...template,
      id: `evt_warning_closed_${payment.id}`,
      type: 'charge.dispute.closed',
      data: { object: { ...structuredClone(opened), status: 'warning_closed' } },
    } as StandinEvent;
    expect((await standin.send(closed)).status).toBe(200);
    expect((await standin.send(closed)).status).toBe(200);
    expect(await refundRows(ann.id)).toEqual([]);
    expect((await hostLine(host.id, event.id)).text).toBe(pm.disputeClosedNoLoss);
    const notices = await db.notification.findMany({
      where: { userId: host.id, type: 'PAYMENT_DISPUTE_CLOSED' },
      select: { message: true },
    });
    expect(notices).toEqual([{ message: pm.disputeClosedMessage('warning_closed', '$20.00', event.title) }]);
    expect(notices[0]!.message).not.toBe(pm.disputeClosedMessage('lost', '$20.00', event.title));
    // Nothing was returned through the dispute, so cancelling the game refunds Ann as usual.
    expect(await callAs(host, cancelEventAction, { eventId: event.id, scope: 'this' })).toMatchObject({
      ok: true,
    });
    await deliverConcurrently(await takePending(), 1);
    expect((await refundRows(ann.id)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(-2000);
  });
});

// Review findings (branch review): both fail on main as merged.
describe('review: refunds and disputes that interact', () => {
  it('a refund that succeeded and later failed at Stripe is not shown as refunded, and is retried', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 4, hoursToCancelBefore: 1 });
    const { payment } = await paidSpot(ann, event.id);
    expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toMatchObject({ ok: true });
    await deliverConcurrently(await takePending(), 1);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'REFUNDED',
      refundedCents: 1500,
    });
    const jobsBefore = await refundJobs(payment.id);
    // Stripe: "a refund that has succeeded can later fail" (the card was closed): status succeeded → failed.
    const refund = standin
      .refunds()
      .find((r) => (r.metadata as Record<string, string> | undefined)?.eventPaymentId === payment.id)!;
    Object.assign(refund, { status: 'failed', failure_reason: 'expired_or_canceled_card' });
    const template = standin.events[standin.events.length - 1]!;
    const failed = {
      ...template,
      id: `evt_review_${payment.id}`,
      type: 'refund.failed',
      data: { object: structuredClone(refund) },
    } as StandinEvent;
    expect((await standin.send(failed)).status).toBe(200);

    // Ann got nothing back: the host must not see "Refunded", and a new refund must be on its way.
    expect((await hostLine(host.id, event.id)).text).not.toBe(pm.refunded('$15.00'));
    expect(await refundJobs(payment.id)).toBeGreaterThan(jobsBefore);
    // The payment is paid again (the retry refunds it) and Ann's transactions no longer show money back.
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'PAID',
      refundedCents: 0,
      refundState: 'FAILED',
    });
    expect((await refundRows(ann.id)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(0);
    // A replay of the same event changes nothing more.
    expect((await standin.send({ ...failed })).status).toBe(200);
    expect((await refundRows(ann.id)).length).toBe(2);
  });

  it('cancelling a game whose payment was lost in a dispute does not refund that payer a second time', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const bob = await makeUser('Bob');
    const event = await makeEvent(host.id, { priceCents: 2000, capacity: 4 });
    const { intent } = await paidSpot(ann, event.id);
    await paidSpot(bob, event.id);
    standin.dispute(intent, 'needs_response');
    standin.dispute(intent, 'lost');
    await deliverConcurrently(await takePending(), 1);
    expect(await callAs(host, cancelEventAction, { eventId: event.id, scope: 'this' })).toMatchObject({
      ok: true,
    });
    await deliverConcurrently(await takePending(), 1);
    // Ann has her $20 back through the chargeback; the card was debited once, so it is returned once.
    const annBack = (await refundRows(ann.id)).reduce((sum, r) => sum + r.amountCents, 0);
    expect(annBack).toBe(-2000);
    // Bob, who did not dispute, is refunded in full.
    expect((await refundRows(bob.id)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(-2000);
    const { payments } = await hostLine(host.id, event.id);
    expect(payments.returnedCents).toBeLessThanOrEqual(payments.collectedCents);
  });
});

describe('review L4: the host’s fee after a partial refund', () => {
  it('the transactions page returns the platform fee in the refund’s proportion; net = amount − refunded − kept fee', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 4 });
    const { intent, payment } = await paidSpot(ann, event.id);
    expect(payment.feeCents).toBe(105);
    const net = async () => (await hostRows(host.id)).reduce((sum, [, cents]) => sum + Number(cents), 0);
    // Refunds as ours are made (the transfer reversed, the application fee refunded: Stripe's application fee
    // records it). $6 of $15 refunded (40 %): 40 % of the $1.05 fee comes back (42¢); the host keeps
    // 1500 − 600 − 63.
    const ours = { reverse_transfer: true, refund_application_fee: true };
    await stripeClient().refunds.create({ payment_intent: intent, amount: 600, ...ours });
    await deliverConcurrently(await takePending(), 3);
    expect(await hostRows(host.id)).toEqual([
      ['HOST_EARNING', 1500],
      ['PLATFORM_FEE', -105],
      ['HOST_REVERSAL', -600],
      ['FEE_RETURNED', 42],
    ]);
    expect(await net()).toBe(1500 - 600 - (105 - 42));
    // The rest refunded: the whole fee is back, nothing is left to the host.
    await stripeClient().refunds.create({ payment_intent: intent, ...ours });
    await deliverConcurrently(await takePending(), 3);
    expect(await hostRows(host.id)).toEqual([
      ['HOST_EARNING', 1500],
      ['PLATFORM_FEE', -105],
      ['HOST_REVERSAL', -1500],
      ['FEE_RETURNED', 105],
    ]);
    expect(await net()).toBe(0);
  });
});

describe('review L1: refund syncs keep the newest read (stripe_sync_marks)', () => {
  it('an old read written after newer ones changes nothing; shuffled, replayed webhooks retry each failure once', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 4, hoursToCancelBefore: 1 });
    const { intent, payment } = await paidSpot(ann, event.id);
    const stripe = stripeClient();
    // Our refund failed at Stripe, and our process died before recording it: only the webhooks tell us.
    standin.failNextRefunds(1);
    await stripe.refunds.create(
      { payment_intent: intent, reverse_transfer: true, metadata: { eventPaymentId: payment.id } },
      { idempotencyKey: `event-refund-${payment.id}` },
    );
    const first = await takePending();
    expect(first.map((e) => e.type)).toEqual(['refund.updated', 'refund.failed']);
    await standin.deliverPending();

    // One delivery reads Stripe (R1 failed), then stalls before writing.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const list = stripe.refunds.list.bind(stripe.refunds);
    const spy = vi.spyOn(stripe.refunds, 'list').mockImplementationOnce(((
      params: Parameters<typeof list>[0],
    ) =>
      (async function* () {
        const read: Awaited<ReturnType<typeof list>>['data'] = [];
        for await (const refund of list(params)) read.push(refund);
        await gate;
        yield* read;
      })()) as unknown as typeof list);
    const stalled = standin.send(first[1]!);
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());

    // Meanwhile: the other event, ten times at once, records the failure and queues one retry; the retry fails
    // too (R2), and its events come shuffled and replayed.
    await deliverConcurrently([first[0]!], 10);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      refundState: 'FAILED',
      refundAttempts: 1,
    });
    standin.failNextRefunds(1);
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(false);
    const second = await takePending();
    await deliverConcurrently([...second].reverse(), 5);
    const recorded = await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } });
    expect(recorded).toMatchObject({ status: 'PAID', refundState: 'FAILED', refundAttempts: 2 });
    expect(recorded.refundId).not.toBeNull();

    // The stalled read (R1 the newest failure) is older than what is recorded: it changes nothing.
    release();
    expect((await stalled).status).toBe(200);
    spy.mockRestore();
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      refundState: 'FAILED',
      refundAttempts: 2,
      refundId: recorded.refundId,
    });
    // One retry per failure (the webhook's first, the job's second), nothing more queued.
    expect(await refundJobs(payment.id)).toBe(2);

    // Every event so far, shuffled and replayed at once, then the retry that succeeds: refunded once.
    await deliverConcurrently([second[0]!, first[1]!, ...second.slice(1), first[0]!], 4);
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(true);
    const last = await takePending();
    await deliverConcurrently([...first, ...last, ...second, ...last].reverse(), 3);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'REFUNDED',
      refundState: 'SUCCEEDED',
      refundedCents: 1500,
      refundAttempts: 2,
    });
    expect(await refundRows(ann.id)).toEqual([{ amountCents: -1500, description: event.title }]);
    expect(await refundJobs(payment.id)).toBe(2);
  });
});
