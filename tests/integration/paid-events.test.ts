import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Paid events (issue 12 §4) against the local Stripe stand-in: only hosts with Active payouts set a price; joining
// holds the spot through the RSVP capacity rule and opens Checkout as a destination charge with the platform fee;
// paying makes the joiner going, an expired or abandoned Checkout releases the spot; the host cancelling refunds.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({
    webhookSecret: 'whsec_paid_events_platform',
    connectWebhookSecret: 'whsec_paid_events_connect',
    delivery: 'manual',
  });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_paid_events_platform';
  process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_paid_events_connect';
  process.env.APP_URL = 'http://localhost:3998';
  process.env.PLATFORM_FEE_BPS = '500';
  process.env.PLATFORM_FEE_FIXED_CENTS = '30';
  return s;
});

const { db } = await import('@/lib/db');
const { POST: platformPost } = await import('@/app/api/stripe/webhook/route');
const { POST: connectPost } = await import('@/app/api/stripe/connect/webhook/route');
const {
  cancelEventAction,
  createEventAction,
  editEventAction,
  joinEventAction,
  leaveEventAction,
  removeParticipantAction,
  setGuestsAction,
} = await import('@/lib/events/actions');
const { joinEvent } = await import('@/lib/events/service');
const { cancelEvent } = await import('@/lib/events/manage');
const { editEventForm } = await import('@/lib/events/queries');
const { releaseHold, settleForViewer, platformFee } = await import('@/lib/events/payments');
const { runEventJob } = await import('@/lib/events/jobs');
const { stripeClient } = await import('@/lib/billing/stripe');
const { eventPage } = await import('@/lib/events/queries');
const { transactionsOf } = await import('@/lib/billing/queries');
const { eventUiMessages: ui } = await import('@/lib/messages/events');
const { wallClock } = await import('@/lib/time');
const { makeUser } = await import('@/tests/support/factories');
const { countTransactionsAt, openTransactions } = await import('@/tests/support/no-transaction');
const { callAs } = await import('@/tests/support/act-as');
const { gameInput, makeEvent } = await import('@/tests/support/events');

standin.setDeliver((request) =>
  new URL(request.url).pathname.includes('/connect/') ? connectPost(request) : platformPost(request),
);
afterAll(() => standin.stop());
beforeEach(async () => {
  if (standin.pending().length) await standin.deliverPending();
});

/** A host whose payout account is Active (an account linked through the stand-in's OAuth). */
async function activeHost() {
  const { account } = standin.authorizeOAuth({ complete: true });
  return makeUser('Host', {
    stripeAccountId: account.id,
    stripeChargesEnabled: true,
    stripeDetailsSubmitted: true,
    stripeConnectMethod: 'OAUTH',
  });
}

const going = async (eventId: string) =>
  (await db.event.findUniqueOrThrow({ where: { id: eventId } })).goingCount;
const statusOf = async (eventId: string, userId: string) =>
  (await db.eventParticipant.findUnique({ where: { eventId_userId: { eventId, userId } } }))?.status ?? null;

async function join(user: { id: string }, eventId: string) {
  return callAs(user, joinEventAction, { eventId });
}
async function joinToCheckout(user: { id: string }, eventId: string) {
  const result = await join(user, eventId);
  expect(result).toMatchObject({
    ok: true,
    data: { eventId, checkoutUrl: expect.stringContaining('/pay/cs_test_') },
  });
  const url = (result as { data: { checkoutUrl: string } }).data.checkoutUrl;
  return { url, sessionId: url.split('/').pop()! };
}

let sport = '';
beforeAll(async () => {
  sport = (await db.gameType.create({ data: { label: `Paid sport ${Date.now()}` } })).id;
});

describe('setting a price', () => {
  it('needs an Active payout account; the form says so under the price', async () => {
    const host = await makeUser('Host');
    const input = gameInput({ gameTypeId: sport, price: '12.50' });
    const before = await db.event.count({ where: { creatorId: host.id } });
    expect(await callAs(host, createEventAction, input)).toEqual({
      ok: false,
      fieldErrors: { price: ['Connect an active payout account to charge for games.'] },
    });
    expect(await db.event.count({ where: { creatorId: host.id } })).toBe(before);
  });

  it('an Active host sets one: stored in cents, no waitlist; bad amounts and approval are refused', async () => {
    const host = await activeHost();
    const created = await callAs(
      host,
      createEventAction,
      gameInput({ gameTypeId: sport, price: '12.50', capacity: 10, allowWaitlist: true }),
    );
    expect(created).toMatchObject({ ok: true });
    const event = await db.event.findUniqueOrThrow({
      where: { id: (created as { data: { id: string } }).data.id },
    });
    expect(event).toMatchObject({ priceCents: 1250, allowWaitlist: false });
    for (const price of ['12.345', '0.50', 'abc', '20000']) {
      expect(
        await callAs(host, createEventAction, { ...gameInput({ gameTypeId: sport }), price }),
      ).toMatchObject({
        ok: false,
        fieldErrors: { price: [ui.priceInvalid] },
      });
    }
    expect(
      await callAs(host, createEventAction, {
        ...gameInput({ gameTypeId: sport }),
        price: '5',
        creatorApprovalNeeded: true,
      }),
    ).toMatchObject({ ok: false, fieldErrors: { creatorApprovalNeeded: [ui.paidNoApproval] } });
  });
});

describe('joining a paid game', () => {
  it('holds the spot while paying, opens Checkout as a destination charge with the fee, and pays', async () => {
    const host = await activeHost();
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 1 });
    const before = Date.now();
    const { url, sessionId } = await joinToCheckout(ann, event.id);
    expect(url.startsWith('http://localhost:')).toBe(true);
    expect(await going(event.id)).toBe(1);
    expect(await statusOf(event.id, ann.id)).toBeNull(); // not going until paid
    const create = standin.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    );
    expect(create?.params).toMatchObject({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '1500', currency: 'usd' }, quantity: '1' }],
      payment_intent_data: {
        application_fee_amount: String(platformFee(1500, { bps: 500, fixedCents: 30 })),
        transfer_data: { destination: host.stripeAccountId },
      },
    });
    expect(platformFee(1500, { bps: 500, fixedCents: 30 })).toBe(105);
    const expiresAt = Number((create!.params as { expires_at: string }).expires_at);
    expect(expiresAt * 1000).toBeGreaterThanOrEqual(before + 29 * 60_000);

    // The held spot counts: the game is full for Bob; Ann clicking again resumes the same Checkout.
    expect(await join(bob, event.id)).toEqual({ ok: false, message: ui.full });
    expect(await join(ann, event.id)).toMatchObject({ ok: true, data: { checkoutUrl: url } });
    expect(await db.eventPayment.count({ where: { eventId: event.id } })).toBe(1);
    // The free RSVP path cannot skip the payment.
    expect(await joinEvent(db, bob.id, event.id)).toEqual({ status: 'payment-required' });

    const view = await eventPage(ann.id, event.id);
    expect(view).toMatchObject({ price: { cents: 1500, currency: 'usd' }, paymentUrl: url });

    standin.payCheckout(sessionId);
    expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
    expect(
      await db.eventParticipant.findUnique({
        where: { eventId_userId: { eventId: event.id, userId: ann.id } },
      }),
    ).toMatchObject({
      status: 'GOING',
      paid: true,
    });
    expect(await going(event.id)).toBe(1);
    expect(await db.transaction.findMany({ where: { userId: ann.id } })).toEqual([
      expect.objectContaining({ kind: 'EVENT_PAYMENT', amountCents: 1500, eventId: event.id }),
    ]);
    // A replayed completion changes nothing.
    const completed = standin.events.findLast((e) => e.type === 'checkout.session.completed')!;
    expect((await standin.send(completed)).status).toBe(200);
    expect(await db.transaction.count({ where: { userId: ann.id } })).toBe(1);
    expect(await join(ann, event.id)).toEqual({ ok: false, message: ui.alreadyJoined });
  });

  it('two clicks at once hold one spot and open one Checkout', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1000, capacity: 5 });
    const [a, b] = await Promise.all([join(ann, event.id), join(ann, event.id)]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toMatchObject({ ok: true });
    expect(await going(event.id)).toBe(1);
    expect(await db.eventPayment.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('checkout.session.expired releases the held spot for the next player', async () => {
    const host = await activeHost();
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 1 });
    const { sessionId } = await joinToCheckout(ann, event.id);
    standin.expireCheckout(sessionId);
    expect(await standin.deliverPending()).toEqual([200]);
    expect(await going(event.id)).toBe(0);
    expect(await db.eventPayment.findFirst({ where: { eventId: event.id, userId: ann.id } })).toMatchObject({
      status: 'EXPIRED',
    });
    await joinToCheckout(bob, event.id);
    expect(await going(event.id)).toBe(1);
  });

  it('the hold’s timeout job closes Checkout and releases the spot when no webhook comes', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 3 });
    const { sessionId } = await joinToCheckout(ann, event.id);
    const payment = await db.eventPayment.findFirstOrThrow({ where: { eventId: event.id } });
    const [job] = await db.$queryRaw<{ startAfter: Date; data: { kind: string; paymentId: string } }[]>`
      SELECT start_after AS "startAfter", data FROM pgboss.job
       WHERE data->>'kind' = 'payment-expiry' AND data->>'paymentId' = ${payment.id}`;
    expect(job).toBeDefined();
    expect(job!.startAfter.getTime()).toBeGreaterThan(payment.expiresAt.getTime());

    expect(await runEventJob(db, { kind: 'payment-expiry', paymentId: payment.id })).toBe('released');
    expect(standin.paymentSession(sessionId)?.status).toBe('expired');
    expect(await going(event.id)).toBe(0);
    expect(await runEventJob(db, { kind: 'payment-expiry', paymentId: payment.id })).toBe('skipped');
    expect(await going(event.id)).toBe(0);
  });

  it('a payment that lands after its spot went to someone else is refunded in full', async () => {
    const host = await activeHost();
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const event = await makeEvent(host.id, { priceCents: 2000, capacity: 1 });
    const { sessionId } = await joinToCheckout(ann, event.id);
    const payment = await db.eventPayment.findFirstOrThrow({ where: { eventId: event.id, userId: ann.id } });
    await releaseHold(db, payment.id); // our hold ended while Stripe's page was still open
    await joinToCheckout(bob, event.id);
    standin.payCheckout(sessionId);
    await standin.deliverPending();
    expect(await statusOf(event.id, ann.id)).toBeNull();
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'REFUNDED',
    });
    const session = standin.paymentSession(sessionId)!;
    expect(standin.refunds()).toContainEqual(
      expect.objectContaining({
        payment_intent: session.payment_intent,
        amount: 2000,
        _reverse_transfer: true,
      }),
    );
    expect(await going(event.id)).toBe(1); // Bob's hold
  });

  it('a late payment whose immediate refund fails is recorded, and refunded once by the queued job (review M1)', async () => {
    const host = await activeHost();
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const event = await makeEvent(host.id, { priceCents: 2100, capacity: 1 });
    const { sessionId } = await joinToCheckout(ann, event.id);
    const payment = await db.eventPayment.findFirstOrThrow({ where: { eventId: event.id, userId: ann.id } });
    await releaseHold(db, payment.id);
    await joinToCheckout(bob, event.id);
    standin.payCheckout(sessionId);
    const create = vi.spyOn(stripeClient().refunds, 'create').mockRejectedValueOnce(new Error('Stripe down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // Stripe's delivery is acknowledged: the refund is owed and queued, not lost to an 'already' redelivery.
      expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
    } finally {
      create.mockRestore();
      error.mockRestore();
    }
    const intent = standin.paymentSession(sessionId)!.payment_intent;
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toHaveLength(0);
    expect(await db.eventPayment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      status: 'PAID',
    });
    expect(await db.transaction.findMany({ where: { userId: ann.id } })).toEqual([
      expect.objectContaining({ kind: 'EVENT_PAYMENT', amountCents: 2100 }),
    ]);
    expect(await refundJobs(payment.id)).toBe(1);
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(true);
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(false);
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 2100, _reverse_transfer: true }),
    ]);
    expect(
      await db.transaction.findMany({ where: { userId: ann.id }, orderBy: { amountCents: 'asc' } }),
    ).toEqual([
      expect.objectContaining({ kind: 'REFUND', amountCents: -2100 }),
      expect.objectContaining({ kind: 'EVENT_PAYMENT', amountCents: 2100 }),
    ]);
    expect(await statusOf(event.id, ann.id)).toBeNull();
  });

  it('refuses while the host cannot take payments, without taking a spot', async () => {
    const host = await makeUser('Host');
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 3 });
    expect(await join(ann, event.id)).toEqual({ ok: false, message: ui.paymentsUnavailable });
    expect(await going(event.id)).toBe(0);
    expect(await join(ann, 'not-an-event')).toMatchObject({ ok: false, message: 'Game not found' });
  });

  it('a returned session settles only for its own payer', async () => {
    const host = await activeHost();
    const [ann, eve] = await Promise.all([makeUser('Ann'), makeUser('Eve')]);
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 3 });
    const { sessionId } = await joinToCheckout(ann, event.id);
    standin.payCheckout(sessionId);
    expect(await settleForViewer(db, stripeClient(), eve.id, sessionId)).toBe('unknown');
    expect(await settleForViewer(db, stripeClient(), ann.id, sessionId)).toBe('paid');
    expect(await statusOf(event.id, ann.id)).toBe('GOING');
    await standin.deliverPending(); // the webhook, later: nothing more happens
    expect(await db.transaction.count({ where: { userId: ann.id } })).toBe(1);
  });
});

describe('guests of a paid game', () => {
  it('charged guests are paid for in the same Checkout (quantity), held with the joiner and released together', async () => {
    const host = await activeHost();
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const charged = {
      priceCents: 1500,
      capacity: 4,
      allowParticipantGuests: true,
      guestLimit: 2,
      chargeGuests: true,
    };
    const event = await makeEvent(host.id, charged);
    expect(
      await callAs(ann, joinEventAction, { eventId: event.id, guestNames: ['Tom', 'Sue', 'Max'] }),
    ).toEqual({ ok: false, message: ui.guestsTooMany(2) });
    expect(await going(event.id)).toBe(0);

    const result = await callAs(ann, joinEventAction, { eventId: event.id, guestNames: ['Tom', 'Sue'] });
    expect(result).toMatchObject({
      ok: true,
      data: { checkoutUrl: expect.stringContaining('/pay/cs_test_') },
    });
    expect(await going(event.id)).toBe(3); // Ann and both guests are held
    const create = standin.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    );
    expect(create?.params).toMatchObject({
      line_items: [{ price_data: { unit_amount: '1500' }, quantity: '3' }],
      payment_intent_data: {
        application_fee_amount: String(platformFee(4500, { bps: 500, fixedCents: 30 })),
      },
    });
    // Only one spot is left: Bob cannot bring a guest, but can come alone.
    expect(await callAs(bob, joinEventAction, { eventId: event.id, guestNames: ['Kim'] })).toEqual({
      ok: false,
      message: ui.guestsNoRoom,
    });
    expect(await going(event.id)).toBe(3);

    // Not paid: all three spots come back at once.
    const sessionId = (result as { data: { checkoutUrl: string } }).data.checkoutUrl.split('/').pop()!;
    standin.expireCheckout(sessionId);
    expect(await standin.deliverPending()).toEqual([200]);
    expect(await going(event.id)).toBe(0);

    // Paid: Ann goes with her two guests; a $45 payment, and leaving refunds all of it and frees all three.
    const again = await callAs(ann, joinEventAction, { eventId: event.id, guestNames: ['Tom', 'Sue'] });
    const paidSession = (again as { data: { checkoutUrl: string } }).data.checkoutUrl.split('/').pop()!;
    standin.payCheckout(paidSession);
    await standin.deliverPending();
    expect(
      await db.eventParticipant.findUnique({
        where: { eventId_userId: { eventId: event.id, userId: ann.id } },
      }),
    ).toMatchObject({ status: 'GOING', paid: true, guestCount: 2, guestNames: ['Tom', 'Sue'] });
    expect(await going(event.id)).toBe(3);
    expect(await db.transaction.findFirst({ where: { userId: ann.id, eventId: event.id } })).toMatchObject({
      kind: 'EVENT_PAYMENT',
      amountCents: 4500,
    });
    // How many come is fixed once paid (no free guest added, none dropped without its refund).
    expect(await callAs(ann, setGuestsAction, { eventId: event.id, names: ['Tom'] })).toEqual({
      ok: false,
      message: ui.paidGuestsUnavailable,
    });
    expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toMatchObject({
      ok: true,
      message: 'You left the game. Your $45.00 refund is on its way.',
    });
    const intent = standin.paymentSession(paidSession)!.payment_intent;
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 4500, _reverse_transfer: true, _refund_application_fee: true }),
    ]);
    expect(await going(event.id)).toBe(0);
  });

  it('uncharged guests come along for free: held with the paid spot, Checkout for the joiner only', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const free = await makeEvent(host.id, {
      priceCents: 1500,
      capacity: 5,
      allowParticipantGuests: true,
      guestLimit: 2,
    });
    const result = await callAs(ann, joinEventAction, { eventId: free.id, guestNames: ['Tom'] });
    expect(result).toMatchObject({ ok: true });
    const create = standin.requests.findLast(
      (r) => r.path === '/v1/checkout/sessions' && r.method === 'POST',
    );
    expect(create?.params).toMatchObject({ line_items: [{ quantity: '1' }] });
    expect(await going(free.id)).toBe(2);
    const sessionId = (result as { data: { checkoutUrl: string } }).data.checkoutUrl.split('/').pop()!;
    standin.payCheckout(sessionId);
    await standin.deliverPending();
    expect(await callAs(ann, setGuestsAction, { eventId: free.id, names: ['Tom', 'Sue'] })).toMatchObject({
      ok: true,
    });
    expect(await going(free.id)).toBe(3);

    const noGuests = await makeEvent(host.id, { priceCents: 1500, capacity: 5 });
    expect(await callAs(ann, joinEventAction, { eventId: noGuests.id, guestNames: ['Tom'] })).toEqual({
      ok: false,
      message: ui.guestsNotAllowed,
    });
    expect(await going(noGuests.id)).toBe(0);
  });
});

/** Ann joins and pays for a game; answers her payment intent. */
async function paidSpot(user: { id: string }, eventId: string) {
  const { sessionId } = await joinToCheckout(user, eventId);
  standin.payCheckout(sessionId);
  expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
  expect(await statusOf(eventId, user.id)).toBe('GOING');
  return standin.paymentSession(sessionId)!.payment_intent as string;
}
const refundJobs = async (paymentId: string) =>
  (
    await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job
       WHERE data->>'kind' = 'refund-payment' AND data->>'paymentId' = ${paymentId}`
  )[0]!.n;

describe('a player leaves a paid game', () => {
  it('before the cutoff: told first, refunded once in full (two tabs at once), the spot freed', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 2, hoursToCancelBefore: 24 });
    const intent = await paidSpot(ann, event.id);

    // The game page tells her before she leaves: what she paid and until when leaving refunds it.
    const view = await eventPage(ann.id, event.id);
    expect(view?.refund).toMatchObject({ cents: 1500, currency: 'usd', until: expect.any(String) });
    expect(view?.control).toEqual({ state: 'going', canLeave: true });

    const results = await Promise.all([
      callAs(ann, leaveEventAction, { eventId: event.id }),
      callAs(ann, leaveEventAction, { eventId: event.id }),
    ]);
    expect(results).toContainEqual({
      ok: true,
      data: { eventId: event.id },
      message: 'You left the game. Your $15.00 refund is on its way.',
    });
    expect(results).toContainEqual({ ok: false, message: ui.notJoined });
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 1500, _reverse_transfer: true, _refund_application_fee: true }),
    ]);
    expect(await statusOf(event.id, ann.id)).toBeNull();
    expect(await going(event.id)).toBe(0);
    const payment = await db.eventPayment.findFirstOrThrow({ where: { eventId: event.id, userId: ann.id } });
    expect(payment.status).toBe('REFUNDED');
    expect(
      await db.transaction.findMany({ where: { userId: ann.id }, orderBy: { amountCents: 'asc' } }),
    ).toEqual([
      expect.objectContaining({ kind: 'REFUND', amountCents: -1500, eventId: event.id }),
      expect.objectContaining({ kind: 'EVENT_PAYMENT', amountCents: 1500, eventId: event.id }),
    ]);

    // The refund queued with the leave runs later and finds it done.
    expect(await refundJobs(payment.id)).toBe(1);
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(false);
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(await db.transaction.count({ where: { userId: ann.id, kind: 'REFUND' } })).toBe(1);

    // She may join again and pays anew.
    await paidSpot(ann, event.id);
    expect(await going(event.id)).toBe(1);

    // The host's transactions: each charge with the platform's fee, and the refunded one reversed.
    const hostRows = (await transactionsOf(host.id)).map((r) => [r.kind, r.amountCents]);
    expect(hostRows.sort()).toEqual(
      [
        ['FEE_RETURNED', 105],
        ['HOST_EARNING', 1500],
        ['HOST_EARNING', 1500],
        ['HOST_REVERSAL', -1500],
        ['PLATFORM_FEE', -105],
        ['PLATFORM_FEE', -105],
      ].sort(),
    );
    // Ann sees only her own rows, never the host's.
    expect((await transactionsOf(ann.id)).map((r) => r.kind).sort()).toEqual([
      'EVENT_PAYMENT',
      'EVENT_PAYMENT',
      'REFUND',
    ]);
  });

  it('when the immediate refund fails, the queued job refunds it', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1200, capacity: 2 });
    const intent = await paidSpot(ann, event.id);
    const create = vi.spyOn(stripeClient().refunds, 'create').mockRejectedValueOnce(new Error('Stripe down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toMatchObject({
        ok: true,
        message: 'You left the game. Your $12.00 refund is on its way.',
      });
    } finally {
      create.mockRestore();
      error.mockRestore();
    }
    const payment = await db.eventPayment.findFirstOrThrow({ where: { eventId: event.id, userId: ann.id } });
    expect(payment.status).toBe('PAID');
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(true);
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 1200, _reverse_transfer: true }),
    ]);
  });

  it('asks Stripe with no transaction open; a crash after Stripe refunded is finished by the job, once', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1300, capacity: 2 });
    const intent = await paidSpot(ann, event.id);
    const stripeRefunds = stripeClient().refunds;
    const realCreate = stripeRefunds.create.bind(stripeRefunds);
    const refunds = countTransactionsAt(db, stripeRefunds, 'create');
    // Stripe refunds, then the process dies before the refund is recorded.
    refunds.spy.mockImplementationOnce(async (...args: unknown[]) => {
      refunds.seen.push(await openTransactions(db));
      await realCreate(...(args as Parameters<typeof realCreate>));
      throw new Error('the process died before Stripe answered');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toMatchObject({ ok: true });
      const payment = await db.eventPayment.findFirstOrThrow({
        where: { eventId: event.id, userId: ann.id },
      });
      expect(payment.status).toBe('PAID');
      // The queued job completes it: the same refund at Stripe (its key), recorded once.
      expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(true);
      expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(false);
      expect(standin.refunds().filter((r) => r.payment_intent === intent)).toHaveLength(1);
      expect(await db.transaction.count({ where: { userId: ann.id, kind: 'REFUND' } })).toBe(1);
      expect(refunds.seen.length).toBeGreaterThanOrEqual(2);
      expect(refunds.seen.every((n) => n === 0)).toBe(true);
    } finally {
      refunds.spy.mockRestore();
      error.mockRestore();
    }
  });

  it('after the cutoff leaving is refused and nothing is refunded', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 2, hoursToCancelBefore: 2 });
    const intent = await paidSpot(ann, event.id);
    // Time passes: the game now starts in an hour, and the cutoff she paid under (2 h before) has passed too.
    const startsAt = new Date(Date.now() + 3_600_000);
    await db.event.update({ where: { id: event.id }, data: { dateStart: startsAt } });
    await db.eventPayment.updateMany({
      where: { eventId: event.id, userId: ann.id },
      data: { refundDeadline: new Date(startsAt.getTime() - 2 * 3_600_000) },
    });
    expect((await eventPage(ann.id, event.id))?.control).toEqual({ state: 'going', canLeave: false });
    expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toEqual({
      ok: false,
      message: ui.tooLateToLeave(2),
    });
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([]);
    expect(await statusOf(event.id, ann.id)).toBe('GOING');
  });

  it('a player the host removes is refunded in full', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 2 });
    const intent = await paidSpot(ann, event.id);
    const row = await db.eventParticipant.findUniqueOrThrow({
      where: { eventId_userId: { eventId: event.id, userId: ann.id } },
    });
    expect(
      await callAs(host, removeParticipantAction, { eventId: event.id, participantId: row.id }),
    ).toMatchObject({ ok: true, message: 'Player removed. Their $15.00 is refunded in full.' });
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(await db.transaction.count({ where: { userId: ann.id, kind: 'REFUND' } })).toBe(1);
  });
});

describe('the host cancels a paid game', () => {
  it('refunds every paid spot once (transfer reversed, fee returned) and closes open Checkouts', async () => {
    const host = await activeHost();
    const [ann, bob] = await Promise.all([makeUser('Ann'), makeUser('Bob')]);
    const event = await makeEvent(host.id, { priceCents: 1500, capacity: 5 });
    const paid = await joinToCheckout(ann, event.id);
    standin.payCheckout(paid.sessionId);
    await standin.deliverPending();
    const open = await joinToCheckout(bob, event.id);
    expect(await going(event.id)).toBe(2);

    expect(await callAs(host, cancelEventAction, { eventId: event.id })).toMatchObject({ ok: true });
    const intent = standin.paymentSession(paid.sessionId)!.payment_intent;
    const refunds = standin.refunds().filter((r) => r.payment_intent === intent);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 1500, _reverse_transfer: true, _refund_application_fee: true }),
    ]);
    expect(
      await db.transaction.findMany({ where: { userId: ann.id }, orderBy: { amountCents: 'asc' } }),
    ).toEqual([
      expect.objectContaining({ kind: 'REFUND', amountCents: -1500 }),
      expect.objectContaining({ kind: 'EVENT_PAYMENT', amountCents: 1500 }),
    ]);
    expect(standin.paymentSession(open.sessionId)?.status).toBe('expired');
    expect(
      await db.eventPayment.findMany({ where: { eventId: event.id }, orderBy: { createdAt: 'asc' } }),
    ).toEqual([
      expect.objectContaining({ userId: ann.id, status: 'REFUNDED' }),
      expect.objectContaining({ userId: bob.id, status: 'EXPIRED' }),
    ]);

    // The queued job runs later and finds nothing left to refund.
    const [job] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'kind' = 'refund-cancelled' AND data->>'eventId' = ${event.id}`;
    expect(job!.n).toBe(1);
    expect(await runEventJob(db, { kind: 'refund-cancelled', eventId: event.id })).toBe(0);
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });
});

describe('a game cancelled while a player pays (security review L5)', () => {
  it('the payment is refunded at once and the player is never going', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1800, capacity: 4 });
    const { sessionId } = await joinToCheckout(ann, event.id);
    // The host cancels (the cancel's own refund pass has not run yet) while Ann is on Stripe's page, and pays.
    expect(await cancelEvent(db, host.id, { eventId: event.id })).toMatchObject({ status: 'cancelled' });
    standin.payCheckout(sessionId);
    expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);

    expect(await statusOf(event.id, ann.id)).toBeNull();
    expect(await going(event.id)).toBe(0);
    expect(
      await db.eventPayment.findFirstOrThrow({ where: { eventId: event.id, userId: ann.id } }),
    ).toMatchObject({ status: 'REFUNDED' });
    const intent = standin.paymentSession(sessionId)!.payment_intent;
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 1800, _reverse_transfer: true, _refund_application_fee: true }),
    ]);
    expect(
      await db.transaction.findMany({ where: { userId: ann.id }, orderBy: { amountCents: 'asc' } }),
    ).toEqual([
      expect.objectContaining({ kind: 'REFUND', amountCents: -1800 }),
      expect.objectContaining({ kind: 'EVENT_PAYMENT', amountCents: 1800 }),
    ]);
    // The queued refund pass of the cancel finds nothing left.
    expect(await runEventJob(db, { kind: 'refund-cancelled', eventId: event.id })).toBe(0);
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });

  it('when the refund fails at once, the payment is still on the ledger and the queued job refunds it (review M1)', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, { priceCents: 1900, capacity: 4 });
    const { sessionId } = await joinToCheckout(ann, event.id);
    expect(await cancelEvent(db, host.id, { eventId: event.id })).toMatchObject({ status: 'cancelled' });
    standin.payCheckout(sessionId);
    const create = vi.spyOn(stripeClient().refunds, 'create').mockRejectedValueOnce(new Error('Stripe down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
    } finally {
      create.mockRestore();
      error.mockRestore();
    }
    const payment = await db.eventPayment.findFirstOrThrow({ where: { eventId: event.id, userId: ann.id } });
    expect(payment.status).toBe('PAID');
    expect(await runEventJob(db, { kind: 'refund-payment', paymentId: payment.id })).toBe(true);
    expect(await runEventJob(db, { kind: 'refund-cancelled', eventId: event.id })).toBe(0);
    const intent = standin.paymentSession(sessionId)!.payment_intent;
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(
      await db.transaction.findMany({ where: { userId: ann.id }, orderBy: { amountCents: 'asc' } }),
    ).toEqual([
      expect.objectContaining({ kind: 'REFUND', amountCents: -1900 }),
      expect.objectContaining({ kind: 'EVENT_PAYMENT', amountCents: 1900 }),
    ]);
    expect(await statusOf(event.id, ann.id)).toBeNull();
  });
});

describe('refund terms are kept once paid (security review M6)', () => {
  /** The manage page's edit form of a game, for its host. */
  async function editValues(hostId: string, eventId: string) {
    const form = await editEventForm(hostId, eventId);
    if (!form) throw new Error('not manageable');
    return form.defaults;
  }

  it('a host who tightens the cutoff after taking payments cannot take the refund away; players are told', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    // Starts in 48 h; players may leave up to 2 h before.
    const event = await makeEvent(host.id, {
      priceCents: 1500,
      capacity: 4,
      hoursToCancelBefore: 2,
      gameTypeId: sport,
    });
    const intent = await paidSpot(ann, event.id);
    const payment = await db.eventPayment.findFirstOrThrow({ where: { eventId: event.id, userId: ann.id } });
    expect(payment.refundDeadline).toEqual(new Date(event.dateStart.getTime() - 2 * 3_600_000));

    // The host now allows leaving only up to 168 h (a week) before the start: the cutoff has passed for everyone.
    const values = await editValues(host.id, event.id);
    expect(await callAs(host, editEventAction, { ...values, hoursToCancelBefore: 168 })).toMatchObject({
      ok: true,
    });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).hoursToCancelBefore).toBe(168);
    // Ann is told until when her paid spot still refunds.
    const notice = await db.notification.findFirstOrThrow({
      where: { userId: ann.id, type: 'EVENT_REFUND_TERMS' },
    });
    expect(notice.message).toContain('up to 168 h before the start');
    expect(await db.notification.count({ where: { userId: host.id, type: 'EVENT_REFUND_TERMS' } })).toBe(0);

    // Her page still offers leaving with a refund, and leaving refunds her in full.
    const view = await eventPage(ann.id, event.id);
    expect(view?.control).toEqual({ state: 'going', canLeave: true });
    expect(notice.message).toContain(view!.refund!.until);
    expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toMatchObject({
      ok: true,
      message: 'You left the game. Your $15.00 refund is on its way.',
    });
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 1500 }),
    ]);

    // Someone who pays under the new terms gets those.
    const bob = await makeUser('Bob');
    await paidSpot(bob, event.id);
    expect(await callAs(bob, leaveEventAction, { eventId: event.id })).toEqual({
      ok: false,
      message: ui.tooLateToLeave(168),
    });
  });

  it('moving the game earlier keeps the refund until the new start', async () => {
    const host = await activeHost();
    const ann = await makeUser('Ann');
    const event = await makeEvent(host.id, {
      priceCents: 1500,
      capacity: 4,
      hoursToCancelBefore: 24,
      gameTypeId: sport,
      hours: 72,
    });
    await paidSpot(ann, event.id);
    // Tomorrow morning instead: the 24 h cutoff of the new date is already past.
    const values = await editValues(host.id, event.id);
    const soon = new Date(Date.now() + 10 * 3_600_000);
    // The form sends no zone when the game keeps its place's ('' = derived): the clock is the game's own.
    const { date, time } = wallClock(soon, values.timeZone || event.timeZone);
    expect(await callAs(host, editEventAction, { ...values, date, time })).toMatchObject({ ok: true });
    expect((await eventPage(ann.id, event.id))?.control).toEqual({ state: 'going', canLeave: true });
    expect(await callAs(ann, leaveEventAction, { eventId: event.id })).toMatchObject({
      ok: true,
      message: 'You left the game. Your $15.00 refund is on its way.',
    });
  });
});

describe('a co-host and the creator’s money (security review L6)', () => {
  /** A paid game of `host` hosted by a team where `manager` is a manager (a co-host of its games). */
  async function coHosted() {
    const host = await activeHost();
    const manager = await activeHost();
    const team = await db.team.create({ data: { name: `Paid team ${Date.now()}`, ownerId: host.id } });
    await db.rosterEntry.create({ data: { teamId: team.id, userId: manager.id, role: 'manager' } });
    const event = await makeEvent(host.id, {
      priceCents: 1500,
      capacity: 4,
      gameTypeId: sport,
      hostingTeamId: team.id,
    });
    return { host, manager, team, event };
  }

  it('a co-host cannot change the price; the creator can', async () => {
    const { host, manager, event } = await coHosted();
    const values = await editEventForm(manager.id, event.id);
    expect(values).not.toBeNull();
    expect(await callAs(manager, editEventAction, { ...values!.defaults, price: '1.00' })).toEqual({
      ok: false,
      fieldErrors: { price: [ui.manage.creatorOnlyPrice] },
    });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).priceCents).toBe(1500);
    // Other fields stay theirs to edit.
    expect(
      await callAs(manager, editEventAction, { ...values!.defaults, title: 'Renamed by the co-host' }),
    ).toMatchObject({ ok: true });
    const mine = await editEventForm(host.id, event.id);
    expect(await callAs(host, editEventAction, { ...mine!.defaults, price: '20' })).toMatchObject({
      ok: true,
    });
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).priceCents).toBe(2000);
  });

  it('a co-host cannot remove (refund) a player who paid, nor cancel a game with payments', async () => {
    const { host, manager, event } = await coHosted();
    const ann = await makeUser('Ann');
    const intent = await paidSpot(ann, event.id);
    const row = await db.eventParticipant.findUniqueOrThrow({
      where: { eventId_userId: { eventId: event.id, userId: ann.id } },
    });
    expect(
      await callAs(manager, removeParticipantAction, { eventId: event.id, participantId: row.id }),
    ).toEqual({ ok: false, message: ui.manage.creatorOnlyRefund });
    expect(await callAs(manager, cancelEventAction, { eventId: event.id })).toEqual({
      ok: false,
      message: ui.manage.creatorOnlyCancel,
    });
    expect(await statusOf(event.id, ann.id)).toBe('GOING');
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).cancelled).toBe(false);
    expect(standin.refunds().filter((r) => r.payment_intent === intent)).toEqual([]);

    // A player who did not pay (added for free by the host) is still the co-host's to remove.
    const bob = await makeUser('Bob');
    const free = await db.eventParticipant.create({
      data: { eventId: event.id, userId: bob.id, status: 'GOING' },
    });
    expect(
      await callAs(manager, removeParticipantAction, { eventId: event.id, participantId: free.id }),
    ).toMatchObject({ ok: true, message: ui.manage.removed });

    // The creator does both.
    expect(
      await callAs(host, removeParticipantAction, { eventId: event.id, participantId: row.id }),
    ).toMatchObject({ ok: true, message: 'Player removed. Their $15.00 is refunded in full.' });
    expect(await callAs(host, cancelEventAction, { eventId: event.id })).toMatchObject({ ok: true });
  });

  it('a co-host may still cancel a priced game nobody has paid for', async () => {
    const { manager, event } = await coHosted();
    expect(await callAs(manager, cancelEventAction, { eventId: event.id })).toMatchObject({ ok: true });
  });
});
