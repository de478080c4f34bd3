'use client';

import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button, CheckboxField, TextField } from '@/components/ui';
import { MAX_SLOT_GROUPS, type CreateEventInput, type CreateEventValues } from '@/lib/events/schema';
import { eventUiMessages as m } from '@/lib/messages/events';

/** Split a new game's spots into named groups (2–6), each with its own spots; players pick one when joining. */
export function SlotGroupsFields({
  form,
}: {
  form: UseFormReturn<CreateEventInput, unknown, CreateEventValues>;
}) {
  const { control, register, formState, setValue } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'slotGroups' });
  const groups = useWatch({ control, name: 'slotGroups' });
  const errors = formState.errors.slotGroups;
  const on = fields.length > 0;
  const total = groups.reduce((n, g) => n + (Number(g.capacity) || 0), 0);

  return (
    <div className="space-y-3">
      <CheckboxField
        label={m.slotGroups}
        hint={m.slotGroupsHint}
        checked={on}
        onChange={(e) =>
          e.target.checked
            ? setValue('slotGroups', [
                { name: '', capacity: 2 },
                { name: '', capacity: 10 },
              ])
            : setValue('slotGroups', [])
        }
      />
      {on && (
        <div className="space-y-3 border-l-2 border-slate-200 pl-4">
          <ul className="space-y-2">
            {fields.map((field, i) => (
              <li key={field.id} className="flex flex-wrap items-start gap-2">
                <TextField
                  label={m.slotGroupName(i + 1)}
                  maxLength={40}
                  error={errors?.[i]?.name?.message}
                  className="min-w-40 flex-1"
                  {...register(`slotGroups.${i}.name`)}
                />
                <TextField
                  type="number"
                  inputMode="numeric"
                  min={1}
                  label={m.slotGroupSpots(i + 1)}
                  error={errors?.[i]?.capacity?.message}
                  className="w-28"
                  {...register(`slotGroups.${i}.capacity`, { valueAsNumber: true })}
                />
                {fields.length > 2 && (
                  <Button
                    type="button"
                    variant="secondary"
                    className="mt-6"
                    aria-label={m.removeSlotGroup(groups[i]?.name ?? '')}
                    onClick={() => remove(i)}
                  >
                    ✕
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {errors?.message && (
            <p role="alert" className="text-sm text-red-700">
              {errors.message}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            {fields.length < MAX_SLOT_GROUPS && (
              <Button type="button" variant="secondary" onClick={() => append({ name: '', capacity: 2 })}>
                {m.addSlotGroup}
              </Button>
            )}
            <span className="text-sm text-slate-700">{m.spotsTotal(total)}</span>
          </div>
        </div>
      )}
    </div>
  );
}
