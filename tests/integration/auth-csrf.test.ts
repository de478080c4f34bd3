import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/auth/next-auth';
import { forgotPasswordAction, loginAction, signUpAction } from '@/lib/auth/actions';
import { CSRF_COOKIE, CSRF_FIELD } from '@/lib/auth/csrf';
import { db } from '@/lib/db';
import { authMessages } from '@/lib/messages';
import { crossSiteMessages } from '@/lib/messages/errors';
import { AUTH_QUEUE } from '@/lib/notifications/queue';
import { proxy } from '@/proxy';
import { makeUser, uniqueTag } from '@/tests/support/factories';

// Issue 31 (outside scan): the visitors' password forms carry an anti-CSRF token, a double submit
// (lib/auth/csrf.ts). proxy.ts gives the browser its token in a SameSite=Strict cookie on the form's page; the
// sign-in, sign-up and forgot-password actions refuse a request whose token is missing or not the cookie's, with
// a message that says what to do, and do nothing; a native form POST with a wrong token is refused by the proxy.
// The cookie jar and Auth.js's signIn need a Next request, so they are stood in for here.

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
  }),
  headers: async () => new Headers(),
}));
vi.mock('@/lib/auth/next-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/next-auth')>()),
  signIn: vi.fn(),
}));

const mailJobsTo = async (email: string) =>
  (
    await db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'to' = $2`,
      AUTH_QUEUE,
      email.toLowerCase(),
    )
  )[0].n;

const TOKEN = 'k3Jx9vQ2mZ8pW1rT5yU7iO0aS4dF6gH8jK2lL9zX3cV';
const expired = { ok: false, message: authMessages.formExpired };

describe('the visitors’ password actions', () => {
  it('refuse a missing or mismatched token, and sign in with the browser’s own', async () => {
    const user = await makeUser('Csrf Owner');
    const credentials = { email: user.email, password: 'right-password' };
    vi.mocked(signIn).mockClear();
    jar.clear();
    expect(await loginAction({ ...credentials, csrfToken: TOKEN })).toEqual(expired); // no cookie
    jar.set(CSRF_COOKIE, TOKEN);
    expect(await loginAction(credentials)).toEqual(expired); // no field
    expect(await loginAction({ ...credentials, csrfToken: '' })).toEqual(expired);
    expect(await loginAction({ ...credentials, csrfToken: `${TOKEN.slice(0, -1)}x` })).toEqual(expired);
    expect(signIn).not.toHaveBeenCalled();
    vi.mocked(signIn).mockResolvedValueOnce(undefined);
    expect(await loginAction({ ...credentials, csrfToken: TOKEN })).toMatchObject({ ok: true });
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('create no account and send no reset mail without the token', async () => {
    const email = `csrf-${uniqueTag()}@example.com`;
    const signUp = {
      email,
      password: 'a-long-unusual-passphrase-42',
      confirmPassword: 'a-long-unusual-passphrase-42',
    };
    jar.clear();
    jar.set(CSRF_COOKIE, TOKEN);
    expect(await signUpAction(signUp)).toEqual(expired);
    expect(await signUpAction({ ...signUp, csrfToken: 'forged-token-from-another-site' })).toEqual(expired);
    expect(await db.user.count({ where: { email } })).toBe(0);

    const user = await makeUser('Csrf Reset');
    expect(await forgotPasswordAction({ email: user.email })).toEqual(expired);
    expect(await mailJobsTo(user.email)).toBe(0);
    expect(await forgotPasswordAction({ email: user.email, csrfToken: TOKEN })).toMatchObject({ ok: true });
    expect(await mailJobsTo(user.email)).toBe(1);
  });
});

describe('proxy.ts on the visitors’ password pages', () => {
  const host = 'localhost:3000';
  const request = (path: string, init: { method?: string; cookie?: string; body?: string } = {}) =>
    new NextRequest(`http://${host}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        host,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined
          ? {
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': String(Buffer.byteLength(init.body)),
            }
          : {}),
      },
      body: init.body,
    });

  it('give a browser without one a random token in a SameSite=Strict, HttpOnly cookie, and keep it after', async () => {
    const tokens = new Set<string>();
    for (const path of ['/auth/login', '/auth/sign-up', '/auth/forgot-password']) {
      const response = await proxy(request(path));
      const set = response.headers.get('set-cookie') ?? '';
      expect(set).toMatch(new RegExp(`^${CSRF_COOKIE.replace('.', '\\.')}=[A-Za-z0-9_-]{43};`));
      expect(set).toMatch(/HttpOnly/i);
      expect(set).toMatch(/SameSite=Strict/i);
      tokens.add(set.split(';')[0]);
    }
    expect(tokens.size).toBe(3);
    const again = await proxy(request('/auth/login', { cookie: `${CSRF_COOKIE}=${TOKEN}` }));
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('refuse a native form POST whose token is missing or not the cookie’s, with the clear message', async () => {
    const cookie = `${CSRF_COOKIE}=${TOKEN}`;
    const body = (token?: string) =>
      `email=a%40example.com&password=x${token === undefined ? '' : `&${CSRF_FIELD}=${encodeURIComponent(token)}`}`;
    for (const init of [
      { cookie, body: body() },
      { cookie, body: body('wapiti') },
      { body: body(TOKEN) }, // no cookie
    ]) {
      const response = await proxy(request('/auth/login', { method: 'POST', ...init }));
      expect(response.status).toBe(403);
      expect(await response.text()).toContain(authMessages.formExpired);
    }
    const ok = await proxy(request('/auth/login', { method: 'POST', cookie, body: body(TOKEN) }));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-middleware-next')).toBe('1');
  });

  it('refuse a server action from another site with 403 before Next (which would answer 500), logged as a refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const action = (path: string, headers: Record<string, string>) =>
      new NextRequest(`http://${host}${path}`, {
        method: 'POST',
        headers: { host, 'next-action': '7f00aa', 'content-type': 'text/plain;charset=UTF-8', ...headers },
        body: '[]',
      });
    for (const path of [
      '/auth/login',
      '/auth/sign-up',
      '/auth/forgot-password',
      '/auth/reset-password',
      '/home',
    ]) {
      for (const origin of ['https://evil.example', 'http://localhost:3001', 'null']) {
        const response = await proxy(action(path, { origin }));
        expect(response.status).toBe(403);
        expect(await response.text()).toBe(crossSiteMessages.refused);
      }
      // The site's own origin goes on to the action, which checks the form's token itself (above).
      const own = await proxy(action(path, { origin: `http://${host}` }));
      expect(own.status).not.toBe(403);
    }
    // Behind a proxy that forwards the public host, as Next compares it.
    const forwarded = await proxy(
      action('/auth/login', { origin: 'https://beans.example', 'x-forwarded-host': 'beans.example' }),
    );
    expect(forwarded.status).not.toBe(403);
    // A multipart form (a no-script server action) from another site too.
    const multipart = await proxy(
      new NextRequest(`http://${host}/auth/login`, {
        method: 'POST',
        headers: { host, origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x--',
      }),
    );
    expect(multipart.status).toBe(403);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[csrf\] refused a server action .* 403$/));
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
