import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { hashesRunning, hashPassword, MAX_CONCURRENT_HASHES } from '@/lib/auth/password';
import * as auth from '@/lib/auth/service';
import { addAlternateEmailAction, resendAlternateEmailAction } from '@/lib/profile/actions';
import { callAs } from '@/tests/support/act-as';
import { searchUsers } from '@/lib/user-search/service';
import { pruneRateLimitHits } from '@/lib/rate-limit';
import { AUTH_QUEUE } from '@/lib/notifications/queue';
import { queueDrained } from '@/tests/support/queue';
import { withSmtpAndWorker } from '@/tests/support/mail-worker';

// Issue 19, findings 3–5: mail, hashing and address lookups are limited, counted in PostgreSQL, and a
// limited request answers exactly as an allowed one.

vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('@/lib/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth/password')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

// Sign-up and reset mail is sent by the queue worker (lib/auth/mail-jobs.ts), as in the app.
const mail = withSmtpAndWorker();

const mailsTo = (email: string, subject: RegExp) =>
  mail.smtp.mails.filter((m) => m.to.includes(email) && subject.test(m.subject)).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function verifiedUser(email: string) {
  return db.user.create({
    data: { email, emailVerified: new Date(), hasAdditionalInfo: true, displayName: email.split('@')[0] },
  });
}

describe('mail limits', () => {
  it('sends at most 3 password-reset mails an hour to one address, however many are asked for', async () => {
    await verifiedUser('reset.target@example.com');
    for (let i = 0; i < 15; i++)
      await auth.requestPasswordReset(db, { email: 'reset.target@example.com' }, `10.3.0.${i}`);
    await queueDrained(AUTH_QUEUE);
    expect(mailsTo('reset.target@example.com', /reset/i)).toBe(3);
  });

  it('holds under 20 parallel requests (the hit is recorded before it is counted)', async () => {
    await verifiedUser('parallel.reset@example.com');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        auth.requestPasswordReset(db, { email: 'parallel.reset@example.com' }, `10.4.0.${i}`),
      ),
    );
    await queueDrained(AUTH_QUEUE);
    expect(mailsTo('parallel.reset@example.com', /reset/i)).toBe(3);
  });

  it('limits reset requests per client address across target addresses', async () => {
    for (let i = 0; i < 25; i++) {
      await auth.requestPasswordReset(db, { email: `nobody${i}@example.com` }, '10.5.5.5');
    }
    const counted = await db.rateLimitHit.count({ where: { bucket: 'reset:ip', key: '10.5.5.5' } });
    expect(counted).toBe(20);
  });

  it('counts an IPv6 client by its /64 and its /48 (issue 31, M8): fresh addresses do not escape the limit', async () => {
    // 25 requests, each from another address of one /64: the per-address limit (20) holds.
    for (let i = 0; i < 25; i++)
      await auth.requestPasswordReset(
        db,
        { email: `v6.${i}@example.com` },
        `2001:db8:77:1::${(i + 1).toString(16)}`,
      );
    expect(
      await db.rateLimitHit.count({ where: { bucket: 'reset:ip', key: '2001:0db8:0077:0001::/64' } }),
    ).toBe(20);
    // Each /64 of one /48 has its own 20, but the /48 as a whole stops at 4 × 20.
    for (let net = 2; net < 8; net++)
      for (let i = 0; i < 20; i++)
        await auth.requestPasswordReset(
          db,
          { email: `v6.${net}.${i}@example.com` },
          `2001:db8:77:${net}::${i + 1}`,
        );
    expect(await db.rateLimitHit.count({ where: { bucket: 'reset:net', key: '2001:0db8:0077::/48' } })).toBe(
      80,
    );
    // Another /48 is not affected.
    const before = await db.rateLimitHit.count({
      where: { bucket: 'reset:ip', key: '2001:0db8:0078:0001::/64' },
    });
    await auth.requestPasswordReset(db, { email: 'v6.other@example.com' }, '2001:db8:78:1::1');
    expect(
      await db.rateLimitHit.count({ where: { bucket: 'reset:ip', key: '2001:0db8:0078:0001::/64' } }),
    ).toBe(before + 1);
  }, 120_000);

  it('mails an added address at most 3 times a day, and answers the same past the limit', async () => {
    const owner = await verifiedUser('alt.owner@example.com');
    const added = await callAs(owner, addAlternateEmailAction, { email: 'alt.target@example.com' });
    expect(added.ok).toBe(true);
    const row = await db.alternateEmail.findUniqueOrThrow({ where: { email: 'alt.target@example.com' } });
    const answers = new Set<string | undefined>();
    for (let i = 0; i < 5; i++) {
      const result = await callAs(owner, resendAlternateEmailAction, { id: row.id });
      answers.add(result.ok ? result.message : 'failed');
    }
    await settle();
    expect(mailsTo('alt.target@example.com', /additional email/)).toBe(3);
    expect(answers.size).toBe(1);
  });

  it('resends the verification mail at most 5 times an hour', async () => {
    const user = await db.user.create({ data: { email: 'resend.limit@example.com' } });
    for (let i = 0; i < 9; i++) await (await auth.sendVerificationMail(db, user.id)).mail;
    await settle();
    expect(mailsTo('resend.limit@example.com', /Verify your email/)).toBe(5);
  });
});

describe('password hashing for visitors', () => {
  it('hashes for at most 3 sign-ups of one address and 10 per client address an hour', async () => {
    vi.mocked(hashPassword).mockClear();
    for (let i = 0; i < 6; i++) {
      await auth.signUp(
        db,
        { email: 'squat@example.com', password: 'pass-word-9', confirmPassword: 'pass-word-9' },
        undefined,
        `10.6.0.${i}`,
      );
    }
    expect(hashPassword).toHaveBeenCalledTimes(3);

    vi.mocked(hashPassword).mockClear();
    for (let i = 0; i < 14; i++) {
      await auth.signUp(
        db,
        { email: `burst${i}@example.com`, password: 'pass-word-9', confirmPassword: 'pass-word-9' },
        undefined,
        '10.6.9.9',
      );
    }
    expect(hashPassword).toHaveBeenCalledTimes(10);
    expect(await db.user.count({ where: { email: { startsWith: 'burst' } } })).toBe(10);
  });

  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once`, async () => {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, hashesRunning())), 1);
    const { hashPassword: realHash } =
      await vi.importActual<typeof import('@/lib/auth/password')>('@/lib/auth/password');
    await Promise.all(Array.from({ length: 12 }, (_, i) => realHash(`password-${i}`)));
    clearInterval(sampler);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
  });
});

describe('address lookups by signed-in users', () => {
  it('confirms an address at most 30 times an hour; then it finds nobody, as for an unknown address', async () => {
    const viewer = await verifiedUser('looker@example.com');
    await verifiedUser('known.person@example.com');
    for (let i = 0; i < 30; i++) {
      const hits = await searchUsers(
        db,
        viewer.id,
        i % 2 ? 'known.person@example.com' : `unknown${i}@example.com`,
      );
      expect(hits.length).toBe(i % 2 ? 1 : 0);
    }
    expect(await searchUsers(db, viewer.id, 'known.person@example.com')).toEqual([]);
    // Name searches reveal no address and are not counted.
    expect((await searchUsers(db, viewer.id, 'known.person')).length).toBe(1);
  });

  it('housekeeping removes only hits older than the longest window', async () => {
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await db.rateLimitHit.createMany({
      data: [
        { bucket: 'prune:test', key: 'old', createdAt: hoursAgo(25) },
        { bucket: 'prune:test', key: 'recent', createdAt: hoursAgo(23) },
      ],
    });
    expect(await pruneRateLimitHits(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db.rateLimitHit.findMany({ where: { bucket: 'prune:test' }, select: { key: true } });
    expect(left.map((h) => h.key)).toEqual(['recent']);
  });
});
