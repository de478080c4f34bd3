import type { Db } from '@/lib/db';
import { activeRosterWhere } from '@/lib/teams/rules';
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
    where: { OR: [{ ownerId: userId }, { roster: { some: { userId, ...activeRosterWhere } } }] },
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

/** Registers (or moves to this user) a browser for Web Push. */
export async function savePushSubscription(
  db: Pick<Db, 'pushSubscription'>,
  userId: string,
  input: PushSubscriptionInput,
) {
  const data = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.pushSubscription.upsert({
    where: { endpoint: input.endpoint },
    create: { endpoint: input.endpoint, ...data },
    update: data,
  });
}
