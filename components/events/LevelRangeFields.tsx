'use client';

import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, SelectField } from '@/components/ui';
import type { GameFieldsInput } from '@/lib/events/schema';
import { levelsOf, scaleFor } from '@/lib/levels/rules';
import { levelsMessages as m } from '@/lib/messages/levels';

// The game form's optional level range (issue 32 §3): lowest and highest level on the chosen sport's scale.
export function LevelRangeFields({
  form,
  gameTypes,
}: {
  form: UseFormReturn<GameFieldsInput>;
  gameTypes: { id: string; label: string }[];
}) {
  const { control } = form;
  const [gameTypeId, min, max] = useWatch({ control, name: ['gameTypeId', 'levelMin', 'levelMax'] });
  const sport = gameTypes.find((g) => g.id === gameTypeId);
  if (!sport) return null;
  const options = [
    { value: '', label: m.rangeAny },
    ...levelsOf(scaleFor(sport.label)).map((l) => ({ value: String(l.ordinal), label: l.label })),
  ];
  const errors = form.formState.errors;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{m.range}</legend>
      {(['levelMin', 'levelMax'] as const).map((name) => (
        <Controller
          key={`${sport.id}-${name}`}
          control={control}
          name={name}
          render={({ field }) => (
            <SelectField
              label={name === 'levelMin' ? m.rangeMin : m.rangeMax}
              options={options}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              // A level off the new sport's scale reads as "Any".
              value={
                options.some((o) => o.value === String(field.value ?? '')) ? String(field.value ?? '') : ''
              }
              onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
              error={errors[name]?.message}
            />
          )}
        />
      ))}
      {(min != null || max != null) && (
        <CheckboxField className="sm:col-span-2" label={m.requireLevel} {...form.register('levelRequired')} />
      )}
      <CheckboxField
        className="sm:col-span-2"
        label={m.levelChecked}
        hint={m.levelCheckedHint}
        {...form.register('levelChecked')}
      />
    </fieldset>
  );
}
