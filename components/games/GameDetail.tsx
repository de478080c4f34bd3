'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useAction } from '@/components/ui';
import { adjustScoreAction } from '@/lib/games/actions';
import type { GameDetailView } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';
import { GameCard } from './GameCard';
import { ScoreDialog } from './ScoreDialog';
import { useLiveView } from './useLiveView';

/** One game (discover/games/{id}), kept fresh by polling; managers can keep score here too. */
export function GameDetail({ initial }: { initial: GameDetailView }) {
  const live = useLiveView<GameDetailView>(`/api/games/${initial.game.id}`, initial);
  const { game, event, canManage } = live.data;
  const runAction = useAction();
  const router = useRouter();
  const [scoring, setScoring] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
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
      <GameCard
        game={game}
        detailsLink={false}
        actions={
          canManage
            ? {
                busy,
                onScore: () => setScoring(true),
                onEdit: () => router.push(`/event/${event.id}/manage#games`),
                onPoint: async (g, side, delta) => {
                  setBusy(g.id);
                  await runAction(adjustScoreAction, { gameId: g.id, side, delta });
                  await live.refresh();
                  setBusy(null);
                },
              }
            : null
        }
      />
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
