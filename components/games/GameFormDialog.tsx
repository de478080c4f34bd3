'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button, Dialog, SelectField, TextField, useAction } from '@/components/ui';
import { saveGameAction, savePlayoffScheduleAction } from '@/lib/games/actions';
import type { GameView, SideOptions, SideView } from '@/lib/games/queries';
import {
  gameFormSchema,
  playoffScheduleSchema,
  SIDE_NAME_MAX,
  type GameFormInput,
  type GameFormValues,
  type PlayoffScheduleInput,
} from '@/lib/games/schema';
import { gamesUi as m } from '@/lib/messages/games';

type SideForm = GameFormInput['home'];
const emptySide: SideForm = { kind: 'pickup', id: '', name: '' };
const sideDefaults = (s: SideView | null): SideForm =>
  !s
    ? emptySide
    : s.kind === 'team'
      ? { kind: 'team', id: s.teamId ?? '', name: '' }
      : s.kind === 'external'
        ? { kind: 'external', id: s.externalTeamId ?? '', name: '' }
        : { kind: 'pickup', id: '', name: s.name };

/** Add or edit a round-robin game: the two sides (team, external team or pickup side), round, court and time. */
export function GameFormDialog({
  open,
  onClose,
  onSaved,
  eventId,
  game,
  options,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  eventId: string;
  game: GameView | null;
  options: SideOptions;
}) {
  if (game?.playoff)
    return <PlayoffScheduleDialog open={open} onClose={onClose} onSaved={onSaved} game={game} />;
  return (
    <Dialog open={open} onClose={onClose} title={game ? m.editTitle : m.add} width={560}>
      {open && (
        <GameForm
          key={game?.id ?? 'new'}
          eventId={eventId}
          game={game}
          options={options}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function GameForm({
  eventId,
  game,
  options,
  onClose,
  onSaved,
}: {
  eventId: string;
  game: GameView | null;
  options: SideOptions;
  onClose: () => void;
  onSaved: () => void;
}) {
  const runAction = useAction();
  const { register, handleSubmit, setError, watch, formState } = useForm<
    GameFormInput,
    unknown,
    GameFormValues
  >({
    resolver: zodResolver(gameFormSchema),
    defaultValues: {
      eventId,
      gameId: game?.id ?? '',
      round: game?.round ?? '',
      court: game?.court ?? '',
      date: game?.date ?? '',
      time: game?.time ?? '',
      home: sideDefaults(game?.home ?? null),
      away: sideDefaults(game?.away ?? null),
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(saveGameAction, values, { setError });
    if (result.ok) onSaved();
  });
  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{m.sides}</legend>
        <SideFields
          prefix="home"
          legend={m.home}
          kind={watch('home.kind')}
          options={options}
          register={register}
          errors={errors}
        />
        <SideFields
          prefix="away"
          legend={m.away}
          kind={watch('away.kind')}
          options={options}
          register={register}
          errors={errors}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.round}
          hint={m.roundHint}
          maxLength={40}
          error={errors.round?.message}
          {...register('round')}
        />
        <TextField label={m.court} maxLength={40} error={errors.court?.message} {...register('court')} />
        <TextField label={m.date} type="date" error={errors.date?.message} {...register('date')} />
        <TextField
          label={m.time}
          type="time"
          hint={m.timeHint}
          error={errors.time?.message}
          {...register('time')}
        />
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="secondary" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {game ? m.save : m.add}
        </Button>
      </div>
    </form>
  );
}

function SideFields({
  prefix,
  legend,
  kind,
  options,
  register,
  errors,
}: {
  prefix: 'home' | 'away';
  legend: string;
  kind: SideForm['kind'];
  options: SideOptions;
  register: ReturnType<typeof useForm<GameFormInput, unknown, GameFormValues>>['register'];
  errors: FieldErrors<GameFormInput>;
}) {
  const e = errors[prefix];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <SelectField
        label={m.sideKind}
        options={[
          { value: 'team', label: m.sideKinds.team, disabled: options.teams.length === 0 },
          { value: 'external', label: m.sideKinds.external, disabled: options.externalTeams.length === 0 },
          { value: 'pickup', label: m.sideKinds.pickup },
        ]}
        {...register(`${prefix}.kind`)}
      />
      {kind === 'team' && (
        <SelectField
          label={m.team}
          placeholder={m.chooseTeam}
          options={options.teams.map((t) => ({ value: t.id, label: t.name }))}
          error={e?.id?.message}
          {...register(`${prefix}.id`)}
        />
      )}
      {kind === 'external' && (
        <SelectField
          label={m.externalTeam}
          placeholder={m.chooseExternal}
          options={options.externalTeams.map((t) => ({ value: t.id, label: `${t.name} (${t.teamName})` }))}
          error={e?.id?.message}
          {...register(`${prefix}.id`)}
        />
      )}
      {kind === 'pickup' && (
        <TextField
          label={m.pickupName}
          hint={m.pickupHint}
          maxLength={SIDE_NAME_MAX}
          error={e?.name?.message}
          {...register(`${prefix}.name`)}
        />
      )}
      {kind !== 'pickup' && options.teams.length + options.externalTeams.length === 0 && (
        <p className="text-xs text-slate-600">{m.noTeams}</p>
      )}
    </fieldset>
  );
}

/** A playoff game: only court and time (its sides come from the bracket). */
function PlayoffScheduleDialog({
  open,
  onClose,
  onSaved,
  game,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
  game: GameView;
}) {
  const runAction = useAction();
  const { register, handleSubmit, setError, formState } = useForm<PlayoffScheduleInput>({
    resolver: zodResolver(playoffScheduleSchema),
    values: { gameId: game.id, court: game.court ?? '', date: game.date, time: game.time },
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(savePlayoffScheduleAction, values, { setError });
    if (result.ok) onSaved();
  });
  const errors = formState.errors;
  return (
    <Dialog open={open} onClose={onClose} title={`${m.editTitle}: ${game.playoff?.label ?? ''}`} width={480}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label={m.court} maxLength={40} error={errors.court?.message} {...register('court')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.date} type="date" error={errors.date?.message} {...register('date')} />
          <TextField
            label={m.time}
            type="time"
            hint={m.timeHint}
            error={errors.time?.message}
            {...register('time')}
          />
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
          <Button type="button" variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {m.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
