import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/LoginForm';
import { LoginNotice } from '@/components/auth/LoginNotice';
import { CSRF_COOKIE } from '@/lib/auth/csrf-names';
import { authMessages } from '@/lib/messages';

export const metadata: Metadata = { title: authMessages.loginTitle };

// Rendered per request for the form's anti-CSRF token (the cookie proxy.ts sets, lib/auth/csrf.ts); a browser
// with a session cookie never gets here (proxy.ts); the query (callbackUrl, logout notices) is read in the browser.
export default async function LoginPage() {
  const csrfToken = (await cookies()).get(CSRF_COOKIE)?.value ?? '';
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.loginTitle}</h1>
      {/* The notice reads the query (logout reasons) in the browser; the form stays outside the boundary, so
          what is typed before the page has loaded is kept. */}
      <Suspense fallback={null}>
        <LoginNotice />
      </Suspense>
      <LoginForm csrfToken={csrfToken} />
    </>
  );
}
