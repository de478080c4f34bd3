import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Stripe from 'stripe';

// Subscriptions end to end against the local Stripe stand-in, through the real SDK: Checkout → signed webhook →
// database; signatures; replays; arrival order; plan-change rules; authorization.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const SECRET = 'whsec_integration_tests';
// Before any module reads the environment: the stand-in's address and the webhook secret.
const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({ webhookSecret: 'whsec_integration_tests', delivery: 'manual' });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_integration_tests';
  return s;
});

const { db } = await import('@/lib/db');
const { POST } = await import('@/app/api/stripe/webhook/route');
const { changePlanAction, openPortalAction } = await import('@/lib/billing/actions');
const { stripeClient } = await import('@/lib/billing/stripe');
const { STANDIN_PRICES } = await import('@/tools/stripe-standin/catalog');
const { signWebhook } = await import('@/tools/stripe-standin/server');
const { PLANS } = await import('@/prisma/seed-data');
const { makeUser, uniqueTag } = await import('@/tests/support/factories');
const { countTransactionsAt, openTransactions } = await import('@/tests/support/no-transaction');
const { callAs } = await import('@/tests/support/act-as');
const { billingOverview, invoicesOf } = await import('@/lib/billing/queries');

const ORGANIZER_PRO = 'team-organizer-pro-monthly';
const ALL_STAR = 'team-all-star-monthly';
const ROOKIE = 'team-rookie';
const MEMBER_PLUS = 'user-member-plus-yearly';
const USER_FREE = 'user-free';

standin.setDeliver((request) => POST(request));

beforeAll(async () => {
  await db.plan.createMany({ data: PLANS, skipDuplicates: true });
  await db.featureFlag.create({ data: { key: 'subscriptions', enabled: true } });
});
afterAll(() => standin.stop());
beforeEach(async () => {
  // Events of earlier tests that a test chose not to deliver stay out of the next one.
  if (standin.pending().length) await standin.deliverPending();
});

const nonce = () => `n-${uniqueTag()}`;

async function owner() {
  const user = await makeUser('Owner');
  const team = await db.team.create({ data: { name: `Team ${uniqueTag()}`, ownerId: user.id } });
  return { user, team };
}

/** Subscribes through the action and the hosted Checkout page's Pay, without delivering the webhooks. */
async function checkout(user: { id: string }, planId: string, teamId?: string) {
  const result = await callAs(user, changePlanAction, { planId, teamId, nonce: nonce() });
  expect(result).toMatchObject({ ok: true });
  const url = (result as { data: { checkoutUrl: string } }).data.checkoutUrl;
  expect(url).toMatch(/\/checkout\/cs_test_\w+$/);
  const sessionId = url.split('/').pop()!;
  const redirect = standin.completeCheckout(sessionId);
  return { sessionId, redirect };
}

const teamRecord = (teamId: string) =>
  db.subscriptionRecord.findMany({ where: { teamId }, include: { plan: true } });
const level = async (teamId: string) =>
  (await db.team.findUniqueOrThrow({ where: { id: teamId } })).subscriptionLevel;

describe('the stand-in and the SDK', () => {
  it('knows every paid plan of the seed at the same amount and period, in USD', () => {
    for (const plan of PLANS.filter((p) => p.priceId)) {
      const price = STANDIN_PRICES.find((p) => p.id === plan.priceId);
      expect(price, plan.id).toMatchObject({
        unitAmount: plan.costCents,
        interval: plan.interval,
        currency: 'usd',
        productName: plan.label,
      });
    }
  });

  it('answers the SDK in Stripe’s shapes and errors', async () => {
    const stripe = stripeClient();
    const customer = await stripe.customers.create({ email: 'x@example.com', metadata: { a: 'b' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'x@example.com', metadata: { a: 'b' } });
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      statusCode: 404,
    });
    await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'same-key' });
    await expect(
      stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'same-key' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    const bad = new Stripe('sk_live_nope', { host: '127.0.0.1', port: standin.port, protocol: 'http' });
    await expect(bad.customers.create({})).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('subscribing through Checkout', () => {
  it('the stand-in’s one Checkout: a platform payment expires, pays and refunds like a destination charge', async () => {
    const stripe = stripeClient();
    const open = () =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: 'payer@example.com',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 2000, product_data: { name: 'Fee' } } },
        ],
        success_url: 'http://localhost/ok?session={CHECKOUT_SESSION_ID}',
      });
    const first = await open();
    expect(first.url).toMatch(/\/checkout\/cs_test_\w+$/);
    expect(await stripe.checkout.sessions.expire(first.id)).toMatchObject({ status: 'expired', url: null });
    expect((await fetch(`${standin.url}/checkout/${first.id}`)).status).toBe(410);

    const second = await open();
    expect(standin.payCheckout(second.id)).toBe(`http://localhost/ok?session=${second.id}`);
    const paid = await stripe.checkout.sessions.retrieve(second.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    expect(intent).toMatchObject({ amount: 2000, status: 'succeeded', transfer_data: null });
    expect(await stripe.refunds.create({ payment_intent: intent.id, amount: 500 })).toMatchObject({
      amount: 500,
    });
    expect(await stripe.refunds.create({ payment_intent: intent.id })).toMatchObject({ amount: 1500 });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('a team owner pays for Organizer Pro and the webhook makes the team Organizer Pro', async () => {
    const { user, team } = await owner();
    const before = standin.requests.length;
    const { redirect } = await checkout(user, ORGANIZER_PRO, team.id);
    expect(redirect).toMatch(/\/billing\?paymentsuccessful=true&session_id=cs_test_\w+$/);
    const calls = standin.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toContain('POST /v1/customers');
    expect(calls).toContain('POST /v1/checkout/sessions');
    expect(await level(team.id)).toBe('ROOKIE'); // nothing until the webhook (or the success page) syncs

    const statuses = await standin.deliverPending();
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await level(team.id)).toBe('Organizer Pro');
    const [record] = await teamRecord(team.id);
    const truth = standin.subscription(record!.stripeSubscriptionId!)!;
    expect(record).toMatchObject({
      status: 'ACTIVE',
      userId: user.id,
      planId: ORGANIZER_PRO,
      periodStart: new Date(truth.items.data[0]!.current_period_start * 1000),
      periodEnd: new Date(truth.items.data[0]!.current_period_end * 1000),
    });
    const stored = await db.team.findUniqueOrThrow({ where: { id: team.id } });
    expect(stored.stripeCustomerId).toBe(truth.customer);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      userSubscription: 'Free',
    });
    // The first invoice, on the owner's list only.
    expect(await invoicesOf(user.id)).toEqual([
      expect.objectContaining({
        amountCents: 1999,
        currency: 'usd',
        status: 'paid',
        hostedUrl: expect.stringContaining('/invoice/in_'),
      }),
    ]);
    const stranger = await makeUser('Stranger');
    expect(await invoicesOf(stranger.id)).toEqual([]);
  });

  it('a double click (same dialog) makes one customer and one Checkout session', async () => {
    const { user, team } = await owner();
    const before = standin.counts();
    const n = nonce();
    const [a, b] = await Promise.all([
      callAs(user, changePlanAction, { planId: ORGANIZER_PRO, teamId: team.id, nonce: n }),
      callAs(user, changePlanAction, { planId: ORGANIZER_PRO, teamId: team.id, nonce: n }),
    ]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toEqual(a);
    const after = standin.counts();
    expect(after.customers - before.customers).toBe(1);
    expect(after.checkoutSessions - before.checkoutSessions).toBe(1);
  });

  it('asks Stripe for the customer with no transaction open; a crash before it is recorded makes no second one', async () => {
    const { user, team } = await owner();
    const before = standin.counts();
    const stripeCustomers = stripeClient().customers;
    const realCreate = stripeCustomers.create.bind(stripeCustomers);
    const created = countTransactionsAt(db, stripeCustomers, 'create');
    const retrieved = countTransactionsAt(db, stripeCustomers, 'retrieve');
    // Stripe makes the customer, then the process dies before it is recorded.
    created.spy.mockImplementationOnce(async (...args: unknown[]) => {
      created.seen.push(await openTransactions(db));
      await realCreate(...(args as Parameters<typeof realCreate>));
      throw new Error('the process died before Stripe answered');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const attempt = () =>
        callAs(user, changePlanAction, { planId: ORGANIZER_PRO, teamId: team.id, nonce: nonce() });
      expect(await attempt()).toMatchObject({ ok: false });
      expect((await db.team.findUniqueOrThrow({ where: { id: team.id } })).stripeCustomerId).toBeNull();
      // The retry gets the same customer back (its key) and records it; the next reads it.
      expect(await attempt()).toMatchObject({ ok: true });
      expect(await attempt()).toMatchObject({ ok: true });
      expect(standin.counts().customers - before.customers).toBe(1);
      const stored = (await db.team.findUniqueOrThrow({ where: { id: team.id } })).stripeCustomerId;
      expect(stored).toMatch(/^cus_/);
      expect(created.seen.length).toBeGreaterThanOrEqual(2);
      expect(retrieved.seen.length).toBeGreaterThanOrEqual(1);
      expect([...created.seen, ...retrieved.seen].every((n) => n === 0)).toBe(true);
    } finally {
      created.spy.mockRestore();
      retrieved.spy.mockRestore();
      error.mockRestore();
    }
  });

  it('a user subscribes to Member Plus and cancels back to Free', async () => {
    const user = await makeUser('Member');
    await checkout(user, MEMBER_PLUS);
    await standin.deliverPending();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).userSubscription).toBe(
      'Member Plus',
    );
    const cancel = await callAs(user, changePlanAction, { planId: USER_FREE, nonce: nonce() });
    expect(cancel).toMatchObject({ ok: true, message: 'Successfully cancelled subscription!' });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).userSubscription).toBe('Free');
  });
});

describe('plan changes (spec 02 §4)', () => {
  it('a paid team changes to another paid plan with proration, then cancels to ROOKIE', async () => {
    // The other paid team plan is the retired All-Star (docs/plans.md): a team still on it (moved there at
    // Stripe before it was retired) changes to Organizer Pro.
    const { user, team } = await owner();
    await checkout(user, ORGANIZER_PRO, team.id);
    await standin.deliverPending();
    const stripe = stripeClient();
    const subId = (await teamRecord(team.id))[0]!.stripeSubscriptionId!;
    const sub = await stripe.subscriptions.retrieve(subId);
    await stripe.subscriptions.update(subId, {
      items: [{ id: sub.items.data[0]!.id, price: 'price_beans_all_star_monthly' }],
    });
    await standin.deliverPending();
    expect(await level(team.id)).toBe('All-Star');

    const changed = await callAs(user, changePlanAction, {
      planId: ORGANIZER_PRO,
      teamId: team.id,
      nonce: nonce(),
    });
    expect(changed).toMatchObject({ ok: true, message: 'Successfully changed subscription!' });
    const update = standin.requests.findLast(
      (r) => r.method === 'POST' && /^\/v1\/subscriptions\//.test(r.path),
    );
    expect(update?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      items: [{ price: 'price_beans_organizer_pro_monthly' }],
    });
    expect(await level(team.id)).toBe('Organizer Pro'); // synced by the action, before any webhook
    // Back to All-Star is refused: it is not sold any more.
    expect(
      await callAs(user, changePlanAction, { planId: ALL_STAR, teamId: team.id, nonce: nonce() }),
    ).toEqual({ ok: false, message: 'Plan not found' });
    expect(await level(team.id)).toBe('Organizer Pro');

    const cancelled = await callAs(user, changePlanAction, {
      planId: ROOKIE,
      teamId: team.id,
      nonce: nonce(),
    });
    expect(cancelled).toMatchObject({ ok: true, message: 'Successfully cancelled subscription!' });
    expect(await level(team.id)).toBe('ROOKIE');
    const [record] = await teamRecord(team.id);
    expect(record?.status).toBe('CANCELED');
    expect(standin.subscription(record!.stripeSubscriptionId!)?.status).toBe('canceled');

    // The webhooks of all that arrive afterwards and change nothing.
    await standin.deliverPending();
    expect(await level(team.id)).toBe('ROOKIE');
  });

  it('a team on ROOKIE choosing a paid plan goes to Checkout; choosing its own plan is refused', async () => {
    const { user, team } = await owner();
    const toPaid = await callAs(user, changePlanAction, {
      planId: ORGANIZER_PRO,
      teamId: team.id,
      nonce: nonce(),
    });
    expect(toPaid).toMatchObject({ ok: true, data: { checkoutUrl: expect.stringContaining('/checkout/') } });
    // The retired All-Star is sold to nobody (docs/plans.md): no Checkout opens for it.
    const before = standin.requests.length;
    expect(
      await callAs(user, changePlanAction, { planId: ALL_STAR, teamId: team.id, nonce: nonce() }),
    ).toEqual({ ok: false, message: 'Plan not found' });
    expect(standin.requests.length).toBe(before);
    const same = await callAs(user, changePlanAction, { planId: ROOKIE, teamId: team.id, nonce: nonce() });
    expect(same).toEqual({ ok: false, message: 'You are already on this plan.' });
  });

  it('with the subscriptions flag off, paid plans are neither offered nor sold; cancelling still works', async () => {
    const { user, team } = await owner();
    await checkout(user, ORGANIZER_PRO, team.id);
    await standin.deliverPending();
    await db.featureFlag.update({ where: { key: 'subscriptions' }, data: { enabled: false } });
    try {
      const other = await owner();
      const before = standin.requests.length;
      expect(
        await callAs(other.user, changePlanAction, {
          planId: ORGANIZER_PRO,
          teamId: other.team.id,
          nonce: nonce(),
        }),
      ).toEqual({ ok: false, message: 'Plan not found' });
      expect(standin.requests.length).toBe(before);
      const overview = await billingOverview(other.user.id);
      expect(overview.teamPlans.map((p) => p.label)).toEqual(['ROOKIE']);
      expect(overview.userPlans.map((p) => p.label)).toEqual(['Free']);
      expect(
        await callAs(user, changePlanAction, { planId: ROOKIE, teamId: team.id, nonce: nonce() }),
      ).toMatchObject({
        ok: true,
        message: 'Successfully cancelled subscription!',
      });
    } finally {
      await db.featureFlag.update({ where: { key: 'subscriptions' }, data: { enabled: true } });
    }
  });

  it('a plan recorded without a Stripe subscription (demo data) is cancelled locally', async () => {
    const { user, team } = await owner();
    await db.subscriptionRecord.create({
      data: {
        teamId: team.id,
        userId: user.id,
        planId: ORGANIZER_PRO,
        periodStart: new Date(),
        periodEnd: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    await db.team.update({ where: { id: team.id }, data: { subscriptionLevel: 'Organizer Pro' } });
    const before = standin.requests.length;
    const cancelled = await callAs(user, changePlanAction, {
      planId: ROOKIE,
      teamId: team.id,
      nonce: nonce(),
    });
    expect(cancelled).toMatchObject({ ok: true, message: 'Successfully cancelled subscription!' });
    expect(await level(team.id)).toBe('ROOKIE');
    expect(standin.requests.length).toBe(before);
  });
});

describe('authorization', () => {
  it('nobody can subscribe, change or cancel another owner’s team plan: Team not found', async () => {
    const { user, team } = await owner();
    await checkout(user, ORGANIZER_PRO, team.id);
    await standin.deliverPending();
    const [record] = await teamRecord(team.id);
    const stranger = await makeUser('Stranger');
    const before = standin.requests.length;
    for (const planId of [ROOKIE, ALL_STAR, ORGANIZER_PRO]) {
      expect(await callAs(stranger, changePlanAction, { planId, teamId: team.id, nonce: nonce() })).toEqual({
        ok: false,
        message: 'Team not found',
      });
    }
    expect(standin.requests.length).toBe(before); // not even a call to Stripe
    expect(standin.subscription(record!.stripeSubscriptionId!)?.status).toBe('active');
    expect(await level(team.id)).toBe('Organizer Pro');
  });

  it('a malformed or unknown plan, a team plan without a team, or signed out: refused', async () => {
    const user = await makeUser('Someone');
    expect(await callAs(user, changePlanAction, { planId: '', nonce: nonce() })).toEqual({
      ok: false,
      message: 'Plan not found',
    });
    expect(await callAs(user, changePlanAction, { planId: 'nope', nonce: nonce() })).toEqual({
      ok: false,
      message: 'Plan not found',
    });
    expect(await callAs(user, changePlanAction, { planId: ORGANIZER_PRO, nonce: nonce() })).toEqual({
      ok: false,
      message: 'Plan not found',
    });
    expect(await callAs(null, changePlanAction, { planId: MEMBER_PLUS, nonce: nonce() })).toMatchObject({
      ok: false,
    });
  });

  it('the billing portal opens for the viewer’s own customer', async () => {
    const user = await makeUser('Portal');
    const result = await callAs(user, openPortalAction, {});
    expect(result).toMatchObject({ ok: true, data: { url: expect.stringMatching(/\/portal\/bps_\w+$/) } });
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const request = standin.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(request?.params.customer).toBe(stored.stripeCustomerId);
  });
});

describe('the webhook endpoint', () => {
  async function subscribedTeam() {
    const { user, team } = await owner();
    await checkout(user, ORGANIZER_PRO, team.id);
    const events = standin.pending();
    return { user, team, events };
  }
  const post = (payload: string, signature: string | null) =>
    POST(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: signature ? { 'stripe-signature': signature } : {},
        body: payload,
      }),
    );

  it('refuses a body over 1 MB before reading or hashing it', async () => {
    const { events } = await subscribedTeam();
    const event = events.find((e) => e.type === 'customer.subscription.created')!;
    // A correctly signed event padded past the cap is still refused, and nothing is recorded.
    const padded = JSON.stringify({ ...event, padding: 'x'.repeat(1024 * 1024) });
    expect((await post(padded, signWebhook(padded, SECRET))).status).toBe(413);
    expect(await db.stripeEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it('refuses a missing, wrong, tampered or stale signature with 400 and records nothing', async () => {
    const { team, events } = await subscribedTeam();
    const event = events.find((e) => e.type === 'customer.subscription.created')!;
    const payload = JSON.stringify(event);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await post(payload, null)).status).toBe(400);
    expect((await post(payload, signWebhook(payload, 'whsec_wrong'))).status).toBe(400);
    expect((await post(payload.replace('active', 'canceled'), signWebhook(payload, SECRET))).status).toBe(
      400,
    );
    expect((await post(payload, signWebhook(payload, SECRET, stale))).status).toBe(400);
    expect((await standin.send(event, { timestamp: stale })).status).toBe(400);
    expect(await db.stripeEvent.count({ where: { id: event.id } })).toBe(0);
    expect(await level(team.id)).toBe('ROOKIE');
    // A fresh, correct signature is accepted.
    expect((await post(payload, signWebhook(payload, SECRET))).status).toBe(200);
    expect(await level(team.id)).toBe('Organizer Pro');
  });

  it('10 concurrent deliveries of one event have exactly one effect', async () => {
    const { team, events } = await subscribedTeam();
    const event = events.find((e) => e.type === 'checkout.session.completed')!;
    const responses = await Promise.all(Array.from({ length: 10 }, () => standin.send(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const results = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { result: string }).result),
    );
    expect(results.filter((r) => r === 'synced')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(9);
    expect(await db.stripeEvent.count({ where: { id: event.id } })).toBe(1);
    expect(await teamRecord(team.id)).toHaveLength(1);
    expect(await level(team.id)).toBe('Organizer Pro');
  });

  it('reads Stripe with no transaction open (review Low), and an older read never overwrites a newer one', async () => {
    const { team, events } = await subscribedTeam();
    const stripe = stripeClient();
    // (subscriptions.list is read by auto-pagination, which a spy would break; invoices.list is read beside it.)
    const invoices = countTransactionsAt(db, stripe.invoices, 'list');
    try {
      const event = events.find((e) => e.type === 'checkout.session.completed')!;
      for (const id of [`${event.id}_a`, `${event.id}_b`]) {
        expect((await standin.send({ ...event, id })).status).toBe(200);
      }
      expect(invoices.seen.length).toBeGreaterThanOrEqual(2);
      expect(invoices.seen.every((n) => n === 0)).toBe(true);
    } finally {
      invoices.spy.mockRestore();
    }
    // A read that started before the last written one is not written (the plan was cancelled in between).
    const { readCustomer, applyCustomer, lockCustomer } = await import('@/lib/billing/service');
    const customerId = (await db.team.findUniqueOrThrow({ where: { id: team.id } })).stripeCustomerId!;
    const stale = await readCustomer(db, stripe, customerId);
    const subId = (await stripe.subscriptions.list({ customer: customerId })).data[0]!.id;
    await stripe.subscriptions.cancel(subId);
    await standin.deliverPending();
    expect(await level(team.id)).toBe('ROOKIE');
    await db.$transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      await applyCustomer(tx, customerId, stale);
    });
    expect(await level(team.id)).toBe('ROOKIE');
  });

  it('updated before created, and deleted before updated, end in Stripe’s final state', async () => {
    const { team } = await subscribedTeam();
    const stripe = stripeClient();
    const created = standin.pending();
    const subId = created.find((e) => e.type === 'customer.subscription.created')!.data.object.id as string;
    const sub = await stripe.subscriptions.retrieve(subId);
    // Changed elsewhere (dashboard, portal) — no action syncs this.
    await stripe.subscriptions.update(subId, {
      items: [{ id: sub.items.data[0]!.id, price: 'price_beans_all_star_monthly' }],
    });
    const all = standin.pending();
    const updated = all.find((e) => e.type === 'customer.subscription.updated')!;
    const createdEvent = all.find((e) => e.type === 'customer.subscription.created')!;

    // updated first, then created: All-Star, not the created event's Organizer Pro.
    await standin.deliverPending([updated, createdEvent]);
    expect(await level(team.id)).toBe('All-Star');

    await stripe.subscriptions.cancel(subId);
    const deleted = standin.pending().find((e) => e.type === 'customer.subscription.deleted')!;
    await standin.deliverPending([deleted]);
    // A late, stale "updated" (and any replay) after the deletion cannot bring the plan back.
    await standin.send({ ...updated, id: `${updated.id}_late` });
    await standin.deliverPending();
    expect(await level(team.id)).toBe('ROOKIE');
    const [record] = await teamRecord(team.id);
    expect(record).toMatchObject({ status: 'CANCELED', planId: ALL_STAR });
  });

  it('acknowledges event types it does not handle and customers it does not know', async () => {
    const stripe = stripeClient();
    const stranger = await stripe.customers.create({ email: 'nobody@example.com' });
    const created = standin
      .pending()
      .find((e) => e.type === 'customer.created' && e.data.object.id === stranger.id)!;
    const response = await standin.send(created);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'ignored' });
    const subEvent = { ...created, id: `evt_unknown_${uniqueTag()}`, type: 'customer.subscription.updated' };
    const unknown = await standin.send(subEvent);
    expect(await unknown.json()).toMatchObject({ result: 'unknown-customer' });
  });
});
