'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, SelectField, TextField, useAction } from '@/components/ui';
import { passMessages as m } from '@/lib/messages/passes';
import { createPunchCardAction } from '@/lib/passes/actions';
import { createPunchCardSchema } from '@/lib/passes/schema';

type Input = z.input<typeof createPunchCardSchema>;
type Values = z.output<typeof createPunchCardSchema>;

/** What a new pass may cover: the series the team hosts and the sports. */
type CoverChoices = { series: { id: string; title: string }[]; sports: { id: string; label: string }[] };

// The organizer's form for a new pass, a punch card or a season pass (the action parses it with the same schema).
export function CreatePunchCardForm({ teamId, covers }: { teamId: string; covers: CoverChoices }) {
  const router = useRouter();
  const runAction = useAction();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(createPunchCardSchema),
    defaultValues: blank(teamId),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const kind = form.watch('kind');
  const season = kind === 'SEASON';
  const membership = kind === 'MEMBERSHIP';
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(createPunchCardAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset(blank(teamId));
      router.refresh();
    }
  });
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate aria-label={m.createTitle}>
      <TextField
        label={m.nameLabel}
        placeholder={m.namePlaceholder}
        maxLength={60}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={m.kindLabel}
          error={errors.kind?.message}
          options={(['PUNCH_CARD', 'SEASON', 'MEMBERSHIP'] as const).map((k) => ({
            value: k,
            label: m.kindOptions[k],
          }))}
          {...register('kind')}
        />
        <SelectField
          label={m.coversLabel}
          error={errors.covers?.message}
          options={[
            { value: '', label: m.coversTeam },
            ...covers.series.map((c) => ({ value: `series:${c.id}`, label: m.coversSeriesOption(c.title) })),
            ...covers.sports.map((c) => ({ value: `sport:${c.id}`, label: m.coversSportOption(c.label) })),
          ]}
          {...register('covers')}
        />
        {membership ? (
          <SelectField
            label={m.intervalLabel}
            hint={m.intervalHint}
            error={errors.interval?.message}
            options={(['MONTH', 'YEAR'] as const).map((k) => ({ value: k, label: m.intervalOptions[k] }))}
            {...register('interval')}
          />
        ) : season ? (
          <TextField
            label={m.seasonEndsLabel}
            type="date"
            hint={m.seasonEndsHint}
            error={errors.seasonEnds?.message}
            {...register('seasonEnds')}
          />
        ) : (
          <TextField
            label={m.gamesLabel}
            inputMode="numeric"
            error={errors.games?.message}
            {...register('games')}
          />
        )}
        <TextField
          label={m.priceLabel}
          inputMode="decimal"
          error={errors.price?.message}
          {...register('price')}
        />
        {kind === 'PUNCH_CARD' && (
          <TextField
            label={m.expiryLabel}
            inputMode="numeric"
            hint={m.expiryHint}
            error={errors.expiryDays?.message}
            {...register('expiryDays')}
          />
        )}
        <TextField
          label={m.maxPriceLabel}
          inputMode="decimal"
          hint={m.maxPriceHint}
          error={errors.maxGamePrice?.message}
          {...register('maxGamePrice')}
        />
      </div>
      <Button type="submit" loading={formState.isSubmitting}>
        {membership ? m.createMembership : season ? m.createSeason : m.create}
      </Button>
    </form>
  );
}

const blank = (teamId: string): Input => ({
  teamId,
  kind: 'PUNCH_CARD',
  interval: 'MONTH',
  name: '',
  games: '10',
  price: '',
  expiryDays: '',
  seasonEnds: '',
  covers: '',
  maxGamePrice: '',
});
