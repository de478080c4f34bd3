import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/LoginForm';
import { LoginNotice } from '@/components/auth/LoginNotice';
import { authMessages } from '@/lib/messages';

export const metadata: Metadata = { title: authMessages.loginTitle };

// Prerendered: a browser with a session cookie never gets here (proxy.ts); the query (callbackUrl, logout
// notices) is read in the browser.
export default function LoginPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.loginTitle}</h1>
      {/* The notice reads the query (logout reasons) in the browser; the form stays outside the boundary, so
          what is typed before the page has loaded is kept. */}
      <Suspense fallback={null}>
        <LoginNotice />
      </Suspense>
      <LoginForm />
    </>
  );
}
