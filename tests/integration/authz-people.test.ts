import { beforeAll, describe, it, vi } from 'vitest';
import { buildWorld, runTable, type World } from '@/tests/support/authz/matrix';
import { peopleRows } from '@/tests/support/authz/people';

// Authorization matrix (issue 20 §1), people and their own things: every row of tests/support/authz/people.ts
// run for every actor. The mocks stand in for the Next request (session, cookies, headers, cache).

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

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});

describe('authorization matrix: people, settings, places and posts', () => {
  it('lets the allowed actors in and refuses everyone else without a change', async () => {
    await runTable(w, peopleRows);
  }, 300_000);
});
