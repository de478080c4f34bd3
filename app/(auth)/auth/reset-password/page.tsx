import type { Metadata } from 'next';
import Link from 'next/link';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { authMessages } from '@/lib/messages';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: authMessages.resetPasswordTitle, referrer: 'no-referrer' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const token = param((await searchParams).token);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.resetPasswordTitle}</h1>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert" className="text-slate-800">
          {authMessages.resetLinkInvalid}{' '}
          <Link href="/auth/forgot-password" className="font-semibold text-emerald-700 underline">
            {authMessages.forgotPasswordLink}
          </Link>
        </p>
      )}
    </>
  );
}
