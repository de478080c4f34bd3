import { describe, expect, it, vi } from 'vitest';
import { LoginError, signIn } from '@/lib/auth';
import { loginAction } from '@/lib/auth/actions';
import { isKnownDevice, KNOWN_DEVICE_COOKIE } from '@/lib/auth/known-device';
import { authMessages } from '@/lib/messages';

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
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  signIn: vi.fn(),
}));

describe('login action', () => {
  it('remembers this browser for the account it signed in to, and for no other', async () => {
    jar.clear();
    vi.mocked(signIn).mockResolvedValueOnce(undefined);
    const result = await loginAction({ email: 'owner@example.com', password: 'right-password' });
    expect(result.ok).toBe(true);
    const cookie = jar.get(KNOWN_DEVICE_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(isKnownDevice(cookie?.value, 'owner@example.com')).toBe(true);
    expect(isKnownDevice(cookie?.value, 'someone@example.com')).toBe(false);
    // A second account on the same browser is added, the first kept.
    vi.mocked(signIn).mockResolvedValueOnce(undefined);
    await loginAction({ email: 'second@example.com', password: 'right-password' });
    expect(isKnownDevice(jar.get(KNOWN_DEVICE_COOKIE)?.value, 'owner@example.com')).toBe(true);
    expect(isKnownDevice(jar.get(KNOWN_DEVICE_COOKIE)?.value, 'second@example.com')).toBe(true);
  });

  it('a refused sign-in remembers nothing; a flood that was waited out says so', async () => {
    jar.clear();
    vi.mocked(signIn).mockRejectedValueOnce(new LoginError('invalid-user'));
    expect(await loginAction({ email: 'owner@example.com', password: 'wrong-password' })).toMatchObject({
      ok: false,
      message: authMessages.loginErrors.invalidUser,
    });
    expect(jar.size).toBe(0);
    vi.mocked(signIn).mockRejectedValueOnce(new LoginError('busy'));
    expect(await loginAction({ email: 'owner@example.com', password: 'right-password' })).toMatchObject({
      ok: false,
      message: authMessages.loginErrors.busy,
    });
    expect(authMessages.loginErrors.busy).not.toBe(authMessages.loginErrors.networkError);
  });
});
