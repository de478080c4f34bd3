import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth/next-auth';
import { signOutAction, signOutEverywhereAction } from '@/lib/auth/actions';
import { getViewer, type Viewer } from '@/lib/auth/viewer';
import { db } from '@/lib/db';
import { actAs } from '@/tests/support/act-as';
import { makeUser as newUser } from '@/tests/support/factories';
import { pushSubscriptionSchema } from '@/lib/notifications/schema';
import {
  MAX_PUSH_SUBSCRIPTIONS,
  PushEndpointTakenError,
  savePushSubscription,
} from '@/lib/notifications/service';

// Sign-out's own session handling (Auth.js) and the session source need a Next request; the rest is real.
vi.mock('@/lib/auth/viewer', () => ({ getActiveViewer: vi.fn(), getViewer: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('@/lib/auth/next-auth', () => ({
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  LoginError: class LoginError extends Error {},
}));

// Registering browsers for Web Push: only known push services, one account per browser, a few per user.
process.env.PUSH_ALLOWED_HOSTS = 'push.test.internal';

const tag = () => randomBytes(4).toString('hex');
const keys = () => ({ p256dh: `p256dh-${tag()}`, auth: `auth-${tag()}` });
const fcm = () => `https://fcm.googleapis.com/fcm/send/${tag()}`;

const makeUser = () => newUser('Push', { complete: false });

describe('push subscriptions', () => {
  it('accept only endpoints at the known push services (and the configured extra host)', () => {
    const accepted = [
      fcm(),
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGuQyavXutnMH2Ad',
      'https://api.push.apple.com/3/device/abc',
      'https://push.test.internal:8443/send/abc',
    ];
    for (const endpoint of accepted)
      expect(pushSubscriptionSchema.safeParse({ endpoint, keys: keys() }).success, endpoint).toBe(true);
    const refused = [
      'https://127.0.0.1:8443/send/abc',
      'https://localhost/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/push',
      'https://evil.example/push',
      'https://fcm.googleapis.com.evil.example/push',
      'https://evilfcm.googleapis.com/push',
      'https://push.services.mozilla.com.evil.example/push',
      'https://evil.example/?fcm.googleapis.com',
      'https://fcm.googleapis.com@evil.example/push',
      'http://fcm.googleapis.com/fcm/send/abc',
    ];
    for (const endpoint of refused)
      expect(pushSubscriptionSchema.safeParse({ endpoint, keys: keys() }).success, endpoint).toBe(false);
  });

  it('refuse to move another account’s browser, and update the caller’s own', async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const endpoint = fcm();
    const first = keys();
    await savePushSubscription(db, owner.id, { endpoint, keys: first });

    await expect(savePushSubscription(db, other.id, { endpoint, keys: keys() })).rejects.toBeInstanceOf(
      PushEndpointTakenError,
    );
    expect(await db.pushSubscription.findUniqueOrThrow({ where: { endpoint } })).toMatchObject({
      userId: owner.id,
      p256dh: first.p256dh,
      auth: first.auth,
    });

    // The owner re-registering the same browser (new keys) updates it in place.
    const second = keys();
    await savePushSubscription(db, owner.id, { endpoint, keys: second });
    expect(await db.pushSubscription.findMany({ where: { endpoint } })).toEqual([
      expect.objectContaining({ userId: owner.id, p256dh: second.p256dh, auth: second.auth }),
    ]);
  });

  it(`keep at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per user, replacing the oldest`, async () => {
    const user = await makeUser();
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, fcm);
    for (const endpoint of endpoints) await savePushSubscription(db, user.id, { endpoint, keys: keys() });
    const kept = await db.pushSubscription.findMany({
      where: { userId: user.id },
      select: { endpoint: true },
    });
    expect(kept.map((k) => k.endpoint).sort()).toEqual(endpoints.slice(2).sort());

    // Re-registering an old browser makes it the newest: the next one replaces the oldest other one.
    await savePushSubscription(db, user.id, { endpoint: endpoints[2], keys: keys() });
    const newest = fcm();
    await savePushSubscription(db, user.id, { endpoint: newest, keys: keys() });
    const after = await db.pushSubscription.findMany({
      where: { userId: user.id },
      select: { endpoint: true },
    });
    expect(after.map((k) => k.endpoint).sort()).toEqual([endpoints[2], ...endpoints.slice(4), newest].sort());
  });
});

describe('push subscriptions at sign-out (issue 31, L9)', () => {
  const endpointsOf = async (userId: string) =>
    (await db.pushSubscription.findMany({ where: { userId }, select: { endpoint: true } }))
      .map((r) => r.endpoint)
      .sort();

  it("sign-out forgets this browser's registration, so the next person on it neither gets the pushes nor is refused it", async () => {
    const user = await makeUser();
    const next = await makeUser();
    const [here, elsewhere, theirs] = [fcm(), fcm(), fcm()];
    await savePushSubscription(db, user.id, { endpoint: here, keys: keys() });
    await savePushSubscription(db, user.id, { endpoint: elsewhere, keys: keys() });
    await savePushSubscription(db, next.id, { endpoint: theirs, keys: keys() });
    vi.mocked(getViewer).mockResolvedValue(
      (await db.user.findUniqueOrThrow({ where: { id: user.id } })) as Viewer,
    );

    expect(await signOutAction({ pushEndpoint: here })).toMatchObject({ ok: true });
    expect(signOut).toHaveBeenCalled();
    expect(await endpointsOf(user.id)).toEqual([elsewhere]);
    // Someone else's endpoint, sent by this user, is left alone.
    expect(await signOutAction({ pushEndpoint: theirs })).toMatchObject({ ok: true });
    expect(await endpointsOf(next.id)).toEqual([theirs]);
    // The next person on this computer registers the browser for themselves.
    await savePushSubscription(db, next.id, { endpoint: here, keys: keys() });
    expect(await endpointsOf(next.id)).toEqual([here, theirs].sort());
    // A browser without a registration signs out as before.
    expect(await signOutAction(undefined)).toMatchObject({ ok: true });
  });

  it('"sign out everywhere" forgets every browser of the user, and only theirs', async () => {
    const user = await makeUser();
    const other = await makeUser();
    for (let i = 0; i < 3; i++) await savePushSubscription(db, user.id, { endpoint: fcm(), keys: keys() });
    await savePushSubscription(db, other.id, { endpoint: fcm(), keys: keys() });
    await actAs(user);
    expect(await signOutEverywhereAction(undefined)).toMatchObject({ ok: true });
    expect(await endpointsOf(user.id)).toEqual([]);
    expect(await endpointsOf(other.id)).toHaveLength(1);
  });
});
