import type { Metadata } from 'next';
import { VerifyEmailPanel } from '@/components/auth/VerifyEmailPanel';
import { redirectSignedIn } from '@/components/auth/redirect-signed-in';
import { readBrowserSecret } from '@/lib/auth/browser-binding';
import { linkNeedsPassword } from '@/lib/auth/queries';
import { authMessages } from '@/lib/messages';
import { param, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: authMessages.verifyEmailTitle, referrer: 'no-referrer' };

export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const token = param((await searchParams).token);
  // A verified user has nothing to do here; an unverified one may resend or check.
  const viewer = token ? null : await redirectSignedIn();
  // A link opened in another browser than the one that asked for it also sets the password.
  const needsPassword = token ? await linkNeedsPassword(token, await readBrowserSecret()) : false;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{authMessages.verifyEmailTitle}</h1>
      <VerifyEmailPanel token={token} email={viewer?.email} needsPassword={needsPassword} />
    </>
  );
}
