import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { decidePlanChange, subscriptionStatusOf } from '@/lib/billing/rules';
import { parseStripeForm } from '@/tools/stripe-standin/form';
import { signWebhook } from '@/tools/stripe-standin/server';

const ROOKIE = { id: 'team-rookie', priceId: null };
const PRO = { id: 'team-pro', priceId: 'price_pro' };
const ALL_STAR = { id: 'team-all-star', priceId: 'price_all_star' };
const paid = (planId: string, hasProviderSubscription = true) => ({ planId, hasProviderSubscription });

describe('plan changes (spec 02 §4)', () => {
  it('the free plan cancels a paid one and does nothing on the free level', () => {
    expect(decidePlanChange({ current: paid(PRO.id), target: ROOKIE })).toBe('cancel');
    expect(decidePlanChange({ current: null, target: ROOKIE })).toBe('none');
  });
  it('a paid plan changes a paid subscription, goes to Checkout from the free level', () => {
    expect(decidePlanChange({ current: paid(PRO.id), target: ALL_STAR })).toBe('change');
    expect(decidePlanChange({ current: null, target: PRO })).toBe('checkout');
    expect(decidePlanChange({ current: paid(PRO.id), target: PRO })).toBe('none');
  });
  it('a plan recorded without a Stripe subscription is paid for through Checkout', () => {
    expect(decidePlanChange({ current: paid(PRO.id, false), target: ALL_STAR })).toBe('checkout');
  });
  it('maps every Stripe status, unknown ones to INCOMPLETE', () => {
    expect(subscriptionStatusOf('active')).toBe('ACTIVE');
    expect(subscriptionStatusOf('unpaid')).toBe('PAST_DUE');
    expect(subscriptionStatusOf('incomplete_expired')).toBe('CANCELED');
    expect(subscriptionStatusOf('something_new')).toBe('INCOMPLETE');
  });
});

describe('the stand-in wire format', () => {
  it('parses bracket keys and indexed arrays as stripe-node sends them', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_x&line_items[0][quantity]=1&metadata[teamId]=t1' +
      '&subscription_data[metadata][a]=b&expand[0]=data.product&expand[1]=customer';
    expect(parseStripeForm(encodeURI(body))).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_x', quantity: '1' }],
      metadata: { teamId: 't1' },
      subscription_data: { metadata: { a: 'b' } },
      expand: ['data.product', 'customer'],
    });
  });
  it('signs webhooks the way Stripe verifies them', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping', data: { object: {} } });
    const header = signWebhook(payload, 'whsec_unit');
    expect(Stripe.webhooks.constructEvent(payload, header, 'whsec_unit').id).toBe('evt_1');
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
    const old = signWebhook(payload, 'whsec_unit', Math.floor(Date.now() / 1000) - 301);
    expect(() => Stripe.webhooks.constructEvent(payload, old, 'whsec_unit')).toThrow(/tolerance/);
  });
});
