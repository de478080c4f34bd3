import type { Metadata } from 'next';
import { LoginForm } from '@/components/auth/LoginForm';
import { redirectSignedIn } from '@/components/auth/redirect-signed-in';
import { authMessages } from '@/lib/messages';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: authMessages.loginTitle };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const callbackUrl = param(query.callbackUrl);
  await redirectSignedIn(callbackUrl);
  const notice =
    param(query.logoutError) === '1'
      ? authMessages.logoutError
      : param(query.logout) === 'true'
        ? authMessages.loggedOut
        : undefined;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.loginTitle}</h1>
      {notice && (
        <p role="status" className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {notice}
        </p>
      )}
      <LoginForm callbackUrl={callbackUrl} />
    </>
  );
}
