'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, TextField, useAction } from '@/components/ui';
import { passMessages as m } from '@/lib/messages/passes';
import { createPunchCardAction } from '@/lib/passes/actions';
import { createPunchCardSchema } from '@/lib/passes/schema';

type Input = z.input<typeof createPunchCardSchema>;
type Values = z.output<typeof createPunchCardSchema>;

// The organizer's form for a new punch card (the action parses it with the same schema).
export function CreatePunchCardForm({ teamId }: { teamId: string }) {
  const router = useRouter();
  const runAction = useAction();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(createPunchCardSchema),
    defaultValues: { teamId, name: '', games: '10', price: '', expiryDays: '', maxGamePrice: '' },
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(createPunchCardAction, values, { setError: form.setError });
    if (result.ok) {
      form.reset({ teamId, name: '', games: '10', price: '', expiryDays: '', maxGamePrice: '' });
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
        <TextField
          label={m.gamesLabel}
          inputMode="numeric"
          error={errors.games?.message}
          {...register('games')}
        />
        <TextField
          label={m.priceLabel}
          inputMode="decimal"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label={m.expiryLabel}
          inputMode="numeric"
          hint={m.expiryHint}
          error={errors.expiryDays?.message}
          {...register('expiryDays')}
        />
        <TextField
          label={m.maxPriceLabel}
          inputMode="decimal"
          hint={m.maxPriceHint}
          error={errors.maxGamePrice?.message}
          {...register('maxGamePrice')}
        />
      </div>
      <Button type="submit" loading={formState.isSubmitting}>
        {m.create}
      </Button>
    </form>
  );
}
