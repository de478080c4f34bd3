import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { list, obj, parseStripeForm, str, strings, type FormObject } from './form';
import { STANDIN_PRICES, type StandinPrice } from './catalog';
import { createConnectStandin, type StandinAccount } from './connect';
import { createCheckoutStandin, type CheckoutSession } from './checkout';
import { escapeHtml, id, invalidRequest, missing, money, now, StripeError, type Json, page } from './common';

// A local Stripe: a small HTTP server speaking Stripe's form-encoded API for exactly the endpoints the app uses
// (customers, prices/products, Checkout sessions, subscriptions incl. update and cancel, billing portal
// sessions), with state in memory, and hosted pages (Checkout, billing portal) that complete the flow and send
// signed webhooks to the app, like Stripe does. The app reaches it through the official SDK's host/port/protocol
// options (lib/billing/stripe.ts); `npm run dev` / `npm start` (scripts/run-next.ts) and the tests start it.
// Not a general Stripe emulator: an unknown path answers 404 the way Stripe does.

const API_VERSION = '2026-10-28.endive';

type Customer = {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Json;
  created: number;
  livemode: false;
};
type SubscriptionItem = {
  id: string;
  object: 'subscription_item';
  price: Json;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  created: number;
};
type Subscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status:
    | 'active'
    | 'canceled'
    | 'incomplete'
    | 'past_due'
    | 'trialing'
    | 'unpaid'
    | 'incomplete_expired'
    | 'paused';
  metadata: Record<string, string>;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  currency: string;
  latest_invoice: string | null;
  /** A subscription on a connected account's behalf: each invoice's payment goes there less the fee. */
  transfer_data: { destination: string } | null;
  application_fee_percent: number | null;
  livemode: false;
};
type PortalSession = {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  livemode: false;
};
export type StandinEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  /** Set on events of a connected account (sent to the Connect endpoint). */
  account?: string;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};
export type StandinRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
  params: FormObject;
};

/** Sends one webhook request; the default POSTs it to `webhookUrl`. Tests hand the route handler in directly. */
export type Deliver = (request: Request) => Promise<Response>;

export type StandinOptions = {
  webhookSecret: string;
  /** The app's webhook endpoint, e.g. http://localhost:3000/api/stripe/webhook. */
  webhookUrl?: string;
  /** The app's Connect webhook endpoint and its own secret (events of connected accounts). */
  connectWebhookUrl?: string;
  connectWebhookSecret?: string;
  deliver?: Deliver;
  /** 'auto' sends each event as it happens (retrying a failure a few times); 'manual' keeps them for `deliverPending`. */
  delivery?: 'auto' | 'manual';
  port?: number;
  host?: string;
  /** The address browsers use for the hosted pages (default http://localhost:<port>). */
  publicUrl?: string;
  log?: (line: string) => void;
};

export type StripeStandin = {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Every API request so far (method, path, Idempotency-Key, status). */
  requests: StandinRequest[];
  /** Every event emitted so far, oldest first. */
  events: StandinEvent[];
  /** Events not yet sent (manual delivery). */
  pending(): StandinEvent[];
  /** Sends these events (default: all pending, oldest first) and answers the app's HTTP statuses. */
  deliverPending(events?: StandinEvent[]): Promise<number[]>;
  /** Sends one event with a signature made now (or at `timestamp`), as Stripe's redelivery would. */
  send(event: StandinEvent, options?: { timestamp?: number; secret?: string }): Promise<Response>;
  setDeliver(deliver: Deliver): void;
  /** Completes an open Checkout session as the hosted page's Pay button does; answers the redirect URL. */
  completeCheckout(sessionId: string): string;
  /** A one-off payment session (mode=payment): pay it, expire it, read it; the refunds made. */
  payCheckout(sessionId: string): string;
  expireCheckout(sessionId: string): CheckoutSession;
  paymentSession(sessionId: string): CheckoutSession | undefined;
  refunds(): Record<string, unknown>[];
  /** The next `count` refunds are accepted as pending, then fail (refund.updated with status failed). */
  failNextRefunds(count?: number): void;
  /** The payer disputes the charge (needs_response → charge.dispute.created; won/lost → charge.dispute.closed). */
  dispute(paymentIntentId: string, status: 'needs_response' | 'won' | 'lost'): Record<string, unknown>;
  /** The truth, for tests. */
  subscription(id: string): Subscription | undefined;
  /**
   * The subscription's period ends (Stripe's clock, for tests): a subscription set to cancel at the period's end
   * ends (customer.subscription.deleted); otherwise the next period is invoiced and paid (invoice.paid) and
   * customer.subscription.updated says so. `pay: false`: the renewal's payment fails for good and the
   * subscription is marked unpaid (customer.subscription.updated), as Stripe does after its last retry.
   * `pay: 'retrying'`: the renewal's first payment fails: the next period starts with an open invoice, the
   * subscription is past_due (invoice.payment_failed, customer.subscription.updated); renewing a past_due
   * subscription again pays that period (Stripe's retry succeeds: invoice.paid, active again).
   */
  renewSubscription(id: string, options?: { pay?: boolean | 'retrying' }): Subscription;
  account(id: string): StandinAccount | undefined;
  /** Finishes a connected account's onboarding (the localconnect page's Submit) and emits account.updated. */
  completeOnboarding(accountId: string): StandinAccount;
  /** The OAuth page's Connect button: an existing account (complete unless asked) and its one-time code. */
  authorizeOAuth(input?: { country?: string; email?: string; complete?: boolean }): {
    code: string;
    account: StandinAccount;
  };
  counts(): { customers: number; checkoutSessions: number; subscriptions: number };
};

/** The Stripe-Signature header for `payload`: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">. */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function addInterval(from: number, interval: string, count = 1) {
  const d = new Date(from * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + count);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else if (interval === 'day') d.setUTCDate(d.getUTCDate() + count);
  else d.setUTCMonth(d.getUTCMonth() + count);
  return Math.floor(d.getTime() / 1000);
}

export async function startStripeStandin(options: StandinOptions): Promise<StripeStandin> {
  const log = options.log ?? (() => {});
  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, Subscription>();
  const portals = new Map<string, PortalSession>();
  const prices = new Map<string, StandinPrice>(STANDIN_PRICES.map((p) => [p.id, p]));
  const idempotency = new Map<string, { hash: string; status: number; body: string }>();
  const invoices = new Map<string, Json & { id: string; customer: string; created: number }>();
  const requests: StandinRequest[] = [];
  const events: StandinEvent[] = [];
  const pendingEvents: StandinEvent[] = [];
  let deliver: Deliver =
    options.deliver ??
    ((request) => {
      const target = new URL(request.url).pathname.includes('/connect/')
        ? options.connectWebhookUrl
        : options.webhookUrl;
      if (!target) return Promise.resolve(new Response(null, { status: 204 }));
      return fetch(target, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        duplex: 'half',
      } as RequestInit);
    });
  let baseUrl = '';
  const connect = createConnectStandin({ emit, baseUrl: () => baseUrl });
  const checkout = createCheckoutStandin({
    emit,
    baseUrl: () => baseUrl,
    account: connect.account,
    price: (priceId, param) => getPrice(priceId, param),
    inlinePrice: (p) => {
      const priceId = id('price');
      prices.set(priceId, {
        id: priceId,
        productId: id('prod'),
        productName: p.name,
        lookupKey: '',
        unitAmount: p.unitAmount,
        currency: p.currency,
        interval: p.interval,
      });
      return priceId;
    },
    customerEmail: (customerId) => getCustomer(customerId).email,
    hasLiveSubscription: (customer) =>
      [...subscriptions.values()].some((s) => s.customer === customer && s.status !== 'canceled'),
    subscribe: (session, plan) => {
      const customer = session.customer ?? createCustomer({ email: session.customer_email ?? '' }).id;
      return {
        customer,
        subscription: createSubscription(
          customer,
          plan.prices,
          plan.subscriptionMetadata,
          plan.subscriptionDestination,
        ).id,
      };
    },
  });

  // ── objects ──
  const priceObject = (p: StandinPrice) => ({
    id: p.id,
    object: 'price',
    active: true,
    currency: p.currency,
    unit_amount: p.unitAmount,
    lookup_key: p.lookupKey,
    nickname: p.productName,
    product: p.productId,
    recurring: { interval: p.interval, interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    livemode: false,
    created: 1_700_000_000,
    metadata: {},
  });
  const productObject = (p: StandinPrice) => ({
    id: p.productId,
    object: 'product',
    active: true,
    name: p.productName,
    default_price: p.id,
    livemode: false,
    created: 1_700_000_000,
    metadata: {},
  });
  const getPrice = (priceId: string, param = 'price') => {
    const p = prices.get(priceId);
    if (!p) throw missing('price', priceId, param);
    return p;
  };
  const listOf = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

  function emit(type: string, object: Json, previous?: Json, account?: string) {
    const event: StandinEvent = {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      ...(account ? { account } : {}),
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    if (options.delivery === 'manual') pendingEvents.push(event);
    else void sendWithRetries(event);
  }

  async function send(event: StandinEvent, opts: { timestamp?: number; secret?: string } = {}) {
    const payload = JSON.stringify(event, null, 2);
    const url = event.account
      ? (options.connectWebhookUrl ?? 'http://localhost/api/stripe/connect/webhook')
      : (options.webhookUrl ?? 'http://localhost/api/stripe/webhook');
    const secret = event.account
      ? (options.connectWebhookSecret ?? options.webhookSecret)
      : options.webhookSecret;
    const request = new Request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signWebhook(payload, opts.secret ?? secret, opts.timestamp),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) beans-standin',
      },
      body: payload,
    });
    return deliver(request);
  }

  // Stripe retries failed deliveries for days; locally a few quick tries are enough.
  async function sendWithRetries(event: StandinEvent) {
    for (const wait of [0, 500, 2000, 5000]) {
      if (wait) await new Promise((r) => setTimeout(r, wait));
      try {
        const response = await send(event);
        if (response.ok) return;
        log(`[stripe-standin] webhook ${event.type} ${event.id} answered ${response.status}`);
      } catch (error) {
        log(`[stripe-standin] webhook ${event.type} ${event.id} failed: ${(error as Error).message}`);
      }
    }
  }

  // ── customers ──
  function createCustomer(params: FormObject) {
    const customer: Customer = {
      id: id('cus'),
      object: 'customer',
      email: str(params.email) ?? null,
      name: str(params.name) ?? null,
      metadata: strings(params.metadata),
      created: now(),
      livemode: false,
    };
    customers.set(customer.id, customer);
    emit('customer.created', customer);
    return customer;
  }
  const getCustomer = (customerId: string, param = 'customer') => {
    const c = customers.get(customerId);
    if (!c) throw missing('customer', customerId, param);
    return c;
  };

  // ── subscriptions ──
  function createSubscription(
    customer: string,
    lineItems: { price: string; quantity: number }[],
    metadata: Record<string, string>,
    destination: { destination: string; feePercent: number } | null = null,
  ) {
    const t = now();
    const subId = id('sub');
    const items = lineItems.map((li) => {
      const p = getPrice(li.price);
      return {
        id: id('si'),
        object: 'subscription_item' as const,
        price: priceObject(p),
        quantity: li.quantity,
        subscription: subId,
        current_period_start: t,
        current_period_end: addInterval(t, p.interval),
        created: t,
      };
    });
    const sub: Subscription = {
      id: subId,
      object: 'subscription',
      customer,
      status: 'active',
      metadata,
      items: {
        object: 'list',
        data: items,
        has_more: false,
        url: `/v1/subscription_items?subscription=${subId}`,
      },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: t,
      start_date: t,
      currency: getPrice(lineItems[0]!.price).currency,
      latest_invoice: null,
      transfer_data: destination ? { destination: destination.destination } : null,
      application_fee_percent: destination ? destination.feePercent : null,
      livemode: false,
    };
    subscriptions.set(sub.id, sub);
    emit('customer.subscription.created', sub);
    createInvoice(
      sub,
      items.reduce((sum, i) => sum + Number(i.price.unit_amount) * i.quantity, 0),
      `Subscription to ${items.map((i) => String(i.price.nickname)).join(', ')}`,
    );
    return sub;
  }
  // A paid invoice (the simulated card always succeeds), as Stripe makes one per billing cycle or proration.
  function createInvoice(sub: Subscription, amount: number, description: string) {
    const invoiceId = id('in');
    const paymentIntent = checkout.chargeInvoice({
      amount,
      currency: sub.currency,
      destination: sub.transfer_data?.destination ?? null,
      feePercent: sub.application_fee_percent ?? 0,
      metadata: sub.metadata,
    });
    sub.latest_invoice = invoiceId;
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      customer: sub.customer,
      number: `BEANS-${String(invoices.size + 1).padStart(4, '0')}`,
      status: 'paid',
      amount_due: amount,
      amount_paid: amount,
      currency: sub.currency,
      description,
      hosted_invoice_url: `${baseUrl}/invoice/${invoiceId}`,
      invoice_pdf: `${baseUrl}/invoice/${invoiceId}?format=pdf`,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      // Stripe answers this list when asked (expand[]=payments); the stand-in always includes it.
      payments: {
        object: 'list',
        data: [
          {
            object: 'invoice_payment',
            id: id('inpay'),
            invoice: invoiceId,
            is_default: true,
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: paymentIntent },
          },
        ],
        has_more: false,
        url: `/v1/invoice_payments?invoice=${invoiceId}`,
      },
      created: now(),
      livemode: false,
    };
    invoices.set(invoiceId, invoice);
    emit('invoice.paid', invoice);
    return invoice;
  }
  const getSubscription = (subId: string) => {
    const s = subscriptions.get(subId);
    if (!s) throw missing('subscription', subId);
    return s;
  };
  function updateSubscription(sub: Subscription, params: FormObject) {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw invalidRequest(`A canceled subscription can only update its cancellation_details and metadata.`);
    }
    const previous: Json = {};
    const itemParams = list(params.items).map(obj);
    const amountBefore = sub.items.data.reduce((sum, i) => sum + Number(i.price.unit_amount) * i.quantity, 0);
    if (itemParams.length > 0) {
      previous.items = structuredClone(sub.items);
      const t = now();
      for (const ip of itemParams) {
        const itemId = str(ip.id);
        const item = itemId ? sub.items.data.find((i) => i.id === itemId) : undefined;
        if (itemId && !item) throw missing('subscription_item', itemId, 'items[0][id]');
        const priceId = str(ip.price);
        if (!item || !priceId) throw invalidRequest('Each item needs an id and a price.', 'items');
        const next = getPrice(priceId, 'items[0][price]');
        const intervalChanged = next.interval !== (item.price.recurring as { interval: string }).interval;
        item.price = priceObject(next);
        // Switching billing interval resets the period (Stripe bills the new interval from now).
        if (intervalChanged) {
          item.current_period_start = t;
          item.current_period_end = addInterval(t, next.interval);
        }
      }
    }
    const cape = str(params.cancel_at_period_end);
    if (cape !== undefined) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = cape === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0]!.current_period_end : null;
    }
    if (params.metadata !== undefined) {
      previous.metadata = sub.metadata;
      sub.metadata = { ...sub.metadata, ...strings(params.metadata) };
    }
    emit('customer.subscription.updated', sub, previous);
    // Simplified proration: an upgrade invoices the price difference at once (always_invoice); no credit notes.
    const amountAfter = sub.items.data.reduce((sum, i) => sum + Number(i.price.unit_amount) * i.quantity, 0);
    if (
      itemParams.length > 0 &&
      str(params.proration_behavior) === 'always_invoice' &&
      amountAfter > amountBefore
    ) {
      createInvoice(
        sub,
        amountAfter - amountBefore,
        `Plan change to ${String(sub.items.data[0]!.price.nickname)} (proration)`,
      );
    }
    return sub;
  }
  function cancelSubscription(sub: Subscription) {
    if (sub.status === 'canceled') {
      throw invalidRequest(`No such subscription: '${sub.id}'; it has already been canceled.`);
    }
    const t = now();
    sub.status = 'canceled';
    sub.canceled_at = t;
    sub.ended_at = t;
    sub.cancel_at_period_end = false;
    emit('customer.subscription.deleted', sub);
    return sub;
  }

  function renewSubscription(sub: Subscription, options: { pay?: boolean | 'retrying' } = {}) {
    if (sub.status === 'canceled') throw invalidRequest(`The subscription ${sub.id} has already ended.`);
    if (sub.cancel_at_period_end) return cancelSubscription(sub);
    const amount = sub.items.data.reduce((sum, i) => sum + Number(i.price.unit_amount) * i.quantity, 0);
    if (sub.status === 'past_due' && options.pay !== false && options.pay !== 'retrying') {
      // Stripe's retry of the period's invoice succeeds (simplified: a paid invoice replaces the open one).
      const previous = { status: sub.status };
      const open = sub.latest_invoice ? invoices.get(sub.latest_invoice) : undefined;
      if (open) open.status = 'void';
      createInvoice(sub, amount, 'Renewal (retried payment)');
      sub.status = 'active';
      emit('customer.subscription.updated', sub, previous);
      return sub;
    }
    if (options.pay === 'retrying') {
      const previous = { status: sub.status, items: structuredClone(sub.items) };
      for (const item of sub.items.data) {
        const interval = (item.price.recurring as { interval: string }).interval;
        item.current_period_start = item.current_period_end;
        item.current_period_end = addInterval(item.current_period_end, interval);
      }
      const invoiceId = id('in');
      const invoice = {
        id: invoiceId,
        object: 'invoice',
        customer: sub.customer,
        number: `BEANS-${String(invoices.size + 1).padStart(4, '0')}`,
        status: 'open',
        amount_due: amount,
        amount_paid: 0,
        attempt_count: 1,
        next_payment_attempt: now() + 3 * 86_400,
        currency: sub.currency,
        description: 'Renewal (payment failed)',
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
        payments: {
          object: 'list',
          data: [],
          has_more: false,
          url: `/v1/invoice_payments?invoice=${invoiceId}`,
        },
        created: now(),
        livemode: false,
      };
      invoices.set(invoiceId, invoice);
      sub.latest_invoice = invoiceId;
      sub.status = 'past_due';
      emit('invoice.payment_failed', invoice);
      emit('customer.subscription.updated', sub, previous);
      return sub;
    }
    if (options.pay === false) {
      // Stripe's retries failed and the account's setting marks the subscription unpaid (it stays, unpaid).
      const previous = { status: sub.status };
      sub.status = 'unpaid';
      emit('customer.subscription.updated', sub, previous);
      return sub;
    }
    const previous = { items: structuredClone(sub.items) };
    for (const item of sub.items.data) {
      const interval = (item.price.recurring as { interval: string }).interval;
      item.current_period_start = item.current_period_end;
      item.current_period_end = addInterval(item.current_period_end, interval);
    }
    createInvoice(
      sub,
      sub.items.data.reduce((sum, i) => sum + Number(i.price.unit_amount) * i.quantity, 0),
      `Renewal of ${sub.items.data.map((i) => String(i.price.nickname)).join(', ')}`,
    );
    emit('customer.subscription.updated', sub, previous);
    return sub;
  }

  // ── API dispatch ──
  function api(method: string, path: string, params: FormObject): { status: number; body: unknown } {
    const parts = path.split('/').filter(Boolean); // ['v1', 'customers', 'cus_x']
    const [, resource, rid, action] = parts;
    const ok = (body: unknown) => ({ status: 200, body });
    const connected = connect.api(method, parts, params) ?? checkout.api(method, parts, params);
    if (connected) return connected;
    if (resource === 'customers') {
      if (method === 'POST' && !rid) return ok(createCustomer(params));
      if (method === 'GET' && !rid) {
        const email = str(params.email);
        return ok(
          listOf(
            [...customers.values()].filter((c) => !email || c.email === email),
            '/v1/customers',
          ),
        );
      }
      if (rid && method === 'GET') return ok(getCustomer(rid, 'id'));
      if (rid && method === 'POST') {
        const c = getCustomer(rid, 'id');
        if (str(params.email) !== undefined) c.email = str(params.email)!;
        if (str(params.name) !== undefined) c.name = str(params.name)!;
        if (params.metadata) c.metadata = { ...c.metadata, ...strings(params.metadata) };
        emit('customer.updated', c);
        return ok(c);
      }
    }
    if (resource === 'prices') {
      if (method === 'GET' && rid) return ok(priceObject(getPrice(rid, 'id')));
      if (method === 'GET') {
        const keys = list(params.lookup_keys).map((k) => String(k));
        const data = [...prices.values()].filter((p) => keys.length === 0 || keys.includes(p.lookupKey));
        const expandProduct = list(params.expand).includes('data.product');
        return ok(
          listOf(
            data.map((p) => ({ ...priceObject(p), ...(expandProduct ? { product: productObject(p) } : {}) })),
            '/v1/prices',
          ),
        );
      }
    }
    if (resource === 'products' && method === 'GET' && rid) {
      const p = [...prices.values()].find((x) => x.productId === rid);
      if (!p) throw missing('product', rid);
      return ok(productObject(p));
    }
    if (resource === 'subscriptions') {
      if (method === 'GET' && !rid) {
        const customer = str(params.customer);
        const status = str(params.status);
        const data = [...subscriptions.values()]
          .filter((s) => !customer || s.customer === customer)
          .filter((s) => (status === 'all' ? true : status ? s.status === status : s.status !== 'canceled'))
          .sort((a, b) => b.created - a.created);
        return ok(listOf(data, '/v1/subscriptions'));
      }
      if (rid && method === 'GET') return ok(getSubscription(rid));
      if (rid && method === 'POST') return ok(updateSubscription(getSubscription(rid), params));
      if (rid && method === 'DELETE') return ok(cancelSubscription(getSubscription(rid)));
    }
    if (resource === 'invoices' && method === 'GET') {
      if (rid) {
        const invoice = invoices.get(rid);
        if (!invoice) throw missing('invoice', rid);
        return ok(invoice);
      }
      const customer = str(params.customer);
      const data = [...invoices.values()]
        .filter((i) => !customer || i.customer === customer)
        .sort((a, b) => b.created - a.created);
      return ok(listOf(data, '/v1/invoices'));
    }
    if (resource === 'billing_portal' && rid === 'sessions' && method === 'POST' && !action) {
      const customer = str(params.customer);
      if (!customer) throw invalidRequest('Missing required param: customer.', 'customer');
      getCustomer(customer);
      const portal: PortalSession = {
        id: id('bps'),
        object: 'billing_portal.session',
        customer,
        return_url: str(params.return_url) ?? null,
        url: '',
        created: now(),
        livemode: false,
      };
      portal.url = `${baseUrl}/portal/${portal.id}`;
      portals.set(portal.id, portal);
      return ok(portal);
    }
    throw new StripeError(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  // ── hosted pages ──
  function hostedPage(
    method: string,
    parts: string[],
    query: URLSearchParams,
  ): { status: number; html?: string; redirect?: string } {
    const connected = connect.hosted(method, parts, query) ?? checkout.hosted(method, parts);
    if (connected) return connected;
    const [kind, pid, act, arg] = parts;
    if (kind === 'invoice' && pid) {
      const invoice = invoices.get(pid);
      if (!invoice) return { status: 404, html: page('Not found', '<h1>Invoice not found.</h1>') };
      return {
        status: 200,
        html: page(
          `Invoice ${String(invoice.number)}`,
          `<h1>Invoice ${escapeHtml(String(invoice.number))}</h1><p>${escapeHtml(String(invoice.description))}</p>
<p class="amount">${money(Number(invoice.amount_paid), String(invoice.currency))}</p>
<p class="muted">Paid ${new Date(invoice.created * 1000).toLocaleDateString('en-US', { dateStyle: 'medium' })}</p>`,
        ),
      };
    }
    if (kind === 'portal' && pid) {
      const portal = portals.get(pid);
      if (!portal)
        return { status: 404, html: page('Not found', '<h1>This billing portal link is not valid.</h1>') };
      if (method === 'POST' && act === 'cancel' && arg) {
        const sub = subscriptions.get(arg);
        if (!sub || sub.customer !== portal.customer)
          return { status: 404, html: page('Not found', '<h1>Subscription not found.</h1>') };
        if (sub.status !== 'canceled') cancelSubscription(sub);
        return { status: 303, redirect: `/portal/${pid}` };
      }
      const customer = customers.get(portal.customer);
      const subs = [...subscriptions.values()].filter((s) => s.customer === portal.customer);
      const rows = subs.map((s) => {
        const item = s.items.data[0]!;
        const name = escapeHtml(String(item.price.nickname ?? item.price.id));
        const amount = money(Number(item.price.unit_amount), String(item.price.currency));
        const ends = new Date(item.current_period_end * 1000).toLocaleDateString('en-US', {
          dateStyle: 'medium',
        });
        return s.status === 'canceled'
          ? `<li><strong>${name}</strong> — canceled</li>`
          : `<li><strong>${name}</strong> — ${amount}, ${s.status}, renews ${ends}
<form method="post" action="/portal/${pid}/cancel/${s.id}"><button class="danger" type="submit">Cancel ${name}</button></form></li>`;
      });
      return {
        status: 200,
        html: page(
          'Billing portal',
          `<h1>Billing portal</h1><p class="muted">${escapeHtml(customer?.email ?? '')}</p>
${rows.length ? `<ul>${rows.join('')}</ul>` : '<p>No subscriptions.</p>'}
${portal.return_url ? `<div class="row"><a class="button secondary" href="${escapeHtml(portal.return_url)}">Return to Beans</a></div>` : ''}`,
        ),
      };
    }
    return { status: 404, html: page('Not found', '<h1>Not found</h1>') };
  }

  // ── HTTP ──
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const method = req.method ?? 'GET';
      const body = Buffer.concat(chunks).toString('utf8');
      const parts = url.pathname.split('/').filter(Boolean);
      const oauthApi = parts[0] === 'oauth' && (parts[1] === 'token' || parts[1] === 'deauthorize');
      if (parts[0] !== 'v1' && !oauthApi) {
        let out: ReturnType<typeof hostedPage>;
        try {
          out = hostedPage(method, parts, url.searchParams);
        } catch (error) {
          const message = error instanceof StripeError ? error.message : 'Something went wrong.';
          out = { status: 400, html: page('Error', `<h1>${escapeHtml(message)}</h1>`) };
        }
        if (out.redirect) res.writeHead(out.status, { location: out.redirect }).end();
        else res.writeHead(out.status, { 'content-type': 'text/html; charset=utf-8' }).end(out.html);
        return;
      }
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      let params: FormObject = {};
      const record = (status: number) =>
        requests.push({ method, path: url.pathname, idempotencyKey: key, status, params });
      const reply = (status: number, json: string) => {
        record(status);
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': id('req'),
          'stripe-version': API_VERSION,
        });
        res.end(json);
      };
      const auth = req.headers.authorization ?? '';
      if (!/^Bearer sk_test_\w+/.test(auth)) {
        reply(
          401,
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              message: 'Invalid API Key provided (the local stand-in accepts sk_test_ keys only).',
            },
          }),
        );
        return;
      }
      params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) || body : body);
      const hash = createHash('sha256').update(`${method} ${url.pathname} ${body}`).digest('hex');
      if (key && method === 'POST') {
        const seen = idempotency.get(key);
        if (seen && seen.hash !== hash) {
          reply(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            }),
          );
          return;
        }
        if (seen) {
          res.setHeader('idempotent-replayed', 'true');
          reply(seen.status, seen.body);
          return;
        }
      }
      let status: number;
      let json: string;
      try {
        const out = api(method, url.pathname, params);
        status = out.status;
        json = JSON.stringify(out.body);
      } catch (error) {
        if (!(error instanceof StripeError))
          log(`[stripe-standin] ${method} ${url.pathname}: ${(error as Error).stack}`);
        status = error instanceof StripeError ? error.status : 500;
        json = JSON.stringify(
          error instanceof StripeError
            ? error.body
            : { error: { type: 'api_error', message: 'Stand-in error' } },
        );
      }
      if (key && method === 'POST' && status < 500) idempotency.set(key, { hash, status, body: json });
      reply(status, json);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    events,
    pending: () => [...pendingEvents],
    async deliverPending(list = [...pendingEvents]) {
      const statuses: number[] = [];
      for (const event of list) {
        const i = pendingEvents.indexOf(event);
        if (i >= 0) pendingEvents.splice(i, 1);
        statuses.push((await send(event)).status);
      }
      return statuses;
    },
    send,
    setDeliver(next) {
      deliver = next;
    },
    completeCheckout: checkout.pay,
    payCheckout: checkout.pay,
    expireCheckout: checkout.expire,
    paymentSession: checkout.session,
    refunds: checkout.refunds,
    failNextRefunds: checkout.failNextRefunds,
    dispute: checkout.dispute,
    subscription: (subId) => subscriptions.get(subId),
    renewSubscription: (subId, options) => renewSubscription(getSubscription(subId), options),
    account: connect.account,
    completeOnboarding: connect.completeOnboarding,
    authorizeOAuth: connect.authorize,
    counts: () => ({
      customers: customers.size,
      checkoutSessions: checkout.count(),
      subscriptions: subscriptions.size,
    }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
