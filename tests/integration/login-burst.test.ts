import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '@/lib/auth';
import { CLIENT_IP_HEADER } from '@/lib/auth/client-ip';
import { FAILURES_BEFORE_DELAY, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from '@/lib/auth/rate-limit';
import { db } from '@/lib/db';
import { makeUser, makeUsers, uniqueTag } from '@/tests/support/factories';
import { lowCostPasswordHash } from '@/tests/support/low-cost-hash';

// Issue 20 §3, sign-in: bursts of 50 parallel wrong-password attempts through Auth.js's own credentials
// endpoint (POST /api/auth/callback/credentials, as the login form posts it, with the client address the
// server sets) never get past the limits of README → Security, counted in login_attempts afterwards.

const BURST = 50;
const BASE = 'http://localhost:3000';
const RIGHT = 'the-right-password-2026';

let csrf: { token: string; cookie: string };
let storedHash: string;

beforeAll(async () => {
  const res = await handlers.GET(new NextRequest(`${BASE}/api/auth/csrf`));
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  csrf = {
    token: csrfToken,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
  // One hash, shared by the accounts made here. Its low cost keeps the ~90 failures checked one after another
  // (the locks' doing) from taking minutes; the limits and locks do not depend on it.
  storedHash = lowCostPasswordHash(RIGHT);
});

type Answer = { signedIn: boolean; code: string | null };

async function signIn(email: string, password: string, ip: string): Promise<Answer> {
  const res = await handlers.POST(
    new NextRequest(`${BASE}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: csrf.cookie,
        [CLIENT_IP_HEADER]: ip,
      },
      body: new URLSearchParams({ csrfToken: csrf.token, email, password }),
    }),
  );
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  const signedIn = res.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token='));
  return { signedIn, code: location.searchParams.get('code') };
}

const account = async () =>
  (await makeUser('Burst', { email: `burst.${uniqueTag()}@example.com`, passwordHash: storedHash })).email;
const wrong = (i: number) => `wrong-guess-${i}-pass`;
const tally = (answers: Answer[], code: string) => answers.filter((a) => a.code === code).length;

describe('sign-in bursts through the credentials endpoint', () => {
  it('is driven through the real endpoint: a right password signs in, a wrong one does not', async () => {
    const email = await account();
    expect(await signIn(email, wrong(0), '192.0.2.1')).toEqual({ signedIn: false, code: 'invalid-user' });
    expect(await signIn(email, RIGHT, '192.0.2.1')).toEqual({ signedIn: true, code: null });
  });

  it(`one account from one address: at most ${FAILURES_BEFORE_DELAY} of 50 parallel guesses are checked`, async () => {
    const email = await account();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => signIn(email, wrong(i), '192.0.2.10')),
    );
    expect(answers.some((a) => a.signedIn)).toBe(false);
    const checked = tally(answers, 'invalid-user');
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(FAILURES_BEFORE_DELAY);
    // Every other guess is refused (the spec's "network" answer), and only checked ones are counted.
    expect(tally(answers, 'network')).toBe(BURST - checked);
    expect(await db.loginAttempt.count({ where: { email } })).toBe(checked);
    // The owner, elsewhere, still gets in.
    expect((await signIn(email, RIGHT, '192.0.2.11')).signedIn).toBe(true);
  }, 120_000);

  it(`one account from everywhere: never more than ${MAX_FAILURES_PER_ACCOUNT} failures, then even the right password is refused`, async () => {
    const email = await account();
    // 30 earlier failures from elsewhere, so that one wave of 50 parallel guesses could overshoot the limit of
    // 50 if they were not checked one at a time (with a burst as large as the limit, they could not).
    const earlier = MAX_FAILURES_PER_ACCOUNT - 20;
    await db.loginAttempt.createMany({
      data: Array.from({ length: earlier }, (_, i) => ({ email, ip: `198.18.250.${i}` })),
    });
    // Bursts from 50 addresses each, until the account's limit is reached.
    for (let wave = 0; wave < 100; wave++) {
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) => signIn(email, wrong(i), `198.18.${wave}.${i}`)),
      );
      expect(answers.some((a) => a.signedIn)).toBe(false);
      if ((await db.loginAttempt.count({ where: { email } })) >= MAX_FAILURES_PER_ACCOUNT) break;
    }
    expect(await db.loginAttempt.count({ where: { email } })).toBe(MAX_FAILURES_PER_ACCOUNT);
    const late = await Promise.all(
      Array.from({ length: BURST }, (_, i) => signIn(email, i === 0 ? RIGHT : wrong(i), `198.19.0.${i}`)),
    );
    expect(late.every((a) => !a.signedIn && a.code === 'network')).toBe(true);
    expect(await db.loginAttempt.count({ where: { email } })).toBe(MAX_FAILURES_PER_ACCOUNT);
  }, 300_000);

  it(`one address across 50 accounts: parallel guesses are checked one at a time, never past ${MAX_FAILURES_PER_IP} failures`, async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    await db.loginAttempt.deleteMany({ where: { ip } });
    const tag = uniqueTag();
    await makeUsers(BURST, `Spray${tag}`, { passwordHash: storedHash });
    const emails = (
      await db.user.findMany({
        where: { displayName: { startsWith: `Spray${tag} ` } },
        select: { email: true },
      })
    ).map((u) => u.email);
    expect(emails).toHaveLength(BURST);
    const burst = (wave: number, password?: string) =>
      Promise.all(emails.map((email, i) => signIn(email, password ?? wrong(wave * BURST + i), ip)));
    const count = () => db.loginAttempt.count({ where: { ip } });
    const first = await burst(0);
    expect(first.some((a) => a.signedIn)).toBe(false);
    const checked = tally(first, 'invalid-user');
    expect(checked).toBeGreaterThan(0);
    expect(tally(first, 'network')).toBe(BURST - checked);
    expect(await count()).toBe(checked);
    // More bursts until the address's limit is reached: it is reached, and never passed.
    for (let wave = 1; wave < 100 && (await count()) < MAX_FAILURES_PER_IP; wave++) {
      expect((await burst(wave)).some((a) => a.signedIn)).toBe(false);
    }
    expect(await count()).toBe(MAX_FAILURES_PER_IP);
    // Past it, even the right password from that address is refused, on every account; elsewhere it works.
    const late = await burst(100, RIGHT);
    expect(late.every((a) => !a.signedIn && a.code === 'network')).toBe(true);
    expect(await count()).toBe(MAX_FAILURES_PER_IP);
    expect((await signIn(emails[0], RIGHT, '203.0.113.254')).signedIn).toBe(true);
  }, 300_000);

  it('refuses an attempt on an account while another is being checked, at once (not queued)', async () => {
    const email = await account();
    // An attempt in flight holds the account's lock (lib/auth/rate-limit.ts) for its transaction; this one
    // holds it until the parallel attempt has answered. Were attempts queued, the answer would never come.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`login:${email}`}, 0))`;
        locked();
        await held;
      },
      { timeout: 60_000 },
    );
    await isLocked;
    try {
      const answer = await Promise.race([
        signIn(email, RIGHT, '192.0.2.30'),
        new Promise<'queued'>((resolve) => setTimeout(() => resolve('queued'), 15_000)),
      ]);
      expect(answer).toEqual({ signedIn: false, code: 'network' });
      expect(await db.loginAttempt.count({ where: { email } })).toBe(0);
    } finally {
      release();
      await holder;
    }
    expect((await signIn(email, RIGHT, '192.0.2.30')).signedIn).toBe(true);
  }, 60_000);
});
