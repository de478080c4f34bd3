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
