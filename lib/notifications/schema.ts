import { z } from 'zod';
import { notificationMessages } from '@/lib/messages';
import { isAllowedPushEndpoint } from './push-endpoints';

// The notification settings form: one row per settings key (a category, `teamDiscussion_{teamId}` or a topic id)
// with its two channels. Shared by the form (zodResolver) and the action.
export const channelRowSchema = z.object({
  key: z.string().min(1).max(200),
  email: z.boolean(),
  push: z.boolean(),
});

export const notificationSettingsSchema = z.object({
  entries: z.array(channelRowSchema).max(2000),
});

export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

// A browser's Web Push subscription as PushSubscription.toJSON() gives it. The endpoint must be at one of the
// browsers' push services (the worker POSTs to it; see push-endpoints.ts).
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .url()
    .max(2000)
    .startsWith('https://')
    .refine(isAllowedPushEndpoint, notificationMessages.pushServiceUnsupported),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
