import type { Db } from '@/lib/db';
import { teamsOfUserWhere } from '@/lib/access/membership-where';
import { CATEGORY_KEYS, discussionKey, type NotificationSettings } from './rules';
import type { NotificationSettingsInput, PushSubscriptionInput } from './schema';

export type CommunitySettings = {
  id: string;
  name: string;
  discussionKey: string;
  topics: { id: string; name: string }[];
};

/** The teams and communities the user owns or is an active member of, with their topics. */
export async function communitiesOf(db: Pick<Db, 'team'>, userId: string): Promise<CommunitySettings[]> {
  const teams = await db.team.findMany({
    where: teamsOfUserWhere(userId),
    select: {
      id: true,
      name: true,
      topics: { select: { id: true, name: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return teams.map((t) => ({ id: t.id, name: t.name, discussionKey: discussionKey(t.id), topics: t.topics }));
}

export const communityKeys = (communities: readonly CommunitySettings[]) =>
  communities.flatMap((c) => [c.discussionKey, ...c.topics.map((t) => t.id)]);

/**
 * Stores the user's notificationSettings map. Only the 14 categories and the keys of the user's own communities
 * (their discussions and topics) are accepted; anything else answers null ("not found").
 */
export async function saveNotificationSettings(
  db: Pick<Db, 'team' | 'user'>,
  userId: string,
  input: NotificationSettingsInput,
): Promise<NotificationSettings | null> {
  const allowed = new Set<string>([...CATEGORY_KEYS, ...communityKeys(await communitiesOf(db, userId))]);
  const settings: NotificationSettings = {};
  for (const row of input.entries) {
    if (!allowed.has(row.key)) return null;
    settings[row.key] = { email: row.email, push: row.push };
  }
  await db.user.update({ where: { id: userId }, data: { notificationSettings: settings } });
  return settings;
}

/** How many browsers one user may register for Web Push; registering one more replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The browser (its push endpoint) is registered to another account; it is left with that account. */
export class PushEndpointTakenError extends Error {
  constructor() {
    super('push endpoint is registered to another account');
    this.name = 'PushEndpointTakenError';
  }
}

/**
 * Registers a browser for Web Push, or refreshes the user's own registration of it (new keys; it counts as
 * registered now). An endpoint registered to another account is refused with PushEndpointTakenError rather
 * than moved: whoever knows an endpoint must not be able to take over someone else's browser. Keeps the
 * user's MAX_PUSH_SUBSCRIPTIONS most recent registrations.
 */
export async function savePushSubscription(
  db: Pick<Db, '$transaction'>,
  userId: string,
  input: PushSubscriptionInput,
) {
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.$transaction(async (tx) => {
    // Serialises this user's registrations, so the cap below holds under concurrent saves.
    await tx.$queryRaw`SELECT 1 FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
    const existing = await tx.pushSubscription.findUnique({
      where: { endpoint: input.endpoint },
      select: { userId: true },
    });
    if (existing && existing.userId !== userId) throw new PushEndpointTakenError();
    if (existing) {
      await tx.pushSubscription.update({
        where: { endpoint: input.endpoint, userId },
        data: { ...keys, createdAt: new Date() },
      });
    } else {
      // A concurrent registration of the same endpoint by another account fails here on the unique endpoint.
      await tx.pushSubscription.create({ data: { endpoint: input.endpoint, userId, ...keys } });
    }
    const kept = await tx.pushSubscription.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MAX_PUSH_SUBSCRIPTIONS,
      select: { id: true },
    });
    await tx.pushSubscription.deleteMany({ where: { userId, id: { notIn: kept.map((k) => k.id) } } });
  });
}

/**
 * Forgets Web Push registrations of a user at sign-out: this browser's (its endpoint, sent by the browser) or,
 * without one, every browser's ("sign out everywhere"). Only the user's own rows: an endpoint registered to
 * another account is left alone. Returns how many were removed.
 */
export async function forgetPushSubscriptions(
  db: Pick<Db, 'pushSubscription'>,
  userId: string,
  endpoint?: string,
): Promise<number> {
  const { count } = await db.pushSubscription.deleteMany({
    where: endpoint === undefined ? { userId } : { userId, endpoint },
  });
  return count;
}
