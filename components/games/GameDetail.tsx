'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button, ButtonLink, useAction } from '@/components/ui';
import { adjustScoreAction } from '@/lib/games/actions';
import type { GameDetailView } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';
import { StatusBadge } from './GameCard';
import { ScoreDialog } from './ScoreDialog';
import { useLiveView } from './useLiveView';

/** One game (discover/games/{id}), kept fresh by polling; managers can keep score here too. */
export function GameDetail({ initial }: { initial: GameDetailView }) {
  const live = useLiveView<GameDetailView>(`/api/games/${initial.game.id}`, initial);
  const { game, event, canManage } = live.data;
  const runAction = useAction();
  const [scoring, setScoring] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = `${game.home?.name ?? game.homePending} ${m.vs} ${game.away?.name ?? game.awayPending}`;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <Link
        href={`/evt/${event.id}#games`}
        className="text-sm font-medium text-emerald-700 underline underline-offset-4"
      >
        ← {m.backToEvent}
      </Link>
      <header className="space-y-1">
        <p className="text-sm text-slate-600">{m.eventOf(event.title)}</p>
        <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
        <p className="text-sm text-slate-700">
          {[game.playoff?.label ?? game.round, game.when ?? m.noTime, game.court].filter(Boolean).join(' · ')}
        </p>
      </header>
      {live.failed && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {m.loadFailed}
        </p>
      )}
      <section
        aria-label={m.score}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-live={game.status === 'IN_PROGRESS' ? 'polite' : undefined}
      >
        <div className="mb-4 flex justify-center">
          <StatusBadge status={game.status} />
        </div>
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
          {(['HOME', 'AWAY'] as const).map((slot, i) => {
            const side = slot === 'HOME' ? game.home : game.away;
            const value = slot === 'HOME' ? game.homeScore : game.awayScore;
            const won = game.winner === slot;
            return (
              <div key={slot} className={i === 0 ? 'order-1' : 'order-3'}>
                <p className={`text-5xl tabular-nums ${won ? 'font-bold text-slate-900' : 'text-slate-700'}`}>
                  {value ?? '–'}
                </p>
                <p
                  className={`mt-1 text-sm break-words ${side ? 'text-slate-900' : 'text-slate-500 italic'} ${won ? 'font-semibold' : ''}`}
                >
                  {side ? side.name : slot === 'HOME' ? game.homePending : game.awayPending}
                </p>
              </div>
            );
          })}
          <span aria-hidden className="order-2 text-2xl text-slate-400">
            –
          </span>
        </div>
      </section>
      {canManage && game.home && game.away && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={m.score}>
          {game.status === 'IN_PROGRESS' &&
            (['HOME', 'AWAY'] as const).map((slot) => {
              const name = (slot === 'HOME' ? game.home : game.away)!.name;
              return (
                <Button
                  key={slot}
                  type="button"
                  variant="secondary"
                  disabled={busy}
                  aria-label={m.addPoint(name)}
                  onClick={async () => {
                    setBusy(true);
                    await runAction(adjustScoreAction, { gameId: game.id, side: slot, delta: 1 });
                    await live.refresh();
                    setBusy(false);
                  }}
                >
                  +1 <span className="max-w-32 truncate">{name}</span>
                </Button>
              );
            })}
          <Button type="button" disabled={busy} onClick={() => setScoring(true)}>
            {m.score}
          </Button>
          <ButtonLink href={`/event/${event.id}/manage#games`} variant="ghost">
            {m.edit}
          </ButtonLink>
        </div>
      )}
      {game.status === 'IN_PROGRESS' && <p className="text-xs text-slate-500">{m.liveHint}</p>}
      {canManage && (
        <ScoreDialog
          game={scoring ? game : null}
          onClose={() => setScoring(false)}
          onSaved={async () => {
            setScoring(false);
            await live.refresh();
          }}
          onConflict={async () => {
            setScoring(false);
            await live.refresh();
          }}
        />
      )}
    </div>
  );
}
