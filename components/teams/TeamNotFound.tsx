import Link from 'next/link';
import { notFoundMessages } from '@/lib/messages';
import { teamUi as m } from '@/lib/messages/teams';

// An unknown team, or one the viewer may not see (invite-only, or a block with the owner): never a 500.
export function TeamNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden className="text-6xl">
        🐶
      </p>
      <h1 className="text-2xl font-bold">{m.teamNotFound}</h1>
      <p className="text-slate-700">{notFoundMessages.title}</p>
      <p className="text-slate-700">{notFoundMessages.subtitle}</p>
      <Link href="/teams" className="font-semibold text-emerald-700 underline underline-offset-4">
        {m.myTeamsTitle}
      </Link>
    </div>
  );
}
