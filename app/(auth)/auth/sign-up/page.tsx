import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { SignUpForm } from '@/components/auth/SignUpForm';
import { CSRF_COOKIE } from '@/lib/auth/csrf-names';
import { authMessages } from '@/lib/messages';

export const metadata: Metadata = { title: authMessages.signUpTitle };

export default async function SignUpPage() {
  const csrfToken = (await cookies()).get(CSRF_COOKIE)?.value ?? '';
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.signUpTitle}</h1>
      <SignUpForm csrfToken={csrfToken} />
    </>
  );
}
