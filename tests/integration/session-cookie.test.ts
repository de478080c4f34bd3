import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encode } from 'next-auth/jwt';
import { db } from '@/lib/db';
import { auth, authjsSession } from '@/lib/auth/next-auth';
import { getViewer } from '@/lib/auth/viewer';
import { startSession } from '@/lib/auth/sessions';
import { makeUser } from '@/tests/support/factories';
import { countQueries } from '@/tests/support/query-counter';

// auth() (lib/auth/next-auth.ts) reads the session cookie itself instead of running Auth.js's whole session
// action in process; it must answer what Auth.js answers (authjsSession) for every cookie a browser can send.
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ getAll: () => [], get: () => undefined, has: () => false }),
}));

const SECRET = process.env.AUTH_SECRET!;
const PLAIN = 'authjs.session-token';
const SECURE = '__Secure-authjs.session-token';

const mint = (
  claims: Record<string, unknown>,
  salt: string,
  options: { secret?: string; maxAge?: number } = {},
) => encode({ token: claims, secret: options.secret ?? SECRET, salt, maxAge: options.maxAge ?? 3600 });

function request(cookie: string, proto?: 'http' | 'https') {
  requestHeaders = new Headers({ host: 'localhost:3000', cookie });
  if (proto) requestHeaders.set('x-forwarded-proto', proto);
}

/** What a caller uses of a session: null, or the user id, the session record and the version. */
const claimsOf = (s: Awaited<ReturnType<typeof auth>>) =>
  s ? { id: s.user?.id, sid: s.sid, sessionVersion: s.sessionVersion } : null;

/** One character of the ciphertext changed (every bit of a middle character is data). */
const tamper = (token: string) => {
  const at = Math.floor(token.length / 2);
  return `${token.slice(0, at)}${token[at] === 'A' ? 'Z' : 'A'}${token.slice(at + 1)}`;
};

async function expectSameAsAuthjs() {
  const ours = claimsOf(await auth());
  expect(ours).toEqual(claimsOf(await authjsSession()));
  return ours;
}

beforeEach(() => {
  requestHeaders = new Headers();
});

describe('auth(): the session cookie read directly', () => {
  it('answers what Auth.js answers for a valid cookie, over http and https', async () => {
    const claims = { uid: 'user-1', sv: 3, sid: 'session-1', sub: 'user-1' };
    request(`${PLAIN}=${await mint(claims, PLAIN)}`, 'http');
    expect(await expectSameAsAuthjs()).toEqual({ id: 'user-1', sid: 'session-1', sessionVersion: 3 });
    request(`other=1; ${SECURE}=${await mint(claims, SECURE)}`, 'https');
    expect(await expectSameAsAuthjs()).toEqual({ id: 'user-1', sid: 'session-1', sessionVersion: 3 });
    // No x-forwarded-proto: Auth.js assumes https, so the __Secure- cookie is the session's.
    request(`${SECURE}=${await mint(claims, SECURE)}`);
    expect(await expectSameAsAuthjs()).toEqual({ id: 'user-1', sid: 'session-1', sessionVersion: 3 });
  });

  it('joins a cookie split in chunks in their order', async () => {
    const token = await mint({ uid: 'user-2', sv: 0, sid: 'session-2' }, PLAIN);
    const half = Math.floor(token.length / 2);
    request(`${PLAIN}.1=${token.slice(half)}; ${PLAIN}.0=${token.slice(0, half)}`, 'http');
    expect(await expectSameAsAuthjs()).toEqual({ id: 'user-2', sid: 'session-2', sessionVersion: 0 });
  });

  it('is no session for no cookie, the other protocol’s cookie, a tampered, expired or foreign token', async () => {
    const claims = { uid: 'user-3', sv: 0, sid: 'session-3' };
    const cases: [string, 'http' | 'https'][] = [
      ['', 'http'],
      [`${PLAIN}=`, 'http'],
      // The cookie of the other name (its salt differs): Auth.js reads only the one its protocol names.
      [`${PLAIN}=${await mint(claims, PLAIN)}`, 'https'],
      [`${SECURE}=${await mint(claims, SECURE)}`, 'http'],
      // A token encrypted for the other name, sent under this one.
      [`${PLAIN}=${await mint(claims, SECURE)}`, 'http'],
      [`${PLAIN}=${tamper(await mint(claims, PLAIN))}`, 'http'],
      [`${PLAIN}=${await mint(claims, PLAIN, { maxAge: -60 })}`, 'http'],
      [
        `${PLAIN}=${await mint(claims, PLAIN, { secret: 'another-secret-another-secret-another-secret' })}`,
        'http',
      ],
      [`${PLAIN}=not-a-token`, 'http'],
    ];
    vi.spyOn(console, 'error').mockImplementation(() => {}); // Auth.js logs each refused token
    for (const [cookie, proto] of cases) {
      request(cookie, proto);
      expect(await expectSameAsAuthjs(), cookie.slice(0, 40)).toBeNull();
    }
    vi.mocked(console.error).mockRestore();
  });

  it('a token without a user id is a session without one (getViewer: nobody)', async () => {
    request(`${PLAIN}=${await mint({ sv: 0 }, PLAIN)}`, 'http');
    expect(await expectSameAsAuthjs()).toEqual({ id: undefined, sid: undefined, sessionVersion: 0 });
  });

  it('the signed-in frame reads the viewer in one statement from the real cookie', async () => {
    const user = await makeUser('Cookie Reader', { emailVerified: new Date(), hasAdditionalInfo: true });
    const sid = await startSession(db, user.id);
    request(`${PLAIN}=${await mint({ uid: user.id, sv: 0, sid }, PLAIN)}`, 'http');
    const { result, count } = await countQueries(() => getViewer());
    expect(result?.id).toBe(user.id);
    expect(count).toBe(1);
  });
});

describe('auth(): a token read before', () => {
  it('answers the same on every request, and nothing once it has expired', async () => {
    const claims = { uid: 'user-9', sv: 2, sid: 'session-9' };
    request(`${PLAIN}=${await mint(claims, PLAIN, { maxAge: 60 })}`, 'http');
    expect(await expectSameAsAuthjs()).toEqual({ id: 'user-9', sid: 'session-9', sessionVersion: 2 });
    expect(await expectSameAsAuthjs()).toEqual({ id: 'user-9', sid: 'session-9', sessionVersion: 2 });
    // Past exp (and Auth.js's 15 s of tolerance): no session, though the token decrypted a minute ago.
    vi.useFakeTimers({ now: Date.now() + 90_000, toFake: ['Date'] });
    try {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(await expectSameAsAuthjs()).toBeNull();
    } finally {
      vi.mocked(console.error).mockRestore();
      vi.useRealTimers();
    }
  });

  it('is read under its own cookie name only: the same token sent under the other name is no session', async () => {
    const token = await mint({ uid: 'user-10', sv: 0, sid: 'session-10' }, PLAIN);
    request(`${PLAIN}=${token}`, 'http');
    expect(await expectSameAsAuthjs()).toEqual({ id: 'user-10', sid: 'session-10', sessionVersion: 0 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    request(`${SECURE}=${token}`, 'https');
    expect(await expectSameAsAuthjs()).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
