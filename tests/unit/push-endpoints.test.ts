import { describe, expect, it } from 'vitest';
import { isPushHostAllowed } from '@/lib/notifications/push-endpoints';

describe('push endpoint hosts', () => {
  it('allow the browsers’ push services only, by default', () => {
    for (const host of [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'wns2-by3p.notify.windows.com',
      'web.push.apple.com',
      'api.push.apple.com',
    ])
      expect(isPushHostAllowed(host), host).toBe(true);
    for (const host of [
      '127.0.0.1',
      'localhost',
      '169.254.169.254',
      'push.services.mozilla.com',
      'notify.windows.com',
      'evilfcm.googleapis.com',
      'fcm.googleapis.com.evil.example',
      'evil-push.apple.com',
    ])
      expect(isPushHostAllowed(host), host).toBe(false);
  });

  it('add configured hosts, but never everything', () => {
    expect(isPushHostAllowed('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(isPushHostAllowed('a.push.test', ['*.push.test'])).toBe(true);
    expect(isPushHostAllowed('push.test', ['*.push.test'])).toBe(false);
    for (const pattern of ['*', '*.', '*.com', ''])
      expect(isPushHostAllowed('evil.com', [pattern]), pattern).toBe(false);
  });
});
