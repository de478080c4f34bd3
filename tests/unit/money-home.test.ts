import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One home for money (issue 33 §2, docs/payments.md): Stripe Checkout is opened in one file and the
// `transactions` ledger is written by one module. A second caller is a second place where the sign convention,
// the metadata the webhook dispatches on, or the idempotency keys can drift.

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string, out: string[] = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === 'generated' || name.startsWith('.')) continue;
    if (statSync(full).isDirectory()) sources(full, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(path.relative(ROOT, full));
  }
  return out;
}

const files = [...sources(path.join(ROOT, 'lib')), ...sources(path.join(ROOT, 'app'))].map((file) => ({
  file,
  text: readFileSync(path.join(ROOT, file), 'utf8'),
}));

/** The files whose code matches `pattern` (comments stripped, so a mention in prose does not count). */
function filesMatching(pattern: RegExp) {
  return files
    .filter(({ text }) => pattern.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')))
    .map(({ file }) => file);
}

describe('one home for money', () => {
  it('opens Stripe Checkout from one file only', () => {
    expect(filesMatching(/checkout\s*\.\s*sessions\s*\.\s*create\s*\(/)).toEqual(['lib/billing/checkout.ts']);
  });

  it('writes the transactions ledger from one module only', () => {
    const writers = filesMatching(
      /\.\s*transaction\s*\.\s*(create|createMany|createManyAndReturn|upsert|update|updateMany|delete|deleteMany)\s*\(|INSERT\s+INTO\s+"?transactions"?/i,
    );
    expect(writers).toEqual(['lib/billing/ledger.ts']);
  });

  it('the guard sees a second writer (it is not vacuous)', () => {
    const planted = `await tx.transaction.create({ data }); await stripe.checkout.sessions.create(params);`;
    expect(/\.\s*transaction\s*\.\s*(create)\s*\(/.test(planted)).toBe(true);
    expect(/checkout\s*\.\s*sessions\s*\.\s*create\s*\(/.test(planted)).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });
});

describe('openCheckout parameters', () => {
  it('a paid game: a destination charge with the fee, the kind in both metadata, an expiry', async () => {
    const { checkoutParams, paymentKindOf } = await import('@/lib/billing/checkout');
    const params = checkoutParams({
      kind: 'event-payment',
      reference: 'pay_1',
      customer: { email: 'p@example.com' },
      lines: [{ name: 'Pickup', unitAmount: 1500, currency: 'usd', quantity: 2 }],
      metadata: { eventPaymentId: 'pay_1' },
      destination: { account: 'acct_1', feeCents: 180 },
      expiresAt: 1_900_000_000,
      successUrl: 'https://x/s',
      cancelUrl: 'https://x/c',
      idempotencyKey: 'k',
    });
    expect(params).toEqual({
      mode: 'payment',
      customer_email: 'p@example.com',
      client_reference_id: 'pay_1',
      line_items: [
        { quantity: 2, price_data: { currency: 'usd', unit_amount: 1500, product_data: { name: 'Pickup' } } },
      ],
      metadata: { beansKind: 'event-payment', eventPaymentId: 'pay_1' },
      payment_intent_data: {
        metadata: { beansKind: 'event-payment', eventPaymentId: 'pay_1' },
        application_fee_amount: 180,
        transfer_data: { destination: 'acct_1' },
      },
      expires_at: 1_900_000_000,
      success_url: 'https://x/s',
      cancel_url: 'https://x/c',
    });
    expect(paymentKindOf({ metadata: params.metadata as Record<string, string> })).toBe('event-payment');
    // Sessions of paid games opened before the kind key are still theirs.
    expect(paymentKindOf({ metadata: { eventPaymentId: 'pay_0' } })).toBe('event-payment');
    expect(paymentKindOf({ metadata: {} })).toBeNull();
  });

  it('a form fee on the platform has no fee and no transfer; a plan is a subscription of a customer', async () => {
    const { checkoutParams } = await import('@/lib/billing/checkout');
    const common = { successUrl: 'https://x/s', cancelUrl: 'https://x/c', idempotencyKey: 'k' };
    const form = checkoutParams({
      ...common,
      kind: 'form-payment',
      reference: 'u1',
      customer: { email: 'p@example.com' },
      lines: [{ name: 'Fee', unitAmount: 3000, currency: 'usd', quantity: 1 }],
      metadata: { submissionId: 's1' },
      destination: null,
    });
    expect(form.payment_intent_data).toEqual({ metadata: { beansKind: 'form-payment', submissionId: 's1' } });
    expect(form).not.toHaveProperty('expires_at');
    const plan = checkoutParams({
      ...common,
      kind: 'subscription',
      reference: 'team-t1',
      customer: { id: 'cus_1' },
      lines: [{ price: 'price_pro', quantity: 1 }],
      metadata: { beansOwner: 'TEAM' },
    });
    expect(plan).toEqual({
      mode: 'subscription',
      customer: 'cus_1',
      client_reference_id: 'team-t1',
      line_items: [{ price: 'price_pro', quantity: 1 }],
      metadata: { beansOwner: 'TEAM' },
      subscription_data: { metadata: { beansOwner: 'TEAM' } },
      success_url: 'https://x/s',
      cancel_url: 'https://x/c',
    });
  });
});
