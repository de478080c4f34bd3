import type { Metadata } from 'next';
import { Button } from '@/components/ui';
import { teamUi as m } from '@/lib/messages/teams';
import { param, type SearchParams } from '@/lib/search-params';
import { validOptOut } from '@/lib/teams/opt-out';

export const metadata: Metadata = {
  title: m.stopInvitationsTitle,
  referrer: 'no-referrer',
  robots: { index: false },
};

// The link in a team invitation mail: the address's owner confirms with a button (a form POST to
// /api/invitations/opt-out), so a mail scanner opening the link changes nothing.
export default async function StopInvitationsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const email = param(query.email) ?? '';
  const token = param(query.token) ?? '';
  const body =
    param(query.done) === '1' ? (
      <p role="status">{m.stopInvitationsDone}</p>
    ) : param(query.invalid) === '1' || !validOptOut(email, token) ? (
      <p role="alert">{m.stopInvitationsInvalid}</p>
    ) : (
      <form method="post" action="/api/invitations/opt-out" className="space-y-4">
        <p>{m.stopInvitationsAsk(email)}</p>
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="token" value={token} />
        <Button type="submit">{m.stopInvitationsConfirm}</Button>
      </form>
    );
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{m.stopInvitationsTitle}</h1>
      {body}
    </>
  );
}
