'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { FormCityField } from '@/components/geo/FormCityField';
import { Button, TextAreaField, useAction } from '@/components/ui';
import { ambassadorUi as m } from '@/lib/messages/teams';
import { applyAsAmbassadorAction } from '@/lib/teams/actions';
import { AMBASSADOR_WHY_MAX, ambassadorSchema, type AmbassadorInput } from '@/lib/teams/schema';

/** start/ambassador: city, sports (checkboxes) and why, checked with the action's schema. */
export function AmbassadorForm({ sports }: { sports: { id: string; label: string }[] }) {
  const runAction = useAction();
  const router = useRouter();
  const form = useForm<AmbassadorInput>({
    resolver: zodResolver(ambassadorSchema),
    defaultValues: { city: null, sports: [], why: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runAction(applyAsAmbassadorAction, values, { setError: form.setError });
    if (result.ok) router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormCityField control={form.control} name="city" label={m.city} />
      <Controller
        control={form.control}
        name="sports"
        render={({ field, fieldState }) => (
          <fieldset aria-describedby="ambassador-sports-hint" className="space-y-2">
            <legend className="text-sm font-medium text-slate-900">
              {m.sports}
              <span aria-hidden="true" className="text-red-700">
                {' *'}
              </span>
            </legend>
            <p id="ambassador-sports-hint" className="text-sm text-slate-600">
              {m.sportsHint}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {sports.map((sport) => {
                const checked = field.value.includes(sport.id);
                return (
                  <label
                    key={sport.id}
                    className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700"
                      checked={checked}
                      onChange={() => {
                        field.onChange(
                          checked ? field.value.filter((id) => id !== sport.id) : [...field.value, sport.id],
                        );
                        field.onBlur();
                      }}
                    />
                    {sport.label}
                  </label>
                );
              })}
            </div>
            {fieldState.error && (
              <p role="alert" className="text-sm text-red-700">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <TextAreaField
        label={m.why}
        hint={m.whyHint}
        required
        rows={5}
        maxLength={AMBASSADOR_WHY_MAX}
        error={errors.why?.message}
        {...form.register('why')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
