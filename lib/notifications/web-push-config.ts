import { env } from '@/lib/env';

// Web Push is on when both VAPID keys are configured (generate them with `npx web-push generate-vapid-keys`).
export function webPushConfig() {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) return null;
  return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
}

export const webPushConfigured = () => webPushConfig() !== null;
