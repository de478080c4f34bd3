import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { CSRF_COOKIE } from '@/lib/auth/csrf-names';
import { authMessages } from '@/lib/messages';

export const metadata: Metadata = { title: authMessages.forgotPasswordTitle };

export default async function ForgotPasswordPage() {
  const csrfToken = (await cookies()).get(CSRF_COOKIE)?.value ?? '';
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.forgotPasswordTitle}</h1>
      <ForgotPasswordForm csrfToken={csrfToken} />
    </>
  );
}
