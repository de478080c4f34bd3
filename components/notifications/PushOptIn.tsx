'use client';

import { PUSH_WORKER_PATH } from './push-worker';
import { useEffect, useState } from 'react';
import { Button, useToast } from '@/components/ui';
import { notificationMessages as m } from '@/lib/messages';
import { savePushSubscriptionAction } from '@/lib/notifications/actions';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

// Registers this browser for Web Push (shown only when the server has VAPID keys).
export function PushOptIn({ vapidPublicKey }: { vapidPublicKey: string }) {
  const toast = useToast();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    async function check(): Promise<State> {
      if (!supported()) return 'unsupported';
      if (Notification.permission === 'denied') return 'denied';
      const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_PATH);
      const subscription = await registration?.pushManager.getSubscription();
      return subscription ? 'on' : 'off';
    }
    check()
      .catch(() => 'off' as const)
      .then((next) => {
        if (!cancelled) setState(next);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  async function enable() {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState('denied');
        return;
      }
      const registration = await navigator.serviceWorker.register(PUSH_WORKER_PATH);
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      });
      const result = await savePushSubscriptionAction(subscription.toJSON());
      if (!result.ok) throw new Error(result.message);
      setState('on');
      toast.success(m.pushEnabled);
    } catch {
      toast.error(m.pushFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="push-opt-in" className="space-y-2 rounded-md border border-slate-200 p-3">
      <h3 id="push-opt-in" className="text-base font-semibold text-slate-900">
        {m.pushTitle}
      </h3>
      <p className="text-sm text-slate-600">{m.pushExplainer}</p>
      {state === 'unsupported' && <p className="text-sm text-slate-700">{m.pushUnsupported}</p>}
      {state === 'denied' && <p className="text-sm text-slate-700">{m.pushDenied}</p>}
      {state === 'on' && <p className="text-sm text-emerald-800">{m.pushEnabled}</p>}
      {state === 'off' && (
        <Button type="button" variant="secondary" onClick={enable} loading={busy}>
          {m.pushEnable}
        </Button>
      )}
    </section>
  );
}
