import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { authMessages } from '@/lib/messages';

export const metadata: Metadata = { title: authMessages.forgotPasswordTitle };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.forgotPasswordTitle}</h1>
      <ForgotPasswordForm />
    </>
  );
}
