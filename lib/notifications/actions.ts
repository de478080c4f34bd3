'use server';

import { db } from '@/lib/db';
import { fail, ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { notificationMessages } from '@/lib/messages';
import { notificationSettingsSchema, pushSubscriptionSchema } from './schema';
import { savePushSubscription, saveNotificationSettings } from './service';

export const saveNotificationSettingsAction = defineAction(
  {
    name: 'notifications.saveSettings',
    input: notificationSettingsSchema,
    failure: notificationMessages.saveFailed,
    revalidate: ['/settings'],
  },
  async ({ input, viewer }) =>
    (await saveNotificationSettings(db, viewer.id, input))
      ? ok(undefined, notificationMessages.saved)
      : fail(notificationMessages.unknownSetting),
);

export const savePushSubscriptionAction = defineAction(
  { name: 'notifications.savePush', input: pushSubscriptionSchema, failure: notificationMessages.pushFailed },
  async ({ input, viewer }) => {
    await savePushSubscription(db, viewer.id, input);
    return ok(undefined, notificationMessages.pushEnabled);
  },
);
