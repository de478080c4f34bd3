import Link from 'next/link';
import { commonMessages, notFoundMessages } from '@/lib/messages';

// An unknown game id, or a game of an event the viewer may not see: 404 with 'Game not found', never 500.
export default function GameNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden className="text-6xl">
        🐶
      </p>
      <h1 className="text-2xl font-bold">{commonMessages.gameNotFound}</h1>
      <p className="text-slate-700">{notFoundMessages.title}</p>
      <p className="text-slate-700">{notFoundMessages.subtitle}</p>
      <Link href="/home" className="font-semibold text-emerald-700 underline underline-offset-4">
        {notFoundMessages.goHome}
      </Link>
    </div>
  );
}
