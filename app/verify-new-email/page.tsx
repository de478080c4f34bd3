import type { Metadata } from 'next';
import { ConfirmNewEmail } from '@/components/auth/ConfirmNewEmail';
import { authMessages, PRODUCT_NAME } from '@/lib/messages';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: authMessages.verifyNewEmailTitle, referrer: 'no-referrer' };

// Confirms an additional e-mail address from the mailed link.
export default async function VerifyNewEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const token = param((await searchParams).token);
  return (
    <main
      id="main"
      className="mx-auto mt-16 max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <p className="mb-4 text-xl font-extrabold text-emerald-800">{PRODUCT_NAME}</p>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.verifyNewEmailTitle}</h1>
      <ConfirmNewEmail token={token} />
    </main>
  );
}
