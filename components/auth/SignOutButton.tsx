'use client';

import { useState } from 'react';
import { Button } from '@/components/ui';
import { signOutAction } from '@/lib/auth/actions';
import { authMessages } from '@/lib/messages';

export const SIGN_OUT_TIMEOUT_MS = 10_000;

// Signs out on the server; if that fails or takes longer than 10 s, local data is cleared anyway and
// the session cookie is dropped by /api/auth/clear-session, which shows the logout error on login.
export function SignOutButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), SIGN_OUT_TIMEOUT_MS));
    const result = await Promise.race([signOutAction().catch(() => null), timeout]);
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage can be unavailable (private mode); nothing to clear then.
    }
    window.location.assign(result?.ok ? '/auth/login?logout=true' : '/api/auth/clear-session');
  }

  return (
    <Button variant="secondary" size="sm" className={className} onClick={signOut} loading={busy}>
      {authMessages.logout}
    </Button>
  );
}
