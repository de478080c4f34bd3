'use client';

import { useState } from 'react';
import { Button, Card, useAction } from '@/components/ui';
import { signOutEverywhereAction } from '@/lib/auth/actions';
import { authMessages } from '@/lib/messages';
import { clearBrowserData, SIGNED_OUT_URL } from './clear-browser';

// Settings → Privacy: end every session of the account (a lost phone, a shared computer, a copied token).
export function SignOutEverywhere() {
  const runAction = useAction();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const result = await runAction(signOutEverywhereAction, undefined);
    if (!result.ok) return setBusy(false);
    await clearBrowserData();
    window.location.assign(SIGNED_OUT_URL);
  };
  return (
    <Card title={authMessages.sessionsTitle}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{authMessages.sessionsText}</p>
        <Button variant="secondary" className="shrink-0" loading={busy} onClick={onClick}>
          {authMessages.signOutEverywhere}
        </Button>
      </div>
    </Card>
  );
}
