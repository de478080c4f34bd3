import type { FormObject } from './form';
import { list, obj, str, strings } from './form';
import { escapeHtml, id, invalidRequest, missing, money, now, page, type Json } from './common';
import type { StandinAccount } from './connect';

// One-off payments in the local stand-in: Checkout in mode=payment with inline price_data, as a destination charge
// (payment_intent_data.transfer_data.destination + application_fee_amount) to a connected account; the hosted page
// at /pay/<session>; sessions expire (POST …/expire, or at expires_at when read); refunds (POST /v1/refunds) with
// reverse_transfer and refund_application_fee. Events: checkout.session.completed / .expired,
// payment_intent.succeeded, charge.refunded — on the platform endpoint (destination charges are the platform's).

export type PaymentSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  customer: null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  subscription: null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  livemode: false;
};
type Line = { name: string; unitAmount: number; quantity: number };
type Hidden = {
  lines: Line[];
  fee: number;
  destination: string;
  intentMetadata: Record<string, string>;
};
export type PaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded';
  application_fee_amount: number;
  transfer_data: { destination: string };
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
};

export function createPaymentStandin(ctx: Context) {
  const sessions = new Map<string, PaymentSession>();
  const hidden = new Map<string, Hidden>();
  const intents = new Map<string, PaymentIntent>();
  const refunds = new Map<string, Json>();

  const publicIntent = (pi: PaymentIntent) => {
    const { _refunded, ...rest } = pi;
    void _refunded;
    return rest;
  };

  function create(params: FormObject): PaymentSession {
    const successUrl = str(params.success_url);
    if (!successUrl) throw invalidRequest('Missing required param: success_url.', 'success_url');
    const lines = list(params.line_items).map((li) => {
      const o = obj(li);
      const pd = obj(o.price_data);
      const amount = Number(str(pd.unit_amount));
      const name = str(obj(pd.product_data).name);
      if (!Number.isInteger(amount) || amount < 50 || !name)
        throw invalidRequest(
          'Each line item needs price_data with unit_amount (>= 50) and product_data.name.',
          'line_items',
        );
      return {
        name,
        unitAmount: amount,
        quantity: Number(str(o.quantity) ?? '1'),
        currency: str(pd.currency) ?? 'usd',
      };
    });
    if (lines.length === 0) throw invalidRequest('Missing required param: line_items.', 'line_items');
    const pid = obj(params.payment_intent_data);
    const destination = str(obj(pid.transfer_data).destination);
    if (!destination)
      throw invalidRequest('The local stand-in takes destination charges only.', 'payment_intent_data');
    const account = ctx.account(destination);
    if (!account) throw missing('account', destination, 'payment_intent_data[transfer_data][destination]');
    if (!account.charges_enabled)
      throw invalidRequest(
        `Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments`,
        'payment_intent_data[transfer_data][destination]',
      );
    const total = lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0);
    const fee = Number(str(pid.application_fee_amount) ?? '0');
    if (!Number.isInteger(fee) || fee < 0 || fee > total)
      throw invalidRequest(
        'application_fee_amount must be between 0 and the amount.',
        'payment_intent_data[application_fee_amount]',
      );
    const t = now();
    const expiresAt = Number(str(params.expires_at) ?? t + 24 * 3600);
    if (expiresAt < t + 30 * 60 - 5 || expiresAt > t + 24 * 3600)
      throw invalidRequest(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.',
        'expires_at',
      );
    const sessionId = id('cs_test');
    const session: PaymentSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      customer: null,
      customer_email: str(params.customer_email) ?? null,
      client_reference_id: str(params.client_reference_id) ?? null,
      metadata: strings(params.metadata),
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      subscription: null,
      success_url: successUrl,
      cancel_url: str(params.cancel_url) ?? null,
      url: `${ctx.baseUrl()}/pay/${sessionId}`,
      amount_total: total,
      currency: lines[0]!.currency,
      created: t,
      expires_at: expiresAt,
      livemode: false,
    };
    sessions.set(sessionId, session);
    hidden.set(sessionId, { lines, fee, destination, intentMetadata: strings(pid.metadata) });
    return session;
  }

  /** A session past its expires_at expires when next touched (Stripe does it on its own clock). */
  function touch(session: PaymentSession) {
    if (session.status === 'open' && session.expires_at <= now()) expire(session);
    return session;
  }

  function expire(session: PaymentSession) {
    if (session.status !== 'open')
      throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.');
    session.status = 'expired';
    session.url = null;
    ctx.emit('checkout.session.expired', { ...session });
    return session;
  }

  function pay(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    touch(session);
    if (session.status !== 'open') throw invalidRequest('This Checkout session is no longer open.');
    const h = hidden.get(sessionId)!;
    const pi: PaymentIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      application_fee_amount: h.fee,
      transfer_data: { destination: h.destination },
      latest_charge: id('ch'),
      metadata: h.intentMetadata,
      created: now(),
      livemode: false,
      _refunded: 0,
    };
    intents.set(pi.id, pi);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = pi.id;
    session.url = null;
    ctx.emit('payment_intent.succeeded', publicIntent(pi));
    ctx.emit('checkout.session.completed', { ...session });
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  function refund(params: FormObject) {
    const piId = str(params.payment_intent);
    if (!piId) throw invalidRequest('Missing required param: payment_intent.', 'payment_intent');
    const pi = intents.get(piId);
    if (!pi) throw missing('payment_intent', piId, 'payment_intent');
    const amount = Number(str(params.amount) ?? pi.amount - pi._refunded);
    if (amount <= 0 || pi._refunded + amount > pi.amount)
      throw invalidRequest(`Charge ${pi.latest_charge} has already been refunded.`, 'amount');
    pi._refunded += amount;
    const re = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: pi.currency,
      payment_intent: pi.id,
      charge: pi.latest_charge,
      status: 'succeeded',
      metadata: strings(params.metadata),
      // not Stripe's fields: what the stand-in was asked to do with the transfer and the fee
      _reverse_transfer: str(params.reverse_transfer) === 'true',
      _refund_application_fee: str(params.refund_application_fee) === 'true',
      created: now(),
    };
    refunds.set(re.id, re);
    ctx.emit('charge.refunded', {
      id: pi.latest_charge,
      object: 'charge',
      amount: pi.amount,
      amount_refunded: pi._refunded,
      payment_intent: pi.id,
      refunded: pi._refunded === pi.amount,
      currency: pi.currency,
    });
    return re;
  }

  /** /v1/checkout/sessions (mode=payment), …/:id, …/:id/expire, /v1/payment_intents/:id, /v1/refunds. */
  function api(
    method: string,
    parts: string[],
    params: FormObject,
  ): { status: number; body: unknown } | undefined {
    const ok = (body: unknown) => ({ status: 200, body });
    const [, resource, rid, action, verb] = parts;
    if (resource === 'checkout' && rid === 'sessions') {
      // Destination charges (paid games, fees to a connected account); a platform charge (a form fee without a
      // connected account) is the main stand-in's.
      if (method === 'POST' && !action && str(params.mode) === 'payment')
        return str(obj(obj(params.payment_intent_data).transfer_data).destination)
          ? ok(create(params))
          : undefined;
      const session = action ? sessions.get(action) : undefined;
      if (!session) return undefined;
      if (method === 'GET' && !verb) return ok(touch(session));
      if (method === 'POST' && verb === 'expire') return ok(expire(touch(session)));
      return undefined;
    }
    // Payment intents and refunds of this module's sessions; others are the main stand-in's.
    if (resource === 'payment_intents' && method === 'GET' && rid) {
      const pi = intents.get(rid);
      return pi ? ok(publicIntent(pi)) : undefined;
    }
    if (resource === 'refunds' && method === 'POST' && !rid) {
      const piId = str(params.payment_intent);
      return piId && !intents.has(piId) ? undefined : ok(refund(params));
    }
    return undefined;
  }

  function hosted(
    method: string,
    parts: string[],
  ): { status: number; html?: string; redirect?: string } | undefined {
    const [kind, pid, act] = parts;
    if (kind !== 'pay' || !pid) return undefined;
    const session = sessions.get(pid);
    if (!session)
      return { status: 404, html: page('Not found', '<h1>This checkout link is not valid.</h1>') };
    touch(session);
    if (method === 'POST' && act === 'pay') return { status: 303, redirect: pay(pid) };
    if (session.status !== 'open') {
      const back = session.cancel_url
        ? `<div class="row"><a class="button secondary" href="${escapeHtml(session.cancel_url)}">Back to Beans</a></div>`
        : '';
      return {
        status: 410,
        html: page(
          'Checkout',
          `<h1>${session.status === 'expired' ? 'This checkout has expired.' : 'This checkout has already been paid.'}</h1>${back}`,
        ),
      };
    }
    const h = hidden.get(pid)!;
    const lines = h.lines
      .map(
        (l) =>
          `<p><strong>${escapeHtml(l.name)}</strong> — ${money(l.unitAmount, session.currency)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}</p>`,
      )
      .join('');
    const until = new Date(session.expires_at * 1000).toLocaleTimeString('en-US', { timeStyle: 'short' });
    return {
      status: 200,
      html: page(
        'Checkout',
        `<h1>Pay for your spot</h1>${lines}<p class="amount">${money(session.amount_total, session.currency)}</p>
<p class="muted">${session.customer_email ? `Paid by ${escapeHtml(session.customer_email)}. ` : ''}Your spot is held until ${escapeHtml(until)}. This is a simulated card payment.</p>
<form method="post" action="/pay/${session.id}/pay" class="row"><button class="primary" type="submit">Pay ${money(session.amount_total, session.currency)}</button>
${session.cancel_url ? `<a class="button secondary" href="${escapeHtml(session.cancel_url)}">Cancel</a>` : ''}</form>`,
      ),
    };
  }

  return {
    api,
    hosted,
    pay,
    expire: (sessionId: string) => {
      const s = sessions.get(sessionId);
      if (!s) throw missing('checkout.session', sessionId);
      return expire(s);
    },
    session: (sessionId: string) => sessions.get(sessionId),
    refunds: () => [...refunds.values()],
  };
}
