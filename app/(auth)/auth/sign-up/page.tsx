import type { Metadata } from 'next';
import { SignUpForm } from '@/components/auth/SignUpForm';
import { authMessages } from '@/lib/messages';

export const metadata: Metadata = { title: authMessages.signUpTitle };

export default function SignUpPage() {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.signUpTitle}</h1>
      <SignUpForm />
    </>
  );
}
