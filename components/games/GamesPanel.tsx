'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Button, Dialog, EmptyState, useAction } from '@/components/ui';
import { cx } from '@/components/ui/cx';
import { ConfirmButton } from '@/components/teams/ConfirmButton';
import { adjustScoreAction, deleteGameAction, resetPlayoffsAction } from '@/lib/games/actions';
import type { EventGamesView, GameView, SideOptions } from '@/lib/games/queries';
import { gamesUi as m } from '@/lib/messages/games';
import { BracketView } from './BracketView';
import { GameCard, type GameCardActions } from './GameCard';
import { GameFormDialog } from './GameFormDialog';
import { GenerateDialog } from './GenerateDialog';
import { ScoreDialog } from './ScoreDialog';
import { StandingsTable } from './StandingsTable';
import { useLiveView } from './useLiveView';

type Tab = 'games' | 'standings' | 'playoffs';
const TABS: Tab[] = ['games', 'standings', 'playoffs'];

/**
 * The Games section of an event (evt/{id} and its manage page): games by round, standings and the playoff
 * bracket, kept fresh by polling. Managers add, edit, delete and score games, and generate or reset the bracket.
 * The selected tab is the section's selection: a new bracket selects Playoffs; a reset goes back to the games.
 */
export function GamesPanel({ initial, options }: { initial: EventGamesView; options: SideOptions | null }) {
  const live = useLiveView<EventGamesView>(`/api/events/${initial.eventId}/games`, initial);
  const view = live.data;
  const manager = view.canManage && options !== null;
  const runAction = useAction();
  const [tab, setTab] = useState<Tab>(view.bracket ? 'playoffs' : 'games');
  const [editing, setEditing] = useState<GameView | 'new' | null>(null);
  const [scoring, setScoring] = useState<GameView | null>(null);
  const [deleting, setDeleting] = useState<GameView | null>(null);
  const [generating, setGenerating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    games: null,
    standings: null,
    playoffs: null,
  });

  const actions: GameCardActions | null = manager
    ? {
        busy,
        onScore: setScoring,
        onEdit: setEditing,
        onDelete: setDeleting,
        onPoint: async (game, side, delta) => {
          setBusy(game.id);
          await runAction(adjustScoreAction, { gameId: game.id, side, delta });
          await live.refresh();
          setBusy(null);
        },
      }
    : null;

  const onTabKey = (event: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(i + 1) % 3] : event.key === 'ArrowLeft' ? TABS[(i + 2) % 3] : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const anyLive = [
    ...view.games,
    ...(view.bracket?.parts.flatMap((p) => p.rounds.flatMap((r) => r.games)) ?? []),
  ].some((g) => g.status === 'IN_PROGRESS');

  // Round-robin games grouped by round, in order of first appearance.
  const rounds: { name: string; games: GameView[] }[] = [];
  for (const g of view.games) {
    const name = g.round ?? '';
    const r = rounds.find((x) => x.name === name);
    if (r) r.games.push(g);
    else rounds.push({ name, games: [g] });
  }

  return (
    <section aria-labelledby="games-heading" className="space-y-4" id="games">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 id="games-heading" className="text-xl font-semibold text-slate-900">
            {m.section}
          </h2>
          {anyLive && (
            <Badge tone="danger">
              <span
                aria-hidden
                className="mr-1 inline-block size-1.5 animate-pulse rounded-full bg-red-600"
              />
              {m.live}
            </Badge>
          )}
        </div>
        {manager && view.games.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
              {m.add}
            </Button>
            {!view.bracket && view.standings.length >= 2 && (
              <Button type="button" onClick={() => setGenerating(true)}>
                {m.generate}
              </Button>
            )}
          </div>
        )}
      </div>
      {live.failed && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{m.loadFailed}</span>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => void live.refresh()}
            loading={live.loading}
          >
            {m.retry}
          </Button>
        </div>
      )}

      <div
        role="tablist"
        aria-label={m.tabsLabel}
        className="flex gap-1 border-b border-slate-200"
        onKeyDown={onTabKey}
      >
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`games-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={tab === t ? `games-panel-${t}` : undefined}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
            className={cx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-700',
              tab === t
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {m.tabs[t]}
            {t === 'games' && view.games.length > 0 && (
              <span className="ml-1 text-xs text-slate-500">({view.games.length})</span>
            )}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`games-panel-${tab}`} aria-labelledby={`games-tab-${tab}`}>
        {tab === 'games' &&
          (view.games.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={m.emptyTitle}
              description={manager ? m.emptyManager : m.emptyViewer}
              action={
                manager && (
                  <Button type="button" onClick={() => setEditing('new')}>
                    {m.add}
                  </Button>
                )
              }
            />
          ) : (
            <div className="space-y-5">
              {rounds.map((r) => (
                <section key={r.name} aria-label={r.name || m.tabs.games} className="space-y-2">
                  {r.name && (
                    <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{r.name}</h3>
                  )}
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {r.games.map((g) => (
                      <li key={g.id}>
                        <GameCard game={g} actions={actions} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          ))}
        {tab === 'standings' &&
          (view.standings.some((r) => r.played > 0) ? (
            <StandingsTable rows={view.standings} />
          ) : (
            <EmptyState headingLevel={3} title={m.tabs.standings} description={m.standingsEmpty} />
          ))}
        {tab === 'playoffs' &&
          (view.bracket ? (
            <div className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-slate-700">
                  {m.bracketTitle(m.formats[view.bracket.format], view.bracket.size)}
                </p>
                {manager && (
                  <ConfirmButton
                    variant="secondary"
                    size="sm"
                    question={m.resetBody}
                    confirmText={m.reset}
                    onConfirm={async () => {
                      const result = await runAction(resetPlayoffsAction, { eventId: view.eventId });
                      if (result.ok) {
                        await live.refresh();
                        setTab('games');
                      }
                    }}
                  >
                    {m.reset}
                  </ConfirmButton>
                )}
              </div>
              <BracketView bracket={view.bracket} actions={actions && { ...actions, onDelete: undefined }} />
            </div>
          ) : (
            <EmptyState
              headingLevel={3}
              title={m.playoffsEmptyTitle}
              description={manager ? m.playoffsEmptyManager : m.playoffsEmptyViewer}
              action={
                manager && (
                  <Button
                    type="button"
                    onClick={() => setGenerating(true)}
                    disabled={view.standings.length < 2}
                  >
                    {m.generate}
                  </Button>
                )
              }
            />
          ))}
      </div>
      {anyLive && <p className="text-xs text-slate-500">{m.liveHint}</p>}

      {manager && (
        <>
          <GameFormDialog
            open={editing !== null}
            onClose={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await live.refresh();
            }}
            eventId={view.eventId}
            game={editing === 'new' ? null : editing}
            options={options}
          />
          <ScoreDialog
            game={scoring}
            onClose={() => setScoring(null)}
            onSaved={async () => {
              setScoring(null);
              await live.refresh();
            }}
            onConflict={async () => {
              setScoring(null);
              await live.refresh();
            }}
          />
          <GenerateDialog
            open={generating}
            view={view}
            onClose={() => setGenerating(false)}
            onGenerated={async () => {
              setGenerating(false);
              await live.refresh();
              setTab('playoffs');
            }}
          />
          <DeleteDialog
            game={deleting}
            onClose={() => setDeleting(null)}
            onConfirm={async (game) => {
              const result = await runAction(deleteGameAction, { gameId: game.id });
              setDeleting(null);
              if (result.ok) await live.refresh();
            }}
          />
        </>
      )}
    </section>
  );
}

function DeleteDialog({
  game,
  onClose,
  onConfirm,
}: {
  game: GameView | null;
  onClose: () => void;
  onConfirm: (game: GameView) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialogShell
      open={game !== null}
      busy={busy}
      onClose={onClose}
      onConfirm={async () => {
        if (!game) return;
        setBusy(true);
        await onConfirm(game);
        setBusy(false);
      }}
    />
  );
}

function ConfirmDialogShell({
  open,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      title={m.deleteTitle}
      role="alertdialog"
      width={440}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {m.cancel}
          </Button>
          <Button type="button" variant="danger" onClick={onConfirm} loading={busy}>
            {m.delete}
          </Button>
        </>
      }
    >
      <p>{m.deleteBody}</p>
    </Dialog>
  );
}
