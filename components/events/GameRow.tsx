import Link from 'next/link';
import { formatWhen } from '@/lib/time';

/** One game in a list (Discover, home): title link, when and where, and badges or buttons on the right. */
export function GameRow({
  game,
  children,
}: {
  game: { id: string; title: string; startsAt: Date; timeZone: string; locationName: string };
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <Link href={`/evt/${game.id}`} className="font-medium break-words text-emerald-800 hover:underline">
          {game.title}
        </Link>
        <p className="text-sm text-slate-700">
          {formatWhen(game.startsAt, game.timeZone)} · {game.locationName}
        </p>
      </div>
      <span className="flex items-center gap-2">{children}</span>
    </li>
  );
}
