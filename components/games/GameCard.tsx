'use client';

import Link from 'next/link';
import { Badge, Button } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import type { GameView, SideView } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';

export type GameCardActions = {
  onScore: (game: GameView) => void;
  onEdit: (game: GameView) => void;
  onDelete?: (game: GameView) => void;
  onPoint: (game: GameView, side: 'HOME' | 'AWAY', delta: 1 | -1) => void;
  busy: string | null;
};

const statusTone = { SCHEDULED: 'neutral', IN_PROGRESS: 'danger', FINAL: 'success' } as const;

export function StatusBadge({ status }: { status: GameView['status'] }) {
  return (
    <Badge tone={statusTone[status]}>
      {status === 'IN_PROGRESS' && (
        <span aria-hidden className="mr-1 inline-block size-1.5 animate-pulse rounded-full bg-red-600" />
      )}
      {m.status[status]}
    </Badge>
  );
}

function SideLine({
  side,
  pending,
  score,
  won,
  decided,
}: {
  side: SideView | null;
  pending: string | null;
  score: number | null;
  won: boolean;
  decided: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span
        className={cx(
          'min-w-0',
          side ? 'truncate text-slate-900' : 'text-xs text-slate-500 italic',
          won && 'font-semibold',
        )}
      >
        {side?.seed ? <span className="mr-1.5 text-xs text-slate-500 tabular-nums">{side.seed}</span> : null}
        {side ? side.name : pending}
        {side && side.kind !== 'team' && (
          <span className="sr-only">
            {' '}
            ({side.kind === 'external' ? m.sideKinds.external : m.sideKinds.pickup})
          </span>
        )}
      </span>
      <span
        className={cx(
          'shrink-0 text-lg tabular-nums',
          won ? 'font-bold text-slate-900' : decided ? 'text-slate-500' : 'text-slate-800',
        )}
      >
        {score ?? '–'}
      </span>
    </div>
  );
}

/** One game: sides and score, status, time and court; managers get the scorekeeping buttons. */
export function GameCard({
  game,
  actions,
  compact = false,
  detailsLink = true,
}: {
  game: GameView;
  actions?: GameCardActions | null;
  compact?: boolean;
  detailsLink?: boolean;
}) {
  const meta = [game.when ?? (compact ? null : m.noTime), game.court].filter(Boolean).join(' · ');
  const decided = game.winner !== null;
  const ready = game.home !== null && game.away !== null;
  const busy = actions?.busy === game.id;
  const label = game.playoff?.label ?? game.round;
  return (
    <article
      aria-label={`${game.home?.name ?? game.homePending} ${m.vs} ${game.away?.name ?? game.awayPending}`}
      className={cx(
        'rounded-lg border bg-white p-3 shadow-sm',
        game.status === 'IN_PROGRESS' ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span className="min-w-0 truncate">{compact ? label : meta || label}</span>
        <StatusBadge status={game.status} />
      </div>
      <div className="space-y-1 text-sm" aria-live={game.status === 'IN_PROGRESS' ? 'polite' : undefined}>
        <SideLine
          side={game.home}
          pending={game.homePending}
          score={game.homeScore}
          won={game.winner === 'HOME'}
          decided={decided}
        />
        <SideLine
          side={game.away}
          pending={game.awayPending}
          score={game.awayScore}
          won={game.winner === 'AWAY'}
          decided={decided}
        />
      </div>
      {compact && meta && <p className="mt-2 text-xs text-slate-600">{meta}</p>}
      {(actions || detailsLink) && (
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2">
          {actions && game.status === 'IN_PROGRESS' && ready && (
            <div className="flex flex-wrap gap-1" role="group" aria-label={m.score}>
              {(['HOME', 'AWAY'] as const).map((slot) => {
                const name = (slot === 'HOME' ? game.home : game.away)!.name;
                return (
                  <Button
                    key={slot}
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    aria-label={m.addPoint(name)}
                    onClick={() => actions.onPoint(game, slot, 1)}
                  >
                    +1 <span className="max-w-24 truncate">{name}</span>
                  </Button>
                );
              })}
            </div>
          )}
          {actions && ready && (
            <Button
              type="button"
              size="sm"
              variant={game.status === 'FINAL' ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={() => actions.onScore(game)}
            >
              {m.score}
            </Button>
          )}
          {actions && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => actions.onEdit(game)}
            >
              {m.edit}
            </Button>
          )}
          {actions?.onDelete && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="text-red-700"
              disabled={busy}
              onClick={() => actions.onDelete!(game)}
            >
              {m.delete}
            </Button>
          )}
          {detailsLink && (
            <Link
              href={`/discover/games/${game.id}`}
              className="ml-auto text-xs font-medium text-emerald-700 underline underline-offset-4"
            >
              {m.viewGame}
              <span className="sr-only">: {label}</span>
            </Link>
          )}
        </div>
      )}
    </article>
  );
}
