import webpush from 'web-push';
import type { Db } from '@/lib/db';
import { isAllowedPushEndpoint } from './push-endpoints';
import type { PushJob } from './queue';
import { webPushConfig } from './web-push-config';

// Sends one queued Web Push message to one registered browser. A browser that the push service says is gone
// (404/410), or whose endpoint is not at an allowed push service, is forgotten; other failures throw, so the
// queue retries the job.
export async function deliverPush(
  db: Pick<Db, 'pushSubscription'>,
  job: PushJob,
): Promise<'sent' | 'skipped'> {
  const config = webPushConfig();
  if (!config) return 'skipped';
  const browser = await db.pushSubscription.findFirst({
    where: { id: job.subscriptionId, userId: job.userId },
  });
  if (!browser) return 'skipped';
  // Registrations are checked when saved; this also covers rows stored before that check existed.
  if (!isAllowedPushEndpoint(browser.endpoint)) {
    console.warn('[push] forgetting a browser whose endpoint is not at a known push service');
    await db.pushSubscription.deleteMany({ where: { id: browser.id } });
    return 'skipped';
  }
  try {
    await webpush.sendNotification(
      { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
      JSON.stringify({ title: job.title, body: job.body, url: job.url }),
      {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        TTL: 24 * 3600,
        timeout: 10_000,
      },
    );
    return 'sent';
  } catch (error) {
    if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
      await db.pushSubscription.deleteMany({ where: { id: browser.id } });
      return 'skipped';
    }
    throw error;
  }
}
