import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { notify } from '@/lib/notifications/notify';
import { startNotificationWorker, type NotificationWorker } from '@/lib/jobs/worker';

// Web Push against a local HTTPS "push service" (self-signed certificate for 127.0.0.1, trusted here only).
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = 'mailto:ops@beans.test';
// The stand-in push service is the only host added to the known push services.
process.env.PUSH_ALLOWED_HOSTS = '127.0.0.1';

const tls = path.resolve('tests/support/tls');
const cert = readFileSync(path.join(tls, 'localhost-cert.pem'));
https.globalAgent.options.ca = cert;

type PushRequest = { path: string; headers: Record<string, string | string[] | undefined>; bytes: number };
const received: PushRequest[] = [];
const server = https.createServer(
  { cert, key: readFileSync(path.join(tls, 'localhost-key.pem')) },
  (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes: Buffer.concat(chunks).length });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  },
);
let base = '';
let worker: NotificationWorker;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  worker = await startNotificationWorker({ pollingIntervalSeconds: 0.5, policy: { retryDelay: 1 } });
});
afterAll(async () => {
  await worker.stop();
  await new Promise((resolve) => server.close(resolve));
});

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

async function userWithBrowser(endpointPath: string, settings: object = {}, origin = base) {
  const user = await db.user.create({
    data: {
      email: `push.${randomBytes(4).toString('hex')}@example.com`,
      emailVerified: new Date(),
      notificationSettings: settings,
    },
  });
  const browser = await db.pushSubscription.create({
    data: { userId: user.id, endpoint: `${origin}${endpointPath}`, ...browserKeys() },
  });
  return { user, browser };
}

const message = {
  type: 'FAMILY_CONNECTION_REQUEST',
  title: 'Family request',
  message: 'Pat wants to connect.',
};

describe('Web Push (VAPID configured)', () => {
  it('sends an encrypted, VAPID-signed push to each registered browser when push is on', async () => {
    const { user } = await userWithBrowser('/push/one', { connections: { email: false, push: true } });
    const result = await db.$transaction((tx) => notify(tx, user.id, message));
    expect(result.pushJobIds).toHaveLength(1);
    await expect
      .poll(() => received.filter((r) => r.path === '/push/one').length, { timeout: 10_000 })
      .toBe(1);
    const push = received.find((r) => r.path === '/push/one')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toContain(`k=${vapid.publicKey}`);
    expect(push.bytes).toBeGreaterThan(0);
  });

  it('sends no push when push is off for the category', async () => {
    const { user } = await userWithBrowser('/push/two', { connections: { email: false, push: false } });
    const result = await db.$transaction((tx) => notify(tx, user.id, message));
    expect(result.pushJobIds).toEqual([]);
  });

  it('forgets a browser the push service reports as gone', async () => {
    const { user, browser } = await userWithBrowser('/gone/three', {
      connections: { email: false, push: true },
    });
    await db.$transaction((tx) => notify(tx, user.id, message));
    await expect
      .poll(() => db.pushSubscription.count({ where: { id: browser.id } }), { timeout: 10_000 })
      .toBe(0);
  });

  it('never posts to a host that is not a known push service, and forgets such a browser', async () => {
    // Stored before endpoints were checked: the same server, but under a host name that is not allowed.
    const { user, browser } = await userWithBrowser(
      '/internal/four',
      { connections: { email: false, push: true } },
      base.replace('127.0.0.1', 'localhost'),
    );
    const result = await db.$transaction((tx) => notify(tx, user.id, message));
    expect(result.pushJobIds).toHaveLength(1);
    await expect
      .poll(() => db.pushSubscription.count({ where: { id: browser.id } }), { timeout: 10_000 })
      .toBe(0);
    expect(received.filter((r) => r.path === '/internal/four')).toEqual([]);
  });
});
