'use client';

import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui';
import { isDate, toSundayFirst, weekdayOf } from '@/lib/time';
import { WEEKDAY_LABELS, MAX_REPEAT_COUNT, MIN_REPEAT_COUNT } from '@/lib/events/recurrence';
import type { CreateEventInput, CreateEventValues } from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events';

const FREQUENCIES = ['NONE', 'WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;

/**
 * Repeat a game: how often, on which weekdays (weekly rules; the start date's weekday is always on and
 * cannot be unticked) and when the series ends (a number of games or a last date).
 */
export function RepeatFields({
  form,
}: {
  form: UseFormReturn<CreateEventInput, unknown, CreateEventValues>;
}) {
  const { control, register, formState } = form;
  const [repeat, repeatEnds, date] = useWatch({ control, name: ['repeat', 'repeatEnds', 'date'] });
  // The day checkboxes count from Sunday (WEEKDAY_LABELS).
  const startDay = isDate(date) ? toSundayFirst(weekdayOf(date)) : null;
  const errors = formState.errors;

  return (
    <div className="space-y-4">
      <SelectField
        label={m.repeat}
        hint={repeat === 'NONE' ? undefined : m.repeatHint}
        options={FREQUENCIES.map((f) => ({ value: f, label: m.repeatOptions[f] }))}
        {...register('repeat')}
        className="sm:max-w-72"
      />
      {repeat !== 'NONE' && (
        <div className="space-y-4 border-l-2 border-slate-200 pl-4">
          {repeat !== 'MONTHLY' && (
            <Controller
              control={control}
              name="repeatDays"
              render={({ field }) => (
                <fieldset>
                  <legend className="text-sm font-medium text-slate-900">{m.repeatDays}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {WEEKDAY_LABELS.map((label, day) => {
                      const fixed = day === startDay;
                      const checked = fixed || field.value.includes(day);
                      return (
                        <label
                          key={label}
                          className={`inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-medium focus-within:outline-2 focus-within:outline-emerald-700 ${
                            checked
                              ? 'border-emerald-700 bg-emerald-700 text-white'
                              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                          } ${fixed ? 'cursor-default' : ''}`}
                        >
                          <input
                            type="checkbox"
                            className="sr-only"
                            checked={checked}
                            disabled={fixed}
                            onChange={(e) =>
                              field.onChange(
                                e.target.checked
                                  ? [...field.value, day].sort((a, b) => a - b)
                                  : field.value.filter((d) => d !== day),
                              )
                            }
                          />
                          {label}
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              )}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={m.repeatEnds}
              options={[
                { value: 'COUNT', label: m.repeatEndsCount },
                { value: 'UNTIL', label: m.repeatEndsUntil },
              ]}
              {...register('repeatEnds')}
            />
            {repeatEnds === 'COUNT' ? (
              <Controller
                control={control}
                name="repeatCount"
                render={({ field, fieldState }) => (
                  <TextField
                    type="number"
                    inputMode="numeric"
                    label={m.repeatCount}
                    min={MIN_REPEAT_COUNT}
                    max={MAX_REPEAT_COUNT}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : (
              <TextField
                type="date"
                label={m.repeatUntil}
                min={isDate(date) ? date : undefined}
                error={errors.repeatUntil?.message}
                {...register('repeatUntil')}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
