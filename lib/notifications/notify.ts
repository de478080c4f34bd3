import type { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import { notificationMail } from '@/emails/notification';
import { channelsFor, readSettings, settingsKeyFor } from './rules';
import { enqueueMail, enqueuePush } from './queue';
import { webPushConfigured } from './web-push-config';

// The one delivery path for notifications. Callers pass the transaction of the change that caused the
// notification, so everything commits together:
// - push on (the default): the in-app notification is written (the notification centre), and, when VAPID keys
//   are configured, a Web Push delivery is queued;
// - email on (the default): a mail is queued in PostgreSQL and sent by the worker with retries.
// Which channels apply is decided by the user's notificationSettings for the notification's category: the
// explicit `category` (a category key, a topic id or `teamDiscussion_{teamId}`), else the category of its type
// (e.g. FAMILY_CONNECTION_REQUEST → connections), else both channels.
export type NotificationContent = {
  type: string;
  title: string;
  message: string;
  data?: Prisma.InputJsonValue;
  imageUrl?: string;
  category?: string;
  /** Path the mail and the push notification link to; defaults to the notification centre. */
  url?: string;
};

export type NotifyTx = Pick<
  Db,
  'notification' | 'user' | 'pushSubscription' | '$queryRawUnsafe' | '$executeRawUnsafe'
>;

export type NotifyResult = { id: string | null; mailJobId: string | null; pushJobIds: string[] };

const NOTIFICATIONS_PATH = '/notifications';
const SETTINGS_PATH = '/settings?tab=notification';
const appUrl = (path: string) => new URL(path, env().APP_URL).toString();

export async function notify(
  tx: NotifyTx,
  userId: string,
  content: NotificationContent,
): Promise<NotifyResult> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { email: true, notificationSettings: true },
  });
  if (!user) return { id: null, mailJobId: null, pushJobIds: [] };
  const channels = channelsFor(readSettings(user.notificationSettings), settingsKeyFor(content));
  const path = content.url ?? NOTIFICATIONS_PATH;

  let id: string | null = null;
  const pushJobIds: string[] = [];
  if (channels.push) {
    const created = await tx.notification.create({
      data: {
        userId,
        type: content.type,
        title: content.title,
        message: content.message,
        data: content.data ?? {},
        imageUrl: content.imageUrl,
      },
      select: { id: true },
    });
    id = created.id;
    if (webPushConfigured()) {
      const browsers = await tx.pushSubscription.findMany({ where: { userId }, select: { id: true } });
      for (const browser of browsers) {
        const job = {
          userId,
          subscriptionId: browser.id,
          title: content.title,
          body: content.message,
          url: path,
        };
        pushJobIds.push(await enqueuePush(tx, job));
      }
    }
  }

  let mailJobId: string | null = null;
  if (channels.email) {
    const mail = notificationMail({
      title: content.title,
      message: content.message,
      url: appUrl(path),
      settingsUrl: appUrl(SETTINGS_PATH),
    });
    mailJobId = await enqueueMail(tx, { to: user.email, userId, ...mail });
  }
  return { id, mailJobId, pushJobIds };
}
