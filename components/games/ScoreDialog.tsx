'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, Dialog, SelectField, TextField, useAction } from '@/components/ui';
import { setScoreAction } from '@/lib/games/actions';
import type { GameView } from '@/lib/games/queries';
import { GAME_STATUSES, MAX_SCORE, scoreSchema, type ScoreInput } from '@/lib/games/schema';
import { gamesUi as m } from '@/lib/messages/games';

/**
 * Enter or correct a game's score and status. Saved against the version it was opened with: if another
 * scorekeeper saved in between, the save is refused with a message and the latest score is loaded.
 */
export function ScoreDialog({
  game,
  onClose,
  onSaved,
  onConflict,
}: {
  game: GameView | null;
  onClose: () => void;
  onSaved: () => void;
  onConflict: () => void;
}) {
  return (
    <Dialog open={game !== null} onClose={onClose} title={m.scoreTitle} width={440}>
      {game && (
        <ScoreForm
          key={`${game.id}:${game.version}`}
          game={game}
          onClose={onClose}
          onSaved={onSaved}
          onConflict={onConflict}
        />
      )}
    </Dialog>
  );
}

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function ScoreForm({
  game,
  onClose,
  onSaved,
  onConflict,
}: {
  game: GameView;
  onClose: () => void;
  onSaved: () => void;
  onConflict: () => void;
}) {
  const runAction = useAction();
  const { register, handleSubmit, setError, formState } = useForm<ScoreInput>({
    resolver: zodResolver(scoreSchema),
    defaultValues: {
      gameId: game.id,
      version: game.version,
      status: game.status === 'SCHEDULED' ? 'IN_PROGRESS' : game.status,
      homeScore: game.homeScore ?? 0,
      awayScore: game.awayScore ?? 0,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(setScoreAction, values, { setError });
    if (result.ok) onSaved();
    else if (result.message === m.scoreConflict) onConflict();
  });
  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={game.home?.name ?? m.home}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SCORE}
          error={errors.homeScore?.message}
          {...register('homeScore', { setValueAs: toNumber })}
        />
        <TextField
          label={game.away?.name ?? m.away}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SCORE}
          error={errors.awayScore?.message}
          {...register('awayScore', { setValueAs: toNumber })}
        />
      </div>
      <SelectField
        label={m.statusLabel}
        options={GAME_STATUSES.map((s) => ({ value: s, label: m.status[s] }))}
        error={errors.status?.message}
        {...register('status')}
      />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="secondary" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {m.save}
        </Button>
      </div>
    </form>
  );
}
