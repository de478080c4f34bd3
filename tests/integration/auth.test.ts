import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { verifyCredentials } from '@/lib/auth/credentials';
import {
  accountDelayMs,
  FAILURES_BEFORE_DELAY,
  loginDelayMs,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_NETWORK,
} from '@/lib/auth/rate-limit';
import * as service from '@/lib/auth/service';
import { confirmEmail } from '@/lib/account/confirm-email';
import { hashesRunning, hashPassword, MAX_CONCURRENT_HASHES } from '@/lib/auth/password';
import { hashToken } from '@/lib/auth/tokens';

// Counts password hashing (the real function still runs).
vi.mock('@/lib/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth/password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});
import { AUTH_QUEUE } from '@/lib/notifications/queue';
import { lowCostPasswordHash } from '@/tests/support/low-cost-hash';
import { countQueries } from '@/tests/support/query-counter';
import { queueDrained } from '@/tests/support/queue';
import { withSmtpAndWorker } from '@/tests/support/mail-worker';

// Sign-up and reset mail is sent by the queue worker (lib/auth/mail-jobs.ts), as in the app.
const mail = withSmtpAndWorker();

const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

// The sign-up browser's binding secret (an HttpOnly cookie in real use; see lib/auth/browser-binding.ts).
const SIGN_UP_BROWSER = 'b'.repeat(43);
const OTHER_BROWSER = 'o'.repeat(43);

async function signUpAndGetLink(email: string, password = 'first-password', browser = SIGN_UP_BROWSER) {
  await service.signUp(db, { email, password, confirmPassword: password }, browser);
  const received = await mail.smtp.waitFor(
    (m) => m.to.includes(email) && /Verify your email/.test(m.subject),
  );
  return received.links.find((l) => l.includes('/auth/verify-email?token='))!;
}

describe('sign-up and e-mail verification', () => {
  it('creates an unverified account, mails a link over SMTP, and the link verifies it once', async () => {
    const link = await signUpAndGetLink('new.player@example.com');
    expect(link.startsWith('http://app.test/auth/verify-email?token=')).toBe(true);

    const user = await db.user.findUniqueOrThrow({ where: { email: 'new.player@example.com' } });
    expect(user.emailVerified).toBeNull();
    // The stored token is a hash, never the mailed value.
    const stored = await db.authToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashToken(tokenFrom(link)));
    expect(stored.tokenHash).not.toContain(tokenFrom(link));
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);

    const confirmed = await confirmEmail(db, tokenFrom(link), { browserSecret: SIGN_UP_BROWSER });
    expect(confirmed).toMatchObject({ status: 'confirmed', user: { id: user.id } });
    expect(await service.isEmailVerified(db, user.id)).toBe(true);
    // Single use.
    expect(await confirmEmail(db, tokenFrom(link), { browserSecret: SIGN_UP_BROWSER })).toEqual({
      status: 'invalid',
    });
  });

  it('does not reveal an existing account: the owner gets a notice and nothing changes', async () => {
    await signUpAndGetLink('taken@example.com');
    const before = await db.user.findUniqueOrThrow({
      where: { email: 'taken@example.com' },
      omit: { passwordHash: false },
    });
    await service.signUp(db, {
      email: 'taken@example.com',
      password: 'other-password',
      confirmPassword: 'other-password',
    });
    const notice = await mail.smtp.waitFor(
      (m) => m.to.includes('taken@example.com') && /already have/.test(m.subject),
    );
    expect(notice.links).toContain('http://app.test/auth/login');
    const after = await db.user.findUniqueOrThrow({
      where: { email: 'taken@example.com' },
      omit: { passwordHash: false },
    });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(await db.user.count({ where: { email: 'taken@example.com' } })).toBe(1);
  });

  it('refuses an expired verification link', async () => {
    const link = await signUpAndGetLink('late@example.com');
    await db.authToken.updateMany({
      where: { tokenHash: hashToken(tokenFrom(link)) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await confirmEmail(db, tokenFrom(link), { browserSecret: SIGN_UP_BROWSER })).toEqual({
      status: 'invalid',
    });
  });

  it('never returns the password hash unless asked for', async () => {
    await signUpAndGetLink('omit@example.com');
    const user = await db.user.findUniqueOrThrow({ where: { email: 'omit@example.com' } });
    expect('passwordHash' in user).toBe(false);
  });
});

describe('account pre-takeover (someone signs up with an address they do not own)', () => {
  it("ends the squatter's sessions and password when the inbox owner confirms from another browser", async () => {
    // The attacker signs up with the victim's address and signs in while it is unverified.
    const link = await signUpAndGetLink('owner.inbox@example.com', 'attacker-pass', 'a'.repeat(43));
    const attacker = await verifyCredentials(
      db,
      { email: 'owner.inbox@example.com', password: 'attacker-pass' },
      '10.7.0.1',
    );
    expect(attacker.ok).toBe(true);
    const attackerVersion = attacker.ok ? attacker.sessionVersion : -1;

    // The owner opens the mailed link in their own browser: the page asks them for a password first.
    expect(await service.verificationNeedsPassword(db, tokenFrom(link), OTHER_BROWSER)).toBe(true);
    expect(await service.verificationNeedsPassword(db, tokenFrom(link), undefined)).toBe(true);
    // Without one (a direct POST skipping the form), nothing happens and the link stays usable.
    expect(await confirmEmail(db, tokenFrom(link), { browserSecret: OTHER_BROWSER })).toEqual({
      status: 'passwordRequired',
    });
    const untouched = await db.user.findUniqueOrThrow({ where: { email: 'owner.inbox@example.com' } });
    expect(untouched.emailVerified).toBeNull();
    expect(untouched.sessionVersion).toBe(attackerVersion);

    const confirmed = await confirmEmail(db, tokenFrom(link), {
      browserSecret: OTHER_BROWSER,
      newPassword: 'owner-password',
    });
    expect(confirmed.status).toBe('confirmed');
    const after = await db.user.findUniqueOrThrow({ where: { email: 'owner.inbox@example.com' } });
    expect(after.emailVerified).not.toBeNull();
    // The attacker's session carries the old version, which getViewer() now rejects.
    expect(after.sessionVersion).toBeGreaterThan(attackerVersion);
    if (confirmed.status === 'confirmed') expect(confirmed.user.sessionVersion).toBe(after.sessionVersion);
    // And the attacker's password no longer works; the owner's does.
    expect(
      await verifyCredentials(
        db,
        { email: 'owner.inbox@example.com', password: 'attacker-pass' },
        '10.7.0.1',
      ),
    ).toEqual({ ok: false, code: 'invalid-user' });
    expect(
      (
        await verifyCredentials(
          db,
          { email: 'owner.inbox@example.com', password: 'owner-password' },
          '10.7.0.2',
        )
      ).ok,
    ).toBe(true);
  });

  it('lets the person who signed up confirm in the same browser without a new password, ending older sessions', async () => {
    const link = await signUpAndGetLink('same.browser@example.com', 'my-own-pass');
    expect(await service.verificationNeedsPassword(db, tokenFrom(link), SIGN_UP_BROWSER)).toBe(false);
    const before = await db.user.findUniqueOrThrow({ where: { email: 'same.browser@example.com' } });
    const confirmed = await confirmEmail(db, tokenFrom(link), { browserSecret: SIGN_UP_BROWSER });
    expect(confirmed.status).toBe('confirmed');
    const after = await db.user.findUniqueOrThrow({ where: { email: 'same.browser@example.com' } });
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(
      (
        await verifyCredentials(
          db,
          { email: 'same.browser@example.com', password: 'my-own-pass' },
          '10.7.0.3',
        )
      ).ok,
    ).toBe(true);
  });

  it('binds a resent link to the browser that asked for it', async () => {
    const first = await signUpAndGetLink('resend.bind@example.com', 'pass-word-1', 'a'.repeat(43));
    const user = await db.user.findUniqueOrThrow({ where: { email: 'resend.bind@example.com' } });
    await service.sendVerificationMail(db, user.id, OTHER_BROWSER);
    const resent = await mail.smtp.waitFor(
      (m) =>
        m.to.includes('resend.bind@example.com') &&
        /Verify your email/.test(m.subject) &&
        !m.links.includes(first),
    );
    const link = resent.links.find((l) => l.includes('/auth/verify-email?token='))!;
    expect(await service.verificationNeedsPassword(db, tokenFrom(link), OTHER_BROWSER)).toBe(false);
    expect(await service.verificationNeedsPassword(db, tokenFrom(link), 'a'.repeat(43))).toBe(true);
  });

  it('checks a link before hashing a password (a visitor cannot make the server hash for nothing)', async () => {
    vi.mocked(hashPassword).mockClear();
    expect(
      await service.resetPassword(db, {
        token: 'x'.repeat(43),
        password: 'new-pass-123',
        confirmPassword: 'new-pass-123',
      }),
    ).toBe(false);
    expect(await confirmEmail(db, 'y'.repeat(43), { newPassword: 'new-pass-123' })).toEqual({
      status: 'invalid',
    });
    expect(hashPassword).not.toHaveBeenCalled();
  });
});

describe('sign-in', () => {
  it('answers an unknown e-mail and a wrong password alike', async () => {
    await signUpAndGetLink('login@example.com', 'right-password');
    const unknown = await verifyCredentials(
      db,
      { email: 'nobody@example.com', password: 'whatever1' },
      '10.0.0.1',
    );
    const wrong = await verifyCredentials(
      db,
      { email: 'login@example.com', password: 'wrong-password' },
      '10.0.0.1',
    );
    expect(unknown).toEqual({ ok: false, code: 'invalid-user' });
    expect(wrong).toEqual({ ok: false, code: 'invalid-user' });
    const right = await verifyCredentials(
      db,
      { email: 'login@example.com', password: 'right-password' },
      '10.0.0.1',
    );
    expect(right.ok).toBe(true);
  });

  it(`after ${MAX_FAILURES_PER_ACCOUNT} failures from everywhere, a new browser waits a growing delay; the owner's browser does not`, async () => {
    await signUpAndGetLink('locked@example.com', 'right-password');
    // The 50 wrong guesses are checked against a low-cost hash of the same password (the count and the lock do
    // not depend on the cost; 50 full-cost checks took ~40 s on a busy machine). The right password is then
    // re-hashed with the app's cost, as the old-parameters test below checks.
    await db.user.update({
      where: { email: 'locked@example.com' },
      data: { passwordHash: lowCostPasswordHash('right-password') },
    });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const r = await verifyCredentials(
        db,
        { email: 'locked@example.com', password: `wrong-${i}-pass` },
        `10.1.0.${i}`,
      );
      expect(r).toEqual({ ok: false, code: 'invalid-user' });
    }
    const blocked = await verifyCredentials(
      db,
      { email: 'locked@example.com', password: 'right-password' },
      '10.1.1.1',
    );
    expect(blocked).toEqual({ ok: false, code: 'network' });
    // Issue 31, M8: a browser that signed in to the account before is not held back, from anywhere.
    const owner = await verifyCredentials(
      db,
      { email: 'locked@example.com', password: 'right-password' },
      '10.1.1.2',
      { knownDevice: true },
    );
    expect(owner.ok).toBe(true);
    // Guessing goes on: a new browser waits a delay that grows with the failures (not the 15-minute window).
    await db.loginAttempt.createMany({
      data: Array.from({ length: MAX_FAILURES_PER_ACCOUNT + 2 }, (_, i) => ({
        email: 'locked@example.com',
        ip: `10.1.2.${i}`,
      })),
    });
    expect(accountDelayMs(MAX_FAILURES_PER_ACCOUNT + 2)).toBe(4000);
    await db.loginAttempt.updateMany({
      where: { email: 'locked@example.com' },
      data: { createdAt: new Date(Date.now() - 3000) },
    });
    expect(
      await verifyCredentials(db, { email: 'locked@example.com', password: 'right-password' }, '10.1.1.3'),
    ).toEqual({ ok: false, code: 'network' });
    await db.loginAttempt.updateMany({
      where: { email: 'locked@example.com' },
      data: { createdAt: new Date(Date.now() - 5000) },
    });
    const later = await verifyCredentials(
      db,
      { email: 'locked@example.com', password: 'right-password' },
      '10.1.1.3',
    );
    expect(later.ok).toBe(true);
  }, 120_000);

  it('counts IPv6 guesses by /64 and /48 (issue 31, M8): new addresses of one network do not reset the delay', async () => {
    await signUpAndGetLink('v6@example.com', 'right-password');
    await db.user.update({
      where: { email: 'v6@example.com' },
      data: { passwordHash: lowCostPasswordHash('right-password') },
    });
    for (let i = 0; i < FAILURES_BEFORE_DELAY; i++)
      expect(
        await verifyCredentials(
          db,
          { email: 'v6@example.com', password: `v6-${i}-pass` },
          `2001:db8:9:1::${i + 1}`,
        ),
      ).toEqual({ ok: false, code: 'invalid-user' });
    // Another address of the same /64 waits, like the first one.
    expect(
      await verifyCredentials(
        db,
        { email: 'v6@example.com', password: 'right-password' },
        '2001:db8:9:1:abcd::7',
      ),
    ).toEqual({ ok: false, code: 'network' });
    // Another /64 does not.
    expect(
      (
        await verifyCredentials(
          db,
          { email: 'v6@example.com', password: 'right-password' },
          '2001:db8:9:2::1',
        )
      ).ok,
    ).toBe(true);
    // Spraying across accounts from many /64s of one /48 stops at the /48's limit.
    await db.loginAttempt.createMany({
      data: Array.from({ length: MAX_FAILURES_PER_NETWORK }, (_, i) => ({
        email: `sprayed${i}@example.com`,
        ip: `2001:0db8:0009:${(0x100 + i).toString(16).padStart(4, '0')}::/64`,
      })),
    });
    expect(
      await verifyCredentials(
        db,
        { email: 'v6@example.com', password: 'right-password' },
        '2001:db8:9:ffff::1',
      ),
    ).toEqual({ ok: false, code: 'network' });
    expect(
      (
        await verifyCredentials(
          db,
          { email: 'v6@example.com', password: 'right-password' },
          '2001:db8:10:1::1',
        )
      ).ok,
    ).toBe(true);
  });

  it('checks the password outside any database transaction (issue 31, M8: waiting for a hash holds no connection)', async () => {
    await signUpAndGetLink('pool@example.com', 'right-password');
    // Every hash slot busy: the attempt waits for one.
    const busy = Array.from({ length: MAX_CONCURRENT_HASHES }, (_, i) => hashPassword(`occupied-${i}-slot`));
    const attempt = verifyCredentials(
      db,
      { email: 'pool@example.com', password: 'right-password' },
      '10.8.9.1',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hashesRunning()).toBe(MAX_CONCURRENT_HASHES);
    const open = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND state LIKE 'idle in transaction%'`;
    expect(open[0].n).toBe(0);
    await Promise.all(busy);
    expect((await attempt).ok).toBe(true);
  }, 60_000);

  it('guesses from elsewhere never lock the owner out; from the same place each try waits longer', async () => {
    await signUpAndGetLink('guessed@example.com', 'right-password');
    for (let i = 0; i < 8; i++) {
      const r = await verifyCredentials(
        db,
        { email: 'guessed@example.com', password: `bad-${i}-pass` },
        '10.8.0.1',
      );
      // After 5 failures the guesser has to wait (1 s, then 2 s …) before a try is even checked.
      expect(r).toEqual({ ok: false, code: i < FAILURES_BEFORE_DELAY ? 'invalid-user' : 'network' });
    }
    // The owner, on their own device, is not affected.
    expect(
      (await verifyCredentials(db, { email: 'guessed@example.com', password: 'right-password' }, '10.8.0.2'))
        .ok,
    ).toBe(true);
  });

  it('lets the owner back in from the same place after the delay, not a 15-minute lock', async () => {
    await signUpAndGetLink('typo@example.com', 'right-password');
    for (let i = 0; i < FAILURES_BEFORE_DELAY; i++)
      await verifyCredentials(db, { email: 'typo@example.com', password: `typo-${i}-pass` }, '10.8.1.1');
    expect(
      await verifyCredentials(db, { email: 'typo@example.com', password: 'right-password' }, '10.8.1.1'),
    ).toEqual({ ok: false, code: 'network' });
    expect(loginDelayMs(FAILURES_BEFORE_DELAY)).toBe(1000);
    await db.loginAttempt.updateMany({
      where: { email: 'typo@example.com' },
      data: { createdAt: new Date(Date.now() - 1500) },
    });
    expect(
      (await verifyCredentials(db, { email: 'typo@example.com', password: 'right-password' }, '10.8.1.1')).ok,
    ).toBe(true);
  });

  it('counts parallel guesses one by one (none slips past the count)', async () => {
    await signUpAndGetLink('parallel@example.com', 'right-password');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        verifyCredentials(db, { email: 'parallel@example.com', password: `guess-${i}-pass` }, '10.8.2.1'),
      ),
    );
    const checked = results.filter((r) => !r.ok && r.code === 'invalid-user').length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(FAILURES_BEFORE_DELAY);
    expect(await db.loginAttempt.count({ where: { email: 'parallel@example.com' } })).toBe(checked);
  });

  it('replaces a hash made with older parameters at the next sign-in', async () => {
    await signUpAndGetLink('old.hash@example.com', 'right-password');
    const { randomBytes, scryptSync } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('right-password', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await db.user.update({ where: { email: 'old.hash@example.com' }, data: { passwordHash: old } });
    expect(
      (await verifyCredentials(db, { email: 'old.hash@example.com', password: 'right-password' }, '10.8.3.1'))
        .ok,
    ).toBe(true);
    const after = await db.user.findUniqueOrThrow({
      where: { email: 'old.hash@example.com' },
      omit: { passwordHash: false },
    });
    expect(after.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(
      (await verifyCredentials(db, { email: 'old.hash@example.com', password: 'right-password' }, '10.8.3.1'))
        .ok,
    ).toBe(true);
  });

  it('caps failures per IP address across accounts', async () => {
    const ip = '10.9.9.9';
    await db.loginAttempt.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({ email: `spray${i}@example.com`, ip })),
    });
    await signUpAndGetLink('victim@example.com', 'right-password');
    expect(
      await verifyCredentials(db, { email: 'victim@example.com', password: 'right-password' }, ip),
    ).toEqual({ ok: false, code: 'network' });
    expect(
      (await verifyCredentials(db, { email: 'victim@example.com', password: 'right-password' }, '10.9.9.10'))
        .ok,
    ).toBe(true);
  });
});

describe('password reset', () => {
  it('mails a 30-minute single-use link that sets the password and ends existing sessions', async () => {
    await signUpAndGetLink('reset@example.com', 'old-password');
    const before = await db.user.findUniqueOrThrow({ where: { email: 'reset@example.com' } });
    await service.requestPasswordReset(db, { email: 'reset@example.com' });
    const received = await mail.smtp.waitFor(
      (m) => m.to.includes('reset@example.com') && /Reset your/.test(m.subject),
    );
    const token = tokenFrom(received.links.find((l) => l.includes('/auth/reset-password?token='))!);
    const row = await db.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);

    expect(
      await service.resetPassword(db, { token, password: 'new-password', confirmPassword: 'new-password' }),
    ).toBe(true);
    const after = await db.user.findUniqueOrThrow({ where: { email: 'reset@example.com' } });
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(
      (await verifyCredentials(db, { email: 'reset@example.com', password: 'old-password' }, '10.2.0.1')).ok,
    ).toBe(false);
    expect(
      (await verifyCredentials(db, { email: 'reset@example.com', password: 'new-password' }, '10.2.0.1')).ok,
    ).toBe(true);
    // The link cannot be used twice.
    expect(
      await service.resetPassword(db, {
        token,
        password: 'third-password',
        confirmPassword: 'third-password',
      }),
    ).toBe(false);
  });

  it('does the same work for a known and an unknown address while the visitor waits', async () => {
    await signUpAndGetLink('known.addr@example.com');
    // The worker pauses so that only the request's own statements are counted.
    await mail.worker.stop();
    const known = await countQueries(() =>
      service.requestPasswordReset(db, { email: 'known.addr@example.com' }, '10.9.1.1'),
    );
    const unknown = await countQueries(() =>
      service.requestPasswordReset(db, { email: 'nobody.here@example.com' }, '10.9.1.2'),
    );
    expect(unknown.count).toBe(known.count);
    const signUpKnown = await countQueries(() =>
      service.signUp(
        db,
        { email: 'known.addr@example.com', password: 'pw-known-1', confirmPassword: 'pw-known-1' },
        undefined,
        '10.9.1.3',
      ),
    );
    const signUpNew = await countQueries(() =>
      service.signUp(
        db,
        { email: 'brand.new@example.com', password: 'pw-known-1', confirmPassword: 'pw-known-1' },
        undefined,
        '10.9.1.4',
      ),
    );
    expect(signUpNew.count).toBe(signUpKnown.count);
    await mail.restartWorker();
    await queueDrained(AUTH_QUEUE);
    expect(await db.authToken.count({ where: { email: 'nobody.here@example.com' } })).toBe(0);
    expect(
      await db.authToken.count({ where: { email: 'known.addr@example.com', purpose: 'RESET_PASSWORD' } }),
    ).toBe(1);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const count = mail.smtp.mails.length;
    await service.requestPasswordReset(db, { email: 'ghost@example.com' });
    await queueDrained(AUTH_QUEUE);
    expect(mail.smtp.mails.length).toBe(count);
    expect(await db.authToken.count({ where: { email: 'ghost@example.com' } })).toBe(0);
  });
});

describe('verify-new-email', () => {
  it('verifies an added address once, only for the account it was sent for', async () => {
    await signUpAndGetLink('owner@example.com');
    const owner = await db.user.findUniqueOrThrow({ where: { email: 'owner@example.com' } });
    await db.alternateEmail.create({ data: { userId: owner.id, email: 'second@example.com' } });
    const { issueToken } = await import('@/lib/auth/tokens');
    const token = await issueToken(db, owner.id, 'VERIFY_ALTERNATE_EMAIL', 'second@example.com');

    // A token of another purpose does not verify it.
    expect(await confirmEmail(db, token, { newPassword: 'whatever-pass' })).toEqual({
      status: 'invalid',
    });
    expect(await service.confirmAlternateEmail(db, token)).toBe('second@example.com');
    const row = await db.alternateEmail.findUniqueOrThrow({ where: { email: 'second@example.com' } });
    expect(row.verifiedAt).not.toBeNull();
    expect(await service.confirmAlternateEmail(db, token)).toBeNull();
  });
});

describe('sign-up and alternate-address claims', () => {
  it('an unconfirmed alternate claim does not keep the address owner from signing up', async () => {
    await signUpAndGetLink('claimer@example.com');
    const claimer = await db.user.findUniqueOrThrow({ where: { email: 'claimer@example.com' } });
    await db.alternateEmail.create({ data: { userId: claimer.id, email: 'real.owner@example.com' } });

    const link = await signUpAndGetLink('real.owner@example.com');
    expect(link).toContain('/auth/verify-email?token=');
    expect(await db.user.count({ where: { email: 'real.owner@example.com' } })).toBe(1);
    expect(await db.alternateEmail.count({ where: { email: 'real.owner@example.com' } })).toBe(0);
  });

  it('a confirmed alternate address counts as taken', async () => {
    await signUpAndGetLink('holder@example.com');
    const holder = await db.user.findUniqueOrThrow({ where: { email: 'holder@example.com' } });
    await db.alternateEmail.create({
      data: { userId: holder.id, email: 'second.of.holder@example.com', verifiedAt: new Date() },
    });
    await service.signUp(db, {
      email: 'second.of.holder@example.com',
      password: 'some-password',
      confirmPassword: 'some-password',
    });
    await mail.smtp.waitFor(
      (m) => m.to.includes('second.of.holder@example.com') && /already have/.test(m.subject),
    );
    expect(await db.user.count({ where: { email: 'second.of.holder@example.com' } })).toBe(0);
  });
});
