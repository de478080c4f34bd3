'use client';

import { useSearchParams } from 'next/navigation';
import { authMessages } from '@/lib/messages';

// The login page's notice after signing out (or when signing out failed), read from the query in the browser.
export function LoginNotice() {
  const query = useSearchParams();
  const notice =
    query.get('logoutError') === '1'
      ? authMessages.logoutError
      : query.get('logout') === 'true'
        ? authMessages.loggedOut
        : undefined;
  if (!notice) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
      {notice}
    </p>
  );
}
