import type { FormObject } from './form';
import { list, obj, str, strings } from './form';
import { escapeHtml, id, invalidRequest, missing, money, now, page, type Json } from './common';
import type { StandinAccount } from './connect';
import type { StandinPrice } from './catalog';

// Checkout in the local stand-in: one session model, one store and one hosted page for every session the app
// opens (lib/billing/checkout.ts openCheckout):
// - mode=subscription with catalog prices (plans) or inline recurring price_data (memberships, with
//   subscription_data.transfer_data.destination + application_fee_percent: every invoice's payment goes to the
//   connected account less the platform's percent): Pay creates the customer if needed and the subscription;
// - mode=payment with inline price_data, either a platform charge (form fees) or a destination charge
//   (payment_intent_data.transfer_data.destination + application_fee_amount: paid games, fees to a connected
//   account).
// Sessions expire (POST …/expire, or at expires_at when next read); payments make a payment intent; refunds
// (POST /v1/refunds) take part or all of what is left. The hosted page is /checkout/<id> (/pay/<id> for
// destination charges, the address the app and its tests know). Events keep what each kind of charge sent before
// the two implementations became one: checkout.session.completed / .expired for all; payment_intent.succeeded and
// charge.refunded for destination charges; refund.created for platform charges.

export type CheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment';
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  livemode: false;
};
/** What the session will create when paid (not part of Stripe's object). */
export type CheckoutPlan = {
  /** mode=payment: the inline lines. */
  lines: { name: string; unitAmount: number; quantity: number }[];
  /** mode=subscription: the catalog prices and the subscription's metadata. */
  prices: { price: string; quantity: number }[];
  subscriptionMetadata: Record<string, string>;
  /** mode=subscription: subscription_data.transfer_data.destination and application_fee_percent. */
  subscriptionDestination: { destination: string; feePercent: number } | null;
  /** mode=payment: the payment intent's metadata, and the connected account with the platform's fee. */
  intentMetadata: Record<string, string>;
  destination: string | null;
  fee: number;
};
export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded';
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  latest_charge: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  /** not Stripe's: what has been refunded */
  _refunded: number;
};

type Context = {
  emit(type: string, object: Json): void;
  baseUrl(): string;
  account(id: string): StandinAccount | undefined;
  price(id: string, param?: string): StandinPrice;
  /** Registers an inline recurring price (price_data with recurring) and answers its id. */
  inlinePrice(p: { name: string; unitAmount: number; currency: string; interval: 'month' | 'year' }): string;
  /** Throws Stripe's "no such customer" for an unknown id; answers the customer's e-mail. */
  customerEmail(id: string): string | null;
  hasLiveSubscription(customer: string): boolean;
  /** Pay on a subscription session: the customer (made now if the session has none) and the new subscription. */
  subscribe(session: CheckoutSession, plan: CheckoutPlan): { customer: string; subscription: string };
};

export function createCheckoutStandin(ctx: Context) {
  const sessions = new Map<string, CheckoutSession>();
  const plans = new Map<string, CheckoutPlan>();
  const intents = new Map<string, PaymentIntent>();
  const refunds = new Map<string, Json>();
  const disputes = new Map<string, Json & { id: string; created: number }>();
  /** The application fee's refunds (fee_refund objects) of each charge, oldest first. */
  const feeRefunds = new Map<string, Json[]>();
  /** Test control: how many of the next refunds fail (accepted as pending, then refund.updated → failed). */
  let failNext = 0;

  const publicIntent = (pi: PaymentIntent) => {
    const { _refunded, ...rest } = pi;
    void _refunded;
    return rest;
  };

  function paymentLines(params: FormObject) {
    let currency = '';
    const lines = list(params.line_items).map((li) => {
      const o = obj(li);
      const data = obj(o.price_data);
      const unitAmount = Number(str(data.unit_amount));
      const name = str(obj(data.product_data).name);
      const lineCurrency = str(data.currency) ?? 'usd';
      if (!Number.isInteger(unitAmount) || unitAmount < 50 || !name)
        throw invalidRequest(
          'Each line item needs price_data with unit_amount (≥ 50) and product_data[name].',
          'line_items',
        );
      if (currency && currency !== lineCurrency)
        throw invalidRequest('All line items must share a currency.', 'line_items');
      currency = lineCurrency;
      return { name, unitAmount, quantity: Number(str(o.quantity) ?? '1') };
    });
    if (lines.length === 0) throw invalidRequest('Missing required param: line_items.', 'line_items');
    return { lines, currency };
  }

  function subscriptionPrices(params: FormObject, customer: string | null) {
    const prices = list(params.line_items).map((li) => {
      const o = obj(li);
      const data = obj(o.price_data);
      const interval = str(obj(data.recurring).interval);
      const inline =
        str(data.unit_amount) && (interval === 'month' || interval === 'year')
          ? ctx.inlinePrice({
              name: str(obj(data.product_data).name) ?? 'Subscription',
              unitAmount: Number(str(data.unit_amount)),
              currency: str(data.currency) ?? 'usd',
              interval,
            })
          : undefined;
      const price = str(o.price) ?? inline;
      if (!price)
        throw invalidRequest('Each line item needs a price or a recurring price_data.', 'line_items');
      ctx.price(price, 'line_items[0][price]');
      return { price, quantity: Number(str(o.quantity) ?? '1') };
    });
    if (prices.length === 0) throw invalidRequest('Missing required param: line_items.', 'line_items');
    // Like Stripe's "limit customers to one subscription": a customer with a live subscription cannot start another.
    if (customer && ctx.hasLiveSubscription(customer))
      throw invalidRequest('This customer already has an active subscription.', 'customer');
    return prices;
  }

  /** The connected account and the platform's fee of a destination charge (checked as Stripe does). */
  function destinationOf(params: FormObject, total: number) {
    const pid = obj(params.payment_intent_data);
    const destination = str(obj(pid.transfer_data).destination);
    if (!destination) return { destination: null, fee: 0 };
    const account = ctx.account(destination);
    if (!account) throw missing('account', destination, 'payment_intent_data[transfer_data][destination]');
    if (!account.charges_enabled)
      throw invalidRequest(
        `Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments`,
        'payment_intent_data[transfer_data][destination]',
      );
    const fee = Number(str(pid.application_fee_amount) ?? '0');
    if (!Number.isInteger(fee) || fee < 0 || fee > total)
      throw invalidRequest(
        'application_fee_amount must be between 0 and the amount.',
        'payment_intent_data[application_fee_amount]',
      );
    return { destination, fee };
  }

  /** A subscription whose invoices are destination charges: the account and the platform's percent. */
  function subscriptionDestinationOf(params: FormObject) {
    const data = obj(params.subscription_data);
    const destination = str(obj(data.transfer_data).destination);
    if (!destination) return null;
    const account = ctx.account(destination);
    if (!account) throw missing('account', destination, 'subscription_data[transfer_data][destination]');
    if (!account.charges_enabled)
      throw invalidRequest(
        `Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments`,
        'subscription_data[transfer_data][destination]',
      );
    const feePercent = Number(str(data.application_fee_percent) ?? '0');
    if (!Number.isFinite(feePercent) || feePercent < 0 || feePercent > 100)
      throw invalidRequest(
        'application_fee_percent must be between 0 and 100.',
        'subscription_data[application_fee_percent]',
      );
    return { destination, feePercent };
  }

  /** A subscription invoice's payment (the simulated card always succeeds); refundable like a Checkout payment. */
  function chargeInvoice(input: {
    amount: number;
    currency: string;
    destination: string | null;
    feePercent: number;
    metadata: Record<string, string>;
  }) {
    const pi: PaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: input.amount,
      amount_received: input.amount,
      currency: input.currency,
      status: 'succeeded',
      application_fee_amount: input.destination ? Math.round((input.amount * input.feePercent) / 100) : null,
      transfer_data: input.destination ? { destination: input.destination } : null,
      latest_charge: id('ch'),
      metadata: input.metadata,
      created: now(),
      livemode: false,
      _refunded: 0,
    };
    intents.set(pi.id, pi);
    return pi.id;
  }

  function create(params: FormObject): CheckoutSession {
    const mode = str(params.mode);
    if (mode !== 'payment' && mode !== 'subscription')
      throw invalidRequest(
        'Only mode=subscription and mode=payment are supported by the local stand-in.',
        'mode',
      );
    const successUrl = str(params.success_url);
    if (!successUrl) throw invalidRequest('Missing required param: success_url.', 'success_url');
    const customer = str(params.customer) ?? null;
    if (customer) ctx.customerEmail(customer);
    const plan: CheckoutPlan = {
      lines: [],
      prices: [],
      subscriptionMetadata: {},
      subscriptionDestination: null,
      intentMetadata: {},
      destination: null,
      fee: 0,
    };
    let total: number;
    let currency: string;
    if (mode === 'payment') {
      const payment = paymentLines(params);
      plan.lines = payment.lines;
      currency = payment.currency;
      total = payment.lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
      Object.assign(plan, destinationOf(params, total));
      plan.intentMetadata = strings(obj(params.payment_intent_data).metadata);
    } else {
      plan.prices = subscriptionPrices(params, customer);
      plan.subscriptionMetadata = strings(obj(params.subscription_data).metadata);
      plan.subscriptionDestination = subscriptionDestinationOf(params);
      currency = ctx.price(plan.prices[0]!.price).currency;
      total = plan.prices.reduce((sum, li) => sum + ctx.price(li.price).unitAmount * li.quantity, 0);
    }
    const t = now();
    const expiresAt = Number(str(params.expires_at) ?? t + 24 * 3600);
    if (!Number.isInteger(expiresAt) || expiresAt < t + 30 * 60 - 5 || expiresAt > t + 24 * 3600)
      throw invalidRequest(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
        'expires_at',
      );
    const sessionId = id('cs_test');
    const session: CheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      mode,
      customer,
      customer_email: str(params.customer_email) ?? null,
      client_reference_id: str(params.client_reference_id) ?? null,
      metadata: strings(params.metadata),
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      subscription: null,
      success_url: successUrl,
      cancel_url: str(params.cancel_url) ?? null,
      url: `${ctx.baseUrl()}/${plan.destination ? 'pay' : 'checkout'}/${sessionId}`,
      amount_total: total,
      currency,
      created: t,
      expires_at: expiresAt,
      livemode: false,
    };
    sessions.set(sessionId, session);
    plans.set(sessionId, plan);
    return session;
  }

  function get(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    return touch(session);
  }

  /** A session past its expires_at expires when next touched (Stripe does it on its own clock). */
  function touch(session: CheckoutSession) {
    if (session.status === 'open' && session.expires_at <= now()) expire(session);
    return session;
  }

  function expire(session: CheckoutSession) {
    if (session.status !== 'open')
      throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.');
    session.status = 'expired';
    session.url = null;
    ctx.emit('checkout.session.expired', { ...session });
    return session;
  }

  /** The hosted page's Pay: answers where the browser goes next. */
  function pay(sessionId: string) {
    const session = get(sessionId);
    if (session.status !== 'open') throw invalidRequest('This Checkout session is no longer open.');
    const plan = plans.get(sessionId)!;
    if (session.mode === 'subscription') {
      const made = ctx.subscribe(session, plan);
      session.customer = made.customer;
      session.subscription = made.subscription;
    } else {
      const pi: PaymentIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        application_fee_amount: plan.destination ? plan.fee : null,
        transfer_data: plan.destination ? { destination: plan.destination } : null,
        latest_charge: id('ch'),
        metadata: plan.intentMetadata,
        created: now(),
        livemode: false,
        _refunded: 0,
      };
      intents.set(pi.id, pi);
      session.payment_intent = pi.id;
      if (plan.destination) ctx.emit('payment_intent.succeeded', publicIntent(pi));
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    ctx.emit('checkout.session.completed', { ...session });
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  function refund(params: FormObject) {
    const piId = str(params.payment_intent);
    if (!piId) throw invalidRequest('Missing required param: payment_intent.', 'payment_intent');
    const pi = intents.get(piId);
    if (!pi) throw missing('payment_intent', piId, 'payment_intent');
    const left = pi.amount - pi._refunded;
    if (left <= 0)
      throw invalidRequest(
        `Charge ${pi.latest_charge} has already been refunded.`,
        'amount',
        'charge_already_refunded',
      );
    const amount = str(params.amount) ? Number(str(params.amount)) : left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      throw invalidRequest(
        `Refund amount (${amount}) is greater than the unrefunded amount (${left}).`,
        'amount',
      );
    const failing = failNext > 0;
    if (failing) failNext--;
    if (!failing) pi._refunded += amount;
    // refund_application_fee: Stripe refunds the application fee in the refund's proportion (all of it for a
    // refund of the whole charge); without it, the fee is kept.
    const fee = pi.application_fee_amount ?? 0;
    if (!failing && fee > 0 && str(params.refund_application_fee) === 'true') {
      const refunds = feeRefunds.get(pi.latest_charge) ?? [];
      const returned = refunds.reduce((sum, r) => sum + Number(r.amount), 0);
      const share = amount >= pi.amount ? fee : Math.round((fee * amount) / pi.amount);
      const back = Math.max(0, Math.min(share, fee - returned));
      if (back > 0) {
        refunds.push({
          id: id('fr'),
          object: 'fee_refund',
          amount: back,
          currency: pi.currency,
          fee: feeIdOf(pi),
          balance_transaction: null,
          metadata: {},
          created: now(),
        });
        feeRefunds.set(pi.latest_charge, refunds);
      }
    }
    const re = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: pi.currency,
      payment_intent: pi.id,
      charge: pi.latest_charge,
      status: failing ? 'pending' : 'succeeded',
      metadata: strings(params.metadata),
      // not Stripe's fields: what the stand-in was asked to do with the transfer and the fee
      _reverse_transfer: str(params.reverse_transfer) === 'true',
      _refund_application_fee: str(params.refund_application_fee) === 'true',
      created: now(),
    };
    refunds.set(re.id, re);
    const answer = structuredClone(re);
    if (failing) {
      // Like a card that can no longer take money back: the refund is accepted (pending), then fails.
      Object.assign(re, { status: 'failed', failure_reason: 'expired_or_canceled_card' });
      ctx.emit('refund.updated', re);
      ctx.emit('refund.failed', re);
    } else if (pi.transfer_data) {
      ctx.emit('charge.refunded', chargeOf(pi));
    } else {
      ctx.emit('refund.created', re);
    }
    return answer;
  }

  /** The charge of a payment intent, as charge.* events carry it and GET /v1/charges/:id answers: a destination
   * charge's `application_fee` is the fee's id, or the fee object itself when asked (expand[]=application_fee). */
  function chargeOf(pi: PaymentIntent, expandFee = false) {
    const fee = (pi.application_fee_amount ?? 0) > 0;
    return {
      id: pi.latest_charge,
      object: 'charge',
      amount: pi.amount,
      amount_refunded: pi._refunded,
      application_fee: fee ? (expandFee ? applicationFeeOf(pi) : feeIdOf(pi)) : null,
      application_fee_amount: pi.application_fee_amount,
      payment_intent: pi.id,
      refunded: pi._refunded === pi.amount,
      currency: pi.currency,
      metadata: pi.metadata,
    };
  }

  const feeIdOf = (pi: PaymentIntent) => `fee_${pi.latest_charge.replace(/^ch_/, '')}`;
  /** A destination charge's payment on the connected account (py_…): the charge its application fee is taken from. */
  const feeChargeOf = (pi: PaymentIntent) => `py_${pi.latest_charge.replace(/^ch_/, '')}`;

  /** The application fee of a destination charge (Stripe's application_fee object: amount_refunded, refunds). */
  function applicationFeeOf(pi: PaymentIntent) {
    const refunds = feeRefunds.get(pi.latest_charge) ?? [];
    const amountRefunded = refunds.reduce((sum, r) => sum + Number(r.amount), 0);
    const amount = pi.application_fee_amount ?? 0;
    const feeId = feeIdOf(pi);
    return {
      id: feeId,
      object: 'application_fee',
      account: pi.transfer_data?.destination ?? null,
      amount,
      amount_refunded: amountRefunded,
      application: 'ca_standin',
      balance_transaction: null,
      // As Stripe has it for a destination charge: `charge` is the connected account's payment (py_…), and the
      // platform's charge (ch_…) is `originating_transaction`.
      charge: feeChargeOf(pi),
      currency: pi.currency,
      created: pi.created,
      livemode: false,
      originating_transaction: pi.latest_charge,
      refunded: amount > 0 && amountRefunded >= amount,
      refunds: {
        object: 'list',
        data: [...refunds].reverse(),
        has_more: false,
        url: `/v1/application_fees/${feeId}/refunds`,
      },
    };
  }

  /** The destination charges with a platform fee (those Stripe makes an application fee for). */
  const feeIntents = () => [...intents.values()].filter((pi) => (pi.application_fee_amount ?? 0) > 0);

  /** GET /v1/refunds?payment_intent=…: newest first, as Stripe lists them. */
  function listRefunds(params: FormObject) {
    const piId = str(params.payment_intent);
    const data = [...refunds.values()]
      .filter((r) => !piId || r.payment_intent === piId)
      .reverse()
      .map((r) => {
        const { _reverse_transfer, _refund_application_fee, ...rest } = r;
        void _reverse_transfer;
        void _refund_application_fee;
        return rest;
      });
    return { object: 'list', data, has_more: false, url: '/v1/refunds' };
  }

  /** A cardholder disputes a charge (test control): charge.dispute.created, or .closed with the outcome. */
  function dispute(paymentIntentId: string, status: 'needs_response' | 'won' | 'lost') {
    const pi = intents.get(paymentIntentId);
    if (!pi) throw missing('payment_intent', paymentIntentId, 'payment_intent');
    const existing = disputes.get(pi.id);
    const object = {
      id: existing?.id ?? id('dp'),
      object: 'dispute',
      amount: pi.amount - pi._refunded,
      currency: pi.currency,
      charge: pi.latest_charge,
      payment_intent: pi.id,
      reason: 'fraudulent',
      status,
      created: existing?.created ?? now(),
      livemode: false,
    };
    disputes.set(pi.id, object);
    ctx.emit(status === 'needs_response' ? 'charge.dispute.created' : 'charge.dispute.closed', object);
    return object;
  }

  /** /v1/checkout/sessions, …/:id, …/:id/expire, /v1/payment_intents/:id, /v1/charges/:id, /v1/application_fees,
   * /v1/refunds. */
  function api(
    method: string,
    parts: string[],
    params: FormObject,
  ): { status: number; body: unknown } | undefined {
    const ok = (body: unknown) => ({ status: 200, body });
    const [, resource, rid, action, verb] = parts;
    if (resource === 'checkout' && rid === 'sessions') {
      if (method === 'POST' && !action) return ok(create(params));
      if (method === 'GET' && action && !verb) return ok(get(action));
      if (method === 'POST' && action && verb === 'expire') return ok(expire(get(action)));
      return undefined;
    }
    if (resource === 'payment_intents' && method === 'GET' && rid) {
      const pi = intents.get(rid);
      if (!pi) throw missing('payment_intent', rid, 'id');
      return ok(publicIntent(pi));
    }
    if (resource === 'application_fees' && method === 'GET') {
      if (!rid) {
        // GET /v1/application_fees?charge=py_…: newest first (the fee's `charge`: the platform's ch_ finds none).
        const charge = str(params.charge);
        const data = feeIntents()
          .filter((pi) => !charge || feeChargeOf(pi) === charge)
          .reverse()
          .map(applicationFeeOf);
        return ok({ object: 'list', data, has_more: false, url: '/v1/application_fees' });
      }
      const pi = feeIntents().find((p) => feeIdOf(p) === rid);
      if (!pi) throw missing('application_fee', rid, 'id');
      const fee = applicationFeeOf(pi);
      if (!action) return ok(fee);
      if (action === 'refunds' && !verb) return ok(fee.refunds);
      return undefined;
    }
    if (resource === 'charges' && method === 'GET' && rid && !action) {
      const pi = [...intents.values()].find((p) => p.latest_charge === rid);
      if (!pi) throw missing('charge', rid, 'id');
      return ok(chargeOf(pi, list(params.expand).includes('application_fee')));
    }
    if (resource === 'refunds' && method === 'POST' && !rid) return ok(refund(params));
    if (resource === 'refunds' && method === 'GET' && !rid) return ok(listRefunds(params));
    return undefined;
  }

  /** The hosted Checkout page: /checkout/<id> and /pay/<id> (GET), …/pay (POST: the Pay button). */
  function hosted(
    method: string,
    parts: string[],
  ): { status: number; html?: string; redirect?: string } | undefined {
    const [kind, sid, act] = parts;
    if ((kind !== 'checkout' && kind !== 'pay') || !sid) return undefined;
    const found = sessions.get(sid);
    if (!found) return { status: 404, html: page('Not found', '<h1>This checkout link is not valid.</h1>') };
    const session = touch(found);
    if (method === 'POST' && act === 'pay') return { status: 303, redirect: pay(sid) };
    const back = session.cancel_url
      ? `<div class="row"><a class="button secondary" href="${escapeHtml(session.cancel_url)}">Back to Beans</a></div>`
      : '';
    if (session.status !== 'open') {
      const said =
        session.status === 'expired' ? 'This checkout has expired.' : 'This checkout has already been paid.';
      return { status: 410, html: page('Checkout', `<h1>${said}</h1>${back}`) };
    }
    const plan = plans.get(sid)!;
    const lines =
      session.mode === 'subscription'
        ? plan.prices.map((li) => {
            const p = ctx.price(li.price);
            return `<p><strong>${escapeHtml(p.productName)}</strong> — ${money(p.unitAmount, p.currency)} / ${p.interval}</p>`;
          })
        : plan.lines.map(
            (l) =>
              `<p><strong>${escapeHtml(l.name)}</strong> — ${money(l.unitAmount, session.currency)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}</p>`,
          );
    const total = money(session.amount_total, session.currency);
    const email = session.customer ? ctx.customerEmail(session.customer) : session.customer_email;
    // The words of each kind of session, as the e2e specs know them.
    const words =
      session.mode === 'subscription'
        ? {
            title: plan.subscriptionDestination ? 'Subscribe' : 'Subscribe to Beans',
            pay: 'Pay and subscribe',
            note: '',
          }
        : plan.destination
          ? {
              title: 'Pay for your spot',
              pay: `Pay ${total}`,
              note: ` Your spot is held until ${escapeHtml(
                new Date(session.expires_at * 1000).toLocaleTimeString('en-US', { timeStyle: 'short' }),
              )}.`,
            }
          : { title: 'Pay Beans', pay: 'Pay', note: '' };
    return {
      status: 200,
      html: page(
        'Checkout',
        `<h1>${words.title}</h1>${lines.join('')}<p class="amount">${total}</p>
<p class="muted">Billed to ${escapeHtml(email ?? 'you')}.${words.note} This is a simulated card payment.</p>
<form method="post" action="/${kind}/${session.id}/pay" class="row"><button class="primary" type="submit">${words.pay}</button>
${session.cancel_url ? `<a class="button secondary" href="${escapeHtml(session.cancel_url)}">Cancel</a>` : ''}</form>`,
      ),
    };
  }

  return {
    api,
    hosted,
    pay,
    chargeInvoice,
    expire: (sessionId: string) => expire(get(sessionId)),
    session: (sessionId: string) => sessions.get(sessionId),
    count: () => sessions.size,
    refunds: () => [...refunds.values()],
    failNextRefunds: (count = 1) => {
      failNext = count;
    },
    dispute,
  };
}
