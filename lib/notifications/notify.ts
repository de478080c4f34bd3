import type { Prisma } from '@/lib/generated/prisma/client';
import type { Db } from '@/lib/db';
import { env } from '@/lib/env';
import type { MailContent } from '@/emails/render';
import { notificationMail } from '@/emails/notification';
import { channelsFor, readSettings, settingsKeyFor } from './rules';
import { enqueueMails, enqueuePushes } from './queue';
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
  /**
   * The user whose action caused it (a request, an invitation, a new game, a discussion post). A recipient who
   * still has an unread notification of the same type from the same actor gets that row brought up to date
   * (content, time) instead of a new one, and no second mail or push: repeating the action cannot flood them.
   */
  actorId?: string;
  /**
   * Collapses notifications about one thing whoever causes them (e.g. `gameChat:{eventId}`): a recipient who
   * still has an unread notification of the same type with this key gets that row brought up to date instead
   * of a new one, and no second mail or push. Takes precedence over `actorId` for finding the row; it is kept
   * in the notification's data as `collapseKey`.
   */
  collapseKey?: string;
  /** The recipient is waiting for this mail (an invitation): it goes to the queue of mail someone waits for. */
  mailNow?: boolean;
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
  const [result] = await notifyMany(tx, [userId], content);
  return result;
}

/**
 * Notifies many users at once (fan-out: activity alerts, event and team notifications): one read of their
 * settings, one insert of the in-app notifications, one insert of the mail jobs (and, with Web Push configured,
 * one read of their browsers and one insert of the push jobs), whatever the number of recipients. `content` may
 * differ per recipient. A user id twice is notified once; an unknown id is skipped. Results follow `userIds`.
 */
export async function notifyMany(
  tx: NotifyTx,
  userIds: readonly string[],
  content: NotificationContent | ((userId: string) => NotificationContent),
): Promise<NotifyResult[]> {
  const contentFor = typeof content === 'function' ? content : () => content;
  const unique = [...new Set(userIds)];
  const users =
    unique.length === 0
      ? []
      : await tx.user.findMany({
          where: { id: { in: unique } },
          select: { id: true, email: true, notificationSettings: true },
        });
  const plans = users.map((user) => {
    const c = contentFor(user.id);
    return {
      user,
      content: c,
      path: c.url ?? NOTIFICATIONS_PATH,
      channels: channelsFor(readSettings(user.notificationSettings), settingsKeyFor(c)),
    };
  });
  const results = new Map<string, NotifyResult>(
    plans.map((p) => [p.user.id, { id: null, mailJobId: null, pushJobIds: [] }]),
  );

  const repeated = await refreshRepeats(tx, plans);
  for (const [userId, id] of repeated) results.get(userId)!.id = id;
  const fresh = plans.filter((p) => !repeated.has(p.user.id));

  const inApp = fresh.filter((p) => p.channels.push);
  if (inApp.length > 0) {
    const created = await tx.notification.createManyAndReturn({
      data: inApp.map((p) => ({
        userId: p.user.id,
        type: p.content.type,
        title: p.content.title,
        message: p.content.message,
        data: dataOf(p.content),
        imageUrl: p.content.imageUrl,
        actorId: p.content.actorId ?? null,
      })),
      select: { id: true, userId: true },
    });
    for (const row of created) results.get(row.userId)!.id = row.id;

    if (webPushConfigured()) {
      const browsers = await tx.pushSubscription.findMany({
        where: { userId: { in: inApp.map((p) => p.user.id) } },
        select: { id: true, userId: true },
        orderBy: { id: 'asc' },
      });
      const byUser = new Map(inApp.map((p) => [p.user.id, p]));
      const jobs = browsers.map((browser) => {
        const p = byUser.get(browser.userId)!;
        return {
          userId: browser.userId,
          subscriptionId: browser.id,
          title: p.content.title,
          body: p.content.message,
          url: p.path,
        };
      });
      const ids = await enqueuePushes(tx, jobs);
      jobs.forEach((job, i) => results.get(job.userId)!.pushJobIds.push(ids[i]));
    }
  }

  const mailed = fresh.filter((p) => p.channels.email);
  // A fan-out usually sends one text to many: each distinct mail is rendered once.
  const rendered = new Map<string, Promise<MailContent>>();
  const render = (title: string, message: string, path: string) => {
    const key = JSON.stringify([title, message, path]);
    if (!rendered.has(key))
      rendered.set(
        key,
        notificationMail({ title, message, url: appUrl(path), settingsUrl: appUrl(SETTINGS_PATH) }),
      );
    return rendered.get(key)!;
  };
  const contents = await Promise.all(mailed.map((p) => render(p.content.title, p.content.message, p.path)));
  const jobs = mailed.map((p, i) => ({ to: p.user.email, userId: p.user.id, ...contents[i]! }));
  // One insert per queue: mail someone waits for (mailNow) apart from the rest.
  for (const now of [false, true]) {
    const indexes = mailed.flatMap((p, i) => (Boolean(p.content.mailNow) === now ? [i] : []));
    if (indexes.length === 0) continue;
    const ids = await enqueueMails(
      tx,
      indexes.map((i) => jobs[i]!),
      { now },
    );
    indexes.forEach((i, k) => (results.get(mailed[i]!.user.id)!.mailJobId = ids[k]!));
  }

  return userIds.map((id) => results.get(id) ?? { id: null, mailJobId: null, pushJobIds: [] });
}

/** The stored data: the caller's, plus the collapse key when there is one. */
function dataOf(content: NotificationContent): Prisma.InputJsonValue {
  if (!content.collapseKey) return content.data ?? {};
  const data = content.data;
  const base = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return { ...base, collapseKey: content.collapseKey };
}

/**
 * The recipients among `plans` who still have an unread notification of the same type from the same actor
 * (or with the same collapse key):
 * that row takes the new content and moves to now (one statement), and they get no new row, mail or push.
 * Returns recipient id → the refreshed notification's id.
 */
async function refreshRepeats(
  tx: NotifyTx,
  plans: { user: { id: string }; content: NotificationContent }[],
): Promise<Map<string, string>> {
  const withActor = plans.filter((p) => p.content.actorId && !p.content.collapseKey);
  const collapsed = plans.filter((p) => p.content.collapseKey);
  if (withActor.length === 0 && collapsed.length === 0) return new Map();
  const pairs = [...new Set(withActor.map((p) => JSON.stringify([p.content.actorId, p.content.type])))].map(
    (pair) => JSON.parse(pair) as [string, string],
  );
  const keys = [
    ...new Set(collapsed.map((p) => JSON.stringify([p.content.collapseKey, p.content.type]))),
  ].map((pair) => JSON.parse(pair) as [string, string]);
  const rows = await tx.notification.findMany({
    where: {
      userId: { in: [...withActor, ...collapsed].map((p) => p.user.id) },
      read: false,
      OR: [
        ...pairs.map(([actorId, type]) => ({ actorId, type })),
        ...keys.map(([key, type]) => ({ type, data: { path: ['collapseKey'], equals: key } })),
      ],
    },
    select: { id: true, userId: true, actorId: true, type: true, data: true },
    orderBy: { createdAt: 'desc' },
  });
  const keyOf = (data: unknown) =>
    data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>).collapseKey
      : undefined;
  const found = new Map<string, string>();
  const updates: { id: string; content: NotificationContent }[] = [];
  for (const p of [...withActor, ...collapsed]) {
    const row = rows.find(
      (r) =>
        r.userId === p.user.id &&
        r.type === p.content.type &&
        (p.content.collapseKey
          ? keyOf(r.data) === p.content.collapseKey
          : r.actorId === p.content.actorId && !keyOf(r.data)),
    );
    if (!row) continue;
    found.set(p.user.id, row.id);
    updates.push({ id: row.id, content: p.content });
  }
  if (updates.length > 0) {
    await tx.$executeRawUnsafe(
      `UPDATE "notifications" n
          SET "title" = v.title, "message" = v.message, "data" = v.data::jsonb, "imageUrl" = v.image,
              "createdAt" = (now() AT TIME ZONE 'UTC')
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS v(id, title, message, data, image)
        WHERE n."id" = v.id`,
      updates.map((u) => u.id),
      updates.map((u) => u.content.title),
      updates.map((u) => u.content.message),
      updates.map((u) => JSON.stringify(dataOf(u.content))),
      updates.map((u) => u.content.imageUrl ?? null),
    );
  }
  return found;
}
