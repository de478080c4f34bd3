import Link from 'next/link';
import { LevelBadge } from '@/components/levels/LevelBadge';
import { SportGlyph } from '@/components/looks/SportGlyph';
import { Badge } from '@/components/ui';
import type { CardExtras } from '@/lib/events/cards';
import { dateBlock } from '@/lib/looks/date-block';
import { sportLook } from '@/lib/looks/sports';
import { billingMessages } from '@/lib/messages/billing';
import { cardMessages as c } from '@/lib/messages/cards';
import { eventUiMessages as m } from '@/lib/messages/events';

export type CardGame = {
  id: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  locationName: string;
  address?: string | null;
  capacity?: number | null;
  goingCount?: number;
  levelMin?: number | null;
  levelMax?: number | null;
  gameType?: string | null;
  miles?: number;
  /** The price per player when the list read it (otherwise the extras say). */
  price?: { cents: number; currency: string } | null;
};

/**
 * One game as a card (discover, home): the date block on the viewer's clock, the sport's icon and colour, the
 * title, where (and how far), level and price chips, spots left as a bar with its text, friends going and the
 * host's record. `children` are the badges and buttons of the list it sits in (favorite, hosting, status).
 */
export function GameCard({
  game,
  extras,
  viewerTimeZone,
  children,
}: {
  game: CardGame;
  extras?: CardExtras;
  /** The viewer's zone for the date block (the game's own when unknown). */
  viewerTimeZone: string | null;
  children?: React.ReactNode;
}) {
  const sport = extras?.sport ?? game.gameType ?? null;
  const look = sportLook(sport);
  const when = dateBlock(game.startsAt, viewerTimeZone ?? game.timeZone);
  const capacity = game.capacity ?? null;
  const left = capacity === null ? null : Math.max(0, capacity - (game.goingCount ?? 0));
  const price = extras ? extras.price : game.price;
  const friends = extras ? c.friendsGoing(extras.friends.names, extras.friends.count) : null;
  const place = game.address ? `${game.address}, ${game.locationName}` : game.locationName;
  return (
    <li
      className="flex min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="game-card"
    >
      <time
        dateTime={game.startsAt.toISOString()}
        className="flex w-16 shrink-0 flex-col items-center self-start overflow-hidden rounded-md border border-slate-200 text-center"
        data-testid="date-block"
      >
        {/* A literal white: the sport colours stay the same in dark mode, so their text must not flip. */}
        <span
          className="block w-full py-0.5 text-xs font-bold text-[#fff]"
          style={{ background: look.color }}
        >
          {when.weekday}{' '}
        </span>
        <span className="block pt-1 text-xl leading-none font-bold text-slate-900">{when.day} </span>
        <span className="block text-xs font-semibold text-slate-700">{when.month} </span>
        <span className="block pb-1 text-xs text-slate-700">{when.time}</span>
      </time>
      <div className="min-w-0 flex-1 space-y-1.5">
        {/* On a phone the badges (Hosting, Manage, Going…) wrap under the title instead of widening the card. */}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-2">
            <span
              className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-md"
              style={{ background: look.color }}
              aria-hidden="true"
            >
              <SportGlyph icon={look.icon} size={18} stroke="#ffffff" strokeWidth={2} />
            </span>
            <Link
              href={`/evt/${game.id}`}
              className="font-semibold break-words text-emerald-800 hover:underline"
            >
              {game.title}
            </Link>
          </div>
          {children && <span className="flex flex-wrap items-center gap-2">{children}</span>}
        </div>
        <p className="text-sm text-slate-700">
          {place}
          {game.miles !== undefined && ` · ${m.milesAway(game.miles)}`}
        </p>
        <div className="flex flex-wrap items-center gap-1.5">
          {sport && <Badge>{sport}</Badge>}
          {sport && <LevelBadge sport={sport} min={game.levelMin ?? null} max={game.levelMax ?? null} />}
          {price !== undefined &&
            (price ? (
              <Badge tone="warning">{billingMessages.formatCents(price.cents, price.currency)}</Badge>
            ) : (
              <Badge tone="success">{c.free}</Badge>
            ))}
        </div>
        {capacity !== null && left !== null && capacity > 0 && (
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-1.5 w-24 shrink-0 overflow-hidden rounded-full bg-slate-200"
            >
              <span
                className={`block h-full rounded-full ${left === 0 ? 'bg-red-700' : 'bg-emerald-600'}`}
                style={{ width: `${Math.round(((capacity - left) / capacity) * 100)}%` }}
              />
            </span>
            <span className="text-xs text-slate-700" data-testid="spots-left">
              {c.spots(left, capacity)}
            </span>
          </div>
        )}
        {(friends || extras) && (
          <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-700">
            {friends && (
              <span className="font-medium text-emerald-800" data-testid="friends-going">
                {friends}
              </span>
            )}
            {extras && (
              <span title={c.hostTierHint} data-testid="host-record">
                {c.hostRecord(extras.host.tier, extras.host.games)}
              </span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** A list of game cards (one column; two on wide screens when `wide`). */
export function GameCardList({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  return <ul className={wide ? 'grid gap-3 xl:grid-cols-2' : 'grid gap-3'}>{children}</ul>;
}
