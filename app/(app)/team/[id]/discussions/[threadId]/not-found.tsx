import Link from 'next/link';
import { notFoundMessages } from '@/lib/messages';
import { teamUi as m } from '@/lib/messages/teams';

// An unknown discussion, or one of a team the viewer is not a member of.
export default function DiscussionNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.discussionNotFound}</h1>
      <p className="text-slate-700">{notFoundMessages.subtitle}</p>
      <Link href="/teams" className="font-semibold text-emerald-700 underline underline-offset-4">
        {m.myTeamsTitle}
      </Link>
    </div>
  );
}
