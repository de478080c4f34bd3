import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { buildWorld, runTable, type World } from '@/tests/support/authz/matrix';
import { billingFixtures, teamRows } from '@/tests/support/authz/teams';

// Authorization matrix (issue 20 §1), teams, forms, websites and billing: every row of
// tests/support/authz/teams.ts run for every actor. The mocks stand in for the Next request (session, cookies,
// headers, cache); Stripe is the local stand-in, DNS a resolver that finds no record.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn(), getViewer: vi.fn() }));
vi.mock('@/lib/auth/next-auth', () => ({
  auth: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  LoginError: class LoginError extends Error {},
}));
vi.mock('next-auth', () => ({ AuthError: class AuthError extends Error {} }));
vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  refresh: vi.fn(),
  unstable_cache: (fn: () => unknown) => fn,
}));
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ 'user-agent': 'authz-matrix', 'x-forwarded-for': '203.0.113.21', host: 'localhost' }),
  cookies: async () => ({
    get: () => undefined,
    getAll: () => [],
    has: () => false,
    set: () => {},
    delete: () => {},
  }),
}));
vi.mock('@/lib/sites/dns', () => ({ systemTxtResolver: () => ({ resolveTxt: async () => [] }) }));

const standin = await vi.hoisted(async () => {
  const { startStripeStandin } = await import('@/tools/stripe-standin/server');
  const s = await startStripeStandin({ webhookSecret: 'whsec_authz_matrix', delivery: 'manual' });
  delete process.env.STRIPE_SECRET_KEY;
  process.env.STRIPE_LOCAL_URL = s.url;
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_authz_matrix';
  return s;
});
afterAll(() => standin.stop());

let w: World;
beforeAll(async () => {
  await billingFixtures();
  w = await buildWorld();
});

describe('authorization matrix: teams, forms, websites and billing', () => {
  it('lets the allowed actors in and refuses everyone else without a change', async () => {
    await runTable(w, teamRows);
  }, 300_000);
});
