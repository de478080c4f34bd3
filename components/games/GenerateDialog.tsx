'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, FormError, SelectField, useAction } from '@/components/ui';
import { generatePlayoffsAction } from '@/lib/games/actions';
import { bracketSize } from '@/lib/games/bracket';
import type { EventGamesView } from '@/lib/games/queries';
import {
  BRACKET_FORMATS,
  BRACKET_SIZES,
  generatePlayoffsSchema,
  SEEDINGS,
  type GeneratePlayoffsInput,
} from '@/lib/games/schema';
import { gamesUi as m } from '@/lib/messages/games';

/** Generate playoffs: format, size, seeding (standings or a manual order); the button shows progress. */
export function GenerateDialog({
  open,
  onClose,
  onGenerated,
  view,
}: {
  open: boolean;
  onClose: () => void;
  onGenerated: () => void;
  view: EventGamesView;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={m.generateTitle} width={520}>
      {open && <GenerateForm view={view} onClose={onClose} onGenerated={onGenerated} />}
    </Dialog>
  );
}

function GenerateForm({
  view,
  onClose,
  onGenerated,
}: {
  view: EventGamesView;
  onClose: () => void;
  onGenerated: () => void;
}) {
  const runAction = useAction();
  const [order, setOrder] = useState(view.standings.map((r) => ({ key: r.key, name: r.side.name })));
  const { register, handleSubmit, setError, watch, formState } = useForm<GeneratePlayoffsInput>({
    resolver: zodResolver(generatePlayoffsSchema),
    defaultValues: {
      eventId: view.eventId,
      format: 'SINGLE',
      size: view.standings.length >= 4 ? '4' : 'all',
      seeding: 'standings',
      order: [],
    },
  });
  const size = watch('size');
  const seeding = watch('seeding');
  const n = size === 'all' ? order.length : Number(size);
  const byes = n >= 2 ? bracketSize(n) - n : 0;
  const onSubmit = handleSubmit(async (values) => {
    const result = await runAction(
      generatePlayoffsAction,
      { ...values, order: values.seeding === 'manual' ? order.map((o) => o.key) : [] },
      { setError },
    );
    if (result.ok) onGenerated();
  });
  const move = (i: number, by: -1 | 1) =>
    setOrder((list) => {
      const next = [...list];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={m.format}
          options={BRACKET_FORMATS.map((f) => ({ value: f, label: m.formats[f] }))}
          {...register('format')}
        />
        <SelectField
          label={m.size}
          options={BRACKET_SIZES.map((s) => ({ value: s, label: m.sizes[s] }))}
          error={errors.size?.message}
          {...register('size')}
        />
        <SelectField
          label={m.seeding}
          options={SEEDINGS.map((s) => ({ value: s, label: m.seedings[s] }))}
          {...register('seeding')}
        />
      </div>
      {byes > 0 && n <= order.length && <p className="text-sm text-slate-600">{m.byesNote(byes)}</p>}
      {seeding === 'manual' && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{m.manualHint}</p>
          <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {order.map((o, i) => (
              <li
                key={o.key}
                className={`flex items-center gap-2 px-3 py-1.5 text-sm ${i < n ? '' : 'text-slate-400'}`}
              >
                <span className="w-6 text-right tabular-nums text-slate-500">{i + 1}</span>
                <span className="min-w-0 flex-1 truncate">{o.name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={i === 0}
                  aria-label={m.moveUp(o.name)}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={i === order.length - 1}
                  aria-label={m.moveDown(o.name)}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
              </li>
            ))}
          </ol>
          <FormError message={errors.order?.message} />
        </div>
      )}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {formState.isSubmitting ? m.generating : m.generate}
        </Button>
      </div>
    </form>
  );
}
