import Link from 'next/link';
import { followUi as m } from '@/lib/messages/teams';

export default function HostNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.hostNotFound}</h1>
      <Link href="/subscriptions" className="font-semibold text-emerald-700 underline underline-offset-4">
        {m.title}
      </Link>
    </div>
  );
}
