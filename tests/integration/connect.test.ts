import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Organizer payouts (Stripe Connect) end to end against the local stand-in, through the real SDK and the actions:
// NEW (account + onboarding link → localconnect → account.updated → Active), LINK (OAuth with a checked state),
// requirements in plain words, unlink, and the Connect webhook endpoint with its own secret.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({
    webhookSecret: 'whsec_connect_tests_platform',
    connectWebhookSecret: 'whsec_connect_tests_connect',
    delivery: 'manual',
  });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_connect_tests_platform';
  process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_connect_tests_connect';
  process.env.APP_URL = 'http://localhost:3999';
  return s;
});

const { db } = await import('@/lib/db');
const { POST: platformPost } = await import('@/app/api/stripe/webhook/route');
const { POST: connectPost } = await import('@/app/api/stripe/connect/webhook/route');
const { startConnectAction, completeConnectAction, checkConnectionAction, unlinkConnectAction } =
  await import('@/lib/billing/actions');
const { billingOverview } = await import('@/lib/billing/queries');
const { makeUser } = await import('@/tests/support/factories');
const { callAs } = await import('@/tests/support/act-as');
const { payoutCountries } = await import('@/lib/messages/billing');
const { stripeClient } = await import('@/lib/billing/stripe');

standin.setDeliver((request) =>
  new URL(request.url).pathname.includes('/connect/') ? connectPost(request) : platformPost(request),
);

afterAll(() => standin.stop());
beforeEach(async () => {
  if (standin.pending().length) await standin.deliverPending();
});

const user = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

type Ok<T> = { ok: true; data: T; message?: string };
function okData<T>(result: unknown): T {
  expect(result).toMatchObject({ ok: true });
  return (result as Ok<T>).data;
}

/** Follows a hosted page's form button (POST) and answers where the stand-in redirects the browser. */
async function press(url: string) {
  const response = await fetch(url, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** LINK through the action and the stand-in's OAuth page; answers the redirect back to /billing. */
async function authorizeLink(u: { id: string }, decision: 'allow' | 'incomplete' | 'deny', country = 'US') {
  const { url } = okData<{ url: string }>(await callAs(u, startConnectAction, { type: 'LINK', country }));
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = html.match(new RegExp(`formaction="(/oauth/authorize/[^"]+/${decision})"`))?.[1];
  expect(action).toBeTruthy();
  return new URL(await press(`${standin.url}${action}`));
}

describe('Create (NEW): a new Stripe account through onboarding', () => {
  it('creates the account, lists what Stripe still needs in plain words, and turns Active on account.updated', async () => {
    const organizer = await makeUser('Organizer');
    const { url } = okData<{ url: string }>(
      await callAs(organizer, startConnectAction, { type: 'NEW', country: 'CA' }),
    );
    expect(url).toMatch(/\/localconnect\/acctlink_\w+$/);
    const stored = await user(organizer.id);
    expect(stored).toMatchObject({
      stripeConnectMethod: 'ACCOUNT_LINK',
      stripeChargesEnabled: false,
      stripeDetailsSubmitted: false,
    });
    const accountId = stored.stripeAccountId!;
    expect(standin.account(accountId)).toMatchObject({ country: 'CA', email: organizer.email });
    const create = standin.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/accounts');
    expect(create?.params).toMatchObject({
      country: 'CA',
      controller: { stripe_dashboard: { type: 'full' }, fees: { payer: 'account' } },
    });

    let overview = await billingOverview(organizer.id);
    expect(overview.payouts).toBe('incomplete');
    expect(overview.payoutAccount?.requirements).toEqual([
      'Your business website',
      'A bank account for payouts',
      'Your date of birth',
      'Your first name',
      "Accepting Stripe's terms of service",
    ]);

    // The hosted onboarding page lists the same keys; "Submit details" returns to the billing page.
    const page = await fetch(url);
    expect(await page.text()).toContain('external_account');
    const back = await press(`${url}/submit`);
    expect(back).toBe('http://localhost:3999/billing?connect=return');
    // A used link goes to refresh_url, as Stripe's single-use links do.
    const again = await fetch(url, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('http://localhost:3999/billing?connect=refresh');

    // Nothing changes here until the Connect webhook arrives (or the return re-reads the account).
    expect((await billingOverview(organizer.id)).payouts).toBe('incomplete');
    const pending = standin.pending();
    expect(pending.map((e) => [e.type, e.account])).toEqual([['account.updated', accountId]]);
    expect(await standin.deliverPending()).toEqual([200]);
    overview = await billingOverview(organizer.id);
    expect(overview.payouts).toBe('active');
    expect(overview.payoutAccount?.requirements).toEqual([]);
  });

  it('back from onboarding, the account is re-read without waiting for the webhook', async () => {
    const organizer = await makeUser('Organizer');
    okData(await callAs(organizer, startConnectAction, { type: 'NEW', country: 'US' }));
    const still = await callAs(organizer, checkConnectionAction, {});
    expect(still).toEqual({
      ok: true,
      data: { active: false, requirements: expect.arrayContaining(['external_account']) },
      message: undefined,
    });
    standin.completeOnboarding((await user(organizer.id)).stripeAccountId!);
    const done = await callAs(organizer, checkConnectionAction, {});
    expect(done).toEqual({
      ok: true,
      data: { active: true, requirements: [] },
      message: 'Successfully linked Stripe account',
    });
    expect(await user(organizer.id)).toMatchObject({
      stripeChargesEnabled: true,
      stripeDetailsSubmitted: true,
    });
  });

  it('a double click makes one account; Continue setup reuses it; Active refuses a second one', async () => {
    const organizer = await makeUser('Organizer');
    const before = standin.requests.filter((r) => r.path === '/v1/accounts').length;
    const [a, b] = await Promise.all([
      callAs(organizer, startConnectAction, { type: 'NEW', country: 'US' }),
      callAs(organizer, startConnectAction, { type: 'NEW', country: 'US' }),
    ]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toMatchObject({ ok: true });
    okData(await callAs(organizer, startConnectAction, { type: 'NEW', country: 'US' }));
    expect(standin.requests.filter((r) => r.path === '/v1/accounts').length - before).toBe(1);
    standin.completeOnboarding((await user(organizer.id)).stripeAccountId!);
    await standin.deliverPending();
    expect(await callAs(organizer, startConnectAction, { type: 'NEW', country: 'US' })).toEqual({
      ok: false,
      message: 'Your Stripe account is already connected.',
    });
  });

  it('accepts exactly the 45 countries of the spec', async () => {
    expect(payoutCountries).toHaveLength(45);
    const organizer = await makeUser('Organizer');
    expect(await callAs(organizer, startConnectAction, { type: 'NEW', country: 'GB' })).toEqual({
      ok: false,
      fieldErrors: { country: ['Choose one of the listed countries.'] },
    });
    expect(await callAs(organizer, startConnectAction, { type: 'OTHER', country: 'US' })).toMatchObject({
      ok: false,
    });
    expect((await user(organizer.id)).stripeAccountId).toBeNull();
    expect(await callAs(null, startConnectAction, { type: 'NEW', country: 'US' })).toMatchObject({
      ok: false,
    });
  });
});

describe('Link (LINK): an existing account through OAuth', () => {
  it('builds the authorize URL with a stored state, and the code back connects an Active account', async () => {
    const organizer = await makeUser('Organizer');
    const { url } = okData<{ url: string }>(
      await callAs(organizer, startConnectAction, { type: 'LINK', country: 'DE' }),
    );
    const authorize = new URL(url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${standin.url}/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'read_write',
      redirect_uri: 'http://localhost:3999/billing',
      'stripe_user[country]': 'DE',
      'stripe_user[email]': organizer.email,
    });
    const state = authorize.searchParams.get('state')!;
    expect(await db.connectOAuthState.count({ where: { state, userId: organizer.id } })).toBe(1);

    const back = await authorizeLink(organizer, 'allow', 'DE');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3999/billing');
    const code = back.searchParams.get('code')!;
    const result = await callAs(organizer, completeConnectAction, {
      code,
      state: back.searchParams.get('state')!,
    });
    expect(result).toEqual({
      ok: true,
      data: {
        ok: true,
        stripeId: expect.stringMatching(/^acct_/),
        stripeChargesEnabled: true,
        stripeDetailsSubmitted: true,
      },
      message: 'Successfully linked Stripe account',
    });
    expect(await user(organizer.id)).toMatchObject({ stripeConnectMethod: 'OAUTH' });
    expect((await billingOverview(organizer.id)).payouts).toBe('active');
    // The state is used up: the same redirect replayed does nothing.
    expect(
      await callAs(organizer, completeConnectAction, { code, state: back.searchParams.get('state')! }),
    ).toEqual({
      ok: false,
      message: 'Failed to connect Stripe account. Please try again.',
    });
  });

  it('refuses a state started by someone else, an unknown code, and a malformed one; nothing is stored', async () => {
    const victim = await makeUser('Victim');
    const attacker = await makeUser('Attacker');
    const back = await authorizeLink(attacker, 'allow');
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const refused = { ok: false, message: 'Failed to connect Stripe account. Please try again.' };
    expect(await callAs(victim, completeConnectAction, { code, state })).toEqual(refused);
    expect((await user(victim.id)).stripeAccountId).toBeNull();

    const mine = await authorizeLink(victim, 'allow');
    expect(
      await callAs(victim, completeConnectAction, {
        code: 'ac_doesnotexist',
        state: mine.searchParams.get('state')!,
      }),
    ).toEqual(refused);
    expect(await callAs(victim, completeConnectAction, { code: 'not a code', state: 'x' })).toEqual(refused);
    expect((await user(victim.id)).stripeAccountId).toBeNull();
  });

  it('Deny comes back as access_denied with the state', async () => {
    const organizer = await makeUser('Organizer');
    const back = await authorizeLink(organizer, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBeTruthy();
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('an account that still needs details is Incomplete until account.updated says otherwise', async () => {
    const organizer = await makeUser('Organizer');
    const back = await authorizeLink(organizer, 'incomplete');
    const linked = await callAs(organizer, completeConnectAction, {
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
    });
    expect(linked).toMatchObject({
      ok: true,
      data: { stripeChargesEnabled: false, stripeDetailsSubmitted: false },
    });
    const overview = await billingOverview(organizer.id);
    expect(overview.payouts).toBe('incomplete');
    expect(overview.payoutAccount?.requirements).toContain('A bank account for payouts');
    standin.completeOnboarding(overview.payoutAccount!.id);
    await standin.deliverPending();
    expect((await billingOverview(organizer.id)).payouts).toBe('active');
  });
});

describe('unlink', () => {
  it('deauthorises an OAuth account, clears the id and both flags; a second unlink fails', async () => {
    const organizer = await makeUser('Organizer');
    const back = await authorizeLink(organizer, 'allow');
    okData(
      await callAs(organizer, completeConnectAction, {
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
      }),
    );
    const accountId = (await user(organizer.id)).stripeAccountId!;
    expect(await callAs(organizer, unlinkConnectAction, {})).toEqual({
      ok: true,
      data: undefined,
      message: 'Your Stripe account was unlinked successfully.',
    });
    const deauth = standin.requests.findLast((r) => r.path === '/oauth/deauthorize');
    expect(deauth?.params).toMatchObject({ stripe_user_id: accountId });
    expect(await user(organizer.id)).toMatchObject({
      stripeAccountId: null,
      stripeChargesEnabled: false,
      stripeDetailsSubmitted: false,
      stripeConnectMethod: null,
      stripeRequirementsDue: [],
    });
    expect((await billingOverview(organizer.id)).payouts).toBe('none');
    expect(await callAs(organizer, unlinkConnectAction, {})).toEqual({
      ok: false,
      message: 'Failed to unlink your Stripe account, please try again.',
    });
    // The deauthorisation's own webhook finds nobody holding the account any more.
    expect(await standin.deliverPending()).toEqual([200]);
  });

  it('a created (NEW) account is unlinked locally, without an OAuth call', async () => {
    const organizer = await makeUser('Organizer');
    okData(await callAs(organizer, startConnectAction, { type: 'NEW', country: 'US' }));
    const before = standin.requests.filter((r) => r.path === '/oauth/deauthorize').length;
    expect(await callAs(organizer, unlinkConnectAction, {})).toMatchObject({ ok: true });
    expect(standin.requests.filter((r) => r.path === '/oauth/deauthorize').length).toBe(before);
    expect((await user(organizer.id)).stripeAccountId).toBeNull();
  });
});

describe('the Connect webhook endpoint', () => {
  async function incompleteOAuthAccount() {
    const organizer = await makeUser('Organizer');
    const back = await authorizeLink(organizer, 'incomplete');
    okData(
      await callAs(organizer, completeConnectAction, {
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
      }),
    );
    return { organizer, accountId: (await user(organizer.id)).stripeAccountId! };
  }

  it('takes only its own secret (the platform secret is refused with 400, nothing changes)', async () => {
    const { organizer, accountId } = await incompleteOAuthAccount();
    standin.completeOnboarding(accountId);
    const [event] = standin.pending();
    const wrong = await standin.send(event!, { secret: 'whsec_connect_tests_platform' });
    expect(wrong.status).toBe(400);
    expect(await db.stripeEvent.count({ where: { id: event!.id } })).toBe(0);
    expect((await billingOverview(organizer.id)).payouts).toBe('incomplete');
    const stale = await standin.send(event!, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);
    expect(await standin.deliverPending()).toEqual([200]);
    expect((await billingOverview(organizer.id)).payouts).toBe('active');
  });

  it('a replayed account.updated is handled once; concurrent replays too', async () => {
    const { accountId } = await incompleteOAuthAccount();
    standin.completeOnboarding(accountId);
    const [event] = standin.pending();
    const responses = await Promise.all(Array.from({ length: 5 }, () => standin.send(event!)));
    const results = await Promise.all(responses.map((r) => r.json() as Promise<{ result: string }>));
    expect(results.map((r) => r.result).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'synced',
    ]);
    await standin.deliverPending(); // the same event once more: a duplicate
    expect(await db.stripeEvent.count({ where: { id: event!.id } })).toBe(1);
  });

  it('account.updated reads the account from Stripe with no transaction open (review Low)', async () => {
    const { organizer, accountId } = await incompleteOAuthAccount();
    standin.completeOnboarding(accountId);
    const { countTransactionsAt } = await import('@/tests/support/no-transaction');
    const retrieved = countTransactionsAt(db, stripeClient().accounts, 'retrieve');
    try {
      expect((await standin.deliverPending()).every((s) => s === 200)).toBe(true);
      expect(retrieved.seen).toEqual([0]);
    } finally {
      retrieved.spy.mockRestore();
    }
    expect((await billingOverview(organizer.id)).payouts).toBe('active');
  });

  it('a stale account.updated delivered late still ends in the account’s current state (it is re-read)', async () => {
    const { organizer, accountId } = await incompleteOAuthAccount();
    standin.completeOnboarding(accountId); // event 1: now complete
    const [first] = standin.pending();
    const old = structuredClone(first!);
    old.id = `${first!.id}_older`;
    (old.data.object as { charges_enabled: boolean }).charges_enabled = false; // an older snapshot
    await standin.deliverPending();
    expect((await standin.send(old)).status).toBe(200);
    expect((await billingOverview(organizer.id)).payouts).toBe('active');
  });

  it('account.application.deauthorized (disconnected from the Stripe dashboard) clears the account', async () => {
    const organizer = await makeUser('Organizer');
    const back = await authorizeLink(organizer, 'allow');
    okData(
      await callAs(organizer, completeConnectAction, {
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
      }),
    );
    const accountId = (await user(organizer.id)).stripeAccountId!;
    // As if the organizer disconnected Beans in their dashboard: Stripe sends the event to the Connect endpoint.
    await stripeClient().oauth.deauthorize({ client_id: 'ca_x', stripe_user_id: accountId });
    expect(await standin.deliverPending()).toEqual([200]);
    expect(await user(organizer.id)).toMatchObject({ stripeAccountId: null, stripeChargesEnabled: false });
  });
});
