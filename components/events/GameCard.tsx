import Link from 'next/link';
import { LevelBadge } from '@/components/levels/LevelBadge';
import { SportMark } from '@/components/looks/SportGlyph';
import { Badge } from '@/components/ui';
import type { CardExtras } from '@/lib/events/cards';
import { milesIn, type DistanceUnit } from '@/lib/geo/distance';
import { distanceMessages } from '@/lib/messages/distance';
import { dateBlock } from '@/lib/looks/date-block';
import { zoneAbbreviation } from '@/lib/geo/time-zone';
import { zonesDiffer } from '@/lib/time';
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
 * One game as a card (discover, home): the date block on the game's clock (its zone named when the viewer's
 * differs), the sport's icon and colour, the
 * title, where (and how far), level and price chips, spots left as a bar with its text, friends going and the
 * host's record. `children` are the badges and buttons of the list it sits in (favorite, hosting, status).
 */
export function GameCard({
  game,
  extras,
  viewerTimeZone,
  unit = 'mi',
  children,
}: {
  game: CardGame;
  extras?: CardExtras;
  /** The viewer's zone: the date block is on the game's clock, labelled with its zone when the viewer's differs. */
  viewerTimeZone: string | null;
  /** The viewer's distance unit for "how far" (docs/cities.md). */
  unit?: DistanceUnit;
  children?: React.ReactNode;
}) {
  const sport = extras?.sport ?? game.gameType ?? null;
  const look = sportLook(sport);
  // The game's wall clock, in its zone (docs/time-zones.md); its short name when the viewer's zone differs.
  const when = dateBlock(game.startsAt, game.timeZone);
  const zone =
    viewerTimeZone === null || zonesDiffer(game.startsAt, game.timeZone, viewerTimeZone)
      ? zoneAbbreviation(game.timeZone, game.startsAt)
      : null;
  const capacity = game.capacity ?? null;
  const left = capacity === null ? null : Math.max(0, capacity - (game.goingCount ?? 0));
  const price = extras ? extras.price : game.price;
  const friends = extras ? c.friendsGoing(extras.friends.names, extras.friends.count) : null;
  const place = game.address ? `${game.address}, ${game.locationName}` : game.locationName;
  return (
    <li className="game-card" data-testid="game-card">
      <time dateTime={game.startsAt.toISOString()} className="game-card-date" data-testid="date-block">
        {/* White on the sport colour (.game-card-weekday: a literal white that dark mode does not flip). */}
        <span className="game-card-weekday" style={{ background: look.color }}>
          {when.weekday}{' '}
        </span>
        <span className="game-card-day">{when.day} </span>
        <span className="game-card-month">{when.month} </span>
        <span className="game-card-time">{when.time}</span>
        {zone && (
          <span className="block text-[10px] leading-tight text-slate-600" data-testid="game-zone-label">
            {zone}
          </span>
        )}
      </time>
      <div className="game-card-body">
        {/* On a phone the badges (Hosting, Manage, Going…) wrap under the title instead of widening the card.
            The class lists live in app/globals.css (.game-card-*): sent once per card twice (HTML and RSC). */}
        <div className="game-card-head">
          <div className="game-card-title-row">
            <span className="game-card-icon" style={{ background: look.color }} aria-hidden="true">
              <SportMark icon={look.icon} size={18} stroke="#ffffff" />
            </span>
            <Link href={`/evt/${game.id}`} className="game-card-title">
              {game.title}
            </Link>
          </div>
          {children && <span className="game-card-row">{children}</span>}
        </div>
        <p className="text-sm text-slate-700">
          {place}
          {game.miles !== undefined &&
            ` · ${unit === 'mi' ? m.milesAway(game.miles) : distanceMessages.away(milesIn(game.miles, unit), unit)}`}
        </p>
        <div className="game-card-chips">
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
            <span aria-hidden="true" className="game-card-bar">
              <span
                className={left === 0 ? 'game-card-fill-full' : 'game-card-fill'}
                style={{ width: `${Math.round(((capacity - left) / capacity) * 100)}%` }}
              />
            </span>
            <span className="text-xs text-slate-700" data-testid="spots-left">
              {c.spots(left, capacity)}
            </span>
          </div>
        )}
        {(friends || extras) && (
          <p className="game-card-extras">
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
