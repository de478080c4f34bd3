import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';

// The one delivery path for notifications. Callers pass the transaction of the change that caused
// the notification, so the two commit together.
// (The notification-settings issue adds the per-category channel preferences and queued e-mail here.)
export type NotificationContent = {
  type: string;
  title: string;
  message: string;
  data?: Prisma.InputJsonValue;
  imageUrl?: string;
};

type Tx = Pick<Db, 'notification'>;

export async function notify(tx: Tx, userId: string, content: NotificationContent) {
  return tx.notification.create({
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
}
