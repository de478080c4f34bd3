import { describe, expect, it, vi } from 'vitest';
import { LoginError, signIn } from '@/lib/auth/next-auth';
import { loginAction } from '@/lib/auth/actions';
import { CSRF_COOKIE } from '@/lib/auth/csrf';
import { isKnownDevice, KNOWN_DEVICE_COOKIE, knownDeviceAccount } from '@/lib/auth/known-device';
import { resetPassword } from '@/lib/auth/service';
import { endAllSessions } from '@/lib/auth/sessions';
import { issueToken } from '@/lib/auth/tokens';
import { db } from '@/lib/db';
import { authMessages } from '@/lib/messages';
import { makeUser } from '@/tests/support/factories';

// The login action around Auth.js (issue 31): a browser that signed in is remembered for the account-wide sign-in
// limit (lib/auth/known-device.ts), and each refusal says what happened. Auth.js's signIn and the cookie jar need
// a Next request, so they are stood in for here; the credentials checks behind signIn are tested through Auth.js's
// endpoint in login-burst.test.ts.
const jar = new Map<string, { value: string; httpOnly?: boolean }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: { httpOnly?: boolean }) =>
      jar.set(name, { value, ...options }),
  }),
  headers: async () => new Headers(),
}));
vi.mock('@/lib/auth/next-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth/next-auth')>()),
  signIn: vi.fn(),
}));

// The browser's anti-CSRF token (lib/auth/csrf.ts), as the login page renders it from the cookie.
const CSRF = 'known-device-test-csrf-token-0123456789';
const login = (input: { email: string; password: string }) => {
  jar.set(CSRF_COOKIE, { value: CSRF });
  return loginAction({ ...input, csrfToken: CSRF });
};

describe('login action', () => {
  it('remembers this browser for the account it signed in to, and for no other', async () => {
    jar.clear();
    const [owner, second] = [(await makeUser('Owner')).email, (await makeUser('Second')).email];
    const known = async (email: string) =>
      isKnownDevice(jar.get(KNOWN_DEVICE_COOKIE)?.value, await knownDeviceAccount(db, email));
    vi.mocked(signIn).mockResolvedValueOnce(undefined);
    const result = await login({ email: owner, password: 'right-password' });
    expect(result.ok).toBe(true);
    expect(jar.get(KNOWN_DEVICE_COOKIE)?.httpOnly).toBe(true);
    expect(await known(owner)).toBe(true);
    expect(await known(second)).toBe(false);
    // A second account on the same browser is added, the first kept.
    vi.mocked(signIn).mockResolvedValueOnce(undefined);
    await login({ email: second, password: 'right-password' });
    expect(await known(owner)).toBe(true);
    expect(await known(second)).toBe(true);
  });

  it('"sign out everywhere" and a password reset revoke the cookie; signing in again renews it', async () => {
    jar.clear();
    const user = await makeUser('Revoked');
    const known = async () =>
      isKnownDevice(jar.get(KNOWN_DEVICE_COOKIE)?.value, await knownDeviceAccount(db, user.email));
    vi.mocked(signIn).mockResolvedValueOnce(undefined);
    await login({ email: user.email, password: 'right-password' });
    expect(await known()).toBe(true);
    await endAllSessions(db, user.id);
    expect(await known()).toBe(false);

    vi.mocked(signIn).mockResolvedValueOnce(undefined);
    await login({ email: user.email, password: 'right-password' });
    expect(await known()).toBe(true);
    const token = await issueToken(db, user.id, 'RESET_PASSWORD', user.email);
    expect(
      await resetPassword(db, {
        token,
        password: 'a-new-long-passphrase-9',
        confirmPassword: 'a-new-long-passphrase-9',
      }),
    ).toBe(true);
    expect(await known()).toBe(false);
  });

  it('a refused sign-in remembers nothing; a flood that was waited out says so', async () => {
    jar.clear();
    vi.mocked(signIn).mockRejectedValueOnce(new LoginError('invalid-user'));
    expect(await login({ email: 'owner@example.com', password: 'wrong-password' })).toMatchObject({
      ok: false,
      message: authMessages.loginErrors.invalidUser,
    });
    expect([...jar.keys()]).toEqual([CSRF_COOKIE]); // only the page's own token
    vi.mocked(signIn).mockRejectedValueOnce(new LoginError('busy'));
    expect(await login({ email: 'owner@example.com', password: 'right-password' })).toMatchObject({
      ok: false,
      message: authMessages.loginErrors.busy,
    });
    expect(authMessages.loginErrors.busy).not.toBe(authMessages.loginErrors.networkError);
  });
});
