import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { redirectSignedIn } from '@/components/auth/redirect-signed-in';
import { authMessages } from '@/lib/messages';

export const metadata: Metadata = { title: authMessages.forgotPasswordTitle };

export default async function ForgotPasswordPage() {
  await redirectSignedIn();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.forgotPasswordTitle}</h1>
      <ForgotPasswordForm />
    </>
  );
}
