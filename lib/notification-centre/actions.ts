'use server';

import { z } from 'zod';
import { db } from '@/lib/db';
import { ok } from '@/lib/action-result';
import { defineAction } from '@/lib/actions/define-action';
import { commonMessages, notificationCentreMessages } from '@/lib/messages';
import { markAllRead } from './service';

export const markAllNotificationsReadAction = defineAction(
  {
    name: 'notifications.markAllRead',
    input: z.undefined(),
    failure: commonMessages.somethingWentWrong,
    revalidate: ['/notifications'],
  },
  async ({ viewer }) => {
    await markAllRead(db, viewer.id);
    return ok(undefined, notificationCentreMessages.markedAllRead);
  },
);
