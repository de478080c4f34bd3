import 'server-only';
import { db } from '@/lib/db';
import { settingsForForm } from './rules';
import { communitiesOf, communityKeys } from './service';
import { webPushConfig } from './web-push-config';

// What the notification settings screen shows for the viewer: every category and each of their communities'
// discussions and topics, with the stored channels (defaults filled in).
export async function notificationSettingsView(userId: string) {
  const [user, communities] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { notificationSettings: true } }),
    communitiesOf(db, userId),
  ]);
  const settings = settingsForForm(user.notificationSettings, communityKeys(communities));
  return {
    communities,
    entries: Object.entries(settings).map(([key, channels]) => ({ key, ...channels })),
    vapidPublicKey: webPushConfig()?.publicKey ?? null,
  };
}
